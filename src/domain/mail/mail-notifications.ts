import { dayMs, startOfBrazilDay } from '../format/date';
import * as t from 'io-ts';
import { describeOrderEvent, type OrderEventKind } from '../events/order-event';
import { isoDateToBr } from '../format/date';
import { formatBRL } from '../format/money';
import { chargeTitle } from '../payments/charge-plan';
import type { OrderStatus } from '../order/order-status';
import type { PaymentMethodCode } from '../order/payment';

// What the bell shows can also arrive by e-mail, each kind as the dentist chooses.

// Named, so that a refused kind is called "Tipo de aviso" and not by its field's other meanings.
export const MailNotificationKind = t.keyof(
  { PLANNING_WAITING: null, FILES_REQUESTED: null, PROVIDER_MESSAGE: null, ORDER_SHIPPED: null, CHARGE_DUE: null },
  'MailNotificationKind',
);
export type MailNotificationKind = t.TypeOf<typeof MailNotificationKind>;
export const mailNotificationKinds = Object.keys(MailNotificationKind.keys) as readonly MailNotificationKind[];

/** "Na hora", "Resumo diário" (one e-mail at 8:00 Brasília time) or "Não enviar". */
export const MailDelivery = t.keyof({ IMMEDIATE: null, DAILY: null, NONE: null });
export type MailDelivery = t.TypeOf<typeof MailDelivery>;
export const mailDeliveries = Object.keys(MailDelivery.keys) as readonly MailDelivery[];

/** What a dentist wants to know at once is sent at once; a shipment can wait for the morning's summary. */
export const defaultMailDelivery: Readonly<Record<MailNotificationKind, MailDelivery>> = {
  PLANNING_WAITING: 'IMMEDIATE',
  FILES_REQUESTED: 'IMMEDIATE',
  PROVIDER_MESSAGE: 'IMMEDIATE',
  ORDER_SHIPPED: 'DAILY',
  CHARGE_DUE: 'IMMEDIATE',
};

export const mailNotificationLabels: Readonly<Record<MailNotificationKind, string>> = {
  PLANNING_WAITING: 'Planejamento aguardando sua aprovação',
  FILES_REQUESTED: 'Pedido de novos arquivos ou modelos',
  PROVIDER_MESSAGE: 'Mensagem da equipe',
  ORDER_SHIPPED: 'Pedido enviado',
  CHARGE_DUE: 'Cobrança a vencer ou vencida',
};

export const mailDeliveryLabels: Readonly<Record<MailDelivery, string>> = { IMMEDIATE: 'Na hora', DAILY: 'Resumo diário', NONE: 'Não enviar' };

/** The dentist's choice for a kind: the saved one, or the default. */
export const deliveryOf = (saved: Readonly<Partial<Record<MailNotificationKind, MailDelivery>>>, kind: MailNotificationKind): MailDelivery =>
  saved[kind] ?? defaultMailDelivery[kind];

export interface MailableEvent {
  readonly kind: OrderEventKind;
  readonly to: OrderStatus | null;
  readonly byStaff: boolean;
}

/** The e-mail kind an order event is, or null for the events that stay in the bell only. */
export const mailKindOfEvent = (event: MailableEvent): MailNotificationKind | null => {
  if (event.kind === 'PLANNING_READY') return 'PLANNING_WAITING';
  if (event.kind === 'FILES_REQUESTED') return 'FILES_REQUESTED';
  if (event.kind === 'MESSAGE_POSTED' && event.byStaff) return 'PROVIDER_MESSAGE';
  if (event.kind === 'STATUS_CHANGED' && event.to === 'SHIPPED') return 'ORDER_SHIPPED';
  if (event.kind === 'BOLETO_ATTACHED') return 'CHARGE_DUE';
  return null;
};

/** The daily summary's hour, Brasília time. */
export const digestHour = 8;

/** 8:00 Brasília time of a calendar day (yyyy-MM-dd). */
const eightOn = (date: string): Date => new Date(startOfBrazilDay(date).getTime() + digestHour * 60 * 60 * 1000);

/** The next daily summary after `at`: 8:00 Brasília time (11:00 UTC) of `at`'s UTC day if still ahead, else of the next. */
export const nextDigestAt = (at: Date): Date => {
  const today = eightOn(at.toISOString().slice(0, 10));
  return today.getTime() > at.getTime() ? today : new Date(today.getTime() + dayMs);
};

export type ChargeReminder = 'DUE' | 'OVERDUE';

/** Charges paid by Pix or boleto are reminded of; a card's are taken by the card's issuer. */
export const remindedMethods: readonly PaymentMethodCode[] = ['PIX', 'BOLETO', 'BOLETO_INSTALLMENTS'];

/**
 * When a charge is reminded of: at 8:00 Brasília on its due day (unless that morning is already
 * past when the charge is made) and, if still owed then, at 8:00 the day after. The sender
 * checks it is still owed.
 */
export const chargeReminders = (dueDate: string, createdAt: Date): readonly { readonly reminder: ChargeReminder; readonly at: Date }[] => {
  const due = eightOn(dueDate);
  const overdue = { reminder: 'OVERDUE' as const, at: new Date(due.getTime() + dayMs) };
  return due.getTime() > createdAt.getTime() ? [{ reminder: 'DUE', at: due }, overdue] : [overdue];
};

export interface MailNews {
  readonly caseNumber: number | null;
  readonly patientFirstName: string;
  readonly event: MailableEvent | null;
  readonly charge: { readonly number: number; readonly count: number; readonly amountCents: number; readonly dueDate: string; readonly reminder: ChargeReminder } | null;
}

/** What happened, as the e-mail says it: the bell's sentence, or the charge's reminder. */
export const mailNewsSentence = (news: MailNews): string => {
  if (news.charge !== null) {
    const what = `${chargeTitle(news.charge)} de ${formatBRL(news.charge.amountCents)}`;
    return news.charge.reminder === 'DUE' ? `${what} vence hoje` : `${what} venceu em ${isoDateToBr(news.charge.dueDate)} e continua em aberto`;
  }
  return news.event === null ? 'Pedido atualizado' : describeOrderEvent(news.event);
};

/** Which order: its number and the patient's first name, the only patient data an e-mail carries. */
export const mailNewsOrder = (news: Pick<MailNews, 'caseNumber' | 'patientFirstName'>): string =>
  `${news.caseNumber === null ? 'Pedido' : `Pedido nº ${news.caseNumber}`} · ${news.patientFirstName}`;
