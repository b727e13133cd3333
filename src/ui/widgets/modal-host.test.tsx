// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { VirtualTimeScheduler } from 'rxjs';
import { ModalQueue } from '../../application/widgets/modal-queue';
import { ConfirmDialogs } from '../../application/widgets/confirm-dialog';
import { ContainerContext } from '../di/container-context';
import { ShellServices } from '../di/services';
import { ModalHost } from './modal-host';
import { confirmDialog } from './confirm-dialog';

const setup = () => {
  const scheduler = new VirtualTimeScheduler();
  const services = new ShellServices();
  const modals = services.provide(ModalQueue, new ModalQueue(scheduler));
  services.provide(ConfirmDialogs, new ConfirmDialogs(modals));
  render(
    <ContainerContext.Provider value={services}>
      <ModalHost shellDialogs={[confirmDialog]} />
    </ContainerContext.Provider>,
  );
  return { dialogs: services.get(ConfirmDialogs), scheduler };
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
});
