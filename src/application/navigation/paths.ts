import { isStaff, type Role } from '../../domain/people/person';

export const loginPath = '/auth/login';

/** Spec §2: staff get every path prefixed with /attendant. */
export const pathFor = (role: Role, path: string): string => (isStaff(role) ? `/attendant${path}` : path);

/** Where a user lands after signing in. */
export const landingPath = (role: Role): string => pathFor(role, '/orders');

const attendantPrefix = '/attendant';

/** Where a signed-in user asking for `path` must go instead: staff live under /attendant, dentists outside it. */
export const redirectFor = (role: Role, path: string): string | undefined => {
  const underAttendant = path === attendantPrefix || path.startsWith(`${attendantPrefix}/`);
  if (isStaff(role) && !underAttendant) return pathFor(role, path === '/' ? '/orders' : path);
  if (!isStaff(role) && underAttendant) return path.slice(attendantPrefix.length) || '/orders';
  return undefined;
};
