import { type MailNews, mailNewsOrder, mailNewsSentence, type MailNotificationKind, mailNotificationLabels } from '../../domain/mail/mail-notifications';
import { type MailContent, renderMail } from './mail-layout';

export interface NewsToMail extends MailNews {
  readonly kind: MailNotificationKind;
  readonly orderId: string;
}

export interface NotificationMailContext {
  readonly greetingName: string;
  readonly publicUrl: string;
  /** The signed-out page that stops what this e-mail is about. */
  readonly unsubscribeUrl: string;
}

const orderUrl = (publicUrl: string, orderId: string) => `${publicUrl}/orders/${orderId}`;
const settings = 'Você pode mudar suas escolhas a qualquer momento em Meus dados → Notificações.';

/** One piece of news sent at once: what happened, on which order, and the link to it. */
export const immediateNotificationMail = (news: NewsToMail, c: NotificationMailContext) => {
  const sentence = mailNewsSentence(news);
  const order = mailNewsOrder(news);
  return renderMail({
    subject: `${sentence} · ${order}`,
    greeting: `Olá, ${c.greetingName}.`,
    paragraphs: [`${sentence}.`, `${order}.`],
    action: { label: 'Abrir o pedido', url: orderUrl(c.publicUrl, news.orderId) },
    after: [settings],
    unsubscribe: {
      reason: `Você recebe este e-mail porque pediu aviso na hora sobre “${mailNotificationLabels[news.kind]}”.`,
      label: 'Não receber mais estes e-mails',
      url: c.unsubscribeUrl,
    },
  } satisfies MailContent);
};

/** The 8:00 summary: every piece of news since the last one, each with its link. */
export const dailyDigestMail = (news: readonly NewsToMail[], summarised: readonly MailNotificationKind[], c: NotificationMailContext) =>
  renderMail({
    subject: news.length === 1 ? 'Resumo do dia: 1 novidade nos seus pedidos' : `Resumo do dia: ${news.length} novidades nos seus pedidos`,
    greeting: `Olá, ${c.greetingName}.`,
    paragraphs: ['Estas são as novidades dos seus pedidos desde o último resumo:'],
    items: news.map((n) => ({ text: `${mailNewsOrder(n)}: ${mailNewsSentence(n)}`, url: orderUrl(c.publicUrl, n.orderId) })),
    action: { label: 'Abrir o portal', url: `${c.publicUrl}/orders` },
    after: [settings],
    unsubscribe: {
      reason: `Você recebe este resumo porque escolheu “Resumo diário” para: ${summarised.map((k) => mailNotificationLabels[k]).join('; ')}.`,
      label: 'Não receber mais o resumo diário',
      url: c.unsubscribeUrl,
    },
  } satisfies MailContent);
