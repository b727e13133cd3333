import { asyncScheduler } from 'rxjs';
import { TOKENS } from '../application/tokens';
import type { Navigator } from '../application/ports/gateways';
import { ProfileStore } from '../application/session/profile.store';
import { SessionService } from '../application/session/session.service';
import { HeldEdits } from '../application/session/held-edits';
import { Notifications } from '../application/widgets/notifications';
import { LoadingOverlay } from '../application/widgets/loading-overlay';
import { ModalQueue } from '../application/widgets/modal-queue';
import { ConfirmDialogs } from '../application/widgets/confirm-dialog';
import { ApiClient } from '../infrastructure/http/api-client';
import { AuthHttpAdapter, ProfileHttpAdapter } from '../infrastructure/http/session.http-adapter';
import { LocalSessionStore, type StorageArea } from '../infrastructure/session/session.storage-adapter';
import { ShellServices } from './di/services';
import { systemClipboard } from '../infrastructure/browser/system-clipboard';
import { firstAnswersOfPage } from '../infrastructure/http/first-answers';

/**
 * Composition root of the browser's shell: the session and the widgets every page shares,
 * made by hand (the sign-in page loads no container). Each area (`ui/composition/*.area.ts`)
 * adds its own bindings, in inversify's container, when a page of it first loads.
 */
export const createShell = (navigator: Navigator, storage: StorageArea): ShellServices => {
  const shell = new ShellServices();
  const api = shell.provide(ApiClient, new ApiClient({ pageAnswers: typeof document === 'undefined' ? new Map() : firstAnswersOfPage(document) }));
  const auth = shell.provide(TOKENS.AuthGateway, new AuthHttpAdapter(api));
  const profileGateway = shell.provide(TOKENS.ProfileGateway, new ProfileHttpAdapter(api));
  const store = shell.provide(TOKENS.SessionStore, new LocalSessionStore(storage));
  shell.provide(TOKENS.Navigator, navigator);
  const clock = shell.provide(TOKENS.Clock, { now: () => new Date() });
  shell.provide(TOKENS.Clipboard, systemClipboard);
  shell.provide(TOKENS.Unauthorized, api.unauthorized$);
  const scheduler = shell.provide(TOKENS.Scheduler, asyncScheduler);
  const profile = shell.provide(ProfileStore, new ProfileStore(profileGateway));
  api.consentRequired$.subscribe(() => void profile.load());
  const notifications = shell.provide(Notifications, new Notifications());
  const loading = shell.provide(LoadingOverlay, new LoadingOverlay(scheduler));
  const modals = shell.provide(ModalQueue, new ModalQueue(scheduler));
  const confirm = shell.provide(ConfirmDialogs, new ConfirmDialogs(modals));
  const held = shell.provide(HeldEdits, new HeldEdits(notifications));
  shell.provide(SessionService, new SessionService({ auth, store, navigator, clock, unauthorized$: api.unauthorized$, profile, notifications, loading, held, confirm, modals }));
  return shell;
};
