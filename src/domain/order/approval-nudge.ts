import { statusAgeLabel } from './status-age';

// Staff remind a dentist whose approval is late, with a message on the order (which the
// bell and, as she chose, an e-mail carry).

export const approvalNudgeMessages = {
  notWaiting: 'Só é possível lembrar o dentista de um pedido que aguarda a aprovação dele.',
  sent: 'Lembrete enviado ao dentista.',
} as const;

/** The reminder's words: how long the planning has waited, and where to decide. */
export const approvalNudgeText = (waitingSince: Date, now: Date): string =>
  `Olá! O planejamento deste pedido aguarda a sua aprovação há ${statusAgeLabel(waitingSince, now)}. ` +
  'Você pode revisá-lo, aprová-lo ou pedir ajustes na página do pedido. Se tiver alguma dúvida, responda por aqui.';
