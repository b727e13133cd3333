import type * as t from 'io-ts';
import * as E from 'fp-ts/Either';
import { type DomainError, domainError } from '../../domain/shared/domain-error';
import { type OrderMessage, planningMessages } from '../../contract/planning-actions.contract';
import type { Db } from '../db/database';
import { recordOrderEvent } from './order-events.repository';
import { insertMessage, messageTypeExists, orderMessage } from './order-messages.repository';

export interface NewOrderMessage {
  readonly id: string;
  readonly orderId: string;
  readonly authorId: string;
  readonly byStaff: boolean;
  readonly messageTypeId: string;
  readonly text: string;
  readonly at: Date;
}

/** A message of the dentist or of staff on an order the caller may see; answered as it will be read. */
export const postOrderMessage = async (db: Db, m: NewOrderMessage): Promise<E.Either<DomainError, t.OutputOf<typeof OrderMessage>>> => {
  if (!(await messageTypeExists(db, m.messageTypeId))) return E.left(domainError('RECORD_NOT_FOUND', planningMessages.messageTypeNotFound));
  await db.transaction().execute(async (trx) => {
    await insertMessage(trx, { id: m.id, orderId: m.orderId, authorId: m.authorId, typeId: m.messageTypeId, text: m.text.trim(), at: m.at });
    await recordOrderEvent(trx, { orderId: m.orderId, actor: { id: m.authorId, staff: m.byStaff }, kind: 'MESSAGE_POSTED', at: m.at });
  });
  return E.right(await orderMessage(db, m.orderId, m.id));
};
