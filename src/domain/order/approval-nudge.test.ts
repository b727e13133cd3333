import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { approvalNudgeMessages, approvalNudgeText } from './approval-nudge';
import { statusAgeLabel } from './status-age';

describe('the reminder of a late approval', () => {
  it('says how long the planning has waited, in words, and never a date or a code', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2024-01-01T00:00:00Z'), max: new Date('2030-01-01T00:00:00Z'), noInvalidDate: true }),
        fc.integer({ min: 0, max: 60 * 24 }),
        (since, hours) => {
          const now = new Date(since.getTime() + hours * 3_600_000);
          const text = approvalNudgeText(since, now);
          expect(text).toContain(`aguarda a sua aprovação há ${statusAgeLabel(since, now)}.`);
          expect(text).toContain('Você pode revisá-lo, aprová-lo ou pedir ajustes na página do pedido.');
          expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}|[A-Z]{2,}_[A-Z]/);
        },
      ),
    );
  });

  it('tells the staff and a refused reminder what happened in a whole sentence', () => {
    for (const sentence of Object.values(approvalNudgeMessages)) expect(sentence).toMatch(/^[A-ZÀ-Ú][^\n]{10,}\.$/);
    expect(approvalNudgeMessages.notWaiting).toContain('aguarda a aprovação');
    expect(approvalNudgeMessages.sent).toContain('Lembrete');
  });
});
