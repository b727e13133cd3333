import { useEffect } from 'react';

const brand = 'CA Alinhadores';

export const pageTitle = (screen: string): string => `${screen} · ${brand}`;

/**
 * The tab's title names the screen (WCAG 2.4.2), so someone with several tabs of the portal
 * tells them apart. Never a patient's name: titles go into the browser's history, and sync.
 * Set from an effect rather than React's `<title>`, which would sit after index.html's own.
 */
export const usePageTitle = (screen: string): void => {
  useEffect(() => {
    document.title = pageTitle(screen);
  }, [screen]);
};
