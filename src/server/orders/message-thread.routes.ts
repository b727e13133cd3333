import type * as t from 'io-ts';
import type { FastifyInstance } from 'fastify';
import { type OrderMessagePage, planningMessages } from '../../contract/planning-actions.contract';
import type { orderPageEndpoints } from '../../contract/routes/order-page.endpoints';
import type { staffEndpoints } from '../../contract/routes/staff.endpoints';
import type { AppDeps } from '../app-deps';
import { serve } from '../http/serve';
import type { User } from '../accounts/users.repository';
import { notFound, orFail } from '../http/http-error';
import { listLimits, pageOf } from '../http/paging';
import { orderMessagesPage } from './order-messages.repository';
import { postOrderMessage } from './post-order-message';
import { isStaff } from '../../domain/people/person';

type Thread = readonly [
  read: typeof orderPageEndpoints.messages | typeof staffEndpoints.messages,
  post: typeof orderPageEndpoints.postMessage | typeof staffEndpoints.postMessage,
  orderVisible: (id: string, user: User) => Promise<boolean>,
];

/** The conversation between the dentist and the provider about one order (spec §7 messages), served for one side. */
export const serveMessageThread = (app: FastifyInstance, { db, now, newId }: AppDeps, [read, post, orderVisible]: Thread): void => {
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
};
