import '../di/metadata';
import { useObservableState } from 'observable-hooks';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useEffect } from 'react';
import { layoutFor, redirectForUser } from '../../application/navigation/paths';
import { isAskedOnArrival } from '../../application/onboarding/arrival-prompts';
import { ProfileStore } from '../../application/session/profile.store';
import { HeldEdits } from '../../application/session/held-edits';
import { useService, useServices } from '../di/container-context';
import { useAreas } from '../di/area';
import { signedInArea } from '../composition/signed-in.area';
import { LoadingWrapper } from '../widgets/loading-wrapper';
import { Header } from './header';
import { AppFrame } from './app-frame';
import { useLeaveGuard } from './leave-guard';
import { promptOnArrival } from './dentist-extras';
import { ConsentGate } from './consent-gate';

/**
 * Loads the profile; sends leads to completion, keeps staff under /attendant and dentists outside
 * it; asks a dentist to accept the terms' versions in force before anything else; lays out the page. Leaving a page asks first while one of its forms holds unsaved input
 * (the forms `HeldEdits` tracks): one guard for every page, since the router takes one at a time.
 */
export const SignedInShell = () => {
  useAreas(signedInArea);
  const held = useService(HeldEdits);
  useLeaveGuard(() => held.hasUnsaved());
  const profileStore = useService(ProfileStore);
  const location = useLocation();
  const shell = useServices();
  const profile = useObservableState(profileStore.loaded$, profileStore.current);
  const redirect = profile ? redirectForUser(profile, location.pathname) : undefined;
  useEffect(() => {
    if (profile && !redirect && profile.pendingConsents.length === 0 && isAskedOnArrival(profile)) promptOnArrival(shell, profile, location.pathname);
  }, [profile, redirect, location.pathname, shell]);

  if (redirect) return <Navigate to={redirect} replace />;

  const layout = layoutFor(location.pathname);
  return (
    <AppFrame header={layout.header === 'full' && profile && <Header profile={profile} />} content={layout.padded ? 'content' : 'content content--flush'}>
      <LoadingWrapper visible={!profile}>{profile && profile.pendingConsents.length > 0 ? <ConsentGate pending={profile.pendingConsents} /> : <Outlet />}</LoadingWrapper>
    </AppFrame>
  );
};
