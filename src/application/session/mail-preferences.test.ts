import * as E from 'fp-ts/Either';
import { firstValueFrom, skip, take } from 'rxjs';
import { describe, expect, it } from 'vitest';
import type { MailPreferences } from '../../contract/mail.contract';
import { defaultMailDelivery, type MailDelivery, mailNotificationKinds, type MailNotificationKind } from '../../domain/mail/mail-notifications';
import type { MailPreferencesGateway } from '../ports/mail-preferences-gateway';
import { Notifications } from '../widgets/notifications';
import { kindsSentence, MailPreferencesModel, mailPreferenceTexts, UnsubscribeModel } from './mail-preferences';

const defaults = (): MailPreferences => mailNotificationKinds.map((kind) => ({ kind, delivery: defaultMailDelivery[kind] }));

const setup = (overrides: Partial<MailPreferencesGateway> = {}) => {
  const saved: [MailNotificationKind, MailDelivery][] = [];
  const gateway: MailPreferencesGateway = {
    preferences: async () => E.right(defaults()),
    save: async (kind, delivery) => (saved.push([kind, delivery]), E.right(defaults().map((p) => (p.kind === kind ? { kind, delivery } : p)))),
    unsubscribeLink: async () => E.right({ kinds: ['PROVIDER_MESSAGE'] }),
    unsubscribe: async () => E.right({ kinds: ['PROVIDER_MESSAGE'] }),
    ...overrides,
  };
  const notifications = new Notifications();
  const said: string[] = [];
  notifications.notifications$.subscribe((n) => said.push(`${n.variant}: ${n.message}`));
  return { model: new MailPreferencesModel(gateway, notifications), unsubscribe: new UnsubscribeModel(gateway), saved, said };
};

describe('"Notificações" on "Meus dados"', () => {
  it('names every kind and its three options in Portuguese, never a code', async () => {
    const { model } = setup();
    const lines = await firstValueFrom(model.lines$);
    expect(E.isRight(lines)).toBe(true);
    const [first] = E.isRight(lines) ? lines.right : [];
    expect(first).toMatchObject({ kind: 'PLANNING_WAITING', label: 'Planejamento aguardando sua aprovação', delivery: 'IMMEDIATE' });
    expect(first!.options.map((o) => o.label)).toEqual(['Na hora', 'Resumo diário', 'Não enviar']);
  });

  it('saves a change at once and shows the saved answer; a refused save keeps the lines and says why', async () => {
    const { model, saved, said } = setup();
    const seen = firstValueFrom(model.lines$.pipe(skip(1), take(1)));
    const subscription = model.lines$.subscribe();
    expect(await model.choose('ORDER_SHIPPED', 'NONE')).toBe(true);
    const after = await seen;
    subscription.unsubscribe();
    expect(E.isRight(after) && after.right.find((l) => l.kind === 'ORDER_SHIPPED')?.delivery).toBe('NONE');
    expect(saved).toEqual([['ORDER_SHIPPED', 'NONE']]);
    expect(said).toEqual([`success: ${mailPreferenceTexts.saved}`]);

    const refusing = setup({ save: async () => E.left({ _tag: 'BadStatus', status: 500, message: 'Não foi possível salvar.' }) });
    const emitted: unknown[] = [];
    const watching = refusing.model.lines$.subscribe((l) => emitted.push(l));
    await firstValueFrom(refusing.model.lines$);
    expect(await refusing.model.choose('ORDER_SHIPPED', 'NONE')).toBe(false);
    watching.unsubscribe();
    // Only the lines as read: the select goes back to the saved choice.
    expect(emitted).toHaveLength(1);
    expect(refusing.said).toEqual(['error: Não foi possível salvar.']);
  });
});

describe('the unsubscribe page', () => {
  it('says what the link stops before the click, and that it stopped after', async () => {
    const { unsubscribe } = setup({ unsubscribeLink: async () => E.right({ kinds: ['ORDER_SHIPPED', 'PROVIDER_MESSAGE'] }) });
    expect(await firstValueFrom(unsubscribe.state$)).toEqual({ phase: 'loading' });
    await unsubscribe.open('t');
    expect(await firstValueFrom(unsubscribe.state$)).toEqual({ phase: 'asking', what: '“Pedido enviado” e “Mensagem da equipe”' });
    await unsubscribe.confirm('t');
    expect(await firstValueFrom(unsubscribe.state$)).toEqual({ phase: 'done', what: '“Mensagem da equipe”' });
  });

  it('shows the server’s sentence for a link no e-mail carried', async () => {
    const { unsubscribe } = setup({ unsubscribeLink: async () => E.left({ _tag: 'BadStatus', status: 404, message: 'Este link não é válido.' }) });
    await unsubscribe.open('t');
    expect(await firstValueFrom(unsubscribe.state$)).toEqual({ phase: 'invalid', message: 'Este link não é válido.' });
  });

  it('lists kinds as a sentence does', () => {
    expect(kindsSentence(['PROVIDER_MESSAGE'])).toBe('“Mensagem da equipe”');
    expect(kindsSentence(['PLANNING_WAITING', 'ORDER_SHIPPED', 'CHARGE_DUE'])).toBe('“Planejamento aguardando sua aprovação”, “Pedido enviado” e “Cobrança a vencer ou vencida”');
  });
});
