import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Notifications } from '../widgets/notifications';
import { HeldEdits } from './held-edits';

const isText = (v: unknown): v is string => typeof v === 'string';

describe('held edits', () => {
  it('keeps only what open pages had not saved, and gives each back once', () => {
    const held = new HeldEdits(new Notifications());
    let prescription: string | undefined = 'queixa pela metade';
    held.track('prescription', () => prescription);
    held.track('saved-form', () => undefined);
    const leave = held.track('left-page', () => 'rascunho');
    leave();
    held.holdFor('ana');
    prescription = 'mudou depois';
    held.signedIn('ana');
    expect(held.takeBack('prescription', isText)).toBe('queixa pela metade');
    expect(held.takeBack('prescription', isText)).toBeUndefined();
    expect(held.takeBack('saved-form', isText)).toBeUndefined();
    expect(held.takeBack('left-page', isText)).toBeUndefined();
  });

  it('gives back nothing of another shape than the page expects', () => {
    const held = new HeldEdits(new Notifications());
    held.track('form', () => 42);
    held.holdFor('ana');
    held.signedIn('ana');
    expect(held.takeBack('form', isText)).toBeUndefined();
  });

  it('keeps what two ended sessions of the same person left, the newer over the older', () => {
    const held = new HeldEdits(new Notifications());
    const leaveFirst = held.track('first', () => 'um');
    held.holdFor('ana');
    leaveFirst();
    held.signedIn('ana');
    held.track('second', () => 'dois');
    held.holdFor('ana');
    held.signedIn('ana');
    expect([held.takeBack('first', isText), held.takeBack('second', isText)]).toEqual(['um', 'dois']);
  });

  it('never gives anyone what another person left, whatever happens in between', () => {
    type Step = { kind: 'type'; who: number; key: number; text: string } | { kind: 'end' } | { kind: 'signIn'; who: number } | { kind: 'take'; key: number };
    const step: fc.Arbitrary<Step> = fc.oneof(
      fc.record({ kind: fc.constant('type' as const), who: fc.nat(2), key: fc.nat(2), text: fc.string({ unit: 'grapheme' }) }),
      fc.constant({ kind: 'end' as const }),
      fc.record({ kind: fc.constant('signIn' as const), who: fc.nat(2) }),
      fc.record({ kind: fc.constant('take' as const), key: fc.nat(2) }),
    );
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40 }), (steps) => {
        const held = new HeldEdits(new Notifications());
        let signedIn: number | undefined = 0;
        // What each page shows now, and who typed it.
        const pages = new Map<number, { who: number; text: string }>();
        for (let key = 0; key <= 2; key++) held.track(`page-${key}`, () => pages.get(key));
        const isTyped = (v: unknown): v is { who: number; text: string } => typeof v === 'object' && v !== null;
        for (const s of steps) {
          if (s.kind === 'type' && signedIn !== undefined) pages.set(s.key, { who: signedIn, text: s.text });
          if (s.kind === 'end' && signedIn !== undefined) {
            held.holdFor(`person-${signedIn}`);
            signedIn = undefined;
            pages.clear();
          }
          if (s.kind === 'signIn' && signedIn === undefined) {
            signedIn = s.who;
            held.signedIn(`person-${s.who}`);
          }
          if (s.kind === 'take' && signedIn !== undefined) {
            const back = held.takeBack(`page-${s.key}`, isTyped);
            if (back !== undefined) expect(back.who).toBe(signedIn);
          }
        }
      }),
    );
  });
});
