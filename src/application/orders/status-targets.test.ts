import * as E from 'fp-ts/Either';
import fc from 'fast-check';
import { firstValueFrom } from 'rxjs';
import { describe, expect, it } from 'vitest';
import type { StatusTarget, StatusTargetList } from '../../contract/orders.contract';
import { targetStatuses } from '../../domain/order/status-age';
import { Notifications } from '../widgets/notifications';
import { StatusTargetsModel, statusTargetTexts } from './status-targets';

const setup = () => {
  let stored = targetStatuses.map((status) => ({ status, hours: status === 'PRODUCTION' ? 120 : null })) as StatusTargetList;
  const sent: StatusTarget[] = [];
  const notifications = new Notifications();
  const said: string[] = [];
  notifications.notifications$.subscribe((n) => said.push(n.message));
  const model = new StatusTargetsModel(
    {
      targets: async () => E.right(stored),
      saveTarget: async (target) => {
        sent.push(target);
        stored = stored.map((t) => (t.status === target.status ? target : t));
        return E.right(stored);
      },
    },
    notifications,
  );
  return { model, sent, said };
};

describe('the targets per status, set from the queue', () => {
  it('shows whole days and saves days as hours, blank as none', async () => {
    const t = setup();
    await t.model.load();
    const lines = (await firstValueFrom(t.model.lines$))!;
    expect(lines.find((l) => l.status === 'PRODUCTION')).toEqual({ status: 'PRODUCTION', label: 'Em produção', days: '5' });
    expect(lines.map((l) => l.status)).toEqual([...targetStatuses]);
    expect(await t.model.save('VIRTUAL_PLANNING', ' 2 ')).toBe(true);
    expect(await t.model.save('PRODUCTION', '')).toBe(true);
    expect(t.sent).toEqual([
      { status: 'VIRTUAL_PLANNING', hours: 48 },
      { status: 'PRODUCTION', hours: null },
    ]);
    expect(t.said).toEqual(['Meta de “Planejamento virtual” salva.', 'Meta de “Em produção” salva.']);
  });

  it('refuses anything but 1 to 366 whole days, sending nothing', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.string({ unit: 'grapheme', maxLength: 6 }), fc.integer({ min: -5, max: 1000 }).map(String)), async (typed) => {
        const t = setup();
        const accepted = await t.model.save('ANALYSIS', typed);
        const whole = /^\s*\d{1,3}\s*$/.test(typed) ? Number(typed.trim()) : undefined;
        const valid = typed.trim() === '' || (whole !== undefined && whole >= 1 && whole <= 366);
        expect(accepted).toBe(valid);
        if (!valid) {
          expect(t.sent).toEqual([]);
          expect(t.said).toEqual([statusTargetTexts.invalid]);
        }
      }),
    );
  });
});
