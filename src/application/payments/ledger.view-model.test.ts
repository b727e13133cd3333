import { statementLineKey } from '../../domain/payments/statement-match';
import { describe, expect, it } from 'vitest';
import * as E from 'fp-ts/Either';
import { firstValueFrom } from 'rxjs';
import type { ChargeLedger, StatementImport } from '../../contract/charges.contract';
import type { LedgerGateway, LedgerQuery, LedgerScope } from '../ports/ledger-gateway';
import { Notifications, type Notification } from '../widgets/notifications';
import { LedgerViewModel } from './ledger.view-model';

const line = (n: number, status: 'OPEN' | 'OVERDUE' | 'PAID') => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  orderId: '00000000-0000-4000-8000-0000000000aa',
  caseNumber: 1039,
  patient: { id: '00000000-0000-4000-8000-0000000000bb', name: 'Rafael Barbosa' },
  dentistName: 'Ana Beatriz Souza',
  number: n,
  count: 3,
  method: 'BOLETO_INSTALLMENTS' as const,
  amountCents: 84_300,
  dueDate: '2026-11-30',
  status,
  paidAt: status === 'PAID' ? '2026-11-28T15:00:00.000Z' : null,
  refundDue: false,
});

const statement: StatementImport = {
  recorded: [],
  toConfirm: [
    {
      credit: { account: '0341 12345-6', fitId: 'F1', amountCents: 84_300, postedOn: '2026-11-26', memo: 'PIX RECEBIDO' },
      charge: {
        id: line(2, 'OPEN').id as never,
        orderId: line(2, 'OPEN').orderId as never,
        caseNumber: 1039,
        dentistName: 'Ana Beatriz Souza',
        number: 2,
        count: 3,
        amountCents: 84_300,
        dueDate: '2026-12-30',
      },
    },
  ],
  settled: [],
  unmatched: [],
  alreadyImported: [],
  repeated: [],
};

class FakeLedger implements LedgerGateway {
  queries: [LedgerScope, LedgerQuery][] = [];
  confirmed: unknown[] = [];
  async ledger(scope: LedgerScope, query: LedgerQuery) {
    this.queries.push([scope, query]);
    const items = [line(1, 'OVERDUE'), line(2, 'OPEN'), line(3, 'PAID')].filter((l) => !query.status || l.status === query.status);
    return E.right({
      items,
      total: 45,
      page: query.page ?? 1,
      limit: query.limit ?? 20,
      sums: { overdueCents: 84_300, openCents: 84_300, paidCents: 84_300 },
    } as unknown as ChargeLedger);
  }
  csvUrl(query: LedgerQuery) {
    return `/api/admin/charges/export?status=${query.status ?? ''}`;
  }
  async paymentsAside(page: number) {
    return E.right({ items: [], total: 0, page, limit: 20 });
  }
  async importStatement(ofx: string) {
    return ofx.includes('<OFX>') ? E.right(statement) : E.left({ _tag: 'BadStatus' as const, status: 400, message: 'Este arquivo não é um extrato OFX que o portal consiga ler.' });
  }
  async confirmCredit(credit: unknown) {
    this.confirmed.push(credit);
    return E.right(undefined);
  }
}

const setup = (scope: LedgerScope = 'all') => {
  const ledger = new FakeLedger();
  const notifications = new Notifications();
  const shown: Notification[] = [];
  notifications.notifications$.subscribe((n) => shown.push(n));
  return { vm: new LedgerViewModel(scope, { ledger, notifications }), ledger, shown };
};

describe('"Financeiro"', () => {
  it('shows the charges in Portuguese with the sums, filters by status from the first page, and pages within bounds', async () => {
    const { vm, ledger } = setup('own');
    await vm.load();
    const state = await firstValueFrom(vm.state$);
    expect(state.lines.map((l) => [l.charge, l.statusLabel, l.due, l.amount])).toEqual([
      ['Parcela 1 de 3', 'Vencida', '30/11/2026', 'R$\u00a0843,00'],
      ['Parcela 2 de 3', 'Em aberto', '30/11/2026', 'R$\u00a0843,00'],
      ['Parcela 3 de 3', 'Paga', '30/11/2026', 'R$\u00a0843,00'],
    ]);
    expect(state.sums).toEqual({ overdue: 'R$\u00a0843,00', open: 'R$\u00a0843,00', paid: 'R$\u00a0843,00' });
    expect(state.pages).toBe(3);
    await vm.goTo(9);
    await vm.filter('OVERDUE');
    expect(ledger.queries.map(([, q]) => q)).toEqual([
      { page: 1, limit: 20 },
      { page: 3, limit: 20 },
      { page: 1, limit: 20, status: 'OVERDUE' },
    ]);
    // The dentist's ledger has no export.
    expect(vm.csvUrl).toBeUndefined();
  });

  it('imports a statement for the staff, says a wrong file in Portuguese, and confirms a guess once', async () => {
    const { vm, ledger, shown } = setup('all');
    await vm.load();
    expect(vm.csvUrl).toBe('/api/admin/charges/export?status=');
    await vm.importStatement('não é um extrato');
    expect(shown.at(-1)).toMatchObject({ variant: 'error', message: 'Este arquivo não é um extrato OFX que o portal consiga ler.' });
    expect((await firstValueFrom(vm.state$)).statement).toBeUndefined();
    await vm.importStatement('OFXHEADER:100\n<OFX>');
    expect((await firstValueFrom(vm.state$)).statement?.toConfirm).toHaveLength(1);
    await vm.confirmGuess(statementLineKey({ account: '0341 12345-6', fitId: 'F1' }));
    await vm.confirmGuess(statementLineKey({ account: '0341 12345-6', fitId: 'F1' }));
    expect(ledger.confirmed).toEqual([{ account: '0341 12345-6', fitId: 'F1', chargeId: line(2, 'OPEN').id, amountCents: 84_300, postedOn: '2026-11-26' }]);
    const after = (await firstValueFrom(vm.state$)).statement!;
    expect([after.toConfirm, after.recorded.map((r) => [r.credit.fitId, r.outcome])]).toEqual([[], [['F1', 'PAID']]]);
    expect(shown.map((n) => n.message)).toContain('Pagamento confirmado pelo extrato.');
  });
});
