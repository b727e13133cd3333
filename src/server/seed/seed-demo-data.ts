/* eslint-disable @typescript-eslint/no-non-null-assertion -- the demo's own fixed tables: every key looked up is one of theirs */
import type { Insertable } from 'kysely';
import type { OrderStatusHistoryTable } from '../db/tables/orders.table';
import type { OrderStatus } from '../../domain/order/order-status';
import { acceptAllConsents } from '../accounts/consents.repository';
import { rebuildOrderWaits } from '../queues/order-waits.repository';
import { consentDocuments } from '../../domain/people/consent';
import { searchKey } from '../../domain/format/search-text';
import type { Db } from '../db/database';
import { hashPassword } from '../accounts/password';
import { demoAccreditationCodes, demoPassword, demoPatientNames, demoUsers } from './demo-people';
import { type DemoOrder, kolOrders, mainDentistOrders } from './demo-orders';
import { demoPrescription } from './demo-prescription';
import { approvalReachedHours, type SeededOrder, seedBalances, seedCharges, seedMessages, seedNotifications, seedPlannings, seedRefinementGrant } from './demo-plannings';
import { hasPrescriptionForm, productKindOf } from '../../domain/order/products';
import { dayMs } from '../../domain/format/date';

/** The terms' version the demo's "termos" dentist accepted, before the one in force. */
const demoEarlierConsentVersion = '2026-01-10';
const demoReasons: Readonly<Record<string, string>> = { REVIEW_REQUESTED: 'Prefiro manter a linha média superior.', CANCELLED: 'Paciente desistiu do tratamento.' };
const demoEmails = demoUsers.map((u) => u.email);

/** Replaces the demo accounts and everything they own, in one transaction. */
export const seedDemoData = async (db: Db, now: Date, newId: () => string): Promise<void> => {
  const hashes = await Promise.all(demoUsers.map(() => hashPassword(demoPassword)));
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('accreditation_codes').where('code', 'in', demoAccreditationCodes).execute();
    const old = await trx.selectFrom('users').select('id').where('email', 'in', demoEmails).execute();
    const oldIds = old.map((u) => u.id);
    if (oldIds.length > 0) {
      // Other dentists' orders keep their history; only the demo actor's name goes.
      await trx.updateTable('order_status_history').set({ actor_id: null }).where('actor_id', 'in', oldIds).execute();
      await trx.updateTable('accreditation_codes').set({ used_by: null, used_at: null }).where('used_by', 'in', oldIds).execute();
      await trx.deleteFrom('orders').where('dentist_id', 'in', oldIds).execute();
      await trx.deleteFrom('patients').where('dentist_id', 'in', oldIds).execute();
      await trx.deleteFrom('addresses').where('dentist_id', 'in', oldIds).execute();
      await trx.deleteFrom('users').where('id', 'in', oldIds).execute();
    }

    await trx
      .insertInto('accreditation_codes')
      .values(demoAccreditationCodes.map((code) => ({ code })))
      .execute();

    const ids = Object.fromEntries(demoUsers.map((u) => [u.key, newId()])) as Record<(typeof demoUsers)[number]['key'], string>;
    await trx
      .insertInto('users')
      .values(
        demoUsers.map((u, i) => ({
          id: ids[u.key],
          email: u.email,
          document: u.document,
          name: u.name,
          search_name: searchKey(u.name),
          role: u.role,
          gender: u.gender,
          password_hash: hashes[i]!,
          cro_number: u.cro ? u.cro.slice(2) : null,
          phone: u.phone,
          is_lead: u.lead,
          accredited: u.accredited,
          kol_monthly_bonus_steps: u.kol,
          cro_state: u.cro ? u.cro.slice(0, 2) : null,
          specialty: u.role === 'DENTIST' && !u.lead ? 'Ortodontia' : null,
        })),
      )
      .execute();
    // The demo's dentists accepted the terms in force when they registered (the lead does on completing it).
    for (const u of demoUsers.filter((d) => d.role === 'DENTIST' && !d.lead && d.key !== 'termos')) await acceptAllConsents(trx, ids[u.key], now, newId);
    await trx
      .insertInto('consents')
      .values(
        consentDocuments.map((document) => ({
          id: newId(),
          user_id: ids.termos,
          document,
          version: demoEarlierConsentVersion,
          accepted_at: new Date(now.getTime() - 300 * dayMs),
        })),
      )
      .execute();

    const creditCard = await trx.selectFrom('payment_conditions').select('id').where('code', '=', 'CREDIT_CARD').executeTakeFirstOrThrow();
    for (const [dentistKey, orders, patientCount] of [
      ['dentista', mainDentistOrders, 16],
      ['kol', kolOrders, 5],
    ] as const) {
      const dentistId = ids[dentistKey];
      const patients = demoPatientNames.slice(0, patientCount).map(([first, last, gender]) => ({
        id: newId(),
        dentist_id: dentistId,
        first_name: first,
        last_name: last,
        search_name: searchKey(`${first} ${last}`),
        cpf: null,
        gender,
      }));
      await trx.insertInto('patients').values(patients).execute();
      const [billingId, shippingId] = [newId(), newId()];
      await trx
        .insertInto('addresses')
        .values([
          {
            id: billingId,
            dentist_id: dentistId,
            company_name: 'Sorriso Pleno Odontologia Ltda',
            business_name: 'Clínica Sorriso Pleno',
            cnpj: '12ABC34501DE35',
            phone: '(11) 93456-7890',
            email: 'financeiro@sorrisopleno.com.br',
            street: 'Avenida Paulista',
            number: '1000',
            complement: 'Sala 1201',
            neighborhood: 'Bela Vista',
            city: 'São Paulo',
            state: 'SP',
            cep: '01310100',
            is_dental_clinic: true,
            state_registration: '110042490114',
            is_billing: true,
            is_shipping: false,
          },
          {
            id: shippingId,
            dentist_id: dentistId,
            full_name: demoUsers.find((u) => u.key === dentistKey)!.name,
            cpf: demoUsers.find((u) => u.key === dentistKey)!.document,
            phone: '(11) 98765-4321',
            email: 'consultorio@demo.com.br',
            street: 'Rua Augusta',
            number: '250',
            neighborhood: 'Consolação',
            city: 'São Paulo',
            state: 'SP',
            cep: '01304000',
            is_dental_clinic: false,
            exempt_state_registration: true,
            is_billing: false,
            is_shipping: true,
          },
          {
            id: newId(),
            dentist_id: dentistId,
            full_name: demoUsers.find((u) => u.key === dentistKey)!.name,
            cpf: demoUsers.find((u) => u.key === dentistKey)!.document,
            phone: '(11) 97654-1200',
            email: 'moema@demo.com.br',
            street: 'Avenida Ibirapuera',
            number: '2120',
            complement: 'Conjunto 54',
            neighborhood: 'Moema',
            city: 'São Paulo',
            state: 'SP',
            cep: '04028001',
            is_dental_clinic: false,
            exempt_state_registration: true,
            is_billing: false,
            is_shipping: true,
          },
        ])
        .execute();
      const seeded = await insertOrders(
        trx,
        orders,
        dentistId,
        patients.map((p) => p.id),
        ids.atendente,
        now,
        newId,
      );
      // Sent orders name where they go and who pays.
      await trx
        .updateTable('orders')
        .set({ shipping_address_id: shippingId, billing_address_id: billingId })
        .where('dentist_id', '=', dentistId)
        .where('status', '!=', 'DRAFT')
        .execute();
      await seedPlannings(trx, seeded, creditCard.id, newId);
      await seedCharges(trx, seeded, now, newId);
      await seedMessages(trx, seeded, ids.atendente, newId);
      await seedNotifications(trx, seeded, ids.atendente);
      await seedBalances(trx, dentistId, dentistKey === 'kol' ? { wallet: 4, retentions: 2, kol: 12 } : { wallet: 20, retentions: 2, kol: 0 }, now, newId);
      const continuation = seeded.find((o) => o.status === 'WAITING_FOR_APPROVAL' && o.caseType === 'CASO_CONTINUACAO');
      if (continuation) await seedRefinementGrant(trx, dentistId, continuation.patientId, 3, now, newId);
    }
    // The demo's history is in the bell, but it is no news to mail.
    await trx.deleteFrom('mail_notifications').where('dentist_id', 'in', Object.values(ids)).execute();
    // The waits its history holds, for the staff's dashboard, as transitions would have written them.
    await rebuildOrderWaits(trx);
  });
};

const insertOrders = async (
  db: Db,
  orders: readonly DemoOrder[],
  dentistId: string,
  patientIds: readonly string[],
  staffId: string,
  now: Date,
  newId: () => string,
): Promise<SeededOrder[]> => {
  const rows = orders.map((o, i) => {
    const createdAt = new Date(now.getTime() - o.daysAgo * dayMs - i * 60_000);
    return { order: o, id: newId(), createdAt, patientId: patientIds[i % patientIds.length]! };
  });
  for (const r of rows) {
    const caseNumber =
      r.order.status === 'DRAFT' ? null : (await db.selectNoFrom((eb) => eb.fn<number>('nextval', [eb.val('order_case_number_seq')]).as('n')).executeTakeFirstOrThrow()).n;
    await db
      .insertInto('orders')
      .values({
        id: r.id,
        case_number: caseNumber === null ? null : Number(caseNumber),
        dentist_id: dentistId,
        patient_id: r.patientId,
        status: r.order.status,
        case_type: r.order.caseType,
        product_category: r.order.productCategory,
        arcade_superior: r.order.arcadeSuperior,
        arcade_inferior: r.order.arcadeInferior,
        model_provide_type: r.order.modelProvideType,
        draft_step: r.order.status === 'DRAFT' ? 'ATTACHMENTS' : null,
        // A sent aligner order was sent with its Ficha de prescrição.
        prescription_form: r.order.status !== 'DRAFT' && hasPrescriptionForm(productKindOf(r.order.productCategory)) ? JSON.stringify(demoPrescription(r.order.caseType)) : null,
        created_at: r.createdAt,
        updated_at: r.createdAt,
        status_since: r.createdAt,
      })
      .execute();
    const history: Insertable<OrderStatusHistoryTable>[] = [
      { id: newId(), order_id: r.id, from_status: null, to_status: 'DRAFT', actor_id: dentistId, reason: null, changed_at: r.createdAt },
    ];
    if (r.order.status !== 'DRAFT') {
      const status = r.order.status;
      // Decisions on a planning are the dentist's and come after it was made (about two days in).
      const byDentist = ['RECEIVED', 'APPROVED', 'REVIEW_REQUESTED', 'WAITING_FOR_PAYMENT'].includes(status);
      const afterPlanning = ['WAITING_FOR_APPROVAL', 'REVIEW_REQUESTED', 'WAITING_FOR_PAYMENT', 'APPROVED', 'PRODUCTION', 'PREPARE_SHIPPING', 'SHIPPED', 'FINISHED'].includes(
        status,
      );
      // The way it came, step by step from the sending, so that the dashboard's weeks see orders move
      // through the stages; its own status reached when it always was.
      const path = demoPathTo(status);
      const lastHour = afterPlanning ? approvalReachedHours : 1;
      path.forEach((to, i) =>
        history.push({
          id: newId(),
          order_id: r.id,
          from_status: i === 0 ? 'DRAFT' : path[i - 1]!,
          to_status: to,
          actor_id: i === path.length - 1 && byDentist ? dentistId : i === 0 ? dentistId : staffId,
          reason: i === path.length - 1 ? (demoReasons[status] ?? null) : null,
          changed_at: new Date(r.createdAt.getTime() + ((lastHour * (i + 1)) / path.length) * 3_600_000),
        }),
      );
    }
    await db.insertInto('order_status_history').values(history).execute();
    await db
      .updateTable('orders')
      .set({ status_since: history.at(-1)!.changed_at })
      .where('id', '=', r.id)
      .execute();
  }
  return rows.map((r) => ({
    id: r.id,
    status: r.order.status,
    productCategory: r.order.productCategory,
    caseType: r.order.caseType,
    arcadeSuperior: r.order.arcadeSuperior,
    arcadeInferior: r.order.arcadeInferior,
    patientId: r.patientId,
    createdAt: r.createdAt,
  }));
};

const demoMainWay: readonly OrderStatus[] = [
  'RECEIVED',
  'ANALYSIS',
  'WAITING_VIRTUAL_PLANNING',
  'VIRTUAL_PLANNING',
  'WAITING_FOR_APPROVAL',
  'APPROVED',
  'PRODUCTION',
  'PREPARE_SHIPPING',
  'SHIPPED',
  'FINISHED',
];
const demoWayUpTo = (last: OrderStatus): OrderStatus[] => demoMainWay.slice(0, demoMainWay.indexOf(last) + 1);

/** The statuses a demo order went through after it was sent, to reach `status` the usual way. */
const demoPathTo = (status: OrderStatus): OrderStatus[] => {
  const byPost: OrderStatus[] = ['WAITING_MODEL', 'MODEL_RECEIVED', 'MODEL_DIGITALIZATION'];
  if (byPost.includes(status)) return byPost.slice(0, byPost.indexOf(status) + 1);
  const asked: Partial<Record<OrderStatus, OrderStatus[]>> = {
    WAITING_NEW_FILE: ['WAITING_NEW_FILE'],
    NEW_FILE_RECEIVED: ['WAITING_NEW_FILE', 'NEW_FILE_RECEIVED'],
    WAITING_NEW_MODEL: ['WAITING_NEW_MODEL'],
    NEW_MODEL_RECEIVED: ['WAITING_NEW_MODEL', 'NEW_MODEL_RECEIVED'],
    CANCELLED: ['CANCELLED'],
  };
  const afterAnalysis = asked[status];
  if (afterAnalysis) return [...demoWayUpTo('ANALYSIS'), ...afterAnalysis];
  if (status === 'REVIEW_REQUESTED' || status === 'WAITING_FOR_PAYMENT') return [...demoWayUpTo('WAITING_FOR_APPROVAL'), status];
  return demoMainWay.includes(status) ? demoWayUpTo(status) : [status];
};

/** Loads the demo data only into a database with no users at all. */
export const seedIfEmpty = async (db: Db, now: Date, newId: () => string): Promise<boolean> => {
  const { n } = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  if (Number(n) > 0) return false;
  await seedDemoData(db, now, newId);
  return true;
};
