import { dialogKind, ModalQueue } from './modal-queue';
import { lengthProblem, textLimits } from '../../domain/shared/text-limits';

export const confirmDialogKind = dialogKind<ConfirmDialogProps>('confirm');

export interface ConfirmDialogProps {
  readonly title: string;
  readonly message: string;
  /** Lines that say exactly what is confirmed (an approval's planning, total, payment). */
  readonly details?: readonly string[];
  /** When set, the dialog asks for a reason under this label, and confirms only with one. */
  readonly reasonLabel?: string;
  readonly confirm: (reason: string) => void;
  readonly cancel: () => void;
}

/** A reason is sent when it has words and fits the wire's limit (the field says which). */
export const reasonAccepted = (reason: string): boolean => reason.trim() !== '' && lengthProblem(reason, textLimits.reason) === undefined;

/** Asks a yes/no question in a dialog (Cancelar, Confirmar); closing it any other way is a no. Made by hand in the shell (`ui/container.ts`); areas receive it as it is. */
export class ConfirmDialogs {
  constructor(private readonly modals: ModalQueue) {}

  async ask(title: string, message: string, details?: readonly string[]): Promise<boolean> {
    return (await this.open(title, message, undefined, details)) !== undefined;
  }

  /** Asks for a reason as well (reject, cancel): the trimmed reason, or undefined for a no. */
  askReason(title: string, message: string, reasonLabel: string): Promise<string | undefined> {
    return this.open(title, message, reasonLabel, undefined);
  }

  // Questions open, fading out or waiting in the queue: a double click (or a select's two change events, the second one late) asks once.
  private readonly pending = new Set<string>();

  private open(title: string, message: string, reasonLabel: string | undefined, details: readonly string[] | undefined): Promise<string | undefined> {
    const key = JSON.stringify([title, message, reasonLabel, details]);
    if (this.pending.has(key)) return Promise.resolve(undefined);
    this.pending.add(key);
    return new Promise((resolve) => {
      let answer: string | undefined;
      const id = this.modals.open(
        confirmDialogKind,
        {
          title,
          message,
          ...(reasonLabel ? { reasonLabel } : {}),
          ...(details ? { details } : {}),
          confirm: (reason) => {
            answer = reason.trim();
            this.modals.close(id);
          },
          cancel: () => this.modals.close(id),
        } satisfies ConfirmDialogProps,
        // A question goes before anything else waiting in the queue.
        {
          priority: true,
          onClosed: () => {
            this.pending.delete(key);
            resolve(answer);
          },
        },
      );
    });
  }
}
