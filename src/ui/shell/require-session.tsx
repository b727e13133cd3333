import { Navigate } from 'react-router-dom';
import { lazy, Suspense } from 'react';
import { loginPath } from '../../application/navigation/paths';
import { SessionService } from '../../application/session/session.service';
import { useService } from '../di/container-context';
import { LoadingWrapper } from '../widgets/loading-wrapper';

// The frame of signed-in pages (header, bell, prompts) loads only once someone is signed in.
const SignedInShell = lazy(() => import('./signed-in-shell').then((m) => ({ default: m.SignedInShell })));

/** Every page behind the session: without one, straight to login before any call is made. */
export const RequireSession = () => {
  const session = useService(SessionService);
  return session.isSignedIn() ? (
    <Suspense fallback={<LoadingWrapper visible>{null}</LoadingWrapper>}>
      <SignedInShell />
    </Suspense>
  ) : (
    <Navigate to={loginPath} replace />
  );
};
