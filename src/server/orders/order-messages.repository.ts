import type * as t from 'io-ts';
import { isStaff, type Role } from '../../domain/people/person';
import type { OrderMessage } from '../../contract/planning-actions.contract';
import type { Db } from '../db/database';

const messagesOf = (db: Db, orderId: string) =>
  db
    .selectFrom('order_messages')
    .innerJoin('message_types', 'message_types.id', 'order_messages.message_type_id')
    .leftJoin('users', 'users.id', 'order_messages.author_id')
    .where('order_messages.order_id', '=', orderId);

const columns = [
  'order_messages.id',
  'order_messages.message',
  'order_messages.created_at',
  'message_types.id as type_id',
  'message_types.name as type_name',
  'users.name as author_name',
  'users.role as author_role',
] as const;

const toMessage = (r: {
  id: string;
  message: string;
  created_at: Date;
  type_id: string;
  type_name: string;
  author_name: string | null;
  author_role: Role | null;
}): t.OutputOf<typeof OrderMessage> => ({
  id: r.id,
  author: r.author_name === null || r.author_role === null ? null : { name: r.author_name, staff: isStaff(r.author_role) },
  messageType: { id: r.type_id, name: r.type_name },
  message: r.message,
  createdAt: new Date(r.created_at).toISOString(),
});

/** One page of an order's conversation, oldest first, and how many messages it has. */
export const orderMessagesPage = async (db: Db, orderId: string, page: number, limit: number): Promise<{ items: t.OutputOf<typeof OrderMessage>[]; total: number }> => {
  const [rows, count] = await Promise.all([
    messagesOf(db, orderId)
      .select(columns)
      .orderBy('order_messages.created_at')
      .orderBy('order_messages.id')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
    messagesOf(db, orderId)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map(toMessage), total: Number(count.n) };
};

export const orderMessage = async (db: Db, orderId: string, messageId: string): Promise<t.OutputOf<typeof OrderMessage>> =>
  toMessage(await messagesOf(db, orderId).select(columns).where('order_messages.id', '=', messageId).executeTakeFirstOrThrow());

export const messageTypeExists = async (db: Db, id: string): Promise<boolean> =>
  (await db.selectFrom('message_types').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;

export const insertMessage = async (db: Db, m: { id: string; orderId: string; authorId: string; typeId: string; text: string; at: Date }): Promise<void> => {
  await db.insertInto('order_messages').values({ id: m.id, order_id: m.orderId, author_id: m.authorId, message_type_id: m.typeId, message: m.text, created_at: m.at }).execute();
};

/** The message type reminders go under: "Outro assunto", or the first one if the list was changed. */
export const reminderMessageType = async (db: Db): Promise<string> => {
  const types = await db.selectFrom('message_types').select(['id', 'name']).orderBy('position').execute();
  // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- the message types are seeded by a migration
  return (types.find((t) => t.name === 'Outro assunto') ?? types[0]!).id;
};
