import { useSyncExternalStore } from 'react';
import type { DialogRegistration } from '../widgets/dialog-registry';

// Kept apart from `area.ts` so that the modal host, in the entry, loads no container.
let dialogs: readonly DialogRegistration[] = [];
const listeners = new Set<() => void>();

/** An area's dialogs, shown by the modal host from now on. */
export const addAreaDialogs = (added: readonly DialogRegistration[]): void => {
  if (added.length === 0) return;
  dialogs = [...dialogs, ...added];
  // Areas load while a page renders: the modal host hears of it after that render.
  queueMicrotask(() => {
    for (const listener of listeners) listener();
  });
};

/** The dialogs of every area loaded so far, for the modal host. */
export const useLoadedDialogs = (): readonly DialogRegistration[] =>
  useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => dialogs,
    // The prerendered sign-in page (prerender.tsx) and its hydration: no area is loaded yet.
    () => dialogs,
  );
