import * as E from 'fp-ts/Either';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { orderEventKinds } from '../events/order-event';
import { orderStatuses } from '../order/order-status';
import { describeOrderEvent } from '../events/order-event';
import {
  chargeReminders,
  defaultMailDelivery,
  deliveryOf,
  digestHour,
  MailDelivery,
  MailNotificationKind,
  mailDeliveries,
  mailDeliveryLabels,
  mailKindOfEvent,
  mailNewsOrder,
  mailNewsSentence,
  mailNotificationKinds,
  mailNotificationLabels,
  nextDigestAt,
  remindedMethods,
} from './mail-notifications';

const instant = fc.date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2040-01-01T00:00:00Z'), noInvalidDate: true });
const hourMs = 3_600_000;

/** Hours and minutes of an instant on Brasília's clock (UTC−3). */
const brasiliaClock = (d: Date) => {
  const local = new Date(d.getTime() - 3 * hourMs);
  return { day: local.toISOString().slice(0, 10), hours: local.getUTCHours(), minutes: local.getUTCMinutes(), ms: local.getTime() % 60_000 };
};

describe('the daily summary', () => {
  it('goes at the next 8:00 Brasília time, within a day, never at or before the moment asked', () => {
    fc.assert(
      fc.property(instant, (at) => {
        const next = nextDigestAt(at);
        expect(next.getTime()).toBeGreaterThan(at.getTime());
        expect(next.getTime() - at.getTime()).toBeLessThanOrEqual(24 * hourMs);
        expect(brasiliaClock(next)).toMatchObject({ hours: 8, minutes: 0, ms: 0 });
      }),
    );
  });

  it('gathers a whole day: every moment between two summaries waits for the same one', () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: 0, max: 24 * 60 - 1 }), (at, minutes) => {
        const next = nextDigestAt(at);
        const previous = new Date(next.getTime() - 24 * hourMs);
        const between = new Date(previous.getTime() + minutes * 60_000);
        expect(nextDigestAt(between)).toEqual(next);
      }),
    );
  });
});

describe('the e-mail kinds of order events', () => {
  const event = fc.record({ kind: fc.constantFrom(...orderEventKinds), to: fc.option(fc.constantFrom(...orderStatuses)), byStaff: fc.boolean() });

  it('mail the staff’s news to the dentist only: a dentist’s own message is no e-mail', () => {
    fc.assert(
      fc.property(event, (e) => {
        const kind = mailKindOfEvent(e);
        if (e.kind === 'MESSAGE_POSTED') expect(kind).toBe(e.byStaff ? 'PROVIDER_MESSAGE' : null);
        if (['ORDER_EDITED', 'STAGES_READY', 'STAGES_REFUSED', 'PAYMENT_RECEIVED', 'MODEL_POSTED', 'DECISION_RECORDED'].includes(e.kind)) expect(kind).toBeNull();
        if (e.kind === 'STATUS_CHANGED') expect(kind).toBe(e.to === 'SHIPPED' ? 'ORDER_SHIPPED' : null);
      }),
    );
    expect(mailKindOfEvent({ kind: 'PLANNING_READY', to: 'WAITING_FOR_APPROVAL', byStaff: true })).toBe('PLANNING_WAITING');
    expect(mailKindOfEvent({ kind: 'FILES_REQUESTED', to: 'WAITING_NEW_MODEL', byStaff: true })).toBe('FILES_REQUESTED');
    expect(mailKindOfEvent({ kind: 'BOLETO_ATTACHED', to: null, byStaff: true })).toBe('CHARGE_DUE');
    // Only a plain move to "Enviado" is a shipment.
    fc.assert(
      fc.property(fc.constantFrom(...orderEventKinds), fc.boolean(), (kind, byStaff) => {
        expect(mailKindOfEvent({ kind: 'STATUS_CHANGED', to: 'SHIPPED', byStaff })).toBe('ORDER_SHIPPED');
        if (kind !== 'STATUS_CHANGED') expect(mailKindOfEvent({ kind, to: 'SHIPPED', byStaff })).not.toBe('ORDER_SHIPPED');
      }),
    );
  });

  it('follow the saved choice of each kind, and the default where none is saved', () => {
    const saved = fc.dictionary(fc.constantFrom(...mailNotificationKinds), fc.constantFrom(...mailDeliveries));
    fc.assert(
      fc.property(saved, fc.constantFrom(...mailNotificationKinds), (choices, kind) => {
        const delivery = deliveryOf(choices, kind);
        expect(MailDelivery.is(delivery)).toBe(true);
        expect(delivery).toBe(kind in choices ? choices[kind] : defaultMailDelivery[kind]);
      }),
    );
    // "Sensible defaults on": every kind arrives unless the dentist says otherwise.
    expect(mailNotificationKinds.filter((k) => defaultMailDelivery[k] === 'NONE')).toEqual([]);
  });
});

describe('a charge’s reminders', () => {
  const dueDate = fc.date({ min: new Date('2024-01-01T00:00:00Z'), max: new Date('2035-12-31T00:00:00Z'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));

  it('come at 8:00 Brasília of the due day and of the day after, never the due one once that morning is past', () => {
    fc.assert(
      fc.property(dueDate, instant, (due, createdAt) => {
        const reminders = chargeReminders(due, createdAt);
        const overdue = reminders.find((r) => r.reminder === 'OVERDUE')!;
        expect(brasiliaClock(overdue.at)).toMatchObject({ hours: 8, minutes: 0 });
        expect(brasiliaClock(new Date(overdue.at.getTime() - 24 * hourMs)).day).toBe(due);
        const dueOne = reminders.find((r) => r.reminder === 'DUE');
        if (dueOne === undefined) {
          expect(overdue.at.getTime() - 24 * hourMs).toBeLessThanOrEqual(createdAt.getTime());
        } else {
          expect(dueOne.at.getTime()).toBeGreaterThan(createdAt.getTime());
          expect(brasiliaClock(dueOne.at)).toMatchObject({ day: due, hours: 8, minutes: 0 });
        }
      }),
    );
  });
});

describe('what a news e-mail says', () => {
  it('names the order by its number and the patient’s first name only', () => {
    fc.assert(
      fc.property(fc.option(fc.integer({ min: 1, max: 99_999_999 }), { nil: null }), fc.string({ minLength: 1, maxLength: 20 }), (caseNumber, patientFirstName) => {
        expect(mailNewsOrder({ caseNumber, patientFirstName })).toBe(`${caseNumber === null ? 'Pedido' : `Pedido nº ${caseNumber}`} · ${patientFirstName}`);
      }),
    );
  });

  it('says a charge’s reminder with its amount and day, an event as the bell says it, and a plain update otherwise', () => {
    const charge = { number: 2, count: 3, amountCents: 84_300, dueDate: '2026-12-24' };
    const news = { caseNumber: 1040, patientFirstName: 'Isabela' };
    expect(mailNewsSentence({ ...news, event: null, charge: { ...charge, reminder: 'DUE' } })).toBe('Parcela 2 de 3 de R$\u00a0843,00 vence hoje');
    expect(mailNewsSentence({ ...news, event: null, charge: { ...charge, reminder: 'OVERDUE' } })).toBe(
      'Parcela 2 de 3 de R$\u00a0843,00 venceu em 24/12/2026 e continua em aberto',
    );
    expect(mailNewsSentence({ ...news, event: null, charge: null })).toBe('Pedido atualizado');
    fc.assert(
      fc.property(fc.record({ kind: fc.constantFrom(...orderEventKinds), to: fc.option(fc.constantFrom(...orderStatuses), { nil: null }), byStaff: fc.boolean() }), (event) => {
        expect(mailNewsSentence({ ...news, event, charge: null })).toBe(describeOrderEvent(event));
      }),
    );
  });

  it('refuses an unknown kind with its codec named, for the request to call it "Tipo de aviso"', () => {
    const refused = MailNotificationKind.decode('FILES');
    expect(E.isLeft(refused) && refused.left.map((e) => e.context.map((c) => c.type.name))).toEqual([['MailNotificationKind']]);
  });

  it('names each kind and each choice in its own words, and reminds of the charges paid by Pix or boleto only', () => {
    for (const labels of [Object.values(mailNotificationLabels), Object.values(mailDeliveryLabels)]) {
      expect(new Set(labels).size).toBe(labels.length);
      for (const label of labels) expect(label).toMatch(/^[A-ZÀ-Ú][a-zà-ú ]+[a-zà-ú]$/);
    }
    expect(Object.keys(mailNotificationLabels)).toEqual([...mailNotificationKinds]);
    expect(Object.keys(mailDeliveryLabels)).toEqual([...mailDeliveries]);
    expect([...remindedMethods].sort()).toEqual(['BOLETO', 'BOLETO_INSTALLMENTS', 'PIX']);
    // A shipment can wait for the morning; what the dentist acts on comes at once.
    expect(defaultMailDelivery).toEqual({
      PLANNING_WAITING: 'IMMEDIATE',
      FILES_REQUESTED: 'IMMEDIATE',
      PROVIDER_MESSAGE: 'IMMEDIATE',
      ORDER_SHIPPED: 'DAILY',
      CHARGE_DUE: 'IMMEDIATE',
    });
  });

  it('sends the summary asked at 8:00 sharp the next day, and reminds a charge made at 8:00 of its due day the day after only', () => {
    expect(digestHour).toBe(8);
    expect(nextDigestAt(new Date('2026-11-28T11:00:00Z')).toISOString()).toBe('2026-11-29T11:00:00.000Z');
    expect(nextDigestAt(new Date('2026-11-28T10:59:59.999Z')).toISOString()).toBe('2026-11-28T11:00:00.000Z');
    expect(chargeReminders('2026-11-28', new Date('2026-11-28T11:00:00Z')).map((r) => r.reminder)).toEqual(['OVERDUE']);
    expect(chargeReminders('2026-11-28', new Date('2026-11-28T10:59:59Z')).map((r) => [r.reminder, r.at.toISOString()])).toEqual([
      ['DUE', '2026-11-28T11:00:00.000Z'],
      ['OVERDUE', '2026-11-29T11:00:00.000Z'],
    ]);
  });
});
