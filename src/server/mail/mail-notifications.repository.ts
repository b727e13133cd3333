import { sql } from 'kysely';
import {
  type ChargeReminder,
  chargeReminders,
  deliveryOf,
  type MailableEvent,
  type MailDelivery,
  mailKindOfEvent,
  type MailNotificationKind,
  nextDigestAt,
  remindedMethods,
} from '../../domain/mail/mail-notifications';
import type { PaymentMethodCode } from '../../domain/order/payment';
import type { Db, Trx } from '../db/database';

/** A dentist's saved choices; the kinds left out follow the defaults. */
export const mailPreferencesOf = async (db: Db, userId: string): Promise<Partial<Record<MailNotificationKind, MailDelivery>>> =>
  Object.fromEntries((await db.selectFrom('mail_preferences').select(['kind', 'delivery']).where('user_id', '=', userId).execute()).map((r) => [r.kind, r.delivery]));

export const saveMailPreference = async (db: Db, userId: string, kind: MailNotificationKind, delivery: MailDelivery): Promise<void> => {
  await db
    .insertInto('mail_preferences')
    .values({ user_id: userId, kind, delivery })
    .onConflict((oc) => oc.columns(['user_id', 'kind']).doUpdateSet({ delivery }))
    .execute();
};

const scheduled = (delivery: MailDelivery, at: Date) => (delivery === 'DAILY' ? { delivery, send_after: nextDigestAt(at) } : { delivery: 'IMMEDIATE' as const, send_after: at });

export interface EventToMail extends MailableEvent {
  readonly id: number;
  readonly dentistId: string;
  readonly actorId: string | null;
  readonly at: Date;
}

/**
 * In the event's transaction: news the dentist chose to receive by e-mail waits to be mailed,
 * at once or in the next morning's summary. Her own actions are no news to her.
 */
export const scheduleEventMail = async (trx: Trx, event: EventToMail): Promise<void> => {
  const kind = mailKindOfEvent(event);
  if (kind === null || event.actorId === event.dentistId) return;
  const delivery = deliveryOf(await mailPreferencesOf(trx, event.dentistId), kind);
  if (delivery === 'NONE') return;
  await trx
    .insertInto('mail_notifications')
    .values({ dentist_id: event.dentistId, kind, event_id: event.id, ...scheduled(delivery, event.at), created_at: event.at })
    .execute();
};

export interface ChargesToRemind {
  readonly dentistId: string;
  readonly method: PaymentMethodCode;
  readonly charges: readonly { readonly id: string; readonly dueDate: string }[];
  readonly at: Date;
}

/** In the charges' transaction: the reminders of charges paid by Pix or boleto, on their due day and the day after. */
export const scheduleChargeReminders = async (trx: Trx, c: ChargesToRemind): Promise<void> => {
  if (!remindedMethods.includes(c.method) || c.charges.length === 0) return;
  const delivery = deliveryOf(await mailPreferencesOf(trx, c.dentistId), 'CHARGE_DUE');
  if (delivery === 'NONE') return;
  const rows = c.charges.flatMap((charge) =>
    chargeReminders(charge.dueDate, c.at).map((r) => ({
      dentist_id: c.dentistId,
      kind: 'CHARGE_DUE' as const,
      charge_id: charge.id,
      reminder: r.reminder,
      delivery: delivery === 'DAILY' ? ('DAILY' as const) : ('IMMEDIATE' as const),
      // Both come at 8:00, the summary's hour: a daily reader gets them in it.
      send_after: r.at,
      created_at: c.at,
    })),
  );
  await trx.insertInto('mail_notifications').values(rows).execute();
};

export interface ClaimedMailNotification {
  readonly id: string;
  readonly dentistId: string;
  readonly delivery: 'IMMEDIATE' | 'DAILY';
  readonly attempts: number;
}

/** The oldest news due whose lease (a try's) ran out. */
export const claimMailNotification = async (db: Db, at: Date, leasedUntil: Date): Promise<ClaimedMailNotification | undefined> => {
  const row = await db
    .updateTable('mail_notifications')
    .set((eb) => ({ attempts: eb('attempts', '+', 1), leased_until: leasedUntil }))
    .where('id', '=', (eb) =>
      eb
        .selectFrom('mail_notifications')
        .select('id')
        .where('send_after', '<=', at)
        .where((w) => w.or([w('leased_until', 'is', null), w('leased_until', '<', at)]))
        .orderBy('send_after')
        .limit(1)
        .forUpdate()
        .skipLocked(),
    )
    .returning(['id', 'dentist_id', 'delivery', 'attempts'])
    .executeTakeFirst();
  return row && { id: row.id, dentistId: row.dentist_id, delivery: row.delivery, attempts: row.attempts };
};

export const renewMailNotificationLease = async (db: Db, id: string, leasedUntil: Date): Promise<boolean> =>
  (await db.updateTable('mail_notifications').set({ leased_until: leasedUntil }).where('id', '=', id).executeTakeFirst()).numUpdatedRows > 0n;

export const releaseMailNotification = async (db: Db, id: string): Promise<void> => {
  await db.updateTable('mail_notifications').set({ leased_until: null }).where('id', '=', id).execute();
};

/** News that kept crashing its e-mail is dropped, so it does not block the rest. */
export const dropMailNotifications = async (db: Db, ids: readonly string[]): Promise<void> => {
  if (ids.length > 0) await db.deleteFrom('mail_notifications').where('id', 'in', ids).execute();
};

/** One piece of news as its e-mail tells it: the order's number and the patient's first name only. */
export interface MailNewsRow {
  readonly id: string;
  readonly kind: MailNotificationKind;
  readonly orderId: string;
  readonly caseNumber: number | null;
  readonly patientFirstName: string;
  readonly event: (MailableEvent & { readonly at: Date }) | null;
  readonly charge: {
    readonly number: number;
    readonly count: number;
    readonly amountCents: number;
    readonly dueDate: string;
    readonly reminder: ChargeReminder;
    readonly owed: boolean;
  } | null;
}

/**
 * The news to mail together, locked until the caller's transaction ends: the claimed one alone
 * when it goes at once; for the summary, all of that dentist's due by now. A process that took
 * some of them first holds their locks: these wait for it, and find them gone.
 */
export const mailNewsLocked = async (trx: Trx, claimed: ClaimedMailNotification, at: Date): Promise<readonly MailNewsRow[]> => {
  let query = trx
    .selectFrom('mail_notifications as n')
    .leftJoin('order_events as e', 'e.id', 'n.event_id')
    .leftJoin('charges as c', 'c.id', 'n.charge_id')
    .innerJoin('orders as o', (j) => j.on((eb) => eb.or([eb('o.id', '=', eb.ref('e.order_id')), eb('o.id', '=', eb.ref('c.order_id'))])))
    .innerJoin('patients as p', 'p.id', 'o.patient_id')
    .select([
      'n.id',
      'n.kind',
      'n.reminder',
      'o.id as order_id',
      'o.case_number',
      'p.first_name',
      'e.kind as event_kind',
      'e.to_status',
      'e.by_staff',
      'e.at as event_at',
      'c.number',
      'c.count',
      'c.amount_cents',
      sql<string | null>`to_char(c.due_date, 'YYYY-MM-DD')`.as('due_date'),
      sql<boolean>`c.paid_at is null and c.cancelled_at is null`.as('owed'),
    ]);
  query =
    claimed.delivery === 'IMMEDIATE'
      ? query.where('n.id', '=', claimed.id)
      : query.where('n.dentist_id', '=', claimed.dentistId).where('n.delivery', '=', 'DAILY').where('n.send_after', '<=', at);
  const rows = await query.orderBy('n.send_after').orderBy('n.id').forUpdate('n').execute();
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    orderId: r.order_id,
    caseNumber: r.case_number,
    patientFirstName: r.first_name,
    event: r.event_kind === null ? null : { kind: r.event_kind, to: r.to_status, byStaff: r.by_staff === true, at: r.event_at ?? at },
    charge:
      r.number === null || r.reminder === null
        ? null
        : { number: r.number, count: r.count ?? 1, amountCents: r.amount_cents ?? 0, dueDate: r.due_date ?? '', reminder: r.reminder, owed: r.owed },
  }));
};

/** The news mailed (or no longer to be): gone from the queue, in the e-mail's transaction. */
export const deleteMailNotifications = async (trx: Trx, ids: readonly string[]): Promise<void> => {
  if (ids.length > 0) await trx.deleteFrom('mail_notifications').where('id', 'in', ids).execute();
};

export const saveUnsubscribeLink = async (
  trx: Trx,
  link: { readonly tokenHash: string; readonly userId: string; readonly kinds: readonly MailNotificationKind[]; readonly at: Date },
): Promise<void> => {
  await trx
    .insertInto('unsubscribe_links')
    .values({ token_hash: link.tokenHash, user_id: link.userId, kinds: JSON.stringify(link.kinds), created_at: link.at })
    .execute();
};

export interface UnsubscribeLink {
  readonly userId: string;
  readonly kinds: readonly MailNotificationKind[];
  readonly createdAtMs: number;
  readonly usedAtMs: number | null;
}

/** The link a token names; locked, in a transaction, while its use is decided. */
export const unsubscribeLinkOf = async (db: Db | Trx, tokenHash: string, lock = false): Promise<UnsubscribeLink | undefined> => {
  const row = await db
    .selectFrom('unsubscribe_links')
    .select(['user_id', 'kinds', 'created_at', 'used_at'])
    .where('token_hash', '=', tokenHash)
    .$if(lock, (q) => q.forUpdate())
    .executeTakeFirst();
  return row && { userId: row.user_id, kinds: JSON.parse(row.kinds) as MailNotificationKind[], createdAtMs: row.created_at.getTime(), usedAtMs: row.used_at?.getTime() ?? null };
};

export const spendUnsubscribeLink = async (trx: Trx, tokenHash: string, at: Date): Promise<void> => {
  await trx.updateTable('unsubscribe_links').set({ used_at: at }).where('token_hash', '=', tokenHash).execute();
};
