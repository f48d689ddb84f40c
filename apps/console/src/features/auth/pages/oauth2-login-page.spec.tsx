import { screen } from '@testing-library/react';
import { logout, sessionStore } from '../../../stores/session';
import { buildLoginResult } from '../../../testing/builders';
import { fail, mockHttp, ok } from '../../../testing/mock-http';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { OAuth2LoginPage } from './oauth2-login-page';

function renderPage(route: string) {
  return renderWithProviders(<OAuth2LoginPage />, {
    path: '/oauth2-app/login',
    route,
    routes: [{ path: '/dashboard/analysis', element: <p>home page</p> }],
  });
}

describe('CAS return page', () => {
  let mock: ReturnType<typeof mockHttp> | undefined;
  beforeEach(async () => {
    localStorage.clear();
    await logout();
  });
  afterEach(() => mock?.restore());

  it('validates the ticket once, applies the session and continues to the home path', async () => {
    const { sysAllDictItems: _d, tenantList: _t, ...cas } = buildLoginResult({ token: 'cas-tok' });
    mock = mockHttp(() => ok(cas, { message: '登录成功' }));
    renderPage('/oauth2-app/login?ticket=ST-1-abc');
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(sessionStore.token).toBe('cas-tok');
    expect(mock.requests).toHaveLength(1);
    expect(mock.requests[0]).toMatchObject({ url: '/sys/cas/client/validateLogin', params: { ticket: 'ST-1-abc' } });
    expect(mock.requests[0].params.service).not.toContain('ticket');
  });

  it('shows the CAS error text', async () => {
    mock = mockHttp(() => fail('ticket 无效'));
    renderPage('/oauth2-app/login?ticket=ST-bad');
    expect(await screen.findByText('ticket 无效')).toBeInTheDocument();
    expect(sessionStore.token).toBe('');
  });

  it('explains a missing ticket without calling the server', async () => {
    mock = mockHttp(() => ok(null));
    renderPage('/oauth2-app/login');
    expect(await screen.findByText('缺少单点登录凭证（ticket）')).toBeInTheDocument();
    expect(mock.requests).toHaveLength(0);
  });
});
