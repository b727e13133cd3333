export const editsBackMessage = 'Recuperamos o que você preencheu antes de a sessão terminar. Revise e salve.';

/**
 * What open pages had not saved when the session ended, kept in this tab's memory only, until
 * the same person signs in again and reopens the page; anyone else signing in drops it.
 * Made by hand in the shell (`ui/container.ts`); areas receive it as it is.
 */
export class HeldEdits {
  private readonly open = new Map<string, () => unknown>();
  private held: { readonly owner: string; readonly edits: Map<string, unknown> } | undefined;

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

  /** What a reopened page had not saved, given back once. */
  takeBack<A>(key: string, is: (value: unknown) => value is A): A | undefined {
    const value = this.held?.edits.get(key);
    this.held?.edits.delete(key);
    return is(value) ? value : undefined;
  }
}
