import { type ReactNode, useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { ChatLink } from './chat-link';

/**
 * Every page's frame: its header, the screen in the area that scrolls, and the strip that holds
 * "Dúvidas?". A move to another screen starts it as a page load would: at its top, with the
 * focus at the start of its content. Without it the focus stayed on a link that was gone, and a
 * keyboard or screen reader user was left nowhere, hearing nothing. The first screen keeps the
 * browser's own focus; a change of the query (a search typed) keeps it too.
 */
export const AppFrame = ({ header, content, children }: { readonly header: ReactNode; readonly content: string; readonly children: ReactNode }) => {
  const main = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    main.current?.scrollTo({ top: 0 });
    main.current?.focus({ preventScroll: true });
  }, [pathname]);
  return (
    <div className="app">
      {header}
      <main className="app__main" ref={main} tabIndex={-1}>
        <div className={content}>{children}</div>
      </main>
      <div className="app__help">
        <ChatLink />
      </div>
    </div>
  );
};
