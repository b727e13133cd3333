import * as t from 'io-ts';
import { formatDateTime } from './order.view';
import { type HeldEdits, type HeldInput, nothingHeld } from '../session/held-edits';
import { lengthErrors, textLimits } from '../../domain/shared/text-limits';

/** One message of an order's conversation, as the dentist and staff read it. */
export interface MessageView {
  readonly id: string;
  readonly author: string;
  readonly fromProvider: boolean;
  readonly type: string;
  readonly text: string;
  readonly at: string;
}

export const toMessageView = (m: {
  id: string;
  author: { name: string; staff: boolean } | null;
  messageType: { name: string };
  message: string;
  createdAt: string;
}): MessageView => ({
  id: m.id,
  author: m.author ? m.author.name : 'Usuário removido',
  fromProvider: m.author?.staff ?? false,
  type: m.messageType.name,
  text: m.message,
  at: formatDateTime(m.createdAt),
});

/** What the message form holds before it is sent. */
const MessageDraft = t.type({ messageTypeId: t.string, message: t.string });
export type MessageDraft = t.TypeOf<typeof MessageDraft>;

/** A message needs words, within the wire's limit. */
export const messageDraftErrors = (draft: MessageDraft): Partial<Record<keyof MessageDraft, string>> => ({
  ...(draft.message.trim() === '' ? { message: 'Campo obrigatório' } : {}),
  ...lengthErrors(draft, { message: textLimits.message }),
});

/** The message form's share of `HeldEdits`: a message written and not sent when the session ended. */
export const messageInput = (held: HeldEdits | undefined, orderId: string): HeldInput<MessageDraft> => held?.input(`message:${orderId}`, MessageDraft.is) ?? nothingHeld;
