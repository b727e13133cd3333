import { Link } from 'react-router-dom';
import type { UserProfile } from '../../contract/profile.contract';
import { pathFor } from '../../application/navigation/paths';
import { headerUserOf } from '../../application/session/profile.store';
import { SessionService } from '../../application/session/session.service';
import { useService, useServices } from '../di/container-context';
import { GenderIcon } from '../widgets/icons';
import { Logo } from '../widgets/logo';
import { NotificationBell } from './notification-bell';
import { openAddressGrid, openBonusRules } from './dentist-extras';

/** Logo to the orders list (spec §2, for the staff too: their home is "Painel", first of their links), the user's name with Dr./Dra., and Sair. */
export const Header = ({ profile }: { profile: UserProfile }) => {
  const session = useService(SessionService);
  const shell = useServices();
  const user = headerUserOf(profile);
  const dentist = profile.role === 'DENTIST';
  return (
    <header className="header">
      {/* Named by the logo it shows ("CA Alinhadores"), as voice control users will say it. */}
      <Link to={pathFor(profile.role, '/orders')} className="header__logo">
        <Logo />
      </Link>
      {dentist && (
        <nav className="header__links" aria-label="Atalhos">
          <button type="button" className="link-button" onClick={() => openAddressGrid(shell)}>
            Endereços
          </button>
          <button type="button" className="link-button" onClick={() => openBonusRules(shell)}>
            Saldo bonificado
          </button>
          <Link className="link-button" to="/financeiro">
            Financeiro
          </Link>
          <Link className="link-button" to="/clinical-preferences">
            Preferências clínicas
          </Link>
          <Link className="link-button" to="/my-data">
            Meus dados
          </Link>
        </nav>
      )}
      {!dentist && (
        <nav className="header__links" aria-label="Atalhos">
          <Link className="link-button" to="/attendant/painel">
            Painel
          </Link>
          <Link className="link-button" to="/attendant/orders">
            Pedidos
          </Link>
          <Link className="link-button" to="/attendant/financeiro">
            Financeiro
          </Link>
        </nav>
      )}
      <div className="header__user">
        <NotificationBell role={profile.role} />
        {user.gender && <GenderIcon gender={user.gender} />}
        <span className="header__name" data-testid="header-name" title={user.displayName}>
          {user.displayName}
        </span>
        <button type="button" className="link-button header__signout" onClick={() => void session.signOut()}>
          Sair
        </button>
      </div>
    </header>
  );
};
