import { Navigate, useLocation } from 'react-router-dom';
import { lazy, Suspense } from 'react';
import { loginReturningTo } from '../../application/navigation/return-path';
import { SessionService } from '../../application/session/session.service';
import { useService } from '../di/container-context';
import { LoadingWrapper } from '../widgets/loading-wrapper';

// The frame of signed-in pages (header, bell, prompts) loads only once someone is signed in.
const SignedInShell = lazy(() => import('./signed-in-shell').then((m) => ({ default: m.SignedInShell })));

/** Every page behind the session: without one, straight to login (and back here after it) before any call is made. */
export const RequireSession = () => {
  const session = useService(SessionService);
  const here = useLocation();
  return session.isSignedIn() ? (
    <Suspense fallback={<LoadingWrapper visible>{null}</LoadingWrapper>}>
      <SignedInShell />
    </Suspense>
  ) : (
    <Navigate to={loginReturningTo(here.pathname + here.search)} replace />
  );
};
