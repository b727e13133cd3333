import * as E from 'fp-ts/Either';
import { BehaviorSubject, type Observable } from 'rxjs';
import type { StatusTargetList } from '../../contract/orders.contract';
import { type OrderStatus, statusLabel } from '../../domain/order/order-status';
import { isValidTargetHours } from '../../domain/order/status-age';
import type { QueueGateway } from '../ports/queue-gateway';
import type { Notifications } from '../widgets/notifications';
import { makerId } from '../view-model-maker';

export const statusTargetTexts = {
  title: 'Metas por status',
  intro: 'Pedidos que passarem da meta no status aparecem como atrasados nas filas. Deixe em branco para não ter meta.',
  saved: (label: string) => `Meta de “${label}” salva.`,
  invalid: 'Informe um número inteiro de dias, de 1 a 366, ou deixe em branco.',
} as const;

/** A status with its target in whole days as the field shows it ('' for none). */
export interface TargetLine {
  readonly status: OrderStatus;
  readonly label: string;
  readonly days: string;
}

const linesOf = (targets: StatusTargetList): TargetLine[] =>
  targets.map((t) => ({ status: t.status, label: statusLabel(t.status), days: t.hours === null ? '' : String(Math.round(t.hours / 24)) }));

/** The provider's targets per status, in whole days, as staff set them from the queue. */
export class StatusTargetsModel {
  private readonly subject = new BehaviorSubject<readonly TargetLine[] | undefined>(undefined);
  readonly lines$: Observable<readonly TargetLine[] | undefined> = this.subject.asObservable();

  constructor(
    private readonly gateway: Pick<QueueGateway, 'targets' | 'saveTarget'>,
    private readonly notifications: Notifications,
  ) {}

  async load(): Promise<void> {
    const targets = await this.gateway.targets();
    if (E.isLeft(targets)) this.notifications.error(targets.left.message);
    else this.subject.next(linesOf(targets.right));
  }

  /** Saves what was typed: whole days, or blank for none; anything else is refused with a sentence. */
  async save(status: OrderStatus, daysText: string): Promise<boolean> {
    const text = daysText.trim();
    const hours = text === '' ? null : /^\d{1,3}$/.test(text) ? Number(text) * 24 : NaN;
    if (hours !== null && !isValidTargetHours(hours)) {
      this.notifications.error(statusTargetTexts.invalid);
      return false;
    }
    const saved = await this.gateway.saveTarget({ status, hours: hours as never });
    if (E.isLeft(saved)) {
      this.notifications.error(saved.left.message);
      return false;
    }
    this.subject.next(linesOf(saved.right));
    this.notifications.success(statusTargetTexts.saved(statusLabel(status)));
    return true;
  }
}

/** How the staff's list gets its targets: its area binds the maker. */
export const statusTargetsModels = makerId<[], StatusTargetsModel>('StatusTargetsModel');
