import * as t from 'io-ts';
import { text } from '../domain/shared/text';
import { OrderStatus } from '../domain/order/order-status';
import { textLimits } from '../domain/shared/text-limits';

/** Cancel and reject carry the dentist's reason (spec §7). */
export const ReasonBody = t.type({ reason: text('Motivo', textLimits.reason) }, 'ReasonBody');

/** What an action on an order answers: its status now. */
export const OrderStatusAnswer = t.type({ status: OrderStatus }, 'OrderStatusAnswer');
export type OrderStatusAnswer = t.TypeOf<typeof OrderStatusAnswer>;

export const orderActionMessages = {
  notFound: 'Pedido não encontrado',
  changedMeanwhile: 'O pedido mudou enquanto você decidia. Atualize a página e tente de novo.',
} as const;
