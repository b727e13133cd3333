import { mailPreferencesOf } from '../mail/mail-notifications.repository';
import { clinicalPreferencesOf } from './clinical-preferences.repository';
import { anyOf, type Db } from '../db/database';

/**
 * LGPD: the rows the portal keeps about a dentist and their patients, for the readable export.
 * Passwords and session tokens stay out (they are hashes, not the dentist's data).
 */
export const loadDentistData = async (db: Db, dentistId: string) => {
  const [user, addresses, patients, orders] = await Promise.all([
    db
      .selectFrom('users')
      .select(['email', 'document', 'name', 'gender', 'cro_number', 'cro_state', 'phone', 'specialty', 'clinic_name', 'accredited', 'onyx_code', 'created_at'])
      .where('id', '=', dentistId)
      .executeTakeFirstOrThrow(),
    db.selectFrom('addresses').selectAll().where('dentist_id', '=', dentistId).orderBy('created_at').execute(),
    db
      .selectFrom('patients')
      .select(['id', 'first_name', 'last_name', 'cpf', 'gender', 'created_at', 'deleted_at'])
      .where('dentist_id', '=', dentistId)
      .orderBy('created_at')
      .execute(),
    db
      .selectFrom('orders')
      .innerJoin('patients', 'patients.id', 'orders.patient_id')
      .select([
        'orders.id',
        'orders.case_number',
        'orders.status',
        'patients.first_name',
        'patients.last_name',
        'orders.product_category',
        'orders.case_type',
        'orders.arcade_superior',
        'orders.arcade_inferior',
        'orders.item',
        'orders.thickness',
        'orders.model_provide_type',
        'orders.model_url',
        'orders.contention_additional_info',
        'orders.prescription_form',
        'orders.forecast_approval_date',
        'orders.created_at',
      ])
      .where('orders.dentist_id', '=', dentistId)
      .orderBy('orders.created_at')
      .execute(),
  ]);
  const orderIds = orders.map((o) => o.id);
  const byOrder = async <T extends { order_id: string }>(rows: Promise<T[]>) => {
    const all = await rows;
    return (id: string) => all.filter((r) => r.order_id === id);
  };
  const none = Promise.resolve([] as never[]);
  const [history, files, plannings, messages, payments, ledger, surveys, consents, mailChoices, clinical] = await Promise.all([
    byOrder(
      orderIds.length
        ? db
            .selectFrom('order_status_history')
            .select(['order_id', 'from_status', 'to_status', 'reason', 'changed_at'])
            .where('order_id', '=', anyOf(orderIds))
            .orderBy('changed_at')
            .execute()
        : none,
    ),
    byOrder(
      orderIds.length
        ? db
            .selectFrom('order_attachments')
            .innerJoin('attachments', 'attachments.id', 'order_attachments.attachment_id')
            .select(['order_attachments.order_id', 'order_attachments.type', 'attachments.name', 'attachments.size', 'attachments.created_at'])
            .where('order_attachments.order_id', '=', anyOf(orderIds))
            .execute()
        : none,
    ),
    byOrder(
      orderIds.length
        ? db
            .selectFrom('plannings')
            .select(['order_id', 'number', 'is_current', 'comment', 'bonus_dentist', 'bonus_kol', 'bonus_patient', 'web_viewed_at', 'file_viewed_at', 'created_at'])
            .where('order_id', '=', anyOf(orderIds))
            .orderBy('number')
            .execute()
        : none,
    ),
    byOrder(
      orderIds.length
        ? db
            .selectFrom('order_messages')
            .innerJoin('message_types', 'message_types.id', 'order_messages.message_type_id')
            .select(['order_messages.order_id', 'message_types.name as type', 'order_messages.message', 'order_messages.created_at'])
            .where('order_messages.order_id', '=', anyOf(orderIds))
            .orderBy('order_messages.created_at')
            .execute()
        : none,
    ),
    byOrder(
      orderIds.length
        ? db
            .selectFrom('order_payments')
            .innerJoin('payment_conditions', 'payment_conditions.id', 'order_payments.payment_condition_id')
            .select(['order_payments.order_id', 'payment_conditions.name', 'order_payments.installments'])
            .where('order_payments.order_id', '=', anyOf(orderIds))
            .execute()
        : none,
    ),
    db
      .selectFrom('bonus_ledger')
      .leftJoin('orders', 'orders.id', 'bonus_ledger.order_id')
      .select(['bonus_ledger.origin', 'bonus_ledger.product', 'bonus_ledger.steps', 'bonus_ledger.status', 'bonus_ledger.created_at', 'orders.case_number'])
      .where('bonus_ledger.dentist_id', '=', dentistId)
      .orderBy('bonus_ledger.created_at')
      .execute(),
    db.selectFrom('nps_responses').select(['type', 'answers', 'created_at']).where('user_id', '=', dentistId).orderBy('created_at').execute(),
    db.selectFrom('consents').select(['document', 'version', 'accepted_at']).where('user_id', '=', dentistId).orderBy('accepted_at').execute(),
    mailPreferencesOf(db, dentistId),
    clinicalPreferencesOf(db, dentistId),
  ]);
  return {
    user,
    addresses,
    patients,
    orders: orders.map((o) => ({
      ...o,
      statusHistory: history(o.id),
      files: files(o.id),
      plannings: plannings(o.id),
      payment: payments(o.id)[0] ?? null,
      messages: messages(o.id),
    })),
    ledger,
    surveys,
    consents,
    mailChoices,
    clinical,
  };
};

export type DentistDataRows = Awaited<ReturnType<typeof loadDentistData>>;
