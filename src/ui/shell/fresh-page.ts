import { type RefObject, useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * A move to another screen starts it as a page load would: at its top, with the focus at the
 * start of its content. Without it the focus stayed on a link that was gone, and a keyboard or
 * screen reader user was left nowhere, hearing nothing. The first screen keeps the browser's own.
 */
export const useFreshPage = (main: RefObject<HTMLElement | null>): void => {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    main.current?.scrollTo({ top: 0 });
    main.current?.focus({ preventScroll: true });
  }, [pathname, main]);
};
