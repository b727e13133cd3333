import { inject, injectable } from 'inversify';
import { BehaviorSubject, debounceTime, filter, merge, type Observable, type SchedulerLike, Subscription } from 'rxjs';
import * as E from 'fp-ts/Either';
import type { Notification } from '../../contract/events.contract';
import { describeOrderEvent } from '../../domain/events/order-event';
import { formatInstantBrDateTime } from '../../domain/format/date';
import type { Role } from '../../domain/people/person';
import { pathFor } from '../navigation/paths';
import type { Navigator } from '../ports/gateways';
import type { NotificationsGateway } from '../ports/live-events';
import { TOKENS } from '../tokens';
import { LiveUpdates } from '../live/live-updates';

export const notificationTexts = {
  title: 'Notificações',
  empty: 'Nenhuma notificação por enquanto.',
  markAll: 'Marcar todas como lidas',
  bell: (unread: number) => (unread === 0 ? 'Notificações' : unread === 1 ? 'Notificações: 1 não lida' : `Notificações: ${unread} não lidas`),
  caseOf: (caseNumber: number | null) => (caseNumber === null ? 'Rascunho' : `Caso ${caseNumber}`),
} as const;

export interface NotificationLine {
  readonly id: number;
  readonly text: string;
  /** "Maria Silva · Caso 1234" */
  readonly subject: string;
  /** dd/MM/yyyy HH:mm */
  readonly when: string;
  readonly read: boolean;
  readonly orderId: string;
}

export interface NotificationCentreState {
  readonly open: boolean;
  readonly unread: number;
  readonly lines: readonly NotificationLine[];
}

const lineOf = (n: Notification): NotificationLine => ({
  id: n.id,
  text: describeOrderEvent(n),
  subject: `${n.patientName} · ${notificationTexts.caseOf(n.caseNumber)}`,
  when: formatInstantBrDateTime(n.at),
  read: n.read,
  orderId: n.orderId,
});

/** The bell in the header: unread count, recent events, each opening its order. */
@injectable()
export class NotificationBellViewModel {
  private readonly subject = new BehaviorSubject<NotificationCentreState>({ open: false, unread: 0, lines: [] });
  readonly state$: Observable<NotificationCentreState> = this.subject.asObservable();
  private role: Role = 'DENTIST';

  constructor(
    @inject(TOKENS.NotificationsGateway) private readonly gateway: NotificationsGateway,
    @inject(LiveUpdates) private readonly live: LiveUpdates,
    @inject(TOKENS.Navigator) private readonly navigator: Navigator,
    @inject(TOKENS.Scheduler) private readonly scheduler: SchedulerLike,
  ) {}

  /** Follows the stream while the header shows; the returned subscription ends it. */
  start(role: Role): Subscription {
    this.role = role;
    const subscriptions = new Subscription();
    void this.refresh();
    subscriptions.add(
      merge(this.live.events$.pipe(filter((e) => !e.mine)), this.live.resync$)
        .pipe(debounceTime(250, this.scheduler))
        .subscribe(() => void this.refresh()),
    );
    return subscriptions;
  }

  async refresh(): Promise<void> {
    const answer = await this.gateway.list();
    if (E.isRight(answer)) this.patch({ unread: answer.right.unread, lines: answer.right.items.map(lineOf) });
  }

  toggle(): void {
    this.patch({ open: !this.subject.value.open });
    if (this.subject.value.open) void this.refresh();
  }

  close(): void {
    this.patch({ open: false });
  }

  async openLine(line: NotificationLine): Promise<void> {
    this.close();
    this.navigator.goTo(pathFor(this.role, `/orders/${line.orderId}`));
    if (!line.read) {
      this.patch({ unread: Math.max(0, this.subject.value.unread - 1), lines: this.subject.value.lines.map((l) => (l.id === line.id ? { ...l, read: true } : l)) });
      await this.gateway.markRead(line.id);
      await this.refresh();
    }
  }

  async markAllRead(): Promise<void> {
    this.patch({ unread: 0, lines: this.subject.value.lines.map((l) => ({ ...l, read: true })) });
    await this.gateway.markAllRead();
    await this.refresh();
  }

  private patch(p: Partial<NotificationCentreState>): void {
    this.subject.next({ ...this.subject.value, ...p });
  }
}
