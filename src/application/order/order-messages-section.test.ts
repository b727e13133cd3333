import { describe, expect, it } from 'vitest';
import * as E from 'fp-ts/Either';
import type { OrderMessage } from '../../contract/planning-actions.contract';
import { Notifications } from '../widgets/notifications';
import type { MessageView } from './order-messages';
import { OrderMessagesSection } from './order-messages-section';
import { orderPageMessages } from './order.texts';

const stored = {
  id: 'm2',
  author: { name: 'Juliana Rocha', staff: true },
  messageType: { id: 't1', name: 'Dúvida' },
  message: 'Recebemos os modelos.',
  createdAt: '2026-11-26T15:04:00.000Z',
} as OrderMessage;

const storeWith = (messages: readonly MessageView[]) => {
  let state = { busy: false, messages };
  const failures: string[] = [];
  return {
    store: {
      get state() {
        return state;
      },
      patch: (p: Partial<typeof state>) => (state = { ...state, ...p }),
      fail: (m: string) => failures.push(m),
    },
    failures,
    messages: () => state.messages,
  };
};

describe('an order’s messages, as a section of either order page', () => {
  it('adds a sent message to the page as it was stored, and says it was sent', async () => {
    const notifications = new Notifications();
    const said: string[] = [];
    notifications.notifications$.subscribe((n) => said.push(n.message));
    const page = storeWith([]);
    const sent: string[] = [];
    const section = new OrderMessagesSection('o1', page.store, {
      gateway: { postMessage: async (id, type, text) => (sent.push(`${id} ${type} ${text}`), E.right(stored)) },
      notifications,
    });
    expect(await section.send('t1', 'Recebemos os modelos.')).toBe(true);
    expect(sent).toEqual(['o1 t1 Recebemos os modelos.']);
    expect(page.messages().map((m) => [m.author, m.fromProvider, m.type, m.text])).toEqual([['Juliana Rocha', true, 'Dúvida', 'Recebemos os modelos.']]);
    expect(said).toEqual([orderPageMessages.messageSent]);
  });

  it('keeps the page as it was when the message is refused, and says why', async () => {
    const page = storeWith([]);
    const section = new OrderMessagesSection('o1', page.store, {
      gateway: { postMessage: async () => E.left({ _tag: 'BadStatus', status: 409, message: 'Pedido não encontrado' }) },
      notifications: new Notifications(),
    });
    expect(await section.send('t1', 'Olá')).toBe(false);
    expect(page.messages()).toEqual([]);
    expect(page.failures).toEqual(['Pedido não encontrado']);
  });
});
