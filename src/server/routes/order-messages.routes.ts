import type { FastifyInstance } from 'fastify';
import { isStaff, type Role } from '../../domain/people/person';
import { IdParams } from '../../contract/common.contract';
import { MessagesQuery, type OrderMessage, type OrderMessagePage, planningMessages, PostMessageBody } from '../../contract/planning-actions.contract';
import type { AppDeps } from '../app-deps';
import { authenticate } from '../http/authenticate';
import { decodeInput } from '../http/decode';
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
  app.get('/api/orders/:id/messages', async (request) => {
    const user = await authenticate(db, request, now());
    const { id } = decodeInput(IdParams, request.params);
    const { page, limit } = pageOf(decodeInput(MessagesQuery, request.query), listLimits.records);
    if (!(await findOwnOrder(db, id, user.id))) throw notFound(planningMessages.notFound);
    const [rows, count] = await Promise.all([
      messagesOf(db, id).select(columns).orderBy('order_messages.created_at').orderBy('order_messages.id').limit(limit).offset((page - 1) * limit).execute(),
      messagesOf(db, id).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    const answer: OrderMessagePage = { items: rows.map(toMessage), total: Number(count.n), page, limit };
    return answer;
  });

  app.post('/api/orders/:id/messages', async (request, reply) => {
    const user = await authenticate(db, request, now());
    const { id } = decodeInput(IdParams, request.params);
    const body = decodeInput(PostMessageBody, request.body);
    if (!(await findOwnOrder(db, id, user.id))) throw notFound(planningMessages.notFound);
    const type = await db.selectFrom('message_types').select('id').where('id', '=', body.messageTypeId).executeTakeFirst();
    if (!type) throw notFound(planningMessages.messageTypeNotFound);
    const messageId = newId();
    await db.insertInto('order_messages').values({ id: messageId, order_id: id, author_id: user.id, message_type_id: type.id, message: body.message.trim(), created_at: now() }).execute();
    const row = await messagesOf(db, id).select(columns).where('order_messages.id', '=', messageId).executeTakeFirstOrThrow();
    return reply.status(201).send(toMessage(row));
  });
};
