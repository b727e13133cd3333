import { describe, expect, it } from 'vitest';
import type { PaymentsAside } from '../../contract/charges.contract';
import { asideLines, asidePaging } from './statement.view';

const item = (over: Partial<PaymentsAside['items'][number]>): PaymentsAside['items'][number] =>
  ({
    id: '00000000-0000-4000-8000-000000000001',
    source: 'PIX_API',
    txid: null,
    amountCents: 84_300,
    paidAt: '2026-11-28T11:36:00.000Z',
    outcome: 'UNMATCHED',
    reason: null,
    charge: null,
    ...over,
  }) as PaymentsAside['items'][number];

describe('the payments kept aside, as the staff read them', () => {
  it('says why a Pix was set aside unread, with no amount it could not read', () => {
    const [unread, other] = asideLines({
      items: [item({ outcome: 'UNREADABLE', amountCents: 0, reason: 'O horário do Pix deve ser uma data e hora no formato RFC 3339.' }), item({})],
      total: 2,
      page: 1,
      limit: 20,
    });
    expect(unread).toMatchObject({
      credit: '28/11/2026 08:36 · Pix informado pelo banco',
      outcome: 'Pix com dados inválidos: O horário do Pix deve ser uma data e hora no formato RFC 3339.',
    });
    expect(other).toMatchObject({ credit: '28/11/2026 08:36 · R$\u00a0843,00 · Pix informado pelo banco', outcome: 'Sem cobrança correspondente' });
  });

  it('pages only what takes more than a page, saying where it stands', () => {
    expect(asidePaging({ items: [], total: 20, page: 1, limit: 20 })).toBeUndefined();
    expect(asidePaging({ items: [], total: 41, page: 2, limit: 20 })).toEqual({ page: 2, pages: 3, text: 'Página 2 de 3 · 41 pagamentos' });
  });
});
