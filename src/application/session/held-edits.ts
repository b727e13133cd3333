import type { Notifications } from '../widgets/notifications';

export const editsBackMessage = 'Recuperamos o que você preencheu antes de a sessão terminar. Revise e salve.';

/** One form's share of `HeldEdits`, for a form whose input the screen keeps (formik). */
export interface HeldInput<A> {
  /** While the form is open: what `unsaved` answers is kept if the session ends. Returns the form's leave. */
  keep(unsaved: () => A | undefined): () => void;
  /** What the form had not sent when the session ended, given back once. */
  takeBack(): A | undefined;
}

/**
 * What open pages had not saved when the session ended, kept in this tab's memory only, until
 * the same person signs in again and reopens the page; anyone else signing in drops it.
 * Made by hand in the shell (`ui/container.ts`); areas receive it as it is.
 */
export class HeldEdits {
  private readonly open = new Map<string, () => unknown>();
  private held: { readonly owner: string; readonly edits: Map<string, unknown> } | undefined;

  constructor(private readonly notifications: Notifications) {}

  /** An open page's edits: `unsaved` answers what it has not saved, or undefined. Returns the page's leave. */
  track(key: string, unsaved: () => unknown): () => void {
    this.open.set(key, unsaved);
    return () => {
      if (this.open.get(key) === unsaved) this.open.delete(key);
    };
  }

  /** Whether an open page holds input it has not saved. */
  hasUnsaved(): boolean {
    return [...this.open.values()].some((unsaved) => unsaved() !== undefined);
  }

  /** The session of `owner` ended: keeps what each open page has not saved. */
  holdFor(owner: string): void {
    const edits = this.held?.owner === owner ? this.held.edits : new Map<string, unknown>();
    for (const [key, unsaved] of this.open) {
      const value = unsaved();
      if (value !== undefined) edits.set(key, value);
    }
    this.held = { owner, edits };
  }

  /** Someone signed in: what another person left is dropped. */
  signedIn(owner: string): void {
    if (this.held?.owner !== owner) this.held = undefined;
  }

  /** What a reopened page had not saved, given back once; the person is told. */
  takeBack<A>(key: string, is: (value: unknown) => value is A): A | undefined {
    const value = this.held?.edits.get(key);
    this.held?.edits.delete(key);
    if (!is(value)) return undefined;
    this.notifications.notify('info', editsBackMessage);
    return value;
  }

  /** The share of the form under `key`. */
  input<A>(key: string, is: (value: unknown) => value is A): HeldInput<A> {
    return { keep: (unsaved) => this.track(key, unsaved), takeBack: () => this.takeBack(key, is) };
  }
}

/** A form of a page made without `HeldEdits` (tests) keeps nothing. */
export const nothingHeld: HeldInput<never> = { keep: () => () => undefined, takeBack: () => undefined };
