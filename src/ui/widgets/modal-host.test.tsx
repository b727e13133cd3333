// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { VirtualTimeScheduler } from 'rxjs';
import { ModalQueue } from '../../application/widgets/modal-queue';
import { Notifications } from '../../application/widgets/notifications';
import { ConfirmDialogs, confirmDialogKind } from '../../application/widgets/confirm-dialog';
import { ContainerContext } from '../di/container-context';
import { ShellServices } from '../di/services';
import { ModalHost } from './modal-host';
import { confirmDialog } from './confirm-dialog';

const setup = () => {
  const scheduler = new VirtualTimeScheduler();
  const services = new ShellServices();
  const modals = services.provide(ModalQueue, new ModalQueue(scheduler));
  services.provide(ConfirmDialogs, new ConfirmDialogs(modals));
  services.provide(Notifications, new Notifications());
  render(
    <ContainerContext.Provider value={services}>
      <ModalHost shellDialogs={[confirmDialog]}>
        <main>
          <button type="button">Cancelar pedido</button>
        </main>
      </ModalHost>
    </ContainerContext.Provider>,
  );
  return { dialogs: services.get(ConfirmDialogs), modals, scheduler };
};

afterEach(cleanup);

describe('modal host with the confirm dialog', () => {
  it('shows the question, answers Confirmar with true and leaves after the close delay', async () => {
    const { dialogs, scheduler } = setup();
    let answer: Promise<boolean> | undefined;
    act(() => {
      answer = dialogs.ask('Cancelar pedido', 'Deseja mesmo cancelar este pedido?');
    });
    expect(screen.getByRole('dialog').textContent).toContain('Deseja mesmo cancelar este pedido?');
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(document.querySelector('.modal-overlay--closing')).not.toBeNull();
    act(() => scheduler.flush());
    expect(await answer).toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('answers false on Cancelar and on a click on the overlay, but not on a click inside', async () => {
    const { dialogs, scheduler } = setup();
    let first: Promise<boolean> | undefined;
    act(() => {
      first = dialogs.ask('Sair', 'Deseja sair?');
    });
    fireEvent.click(screen.getByRole('dialog'));
    expect(document.querySelector('.modal-overlay--closing')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    act(() => scheduler.flush());
    expect(await first).toBe(false);

    let second: Promise<boolean> | undefined;
    act(() => {
      second = dialogs.ask('Sair', 'Deseja sair?');
    });
    fireEvent.click(document.querySelector('.modal-overlay')!);
    act(() => scheduler.flush());
    expect(await second).toBe(false);
  });

  it('takes the focus into the dialog, keeps the page behind it inert, and gives the focus back once it has closed', async () => {
    const { dialogs, scheduler } = setup();
    const opener = screen.getByRole('button', { name: 'Cancelar pedido' });
    opener.focus();
    let answer: Promise<boolean> | undefined;
    act(() => {
      answer = dialogs.ask('Cancelar pedido', 'Deseja mesmo cancelar este pedido?');
    });
    // Named by its title, as a screen reader announces it.
    const dialog = screen.getByRole('dialog', { name: 'Cancelar pedido' });
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(opener.closest('[inert]')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    act(() => scheduler.flush());
    expect(await answer).toBe(false);
    expect(opener.closest('[inert]')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('leaves the focus where a field of the dialog asked for it', () => {
    const { dialogs } = setup();
    act(() => {
      void dialogs.askReason('Cancelar pedido', 'Deseja mesmo cancelar este pedido?', 'Motivo');
    });
    expect(document.activeElement).toBe(screen.getByRole('textbox'));
  });

  it('closes on Escape when a click on the overlay would, and not a dialog that must be answered', async () => {
    const { dialogs, modals, scheduler } = setup();
    let answer: Promise<boolean> | undefined;
    act(() => {
      answer = dialogs.ask('Sair', 'Deseja sair?');
    });
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    act(() => scheduler.flush());
    expect(await answer).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();

    act(() => {
      modals.open(confirmDialogKind, { title: 'Responda', message: 'Sem saída', cancel: () => undefined, confirm: () => undefined }, { dismissible: false });
    });
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    act(() => scheduler.flush());
    expect(screen.getByRole('dialog').textContent).toContain('Sem saída');
  });
});
