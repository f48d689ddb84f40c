import { ANONYMOUS_PATHS, decideNavigation, loginRedirect } from './navigation';

const HOME = '/dashboard/analysis';
const anonymous = { loggedIn: false, menuLoaded: false };
const fresh = { loggedIn: true, menuLoaded: false };
const ready = { loggedIn: true, menuLoaded: true };

describe('decideNavigation without a token', () => {
  it.each(ANONYMOUS_PATHS)('allows the white-listed %s', (pathname) => {
    expect(decideNavigation({ pathname }, anonymous, HOME)).toEqual({ type: 'allow' });
  });

  it('white-lists exactly the four /user pages and the OAuth2 login page', () => {
    expect([...ANONYMOUS_PATHS].sort()).toEqual(
      ['/oauth2-app/login', '/user/alteration', '/user/login', '/user/register', '/user/register-result'].sort(),
    );
  });

  it('sends any other page to login with the full requested path, query included', () => {
    expect(decideNavigation({ pathname: '/isystem/user', search: '?a=1&b=2' }, anonymous, HOME)).toEqual({
      type: 'redirect',
      to: '/user/login?redirect=%2Fisystem%2Fuser%3Fa%3D1%26b%3D2',
    });
  });

  it('asks login to return to the home path when / was requested', () => {
    expect(decideNavigation({ pathname: '/' }, anonymous, HOME)).toEqual({ type: 'redirect', to: loginRedirect(HOME) });
  });

  it('does not admit the dashboard itself', () => {
    expect(decideNavigation({ pathname: HOME }, anonymous, HOME).type).toBe('redirect');
  });

  it('sends /user to /user/login', () => {
    expect(decideNavigation({ pathname: '/user' }, anonymous, HOME)).toEqual({ type: 'redirect', to: '/user/login' });
  });
});

describe('decideNavigation with a token', () => {
  it('sends signed-in users away from the login page to the home path', () => {
    expect(decideNavigation({ pathname: '/user/login', search: '?redirect=%2Fx' }, ready, HOME)).toEqual({
      type: 'redirect',
      to: HOME,
    });
    expect(decideNavigation({ pathname: '/oauth2-app/login' }, fresh, HOME)).toEqual({ type: 'redirect', to: HOME });
  });

  it('lets a signed-in user authorise a third-party app on the OAuth2 page', () => {
    expect(
      decideNavigation({ pathname: '/oauth2-app/login', search: '?redirect=https%3A%2F%2Fa.example%2Fcb' }, fresh, HOME),
    ).toEqual({ type: 'allow' });
  });

  it('fetches the menu before rendering a page of the layout', () => {
    expect(decideNavigation({ pathname: '/isystem/user' }, fresh, HOME)).toEqual({ type: 'load-menu' });
    expect(decideNavigation({ pathname: '/' }, fresh, HOME)).toEqual({ type: 'load-menu' });
  });

  it('allows layout pages once the menu is loaded', () => {
    expect(decideNavigation({ pathname: '/isystem/user' }, ready, HOME)).toEqual({ type: 'allow' });
  });

  it('allows the register and alteration pages and the failure page without a menu', () => {
    expect(decideNavigation({ pathname: '/user/alteration' }, fresh, HOME)).toEqual({ type: 'allow' });
    expect(decideNavigation({ pathname: '/404' }, fresh, HOME)).toEqual({ type: 'allow' });
  });

  it('ignores a trailing slash', () => {
    expect(decideNavigation({ pathname: '/user/login/' }, ready, HOME)).toEqual({ type: 'redirect', to: HOME });
  });
});

describe('decideNavigation after the user signed out', () => {
  it('sends a protected page to a clean login page (no redirect for the next user)', () => {
    const session = { loggedIn: false, menuLoaded: false, signingOut: true };
    expect(decideNavigation({ pathname: '/isystem/role' }, session, HOME)).toEqual({
      type: 'redirect',
      to: '/user/login',
    });
    expect(decideNavigation({ pathname: '/user/login' }, session, HOME)).toEqual({ type: 'allow' });
  });

  it('still carries redirect on a guard redirect once the sign-out is over', () => {
    const session = { loggedIn: false, menuLoaded: false, signingOut: false };
    expect(decideNavigation({ pathname: '/crop/task' }, session, HOME)).toEqual({
      type: 'redirect',
      to: loginRedirect('/crop/task'),
    });
  });
});
