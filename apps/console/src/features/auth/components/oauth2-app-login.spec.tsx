import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { applyLogin, logout } from '../../../stores/session';
import { buildLoginResult } from '../../../testing/builders';
import { fail, mockHttp, ok } from '../../../testing/mock-http';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { OAuth2LoginPage } from '../pages/oauth2-login-page';

const APP = 'https://app.example.com/oauth/callback';

function renderPage(route: string) {
  return renderWithProviders(<OAuth2LoginPage />, {
    path: '/oauth2-app/login',
    route,
    routes: [{ path: '/user/login', element: <p>login page</p> }],
  });
}

describe('OAuth2 app sign-in', () => {
  let mock: ReturnType<typeof mockHttp> | undefined;
  beforeEach(async () => {
    localStorage.clear();
    await logout();
  });
  afterEach(() => mock?.restore());

  it("refuses a redirect the server does not know, with the server's message", async () => {
    mock = mockHttp(() => fail('回调地址未登记，拒绝跳转'));
    renderPage(`/oauth2-app/login?redirect=${encodeURIComponent('https://evil.example.com/cb')}`);
    expect(await screen.findByText('回调地址未登记，拒绝跳转')).toBeInTheDocument();
    expect(mock.requests).toHaveLength(1);
    expect(mock.requests[0]).toMatchObject({ url: '/sys/thirdLogin/oauth2/checkRedirect' });
  });

  it('sends an anonymous user through the login page, which returns here', async () => {
    const user = userEvent.setup({ delay: null });
    mock = mockHttp(() => ok({ origin: 'https://app.example.com' }));
    const route = `/oauth2-app/login?redirect=${encodeURIComponent(APP)}&state=s1`;
    const { router } = renderPage(route);
    expect(await screen.findByText('登录后返回应用：https://app.example.com')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /登\s*录/ }));
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe(route);
  });

  it('authorises a signed-in user and goes to the address the server answers', async () => {
    const user = userEvent.setup({ delay: null });
    applyLogin(buildLoginResult({ token: 'tok' }));
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    mock = mockHttp((config) =>
      config.url === '/sys/thirdLogin/oauth2/authorize'
        ? ok({ redirectUrl: `${APP}?token=app-tok&state=s1`, token: 'app-tok' })
        : ok({ origin: 'https://app.example.com' }),
    );
    renderPage(`/oauth2-app/login?redirect=${encodeURIComponent(APP)}&state=s1`);
    await user.click(await screen.findByRole('button', { name: '授权并返回应用' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith(`${APP}?token=app-tok&state=s1`));
    expect(mock.requests[1]).toMatchObject({
      url: '/sys/thirdLogin/oauth2/authorize',
      data: { redirect: APP, state: 's1' },
    });
    vi.unstubAllGlobals();
  });
});
