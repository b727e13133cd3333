import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Notification } from './notifications';
import { ToastRepeats } from './toast-repeats';

const saved: Notification = { variant: 'success', message: 'Pedido atualizado', duration: 5000 };

describe('toasts of a repeated sentence', () => {
  it('a repeat while the toast is on screen closes it and shows it again once it has gone; one waiting for room takes none', () => {
    const repeats = new ToastRepeats<number>();
    expect(repeats.arrive(saved)).toBe('show');
    expect(repeats.arrive(saved)).toBe('none');
    repeats.shown(saved.message, 1);
    expect(repeats.arrive(saved)).toEqual({ close: 1 });
    expect(repeats.arrive(saved)).toBe('none');
    expect(repeats.gone(saved.message)).toEqual(saved);
    expect(repeats.arrive(saved)).toBe('none');
    repeats.shown(saved.message, 2);
    expect(repeats.gone(saved.message)).toBeUndefined();
    expect(repeats.arrive(saved)).toBe('show');
  });

  it('never has two toasts of a sentence on screen, and the last repeat is always shown after it came', () => {
    type Step = { kind: 'arrive'; sentence: number } | { kind: 'settle'; sentence: number };
    const step: fc.Arbitrary<Step> = fc.oneof(
      fc.record({ kind: fc.constant('arrive' as const), sentence: fc.nat(2) }),
      fc.record({ kind: fc.constant('settle' as const), sentence: fc.nat(2) }),
    );
    fc.assert(
      fc.property(fc.array(step, { maxLength: 60 }), (steps) => {
        const repeats = new ToastRepeats<number>();
        // notistack's key of each sentence's toast once it comes on screen.
        const keys = new Map<string, number>();
        let nextKey = 0;
        // The screen as notistack keeps it: each sentence's toast waiting for room, shown, or leaving.
        const screen = new Map<string, 'waiting' | 'shown' | 'leaving'>();
        /** Whether a repeat came while the toast on screen was shown, and no new toast followed yet. */
        const owed = new Set<string>();
        const show = (message: string) => {
          expect(screen.has(message)).toBe(false);
          screen.set(message, 'waiting');
          owed.delete(message);
        };
        const settle = (message: string) => {
          const state = screen.get(message);
          if (state === 'waiting') {
            screen.set(message, 'shown');
            keys.set(message, ++nextKey);
            repeats.shown(message, nextKey);
          } else if (state === 'leaving') {
            screen.delete(message);
            const again = repeats.gone(message);
            if (again) show(again.message);
          }
        };
        for (const s of steps) {
          const message = `frase ${s.sentence}`;
          if (s.kind === 'settle') settle(message);
          else {
            const before = screen.get(message);
            const arrival = repeats.arrive({ ...saved, message });
            if (arrival === 'show') show(message);
            if (typeof arrival === 'object') {
              expect(arrival.close).toBe(keys.get(message));
              screen.set(message, 'leaving');
            }
            if (before === 'shown' || before === 'leaving') owed.add(message);
          }
        }
        // Every animation runs to its end: each repeat owed is shown.
        for (let round = 0; round < 3; round++) for (const message of [...screen.keys()]) settle(message);
        expect([...owed]).toEqual([]);
      }),
    );
  });

  it('a withdrawn sentence closes its toast, and a repeat waiting for it is not shown', () => {
    const repeats = new ToastRepeats<number>();
    expect(repeats.withdraw(saved.message)).toBeUndefined();
    expect(repeats.arrive(saved)).toBe('show');
    repeats.shown(saved.message, 7);
    expect(repeats.arrive(saved)).toEqual({ close: 7 });
    expect(repeats.withdraw(saved.message)).toBe(7);
    expect(repeats.gone(saved.message)).toBeUndefined();
    expect(repeats.arrive(saved)).toBe('show');
  });
});
