import { describe, expect, it } from 'vitest';
import { BehaviorSubject, Observable, type Subscriber, VirtualTimeScheduler } from 'rxjs';
import * as E from 'fp-ts/Either';
import type { OrderEventMessage } from '../../contract/events.contract';
import type { LiveEventSource, LiveSignal, NotificationsGateway } from '../ports/live-events';
import { Notifications, type Notification } from '../widgets/notifications';
import { LiveUpdates, quietDropMs, reopenDelayMs } from './live-updates';
import { OrderFollower } from './order-follower';
import { NotificationBellViewModel, type NotificationCentreState } from '../notifications/notification-bell.view-model';

const orderA = '00000000-0000-4000-8000-00000000000a';
const orderB = '00000000-0000-4000-8000-00000000000b';

const event = (id: number, orderId: string, over: Partial<OrderEventMessage> = {}): OrderEventMessage =>
  ({
    id,
    orderId,
    kind: 'PLANNING_READY',
    from: 'VIRTUAL_PLANNING',
    to: 'WAITING_FOR_APPROVAL',
    byStaff: true,
    mine: false,
    at: '2026-11-24T12:00:00.000Z',
    ...over,
  }) as OrderEventMessage;

/** A stand-in for the EventSource: the test says what the server does; it counts the connections. */
class FakeSource implements LiveEventSource {
  connections = 0;
  open = 0;
  private current: Subscriber<LiveSignal> | undefined;
  connect(): Observable<LiveSignal> {
    return new Observable<LiveSignal>((subscriber) => {
      this.connections++;
      this.open++;
      this.current = subscriber;
      return () => {
        this.open--;
      };
    });
  }
  emit(signal: LiveSignal): void {
    this.current?.next(signal);
  }
  closeForGood(): void {
    this.current?.error(new Error('closed'));
  }
}

/** Whether the tab is in front: the test sends it behind and brings it back. */
const setup = (inFront = true) => {
  const source = new FakeSource();
  const scheduler = new VirtualTimeScheduler();
  const visible = new BehaviorSubject(inFront);
  // `answered` is the last answer given: awaiting it lets the view model's own reaction run first.
  const expired = E.left({ _tag: 'Unauthorized', message: 'Sua sessão expirou. Entre novamente.' } as const);
  const signedIn = { asked: 0, answered: Promise.resolve(expired), load: () => (signedIn.asked++, (signedIn.answered = Promise.resolve(expired))) };
  const live = new LiveUpdates(source, { visible$: visible }, signedIn, scheduler);
  return { source, scheduler, live, visible, signedIn };
};

/** What a screen sees of the stream: the status shown, and how often it was asked to refetch. */
const watch = (live: LiveUpdates) => {
  const seen = { statuses: [] as string[], resyncs: 0 };
  live.status$.subscribe((s) => seen.statuses.push(s));
  live.resync$.subscribe(() => seen.resyncs++);
  return seen;
};

const advance = (scheduler: VirtualTimeScheduler, ms: number) => {
  scheduler.maxFrames = scheduler.now() + ms;
  scheduler.flush();
};

describe('live updates', () => {
  it('opens one stream for every subscriber of the tab, and closes it with the last', () => {
    const { source, live } = setup();
    const first = live.events$.subscribe();
    const second = live.changesOf(orderA).subscribe();
    const third = live.status$.subscribe();
    expect(source.connections).toBe(1);
    first.unsubscribe();
    second.unsubscribe();
    expect(source.open).toBe(1);
    third.unsubscribe();
    expect(source.open).toBe(0);
  });

  it('says nothing of a short drop, "reconnecting" once it lasts, and asks screens to refetch when back', () => {
    const { source, scheduler, live } = setup();
    const seen = watch(live);
    source.emit({ kind: 'open' });
    expect(seen.resyncs).toBe(0);
    source.emit({ kind: 'down' });
    advance(scheduler, quietDropMs - 1);
    source.emit({ kind: 'open' });
    expect(seen.statuses).toEqual(['live']);
    expect(seen.resyncs).toBe(1);
    source.emit({ kind: 'down' });
    advance(scheduler, quietDropMs);
    expect(seen.statuses).toEqual(['live', 'reconnecting']);
    source.emit({ kind: 'open' });
    expect(seen.statuses).toEqual(['live', 'reconnecting', 'live']);
    expect(seen.resyncs).toBe(2);
  });

  it('asks who is signed in when the server closes the stream for good (a 401 then signs the person out), and opens it again after a pause', async () => {
    const { source, scheduler, live, signedIn } = setup();
    live.events$.subscribe();
    source.closeForGood();
    expect(source.connections).toBe(1);
    await signedIn.answered;
    expect([signedIn.asked, source.connections]).toEqual([1, 1]);
    advance(scheduler, reopenDelayMs);
    expect(source.connections).toBe(2);
  });

  it('holds no stream while the tab is behind another, and opens it when the tab comes in front', () => {
    const { source, live, visible } = setup(false);
    live.events$.subscribe();
    expect(source.connections).toBe(0);
    visible.next(true);
    expect([source.connections, source.open]).toEqual([1, 1]);
    visible.next(false);
    expect(source.open).toBe(0);
    visible.next(false);
    visible.next(true);
    expect([source.connections, source.open]).toEqual([2, 1]);
  });

  it('says nothing while the tab is behind, even after a drop, and has screens refetch when it is back in front', () => {
    const { source, scheduler, live, visible } = setup();
    const seen = watch(live);
    source.emit({ kind: 'open' });
    source.emit({ kind: 'down' });
    visible.next(false);
    advance(scheduler, quietDropMs * 10);
    expect(seen.statuses).toEqual(['live']);
    expect(seen.resyncs).toBe(0);
    visible.next(true);
    source.emit({ kind: 'open' });
    expect(seen.resyncs).toBe(1);
    // Sent behind with the stream up: events may be missed all the same.
    visible.next(false);
    visible.next(true);
    source.emit({ kind: 'open' });
    expect(seen.resyncs).toBe(2);
    expect(seen.statuses).toEqual(['live']);
  });

  it('refetches when a tab opened behind another is first seen', () => {
    const { source, live, visible } = setup(false);
    const seen: (number | undefined)[] = [];
    live.changesOf(orderA).subscribe((e) => seen.push(e?.id));
    visible.next(true);
    source.emit({ kind: 'open' });
    expect(seen).toEqual([undefined]);
  });

  it('waits for the tab to come in front, not for the pause, to open a stream the server closed', async () => {
    const { source, scheduler, live, visible, signedIn } = setup();
    live.events$.subscribe();
    source.closeForGood();
    await signedIn.answered;
    visible.next(false);
    advance(scheduler, reopenDelayMs * 2);
    expect(source.connections).toBe(1);
    visible.next(true);
    expect([source.connections, source.open]).toEqual([2, 1]);
  });

  it('gives a page the events of its own order only, and every resync', () => {
    const { source, live } = setup();
    const seen: (number | undefined)[] = [];
    live.changesOf(orderA).subscribe((e) => seen.push(e?.id));
    source.emit({ kind: 'open' });
    source.emit({ kind: 'event', event: event(1, orderA) });
    source.emit({ kind: 'event', event: event(2, orderB) });
    source.emit({ kind: 'down' });
    source.emit({ kind: 'open' });
    expect(seen).toEqual([1, undefined]);
  });
});

describe('an open order page following its order', () => {
  const follow = () => {
    const { source, live } = setup();
    const notifications = new Notifications();
    const toasts: Notification[] = [];
    notifications.notifications$.subscribe((n) => toasts.push(n));
    let reloads = 0;
    const follower = new OrderFollower(live.changesOf(orderA), notifications, async () => {
      reloads++;
    });
    const changed: (string | undefined)[] = [];
    follower.changedWhileEditing$.subscribe((c) => changed.push(c));
    follower.start();
    source.emit({ kind: 'open' });
    return { source, follower, toasts, changed, reloads: () => reloads };
  };

  it('reloads on someone else’s change and says what changed, in Portuguese', () => {
    const t = follow();
    t.source.emit({ kind: 'event', event: event(1, orderA) });
    expect(t.reloads()).toBe(1);
    expect(t.toasts.map((n) => n.message)).toEqual(['Novidade neste pedido: Planejamento pronto para sua aprovação.']);
  });

  it('reloads quietly on the person’s own change made in another tab', () => {
    const t = follow();
    t.source.emit({ kind: 'event', event: event(1, orderA, { mine: true }) });
    expect(t.reloads()).toBe(1);
    expect(t.toasts).toEqual([]);
  });

  it('never overwrites a form being edited: it says the order changed and reloads only when asked', async () => {
    const t = follow();
    t.follower.setEditing(true);
    t.source.emit({ kind: 'event', event: event(1, orderA) });
    t.source.emit({ kind: 'down' });
    t.source.emit({ kind: 'open' });
    expect(t.reloads()).toBe(0);
    expect(t.changed.at(-1)).toBe('Este pedido foi alterado enquanto você editava.');
    await t.follower.reloadNow();
    expect(t.reloads()).toBe(1);
    expect(t.changed.at(-1)).toBeUndefined();
  });

  it('takes no news of the page’s own save for someone else’s change, even with the form still being edited', async () => {
    const t = follow();
    t.follower.setEditing(true);
    let answer: (saved: boolean) => void = () => undefined;
    const saving = t.follower.ownSave(() => new Promise<boolean>((resolve) => (answer = resolve)));
    // The save's own event arrives before its answer.
    t.source.emit({ kind: 'event', event: event(1, orderA, { mine: true }) });
    answer(true);
    expect(await saving).toBe(true);
    expect(t.changed.filter(Boolean)).toEqual([]);
    expect(t.toasts).toEqual([]);
  });

  it('reloads on the outcome of work its own save started, even when it comes before the save ends', async () => {
    const t = follow();
    let answer: (saved: boolean) => void = () => undefined;
    const saving = t.follower.ownSave(() => new Promise<boolean>((resolve) => (answer = resolve)));
    // The save's own event is its own; the stage build it asked for, refused at once, is news.
    t.source.emit({ kind: 'event', event: event(1, orderA, { mine: true, kind: 'ORDER_EDITED' }) });
    expect(t.reloads()).toBe(0);
    t.source.emit({ kind: 'event', event: event(2, orderA, { mine: true, kind: 'STAGES_REFUSED', from: null, to: null }) });
    expect(t.reloads()).toBe(1);
    answer(true);
    expect(await saving).toBe(true);
    expect(t.toasts).toEqual([]);
  });

  it('says a change made by the same person in another tab came from there, and someone else’s as before', () => {
    const t = follow();
    t.follower.setEditing(true);
    t.source.emit({ kind: 'event', event: event(1, orderA, { mine: true }) });
    expect(t.changed.at(-1)).toBe('Você alterou este pedido em outra aba enquanto editava aqui.');
    t.source.emit({ kind: 'event', event: event(2, orderA) });
    expect(t.changed.at(-1)).toBe('Este pedido foi alterado enquanto você editava.');
    expect(t.reloads()).toBe(0);
  });
});

describe('an order page whose form is being edited when its tab comes back in front', () => {
  it('says the order changed only when it did since it was shown', async () => {
    const { source, live, visible } = setup();
    let savedElsewhere = false;
    let reloads = 0;
    // The page's last look at the order: awaiting it lets the follower's own reaction run first.
    let looked = Promise.resolve(false);
    const follower = new OrderFollower(
      live.changesOf(orderA),
      new Notifications(),
      async () => void reloads++,
      () => (looked = Promise.resolve(savedElsewhere)),
    );
    const changed: boolean[] = [];
    follower.changedWhileEditing$.subscribe((c) => changed.push(c !== undefined));
    follower.start();
    source.emit({ kind: 'open' });
    follower.setEditing(true);
    visible.next(false);
    visible.next(true);
    source.emit({ kind: 'open' });
    await looked;
    expect(changed).toEqual([false]);
    savedElsewhere = true;
    visible.next(false);
    visible.next(true);
    source.emit({ kind: 'open' });
    await looked;
    expect(changed).toEqual([false, true]);
    expect(reloads).toBe(0);
  });
});

describe('the notification centre', () => {
  class FakeNotifications implements NotificationsGateway {
    lists = 0;
    read: number[] = [];
    allRead = 0;
    unread = 2;
    async list() {
      this.lists++;
      const items = [
        {
          id: 2,
          orderId: orderA,
          patientId: orderB,
          patientName: 'Maria Souza',
          caseNumber: 1204,
          kind: 'PLANNING_READY',
          to: 'WAITING_FOR_APPROVAL',
          byStaff: true,
          at: '2026-11-24T15:30:00.000Z',
          read: false,
        },
        {
          id: 1,
          orderId: orderB,
          patientId: orderB,
          patientName: 'João Lima',
          caseNumber: null,
          kind: 'MESSAGE_POSTED',
          to: null,
          byStaff: true,
          at: '2026-11-24T12:00:00.000Z',
          read: false,
        },
      ] as const;
      return E.right({ unread: this.unread, items: items.map((i) => ({ ...i, read: this.allRead > 0 || this.read.includes(i.id) })) }) as never;
    }
    async markRead(id: number) {
      this.read.push(id);
      this.unread--;
      return E.right(undefined);
    }
    async markAllRead() {
      this.allRead++;
      this.unread = 0;
      return E.right(undefined);
    }
  }

  const centre = () => {
    const { source, scheduler, live } = setup();
    const gateway = new FakeNotifications();
    const visits: string[] = [];
    const c = new NotificationBellViewModel(gateway, live, { goTo: (p) => visits.push(p), currentPath: () => visits.at(-1) ?? '/orders' }, scheduler);
    let latest: NotificationCentreState | undefined;
    c.state$.subscribe((s) => (latest = s));
    return { source, scheduler, gateway, visits, c, state: () => latest! };
  };

  it('lists recent events in Portuguese with the patient, the case and the time in Brasília, never a code', async () => {
    const t = centre();
    t.c.start('DENTIST');
    await t.c.refresh();
    expect(t.state().unread).toBe(2);
    expect(t.state().lines.map((l) => [l.text, l.subject, l.when])).toEqual([
      ['Planejamento pronto para sua aprovação', 'Maria Souza · Caso 1204', '24/11/2026 12:30'],
      ['Nova mensagem da equipe', 'João Lima · Rascunho', '24/11/2026 09:00'],
    ]);
  });

  it('refetches once after a burst of other people’s events, and not for one’s own', async () => {
    const t = centre();
    t.c.start('DENTIST');
    const initial = t.gateway.lists;
    t.source.emit({ kind: 'open' });
    t.source.emit({ kind: 'event', event: event(5, orderA, { mine: true }) });
    advance(t.scheduler, 1000);
    expect(t.gateway.lists).toBe(initial);
    for (const id of [6, 7, 8]) t.source.emit({ kind: 'event', event: event(id, orderA) });
    advance(t.scheduler, 1000);
    expect(t.gateway.lists).toBe(initial + 1);
  });

  it('opens a notification’s order on the person’s side of the portal and marks it read; marks all read', async () => {
    const t = centre();
    t.c.start('EMPLOYEE');
    await t.c.refresh();
    await t.c.openLine(t.state().lines[0]!);
    expect(t.visits).toEqual([`/attendant/orders/${orderA}`]);
    expect(t.gateway.read).toEqual([2]);
    expect(t.state().unread).toBe(1);
    await t.c.markAllRead();
    expect(t.state().unread).toBe(0);
    expect(t.state().lines.every((l) => l.read)).toBe(true);
  });
});
