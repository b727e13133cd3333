import * as E from 'fp-ts/Either';
import { BehaviorSubject, EMPTY, merge, type Observable, type Subscription } from 'rxjs';
import { defaultPageSize } from '../../contract/common.contract';
import type { ChargeStatus } from '../../domain/payments/charge-plan';
import { LiveUpdates } from '../live/live-updates';
import { TOKENS } from '../tokens';
import type { DependencyIds } from '../dependencies';
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
}

export interface LedgerDeps {
  readonly ledger: LedgerGateway;
  readonly live?: LiveUpdates;
}

export const ledgerDependencies: DependencyIds<LedgerDeps> = { ledger: TOKENS.LedgerGateway, live: LiveUpdates };

const initial: LedgerState = { phase: 'loading', lines: [], sums: undefined, status: undefined, page: 1, pages: 1, total: 0, error: undefined };

/**
 * "Financeiro" (issue 35): the charges a page at a time, filtered by status, with the sums of
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
    const answer = await this.deps.ledger.ledger(this.scope, this.query);
    if (E.isLeft(answer)) return this.subject.next({ ...this.state, phase: 'failed', error: answer.left.message });
    const { items, total, limit } = answer.right;
    this.subject.next({
      ...this.state,
      phase: 'ready',
      lines: items.map(ledgerLine),
      sums: ledgerSums(answer.right),
      total,
      pages: Math.max(1, Math.ceil(total / limit)),
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

  /** The staff's export of what the filter shows, every page of it. */
  get csvUrl(): string | undefined {
    return this.scope === 'all' ? this.deps.ledger.csvUrl(this.state.status ? { status: this.state.status } : {}) : undefined;
  }

  /** Keeps the page current: any order's news may be a payment. */
  follow(): Subscription {
    const live = this.deps.live;
    return live ? merge(live.events$, live.resync$).subscribe(() => void this.load()) : EMPTY.subscribe();
  }
}
