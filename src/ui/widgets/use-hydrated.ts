import { useSyncExternalStore } from 'react';

const unchanging = () => () => undefined;

/**
 * False in the prerendered sign-in page (login.html) and while React takes it over, true once
 * the page's handlers are attached: a form sent before that would go out as a plain GET, with
 * the password in its address, and text typed before it would be emptied by React.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  );
