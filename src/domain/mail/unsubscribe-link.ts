import { dayMs } from '../format/date';
// An e-mail's one-click unsubscribe link stops what it names once, for a while: a link found in
// an old e-mail, or clicked again after the person turned the news back on, changes nothing.

/** How long an e-mail's link works: long enough for an e-mail read late, not for ever. */
export const unsubscribeLinkLifetimeDays = 60;

export type UnsubscribeVerdict = 'USABLE' | 'USED' | 'EXPIRED';

export const unsubscribeMessages = {
  unknown: 'Este link para deixar de receber e-mails não é válido. Mude suas escolhas em Meus dados → Notificações.',
  used: 'Este link já foi usado. Para mudar o que você recebe por e-mail, entre no portal em Meus dados → Notificações.',
  expired: 'Este link expirou. Para mudar o que você recebe por e-mail, entre no portal em Meus dados → Notificações.',
} as const;

/** What a link may do at `nowMs`: stop its news once, within its lifetime from the e-mail's sending. */
export const unsubscribeVerdict = (link: { readonly createdAtMs: number; readonly usedAtMs: number | null }, nowMs: number): UnsubscribeVerdict => {
  if (link.usedAtMs !== null) return 'USED';
  return nowMs - link.createdAtMs < unsubscribeLinkLifetimeDays * dayMs ? 'USABLE' : 'EXPIRED';
};
