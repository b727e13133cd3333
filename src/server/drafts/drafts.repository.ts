import type { AttachmentKind } from '../../domain/attachments/file-acceptance';
import type { Trx } from '../db/database';
import { sql, type Updateable } from 'kysely';
import { draftSteps, type DraftStep } from '../../domain/order/draft-steps';
import type * as t from 'io-ts';
import type { DraftDetail, UpdateDraftRequest } from '../../contract/draft.contract';
import { anyOf, type Db } from '../db/database';
import type { OrdersTable } from '../db/tables/orders.table';
import { productKindOf } from '../../domain/order/products';

/** A new draft order with its first history entry, inside the caller's transaction (which may also record an idempotency key). */
export const insertDraft = async (trx: Trx, d: { id: string; historyId: string; dentistId: string; patientId: string; now: Date }): Promise<void> => {
  await trx
    .insertInto('orders')
    .values({
      id: d.id,
      dentist_id: d.dentistId,
      patient_id: d.patientId,
      status: 'DRAFT',
      case_type: null,
      arcade_superior: false,
      arcade_inferior: false,
      draft_step: 'PRODUCT',
      created_at: d.now,
      updated_at: d.now,
      status_since: d.now,
    })
    .execute();
  await trx
    .insertInto('order_status_history')
    .values({ id: d.historyId, order_id: d.id, from_status: null, to_status: 'DRAFT', actor_id: d.dentistId, reason: null, changed_at: d.now })
    .execute();
};

/**
 * The dentist's untouched draft for a patient (no product, no prescription, no file yet), so
 * that "Novo pedido" opens it again instead of piling up another.
 */
export const untouchedDraft = async (trx: Trx, dentistId: string, patientId: string): Promise<string | undefined> => {
  const row = await trx
    .selectFrom('orders')
    .select('id')
    .where('dentist_id', '=', dentistId)
    .where('patient_id', '=', patientId)
    .where('status', '=', 'DRAFT')
    .where('product_category', 'is', null)
    .where('prescription_form', 'is', null)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('order_attachments').select('order_attachments.order_id').whereRef('order_attachments.order_id', '=', 'orders.id'))))
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.id;
};

/** Deletes a draft with what hangs on it (history, file links); false when it was no longer a draft. */
export const deleteDraft = async (db: Db, id: string): Promise<boolean> => {
  const deleted = await db.deleteFrom('orders').where('id', '=', id).where('status', '=', 'DRAFT').executeTakeFirst();
  return deleted.numDeletedRows > 0n;
};

/** A draft with its owner and status, as the wizard resumes it. */
export const findDraft = async (db: Db, id: string): Promise<{ dentistId: string; status: string; detail: t.OutputOf<typeof DraftDetail> } | undefined> => {
  const row = await db
    .selectFrom('orders')
    .innerJoin('patients', 'patients.id', 'orders.patient_id')
    .selectAll('orders')
    .select(['patients.first_name', 'patients.last_name'])
    .where('orders.id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const attachments = await db
    .selectFrom('order_attachments')
    .innerJoin('attachments', 'attachments.id', 'order_attachments.attachment_id')
    .select(['attachments.id', 'order_attachments.type', 'attachments.name', 'attachments.size'])
    .where('order_attachments.order_id', '=', id)
    .orderBy('attachments.created_at')
    .execute();
  const detail: t.OutputOf<typeof DraftDetail> = {
    id: row.id,
    step: row.draft_step ?? 'PRODUCT',
    patient: { id: row.patient_id, firstName: row.first_name, lastName: row.last_name },
    productCategory: row.product_category,
    caseType: row.case_type,
    caseContinuationProduct: row.case_continuation_product,
    arcadeSuperior: row.arcade_superior,
    arcadeInferior: row.arcade_inferior,
    item: row.item,
    thickness: row.thickness,
    contentionAdditionalInfo: row.contention_additional_info ?? '',
    modelProvideType: row.model_provide_type,
    modelUrl: row.model_url ?? '',
    attachments: attachments.map((a) => ({ attachmentId: a.id, type: a.type, name: a.name, size: Number(a.size) })),
    shippingAddressId: row.shipping_address_id,
    billingAddressId: row.billing_address_id,
    useSameAddress: row.use_same_address,
    prescriptionForm: row.prescription_form,
  };
  return { dentistId: row.dentist_id, status: row.status, detail };
};

// eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- the index is clamped to the list
const nextStep = (key: DraftStep): DraftStep => draftSteps[Math.min(draftSteps.indexOf(key) + 1, draftSteps.length - 1)]!;

const customizationCleared: Updateable<OrdersTable> = {
  case_type: null,
  case_continuation_product: null,
  arcade_superior: false,
  arcade_inferior: false,
  item: null,
  thickness: null,
};

/** The columns a step's save sets; a field the step owns but the body lacks becomes empty (spec §3 drops empty values). */
export const columnsForStep = (body: UpdateDraftRequest, current: t.OutputOf<typeof DraftDetail>): Updateable<OrdersTable> => {
  switch (body.key) {
    case 'PATIENT':
      return body.patientId && body.patientId !== current.patient.id ? { patient_id: body.patientId, product_category: null, ...customizationCleared } : {};
    case 'PRODUCT': {
      const category = body.productCategory ?? null;
      // A save without a category keeps an aligners draft as it is.
      const sameKind = current.productCategory !== null && productKindOf(category ?? 'ALINHADORES') === productKindOf(current.productCategory);
      return sameKind ? {} : { product_category: category, ...customizationCleared };
    }
    case 'CUSTOMIZE':
      return {
        product_category: body.productCategory ?? current.productCategory,
        case_type: body.caseType ?? null,
        case_continuation_product: body.caseContinuationProduct ?? null,
        arcade_superior: body.arcadeSuperior ?? false,
        arcade_inferior: body.arcadeInferior ?? false,
        item: body.item ?? null,
        thickness: body.thickness ?? null,
        contention_additional_info: body.contentionAdditionalInfo ?? null,
      };
    case 'DATA_SHIPPING':
      return { model_provide_type: body.modelProvideType ?? null, model_url: body.modelProvideType === 'MODEL_URL' ? (body.modelUrl ?? null) : null };
    case 'ADDRESS':
      return {
        shipping_address_id: body.shippingAddressId ?? null,
        billing_address_id: body.billingAddressId ?? null,
        use_same_address: body.shippingAddressId !== undefined && body.shippingAddressId === body.billingAddressId,
      };
    case 'QUIZ':
      // Sending the order passes through this step without the form: keep the saved one.
      return body.prescriptionForm === undefined ? {} : { prescription_form: body.prescriptionForm };
    case 'ATTACHMENTS':
      return {};
  }
};

/** Writes a step's columns to a draft that is still a draft; false when it was submitted meanwhile. */
export const updateDraftColumns = async (trx: Trx, id: string, key: DraftStep, columns: Updateable<OrdersTable>, advance: boolean, now: Date): Promise<boolean> => {
  const updated = await trx
    .updateTable('orders')
    .set({ ...columns, ...(advance ? { draft_step: nextStep(key) } : {}), updated_at: now, version: sql`version + 1` })
    .where('id', '=', id)
    .where('status', '=', 'DRAFT')
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
};

/** The draft's files become exactly these. */
export const replaceDraftAttachments = async (trx: Trx, id: string, attachments: readonly { attachmentId: string; type: AttachmentKind }[]): Promise<void> => {
  await trx.deleteFrom('order_attachments').where('order_id', '=', id).execute();
  // A photo moved to another photo slot is that slot's file from now on (checked by the caller).
  if (attachments.length > 0) {
    const stored = new Map(
      (
        await trx
          .selectFrom('attachments')
          .select(['id', 'kind'])
          .where('id', '=', anyOf(attachments.map((a) => a.attachmentId)))
          .execute()
      ).map((r) => [r.id, r.kind]),
    );
    for (const a of attachments.filter((f) => stored.get(f.attachmentId) !== f.type))
      await trx.updateTable('attachments').set({ kind: a.type }).where('id', '=', a.attachmentId).execute();
  }
  if (attachments.length > 0) {
    await trx
      .insertInto('order_attachments')
      .values(attachments.map((a) => ({ order_id: id, attachment_id: a.attachmentId, type: a.type })))
      .execute();
  }
};

/** Models sent by post or scanned later: the uploaded ones go. */
export const dropDraftModels = async (trx: Trx, id: string): Promise<void> => {
  await trx.deleteFrom('order_attachments').where('order_id', '=', id).where('type', 'in', ['MODEL_SUPERIOR', 'MODEL_INFERIOR']).execute();
};

/** The dentist's own attachments among `ids`, with their kinds. */
export const ownedAttachments = async (db: Db, ownerId: string, ids: readonly string[]): Promise<Map<string, AttachmentKind>> => {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('attachments').select(['id', 'kind']).where('owner_id', '=', ownerId).where('id', '=', anyOf(ids)).execute();
  return new Map(rows.map((r) => [r.id, r.kind]));
};

/** The prescription of the patient's latest sent order, for a continuation (spec §4). */
export const latestPrescription = async (db: Db, patientId: string): Promise<string | undefined> => {
  const row = await db
    .selectFrom('orders')
    .select('prescription_form')
    .where('patient_id', '=', patientId)
    .where('status', '<>', 'DRAFT')
    .where('prescription_form', 'is not', null)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  return row?.prescription_form ?? undefined;
};
