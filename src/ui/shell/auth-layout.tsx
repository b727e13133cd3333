import { useRef } from 'react';
import { Outlet } from 'react-router-dom';
import { Logo } from '../widgets/logo';
import { ChatLink } from './chat-link';
import { useFreshPage } from './fresh-page';

/** /auth/ pages: a header with the logo only (spec §2). */
export const AuthLayout = () => {
  const main = useRef<HTMLElement>(null);
  useFreshPage(main);
  return (
    <div className="app">
      <header className="header header--logo-only">
        <Logo />
      </header>
      <main className="app__main" ref={main} tabIndex={-1}>
        <div className="content content--auth">
          <Outlet />
        </div>
      </main>
      <div className="app__help">
        <ChatLink />
      </div>
    </div>
  );
};
