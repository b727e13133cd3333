import { Outlet } from 'react-router-dom';
import { Logo } from '../widgets/logo';
import { AppFrame } from './app-frame';

/** /auth/ pages: a header with the logo only (spec §2). */
export const AuthLayout = () => (
  <AppFrame
    header={
      <header className="header header--logo-only">
        <Logo />
      </header>
    }
    content="content content--auth"
  >
    <Outlet />
  </AppFrame>
);
