import { inject, injectable } from 'inversify';
import * as E from 'fp-ts/Either';
import { BehaviorSubject, defer, map, merge, type Observable, Subject } from 'rxjs';
import type { MailPreferences } from '../../contract/mail.contract';
import { type MailDelivery, mailDeliveries, mailDeliveryLabels, type MailNotificationKind, mailNotificationLabels } from '../../domain/mail/mail-notifications';
import type { MailPreferencesGateway } from '../ports/mail-preferences-gateway';
import { TOKENS } from '../tokens';
import { Notifications } from '../widgets/notifications';

/** One kind of news on "Meus dados" → "Notificações": its name, the choice, and the three options. */
export interface MailPreferenceLine {
  readonly kind: MailNotificationKind;
  readonly label: string;
  readonly delivery: MailDelivery;
  readonly options: readonly { readonly value: MailDelivery; readonly label: string }[];
}

export const mailPreferenceTexts = {
  title: 'Notificações',
  intro: 'Escolha, para cada tipo de novidade, se quer recebê-la por e-mail na hora, num resumo diário às 8h (horário de Brasília) ou não receber.',
  saved: 'Preferência de e-mail salva.',
} as const;

const options = mailDeliveries.map((value) => ({ value, label: mailDeliveryLabels[value] }));

export const preferenceLines = (preferences: MailPreferences): MailPreferenceLine[] =>
  preferences.map((p) => ({ kind: p.kind, label: mailNotificationLabels[p.kind], delivery: p.delivery, options }));

/** "Meus dados" → "Notificações": each kind's choice, saved as soon as it changes. */
@injectable()
export class MailPreferencesModel {
  private readonly saved = new Subject<MailPreferences>();

  constructor(
    @inject(TOKENS.MailPreferencesGateway) private readonly gateway: MailPreferencesGateway,
    @inject(Notifications) private readonly notifications: Notifications,
  ) {}

  /** The lines, read when the page subscribes and replaced by each saved answer (a sentence when they cannot be read). */
  readonly lines$: Observable<E.Either<string, MailPreferenceLine[]>> = merge(
    defer(() => this.gateway.preferences()).pipe(map(E.bimap((e) => e.message, preferenceLines))),
    this.saved.pipe(map((p) => E.right(preferenceLines(p)))),
  );

  async choose(kind: MailNotificationKind, delivery: MailDelivery): Promise<boolean> {
    const answer = await this.gateway.save(kind, delivery);
    if (E.isLeft(answer)) {
      this.notifications.error(answer.left.message);
      return false;
    }
    this.saved.next(answer.right);
    this.notifications.success(mailPreferenceTexts.saved);
    return true;
  }
}

export type UnsubscribeState =
  { readonly phase: 'loading' } | { readonly phase: 'asking' | 'done'; readonly what: string } | { readonly phase: 'invalid'; readonly message: string };

/** The kinds a link stops, as one sentence's list: "A; B e C". */
export const kindsSentence = (kinds: readonly MailNotificationKind[]): string => {
  const labels = kinds.map((k) => `“${mailNotificationLabels[k]}”`);
  // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- more than one label here
  return labels.length <= 1 ? (labels[0] ?? '') : `${labels.slice(0, -1).join(', ')} e ${labels[labels.length - 1]!}`;
};

/**
 * The page an e-mail's unsubscribe link opens, signed out: it says what it stops and
 * stops it on a click; opening the page alone changes nothing, as a mail scanner opens links.
 */
@injectable()
export class UnsubscribeModel {
  private readonly subject = new BehaviorSubject<UnsubscribeState>({ phase: 'loading' });
  readonly state$: Observable<UnsubscribeState> = this.subject.asObservable();

  constructor(@inject(TOKENS.MailPreferencesGateway) private readonly gateway: MailPreferencesGateway) {}

  async open(token: string): Promise<void> {
    const link = await this.gateway.unsubscribeLink(token);
    this.subject.next(E.isLeft(link) ? { phase: 'invalid', message: link.left.message } : { phase: 'asking', what: kindsSentence(link.right.kinds) });
  }

  async confirm(token: string): Promise<void> {
    const done = await this.gateway.unsubscribe(token);
    this.subject.next(E.isLeft(done) ? { phase: 'invalid', message: done.left.message } : { phase: 'done', what: kindsSentence(done.right.kinds) });
  }
}
