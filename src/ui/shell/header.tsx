import { Link } from 'react-router-dom';
import type { UserProfile } from '../../contract/profile.contract';
import { landingPath } from '../../application/navigation/paths';
import { headerUserOf } from '../../application/session/profile.store';
import { SessionService } from '../../application/session/session.service';
import { useService } from '../di/container-context';
import { GenderIcon, Logo } from '../widgets/icons';

/** Logo to the orders list, the user's name with Dr./Dra., and Sair (spec §2). */
export const Header = ({ profile }: { profile: UserProfile }) => {
  const session = useService(SessionService);
  const user = headerUserOf(profile);
  return (
    <header className="header">
      <Link to={landingPath(profile.role)} className="header__logo" aria-label="Ir para a lista de pedidos">
        <Logo />
      </Link>
      <div className="header__user">
        {user.gender && <GenderIcon gender={user.gender} />}
        <span className="header__name" data-testid="header-name">
          {user.displayName}
        </span>
        <button type="button" className="link-button header__signout" onClick={() => void session.signOut()}>
          Sair
        </button>
      </div>
    </header>
  );
};
