import { formatDateTime } from './order-page.view';

/** One message of an order's conversation, as the dentist and staff read it. */
export interface MessageView {
  readonly id: string;
  readonly author: string;
  readonly fromProvider: boolean;
  readonly type: string;
  readonly text: string;
  readonly at: string;
}

export const toMessageView = (m: { id: string; author: { name: string; staff: boolean } | null; messageType: { name: string }; message: string; createdAt: string }): MessageView => ({
  id: m.id,
  author: m.author ? m.author.name : 'Usuário removido',
  fromProvider: m.author?.staff ?? false,
  type: m.messageType.name,
  text: m.message,
  at: formatDateTime(m.createdAt),
});

