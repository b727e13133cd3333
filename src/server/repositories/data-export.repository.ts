import type { Db } from '../db/database';

/**
 * LGPD: everything the portal keeps about a dentist and their patients, as one document.
 * Passwords and session tokens stay out (they are hashes, not the dentist's data).
 */
export const exportDentistData = async (db: Db, dentistId: string, now: Date) => {
  const [user, addresses, patients, orders] = await Promise.all([
    db
      .selectFrom('users')
      .select(['id', 'email', 'document', 'name', 'role', 'gender', 'cro_number', 'cro_state', 'phone', 'specialty', 'clinic_name', 'accredited', 'onyx_code', 'created_at'])
      .where('id', '=', dentistId)
      .executeTakeFirstOrThrow(),
    db.selectFrom('addresses').selectAll().where('dentist_id', '=', dentistId).execute(),
    db.selectFrom('patients').select(['id', 'first_name', 'last_name', 'cpf', 'gender', 'created_at', 'deleted_at']).where('dentist_id', '=', dentistId).execute(),
    db.selectFrom('orders').selectAll().where('dentist_id', '=', dentistId).orderBy('created_at').execute(),
  ]);
  const orderIds = orders.map((o) => o.id);
  const byOrder = async <T extends { order_id: string }>(rows: Promise<T[]>) => {
    const all = await rows;
    return (id: string) => all.filter((r) => r.order_id === id);
  };
  const none = Promise.resolve([] as never[]);
  const [history, files, plannings, messages, payments, ledger, surveys] = await Promise.all([
    byOrder(orderIds.length ? db.selectFrom('order_status_history').select(['order_id', 'from_status', 'to_status', 'reason', 'changed_at']).where('order_id', 'in', orderIds).orderBy('changed_at').execute() : none),
    byOrder(orderIds.length ? db.selectFrom('order_attachments').innerJoin('attachments', 'attachments.id', 'order_attachments.attachment_id').select(['order_attachments.order_id', 'order_attachments.type', 'attachments.name', 'attachments.size', 'attachments.created_at']).where('order_attachments.order_id', 'in', orderIds).execute() : none),
    byOrder(orderIds.length ? db.selectFrom('plannings').select(['order_id', 'id', 'number', 'is_current', 'comment', 'bonus_dentist', 'bonus_kol', 'bonus_patient', 'web_viewed_at', 'file_viewed_at', 'created_at']).where('order_id', 'in', orderIds).execute() : none),
    byOrder(orderIds.length ? db.selectFrom('order_messages').innerJoin('message_types', 'message_types.id', 'order_messages.message_type_id').select(['order_messages.order_id', 'message_types.name as type', 'order_messages.message', 'order_messages.created_at']).where('order_messages.order_id', 'in', orderIds).orderBy('order_messages.created_at').execute() : none),
    byOrder(orderIds.length ? db.selectFrom('order_payments').innerJoin('payment_conditions', 'payment_conditions.id', 'order_payments.payment_condition_id').select(['order_payments.order_id', 'payment_conditions.name', 'order_payments.installments']).where('order_payments.order_id', 'in', orderIds).execute() : none),
    db.selectFrom('bonus_ledger').select(['origin', 'product', 'steps', 'patient_id', 'order_id', 'status', 'created_at']).where('dentist_id', '=', dentistId).orderBy('created_at').execute(),
    db.selectFrom('nps_responses').select(['origin', 'type', 'planning_id', 'answers', 'created_at']).where('user_id', '=', dentistId).execute(),
  ]);
  return {
    exportedAt: now.toISOString(),
    dentist: user,
    addresses,
    patients,
    orders: orders.map((o) => ({
      ...o,
      prescription_form: o.prescription_form ? (JSON.parse(o.prescription_form) as unknown) : null,
      statusHistory: history(o.id),
      files: files(o.id),
      plannings: plannings(o.id),
      payment: payments(o.id)[0] ?? null,
      messages: messages(o.id),
    })),
    bonusLedger: ledger,
    surveys: surveys.map((s) => ({ ...s, answers: JSON.parse(s.answers) as unknown })),
  };
};
