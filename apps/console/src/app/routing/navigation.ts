/**
 * The route guard's decisions as a pure function (spec §2, contract §3.3 item 8), mirroring the Vue2
 * `permission.js`: the anonymous white list, the login redirect carrying the requested path, signed-in users
 * bounced off the login pages, and the menu fetch before any signed-in page renders.
 */
export const LOGIN_PATH = '/user/login';
/** The Vue2 client's configured `OAUTH2_LOGIN_PAGE_PATH`, the one extra path its white list admits. */
export const OAUTH2_LOGIN_PATH = '/oauth2-app/login';
export const NOT_FOUND_PATH = '/404';

export const ANONYMOUS_PATHS: readonly string[] = [
  LOGIN_PATH,
  '/user/register',
  '/user/register-result',
  '/user/alteration',
  OAUTH2_LOGIN_PATH,
];

export interface GuardSession {
  loggedIn: boolean;
  /** The permission menu has been fetched for this session. */
  menuLoaded: boolean;
  /** The user just signed out (the header's logout): the login page opens clean, without `redirect`. */
  signingOut?: boolean;
}

export type NavigationDecision = { type: 'allow' } | { type: 'redirect'; to: string } | { type: 'load-menu' };

const normalise = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

export function loginRedirect(fullPath: string): string {
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(fullPath)}`;
}

export function decideNavigation(
  location: { pathname: string; search?: string },
  session: GuardSession,
  homePath: string,
): NavigationDecision {
  const pathname = normalise(location.pathname);
  const search = location.search ?? '';
  if (pathname === '/user') return { type: 'redirect', to: `${LOGIN_PATH}${search}` };
  if (!session.loggedIn) {
    if (ANONYMOUS_PATHS.includes(pathname)) return { type: 'allow' };
    // `/` redirects to the home path before the guard runs in the Vue2 router, so that is what login returns to.
    if (session.signingOut) return { type: 'redirect', to: LOGIN_PATH };
    const requested = pathname === '/' ? homePath : `${pathname}${search}`;
    return { type: 'redirect', to: loginRedirect(requested) };
  }
  if (pathname === LOGIN_PATH || pathname === OAUTH2_LOGIN_PATH) return { type: 'redirect', to: homePath };
  if (ANONYMOUS_PATHS.includes(pathname) || pathname === NOT_FOUND_PATH) return { type: 'allow' };
  if (!session.menuLoaded) return { type: 'load-menu' };
  return { type: 'allow' };
}
