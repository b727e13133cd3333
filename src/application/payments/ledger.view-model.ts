import * as E from 'fp-ts/Either';
import { BehaviorSubject, EMPTY, merge, type Observable, type Subscription } from 'rxjs';
import { defaultPageSize } from '../../contract/common.contract';
import type { ChargeStatus } from '../../domain/payments/charge-plan';
import { statementLineKey } from '../../domain/payments/statement-match';
import { LiveUpdates } from '../live/live-updates';
import { Notifications } from '../widgets/notifications';
import type { PaymentsAside, StatementImport } from '../../contract/charges.contract';
import { statementTexts } from './statement.view';
import { makerId } from '../view-model-maker';
import type { LedgerGateway, LedgerScope } from '../ports/ledger-gateway';
import { type LedgerLineView, ledgerLine, type LedgerSums, ledgerSums } from './ledger.view';

export interface LedgerState {
  readonly phase: 'loading' | 'ready' | 'failed';
  readonly lines: readonly LedgerLineView[];
  readonly sums: LedgerSums | undefined;
  readonly status: ChargeStatus | undefined;
  readonly page: number;
  readonly pages: number;
  readonly total: number;
  readonly error: string | undefined;
  /** The last statement the staff imported, and what it did. */
  readonly statement: StatementImport | undefined;
  /** The staff's payments kept aside, a page at a time. */
  readonly aside: PaymentsAside | undefined;
  readonly asidePage: number;
  readonly busy: boolean;
}

export interface LedgerDeps {
  readonly ledger: LedgerGateway;
  readonly live?: LiveUpdates;
  readonly notifications?: Notifications;
}

/** How the page gets one: its area binds the maker. */
export const ledgerViewModels = makerId<[scope: LedgerScope], LedgerViewModel>('LedgerViewModel');

const initial: LedgerState = {
  phase: 'loading',
  lines: [],
  sums: undefined,
  status: undefined,
  page: 1,
  pages: 1,
  total: 0,
  error: undefined,
  statement: undefined,
  aside: undefined,
  asidePage: 1,
  busy: false,
};

/**
 * "Financeiro": the charges a page at a time, filtered by status, with the sums of
 * all of them; a payment confirmed anywhere reloads it while it is open.
 */
export class LedgerViewModel {
  private readonly subject = new BehaviorSubject<LedgerState>(initial);
  readonly state$: Observable<LedgerState> = this.subject.asObservable();

  constructor(
    readonly scope: LedgerScope,
    private readonly deps: LedgerDeps,
  ) {}

  private get state(): LedgerState {
    return this.subject.value;
  }

  private get query() {
    return { page: this.state.page, limit: defaultPageSize, ...(this.state.status ? { status: this.state.status } : {}) };
  }

  async load(): Promise<void> {
    const [answer, aside] = await Promise.all([
      this.deps.ledger.ledger(this.scope, this.query),
      this.scope === 'all' ? this.deps.ledger.paymentsAside(this.state.asidePage) : Promise.resolve(undefined),
    ]);
    if (E.isLeft(answer)) return this.subject.next({ ...this.state, phase: 'failed', error: answer.left.message });
    const { items, total, limit } = answer.right;
    this.subject.next({
      ...this.state,
      phase: 'ready',
      lines: items.map(ledgerLine),
      sums: ledgerSums(answer.right),
      total,
      pages: Math.max(1, Math.ceil(total / limit)),
      aside: aside && E.isRight(aside) ? aside.right : this.state.aside,
      error: undefined,
    });
  }

  filter(status: ChargeStatus | undefined): Promise<void> {
    this.subject.next({ ...this.state, status, page: 1 });
    return this.load();
  }

  goTo(page: number): Promise<void> {
    this.subject.next({ ...this.state, page: Math.min(Math.max(1, page), this.state.pages) });
    return this.load();
  }

  /** The payments kept aside: another page of them. */
  goToAside(page: number): Promise<void> {
    const pages = this.state.aside ? Math.max(1, Math.ceil(this.state.aside.total / this.state.aside.limit)) : 1;
    this.subject.next({ ...this.state, asidePage: Math.min(Math.max(1, page), pages) });
    return this.load();
  }

  /** The staff's export of what the filter shows, every page of it. */
  get csvUrl(): string | undefined {
    return this.scope === 'all' ? this.deps.ledger.csvUrl(this.state.status ? { status: this.state.status } : {}) : undefined;
  }

  /** The bank's statement, as the file's text: credits naming a txid are recorded, guesses wait. */
  async importStatement(ofx: string): Promise<void> {
    this.subject.next({ ...this.state, busy: true });
    const answer = await this.deps.ledger.importStatement(ofx);
    if (E.isLeft(answer)) {
      this.subject.next({ ...this.state, busy: false });
      return this.deps.notifications?.error(answer.left.message);
    }
    this.subject.next({ ...this.state, busy: false, statement: answer.right });
    this.deps.notifications?.success(statementTexts.imported);
    await this.load();
  }

  /** A guess confirmed: the credit pays its charge, and leaves the list of guesses. */
  async confirmGuess(key: string): Promise<void> {
    const statement = this.state.statement;
    const guess = statement?.toConfirm.find((g) => statementLineKey(g.credit) === key);
    if (!statement || !guess) return;
    this.subject.next({ ...this.state, busy: true });
    const answer = await this.deps.ledger.confirmCredit({
      account: guess.credit.account,
      fitId: guess.credit.fitId,
      chargeId: guess.charge.id,
      amountCents: guess.credit.amountCents,
      postedOn: guess.credit.postedOn,
    });
    if (E.isLeft(answer)) {
      this.subject.next({ ...this.state, busy: false });
      return this.deps.notifications?.error(answer.left.message);
    }
    this.subject.next({
      ...this.state,
      busy: false,
      statement: {
        ...statement,
        toConfirm: statement.toConfirm.filter((g) => g !== guess),
        recorded: [...statement.recorded, { ...guess, outcome: 'PAID' }],
      },
    });
    this.deps.notifications?.success(statementTexts.confirmed);
    await this.load();
  }

  /** Keeps the page current: any order's news may be a payment. */
  follow(): Subscription {
    const live = this.deps.live;
    return live ? merge(live.events$, live.resync$).subscribe(() => void this.load()) : EMPTY.subscribe();
  }
}
