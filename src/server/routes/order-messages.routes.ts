import type { FastifyInstance } from 'fastify';
import { isStaff, type Role } from '../../domain/people/person';
import { type OrderMessage, type OrderMessagePage, planningMessages } from '../../contract/planning-actions.contract';
import { orderPageEndpoints } from '../../contract/routes/order-page.endpoints';
import { staffEndpoints } from '../../contract/routes/staff.endpoints';
import type { AppDeps } from '../app-deps';
import { serve } from '../http/serve';
import type { User } from '../repositories/users.repository';
import { notFound } from '../http/http-error';
import { listLimits, pageOf } from '../http/paging';
import { findOwnOrder } from '../repositories/order-detail.repository';
import type { Db } from '../db/database';

const messagesOf = (db: Db, orderId: string) =>
  db
    .selectFrom('order_messages')
    .innerJoin('message_types', 'message_types.id', 'order_messages.message_type_id')
    .leftJoin('users', 'users.id', 'order_messages.author_id')
    .where('order_messages.order_id', '=', orderId);

const toMessage = (r: { id: string; message: string; created_at: Date; type_id: string; type_name: string; author_name: string | null; author_role: string | null }): OrderMessage =>
  ({
    id: r.id,
    author: r.author_name === null ? null : { name: r.author_name, staff: isStaff(r.author_role as Role) },
    messageType: { id: r.type_id, name: r.type_name },
    message: r.message,
    createdAt: new Date(r.created_at).toISOString(),
  }) as OrderMessage;

const columns = ['order_messages.id', 'order_messages.message', 'order_messages.created_at', 'message_types.id as type_id', 'message_types.name as type_name', 'users.name as author_name', 'users.role as author_role'] as const;

/** The conversation between the dentist and the provider about one order (spec §7 messages). */
export const orderMessagesRoutes = (app: FastifyInstance, { db, now, newId }: AppDeps): void => {
  // The dentist on their own orders, staff on any (spec §7 messages).
  const threads = [
    [orderPageEndpoints.messages, orderPageEndpoints.postMessage, async (id: string, user: User) => (await findOwnOrder(db, id, user.id)) !== undefined],
    [staffEndpoints.messages, staffEndpoints.postMessage, async (id: string) => (await db.selectFrom('orders').select('id').where('id', '=', id).executeTakeFirst()) !== undefined],
  ] as const;
  for (const [read, post, orderVisible] of threads) {
    const visible = async (id: string, user: User) => {
      if (!(await orderVisible(id, user))) throw notFound(planningMessages.notFound);
    };

    serve(app, read, async ({ user, params: { id }, query }): Promise<OrderMessagePage> => {
      await visible(id, user);
      const { page, limit } = pageOf(query, listLimits.records);
      const [rows, count] = await Promise.all([
        messagesOf(db, id).select(columns).orderBy('order_messages.created_at').orderBy('order_messages.id').limit(limit).offset((page - 1) * limit).execute(),
        messagesOf(db, id).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { items: rows.map(toMessage), total: Number(count.n), page, limit };
    });

    serve(app, post, async ({ user, params: { id }, body }) => {
      await visible(id, user);
      const type = await db.selectFrom('message_types').select('id').where('id', '=', body.messageTypeId).executeTakeFirst();
      if (!type) throw notFound(planningMessages.messageTypeNotFound);
      const messageId = newId();
      await db.insertInto('order_messages').values({ id: messageId, order_id: id, author_id: user.id, message_type_id: type.id, message: body.message.trim(), created_at: now() }).execute();
      const row = await messagesOf(db, id).select(columns).where('order_messages.id', '=', messageId).executeTakeFirstOrThrow();
      return toMessage(row);
    });
  }
};
