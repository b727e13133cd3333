import { inject, injectable } from 'inversify';
import { ModalQueue } from './modal-queue';

export const confirmDialogKind = 'confirm';

export interface ConfirmDialogProps {
  readonly title: string;
  readonly message: string;
  readonly confirm: () => void;
  readonly cancel: () => void;
}

/** Asks a yes/no question in a dialog (Cancelar, Confirmar); closing it any other way is a no. */
@injectable()
export class ConfirmDialogs {
  constructor(@inject(ModalQueue) private readonly modals: ModalQueue) {}

  ask(title: string, message: string): Promise<boolean> {
    return new Promise((resolve) => {
      let answer = false;
      const id = this.modals.open(
        confirmDialogKind,
        {
          title,
          message,
          confirm: () => {
            answer = true;
            this.modals.close(id);
          },
          cancel: () => this.modals.close(id),
        } satisfies ConfirmDialogProps,
        // A question goes before anything else waiting in the queue.
        { priority: true, onClosed: () => resolve(answer) },
      );
    });
  }
}
