import { loginPath } from './paths';

/** The login page's query parameter naming where to go once signed in. */
const returnParam = 'next';
const probeOrigin = 'https://portal.invalid';

/**
 * The page of this app `path` names, as the router should be given it, when a sign-in may send
 * someone back there: a path on this origin (never `//host` or `/\host`, which browsers read as
 * another site), without control characters, outside the sign-in pages and other than the
 * landing pages (the dentist's orders, the staff's dashboard, where a sign-in goes anyway). The
 * staff's queue is not one: its filters ride in its address (a bookmark).
 */
const returnable = (path: string): string | undefined => {
  if (!/^\/(?!\/)/.test(path) || path.length > 2000 || /[\u0000-\u001f\u007f\\]/.test(path) || !URL.canParse(path, probeOrigin)) return undefined;
  const url = new URL(path, probeOrigin);
  // Dot segments may leave `//host` behind ('/..//host'): the page is judged once they are gone.
  const page = url.pathname + url.search;
  if (url.origin !== probeOrigin || page.startsWith('//') || /^\/(auth(\/|$)|(attendant\/?)?$|orders\/?$|attendant\/painel\/?$)/.test(url.pathname)) return undefined;
  return page;
};

/** Where an ended session sends someone: the login page, remembering the page they were on. */
export const loginReturningTo = (path: string): string => {
  const back = returnable(path);
  return back === undefined ? loginPath : `${loginPath}?${new URLSearchParams({ [returnParam]: back }).toString()}`;
};

/** The page the login page's address asks to return to, when it is one of this app's. */
export const returnPathFrom = (search: string): string | undefined => {
  const path = new URLSearchParams(search).get(returnParam);
  return path === null ? undefined : returnable(path);
};
