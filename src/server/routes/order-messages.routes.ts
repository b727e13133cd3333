import type * as t from 'io-ts';
import type { FastifyInstance } from 'fastify';
import { type OrderMessagePage, planningMessages } from '../../contract/planning-actions.contract';
import { orderPageEndpoints } from '../../contract/routes/order-page.endpoints';
import { staffEndpoints } from '../../contract/routes/staff.endpoints';
import type { AppDeps } from '../app-deps';
import { serve } from '../http/serve';
import type { User } from '../repositories/users.repository';
import { notFound, orFail } from '../http/http-error';
import { listLimits, pageOf } from '../http/paging';
import { findOrder, findOwnOrder } from '../repositories/order-detail.repository';
import { orderMessagesPage } from '../repositories/order-messages.repository';
import { postOrderMessage } from '../orders/post-order-message';
import { isStaff } from '../../domain/people/person';

/** The conversation between the dentist and the provider about one order (spec §7 messages). */
export const orderMessagesRoutes = (app: FastifyInstance, { db, now, newId }: AppDeps): void => {
  // The dentist on their own orders, staff on any (spec §7 messages).
  const threads = [
    [orderPageEndpoints.messages, orderPageEndpoints.postMessage, async (id: string, user: User) => (await findOwnOrder(db, id, user.id)) !== undefined],
    [staffEndpoints.messages, staffEndpoints.postMessage, async (id: string) => (await findOrder(db, id)) !== undefined],
  ] as const;
  for (const [read, post, orderVisible] of threads) {
    const visible = async (id: string, user: User) => {
      if (!(await orderVisible(id, user))) throw notFound(planningMessages.notFound);
    };

    serve(app, read, async ({ user, params: { id }, query }): Promise<t.OutputOf<typeof OrderMessagePage>> => {
      await visible(id, user);
      const { page, limit } = pageOf(query, listLimits.records);
      return { ...(await orderMessagesPage(db, id, page, limit)), page, limit };
    });

    serve(app, post, async ({ user, params: { id }, body }) => {
      await visible(id, user);
      return orFail(
        await postOrderMessage(db, { id: newId(), orderId: id, authorId: user.id, byStaff: isStaff(user.role), messageTypeId: body.messageTypeId, text: body.message, at: now() }),
      );
    });
  }
};
