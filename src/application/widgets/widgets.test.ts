import { describe, expect, it } from 'vitest';
import { firstValueFrom, VirtualTimeScheduler } from 'rxjs';
import { LoadingOverlay } from './loading-overlay';
import { ModalQueue, type ModalHostState, dialogKind } from './modal-queue';
import { ConfirmDialogs, type ConfirmDialogProps } from './confirm-dialog';

describe('loading overlay with virtual time', () => {
  it('cycles 1 → 2 → 3 → 1 dots every 500 ms and hides when the work settles', async () => {
    const scheduler = new VirtualTimeScheduler();
    const overlay = new LoadingOverlay(scheduler);
    const seen: string[] = [];
    overlay.state$.subscribe((s) => seen.push(s.visible ? `${s.dots}` : 'hidden'));
    let finish!: () => void;
    const work = overlay.track(new Promise<void>((resolve) => (finish = resolve)));
    scheduler.maxFrames = 1600;
    scheduler.flush();
    finish();
    await work;
    expect(seen).toEqual(['hidden', '1', '2', '3', '1', 'hidden']);
  });

  it('stays visible until every tracked piece of work has settled, failures included', async () => {
    const scheduler = new VirtualTimeScheduler();
    const overlay = new LoadingOverlay(scheduler);
    const visible: boolean[] = [];
    overlay.state$.subscribe((s) => visible.push(s.visible));
    let failA!: (e: Error) => void;
    let finishB!: () => void;
    const a = overlay.track(new Promise<void>((_, reject) => (failA = reject))).catch(() => 'failed');
    const b = overlay.track(new Promise<void>((resolve) => (finishB = resolve)));
    failA(new Error('x'));
    expect(await a).toBe('failed');
    expect(visible.at(-1)).toBe(true);
    finishB();
    await b;
    expect(visible.at(-1)).toBe(false);
  });
});

describe('modal queue', () => {
  const current = async (queue: ModalQueue): Promise<ModalHostState> => firstValueFrom(queue.state$);

  it('shows one dialog at a time, in order, each leaving 350 ms after it is closed', async () => {
    const scheduler = new VirtualTimeScheduler();
    const queue = new ModalQueue(scheduler);
    const a = queue.open(dialogKind<object>('a'), {});
    queue.open(dialogKind<object>('b'), {});
    expect((await current(queue)).current?.kind).toBe('a');
    expect((await current(queue)).waiting).toBe(1);
    queue.close(a);
    expect((await current(queue)).current).toMatchObject({ kind: 'a', closing: true });
    scheduler.maxFrames = 349;
    scheduler.flush();
    expect((await current(queue)).current?.kind).toBe('a');
    scheduler.maxFrames = 350;
    scheduler.flush();
    expect((await current(queue)).current?.kind).toBe('b');
  });

  it('puts a priority dialog second, right after the one on screen', async () => {
    const order: string[] = [];
    const scheduler = new VirtualTimeScheduler();
    const q2 = new ModalQueue(scheduler);
    for (const [kind, priority] of [
      ['first', false],
      ['second', false],
      ['urgent', true],
    ] as const)
      q2.open(dialogKind<object>(kind), {}, { priority });
    for (let i = 0; i < 3; i++) {
      const s = await current(q2);
      order.push(s.current!.kind);
      q2.close(s.current!.id);
      scheduler.flush();
    }
    expect(order).toEqual(['first', 'urgent', 'second']);
  });

  it('closes on an overlay click unless the dialog says otherwise', async () => {
    const scheduler = new VirtualTimeScheduler();
    const queue = new ModalQueue(scheduler);
    queue.open(dialogKind<object>('locked'), {}, { dismissible: false });
    queue.dismiss();
    scheduler.flush();
    expect((await current(queue)).current?.kind).toBe('locked');
    const free = new ModalQueue(scheduler);
    free.open(dialogKind<object>('free'), {});
    free.dismiss();
    scheduler.flush();
    expect((await current(free)).current).toBeUndefined();
  });
});

describe('confirm dialog', () => {
  it('answers true on Confirmar and false on Cancelar or an overlay click, after the dialog has gone', async () => {
    const scheduler = new VirtualTimeScheduler();
    const queue = new ModalQueue(scheduler);
    const dialogs = new ConfirmDialogs(queue);
    const props = async () => (await firstValueFrom(queue.state$)).current!.props as ConfirmDialogProps;

    const yes = dialogs.ask('Sair', 'Deseja sair?');
    expect((await props()).title).toBe('Sair');
    (await props()).confirm('');
    scheduler.flush();
    expect(await yes).toBe(true);

    const no = dialogs.ask('Sair', 'Deseja sair?');
    (await props()).cancel();
    scheduler.flush();
    expect(await no).toBe(false);

    const dismissed = dialogs.ask('Sair', 'Deseja sair?');
    queue.dismiss();
    scheduler.flush();
    expect(await dismissed).toBe(false);

    const reason = dialogs.askReason('Reprovar', 'Conte o que ajustar.', 'Motivo');
    expect((await props()).reasonLabel).toBe('Motivo');
    (await props()).confirm('  Ajustar a linha média  ');
    scheduler.flush();
    expect(await reason).toBe('Ajustar a linha média');
  });

  it('asks a question once while it is open: a second identical ask is a no, a different one waits its turn', async () => {
    const scheduler = new VirtualTimeScheduler();
    const queue = new ModalQueue(scheduler);
    const dialogs = new ConfirmDialogs(queue);
    const state = async () => firstValueFrom(queue.state$);

    const first = dialogs.ask('Trocar paciente', 'Confirma a troca?');
    expect(await dialogs.ask('Trocar paciente', 'Confirma a troca?')).toBe(false);
    const other = dialogs.ask('Trocar endereço', 'Confirma?');
    ((await state()).current!.props as ConfirmDialogProps).confirm('');
    scheduler.flush();
    expect(await first).toBe(true);
    expect(((await state()).current!.props as ConfirmDialogProps).title).toBe('Trocar endereço');
    ((await state()).current!.props as ConfirmDialogProps).cancel();
    scheduler.flush();
    expect(await other).toBe(false);
    // Once answered, the same question can be asked again.
    const again = dialogs.ask('Trocar paciente', 'Confirma a troca?');
    expect(((await state()).current!.props as ConfirmDialogProps).title).toBe('Trocar paciente');
    ((await state()).current!.props as ConfirmDialogProps).confirm('');
    scheduler.flush();
    expect(await again).toBe(true);
  });

  it('takes a late copy of an answered question, while its dialog fades out, as a no', async () => {
    const scheduler = new VirtualTimeScheduler();
    const queue = new ModalQueue(scheduler);
    const dialogs = new ConfirmDialogs(queue);
    const first = dialogs.ask('Trocar paciente', 'Confirma a troca?');
    ((await firstValueFrom(queue.state$)).current!.props as ConfirmDialogProps).confirm('');
    // A select's second change event arrives after the click on Confirmar: no second dialog.
    expect(await dialogs.ask('Trocar paciente', 'Confirma a troca?')).toBe(false);
    scheduler.flush();
    expect(await first).toBe(true);
    expect((await firstValueFrom(queue.state$)).current).toBeUndefined();
  });
});
