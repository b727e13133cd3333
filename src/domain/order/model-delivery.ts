import * as E from 'fp-ts/Either';
import type { ModelProvideType } from './order-labels';
import type { OrderStatus } from './order-status';

// ---- model ----

export const modelDeliveryMessages = {
  invalidCode: 'Informe o código de rastreio como a transportadora o deu: de 8 a 40 letras e números (por exemplo, AB123456789BR).',
  notAwaited: 'Este pedido não está aguardando modelos pelo correio.',
} as const;

/** The statuses in which the lab waits for plaster models sent by post. */
const awaitingModels: readonly OrderStatus[] = ['WAITING_MODEL', 'WAITING_NEW_MODEL'];

// ---- rules ----

/** Whether the dentist posts models for this order now, and so may tell their tracking code. */
export const awaitsPostedModels = (order: { readonly status: OrderStatus; readonly modelProvideType: ModelProvideType | null }): boolean =>
  order.modelProvideType === 'PHYSICAL_DELIVERY' && awaitingModels.includes(order.status);

/**
 * A tracking code as typed, written as carriers print it: upper case, without the spaces and
 * dots people type between its groups ("ab 123.456.789 br" is AB123456789BR). Any carrier's
 * code is letters, digits and hyphens.
 */
export const trackingCodeOf = (typed: string): E.Either<string, string> => {
  const code = typed.replace(/[\s.]/g, '').toUpperCase();
  return /^[A-Z0-9-]{8,40}$/.test(code) ? E.right(code) : E.left(modelDeliveryMessages.invalidCode);
};
