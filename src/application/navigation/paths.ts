import { isStaff, type Role } from '../../domain/people/person';

export const loginPath = '/auth/login';

/** Spec §2: staff get every path prefixed with /attendant. */
export const pathFor = (role: Role, path: string): string => (isStaff(role) ? `/attendant${path}` : path);

/** Where a user lands after signing in: the dentist's orders; the staff's dashboard, their home. */
export const landingPath = (role: Role): string => (isStaff(role) ? '/attendant/painel' : '/orders');

const staffPrefix = '/attendant';

/** Pages only the staff have, with no counterpart for a dentist outside /attendant. */
const staffOnlyPages: readonly string[] = ['/attendant/painel'];
/** Addresses that mean "home": each person is sent to their own landing page. */
const homes: readonly string[] = ['/', staffPrefix, `${staffPrefix}/`, ...staffOnlyPages];

/** Where a signed-in user asking for `path` must go instead: staff live under /attendant, dentists outside it. */
export const completeRegistrationPath = (userId: string): string => `/auth/register/complete/${userId}`;

/** Where a signed-in user asking for `path` must go instead: leads to completion, staff under /attendant, dentists outside it. */
export const redirectForUser = (user: { readonly role: Role; readonly isLead: boolean; readonly id: string }, path: string): string | undefined =>
  user.isLead ? completeRegistrationPath(user.id) : redirectFor(user.role, path);

export const redirectFor = (role: Role, path: string): string | undefined => {
  if (homes.includes(path)) return path === landingPath(role) ? undefined : landingPath(role);
  const underStaffArea = path.startsWith(`${staffPrefix}/`);
  if (isStaff(role) && !underStaffArea) return pathFor(role, path);
  if (!isStaff(role) && underStaffArea) return path.slice(staffPrefix.length);
  return undefined;
};

export interface PageLayout {
  /** full: logo, user and Sair; logo: logo only; none: no header at all. */
  readonly header: 'full' | 'logo' | 'none';
  readonly padded: boolean;
}

/** Spec §2 layout rules, by path. */
export const layoutFor = (path: string): PageLayout => {
  if (path.includes('/auth/')) return { header: 'logo', padded: true };
  if (path.includes('/prescription')) return { header: 'none', padded: true };
  // Order pages of the dentist's side use the whole width; the lists keep their margins.
  const dentistOrderPage = !path.startsWith(staffPrefix) && /^\/orders\/(?!completed$|physical-delivery$)[^/]+/.test(path);
  return { header: 'full', padded: !dentistOrderPage };
};
