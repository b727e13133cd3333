import { Outlet } from 'react-router-dom';
import { Logo } from '../widgets/logo';
import { ChatLink } from './chat-link';

/** /auth/ pages: a header with the logo only (spec §2). */
export const AuthLayout = () => (
  <div className="app">
    <header className="header header--logo-only">
      <Logo />
    </header>
    <main className="app__main">
      <div className="content content--auth">
        <Outlet />
      </div>
    </main>
    <div className="app__help">
      <ChatLink />
    </div>
  </div>
);
