import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { solveSliderCaptcha } from '../../../components/slider-captcha/solve-slider';
import type { RequestConfig } from '../../../lib/http';
import { localCache, StorageKey } from '../../../lib/storage';
import { logout, sessionStore } from '../../../stores/session';
import { buildDepart, buildLoginResult, buildTenant, buildUser } from '../../../testing/builders';
import { fail, mockHttp, ok, type MockReply } from '../../../testing/mock-http';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { LoginPage } from './login-page';

const CAPTCHA = 'data:image/svg+xml;base64,PHN2Zy8+';

type Route = (config: RequestConfig) => MockReply | Error | undefined;

/** Answers the captcha and logout by default; `route` answers the rest. */
function server(route: Route) {
  return mockHttp((config) => {
    const url = config.url ?? '';
    if (url.startsWith('/sys/randomImage/')) return ok(CAPTCHA, { code: 0 });
    if (url === '/sys/logout') return ok('');
    return route(config) ?? { status: 404, data: {} };
  });
}

function renderLogin(route = '/user/login') {
  return renderWithProviders(<LoginPage />, {
    path: '/user/login',
    route,
    routes: [
      { path: '/isystem/user', element: <p>user page</p> },
      { path: '/dashboard/analysis', element: <p>home page</p> },
    ],
  });
}

async function fillAccount(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByPlaceholderText('请输入帐户名'), 'admin');
  await user.type(screen.getByPlaceholderText('密码'), '123456');
  await user.type(screen.getByPlaceholderText('请输入验证码'), 'ab12');
  await user.click(screen.getByRole('button', { name: /登\s*录/ }));
}

describe('sign-in page', () => {
  let mock: ReturnType<typeof mockHttp> | undefined;

  beforeEach(async () => {
    localStorage.clear();
    await logout();
  });
  afterEach(() => mock?.restore());

  it('shows the captcha fetched with an epoch-ms key', async () => {
    mock = server(() => undefined);
    renderLogin();
    const image = await screen.findByRole('img', { name: '验证码' });
    expect(image).toHaveAttribute('src', CAPTCHA);
    expect(mock.requests[0].url).toMatch(/^\/sys\/randomImage\/\d{13}$/);
  });

  it('refreshes the captcha with a new key when the image is clicked', async () => {
    const user = userEvent.setup({ delay: null });
    mock = server(() => undefined);
    renderLogin();
    await screen.findByRole('img', { name: '验证码' });
    await new Promise((resolve) => setTimeout(resolve, 2));
    await user.click(screen.getByRole('button', { name: '看不清？点击刷新' }));
    await waitFor(() => expect(mock?.requests.filter((r) => r.url.startsWith('/sys/randomImage/'))).toHaveLength(2));
    const [first, second] = mock.requests.map((r) => r.url);
    expect(first).not.toBe(second);
  });

  it('asks for username, password and captcha before calling the server', async () => {
    const user = userEvent.setup({ delay: null });
    mock = server(() => undefined);
    renderLogin();
    await user.click(screen.getByRole('button', { name: /登\s*录/ }));
    expect(await screen.findByText('请输入用户名!')).toBeInTheDocument();
    expect(screen.getByText('请输入密码!')).toBeInTheDocument();
    expect(screen.getByText('请输入验证码!')).toBeInTheDocument();
    expect(mock.requests.some((r) => r.url === '/sys/login')).toBe(false);
  });

  it('checks the phone number on the phone tab', async () => {
    const user = userEvent.setup({ delay: null });
    mock = server(() => undefined);
    renderLogin();
    await user.click(screen.getByRole('tab', { name: '手机号登录' }));
    await user.click(screen.getByRole('button', { name: /登\s*录/ }));
    expect(await screen.findByText('请输入手机号码')).toBeInTheDocument();
    await user.type(screen.getByPlaceholderText('手机号'), '12345');
    expect(await screen.findByText('请输入正确手机号')).toBeInTheDocument();
  });

  it('signs in with the captcha key as checkKey and goes to the redirect target', async () => {
    const user = userEvent.setup({ delay: null });
    mock = server((config) =>
      config.url === '/sys/login' ? ok(buildLoginResult({ token: 'tok-9' }), { message: '登录成功' }) : undefined,
    );
    const { router } = renderLogin('/user/login?redirect=%2Fisystem%2Fuser');
    await screen.findByRole('img', { name: '验证码' });
    await fillAccount(user);
    expect(await screen.findByText('user page')).toBeInTheDocument();
    const key = mock.requests[0].url.split('/').pop();
    expect(mock.requests.find((r) => r.url === '/sys/login')?.data).toMatchObject({
      username: 'admin',
      password: '123456',
      captcha: 'ab12',
      checkKey: key,
      remember_me: true,
    });
    expect(sessionStore.token).toBe('tok-9');
    expect(localCache.get(StorageKey.rememberedUsername)).toBe('admin');
    expect(router.state.location.pathname).toBe('/isystem/user');
  });

  it('goes to the home path without a redirect and ignores off-site redirects', async () => {
    const user = userEvent.setup({ delay: null });
    mock = server((config) => (config.url === '/sys/login' ? ok(buildLoginResult()) : undefined));
    renderLogin('/user/login?redirect=https%3A%2F%2Fevil.example');
    await fillAccount(user);
    expect(await screen.findByText('home page')).toBeInTheDocument();
  });

  it('goes to the home path for a redirect with a control character (/%09/…, issue #29)', async () => {
    const user = userEvent.setup({ delay: null });
    mock = server((config) => (config.url === '/sys/login' ? ok(buildLoginResult()) : undefined));
    const { router } = renderLogin('/user/login?redirect=/%09/evil.example/x');
    await fillAccount(user);
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(router.state.location.pathname).not.toBe('/user/login');
  });

  it('refreshes the captcha and shows the server message when the captcha was wrong (412)', async () => {
    const user = userEvent.setup({ delay: null });
    mock = server((config) => (config.url === '/sys/login' ? fail('验证码错误', 412) : undefined));
    renderLogin();
    await screen.findByRole('img', { name: '验证码' });
    await fillAccount(user);
    expect(await screen.findByText('登录失败')).toBeInTheDocument();
    expect(screen.getByText('验证码错误')).toBeInTheDocument();
    await waitFor(() => expect(mock?.requests.filter((r) => r.url.startsWith('/sys/randomImage/'))).toHaveLength(2));
    expect(screen.getByPlaceholderText('请输入验证码')).toHaveValue('');
    expect(sessionStore.token).toBe('');
  });

  it('asks a multi-department user for the login department, then stores the returned user', async () => {
    const user = userEvent.setup({ delay: null });
    const departs = [buildDepart(), buildDepart({ id: 'd2', orgCode: 'A02', departName: '研发部' })];
    mock = server((config) => {
      if (config.url === '/sys/login') return ok(buildLoginResult({ multi_depart: 2, departs }));
      if (config.url === '/sys/selectDepart')
        return ok({ userInfo: buildUser({ orgCode: 'A02', realname: '研发管理员' }) }, { code: 0 });
      return undefined;
    });
    renderLogin('/user/login?redirect=%2Fisystem%2Fuser');
    await fillAccount(user);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('部门选择')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(
      await within(dialog).findByText('请选择登录部门', { selector: '.ant-form-item-explain-error' }),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox'));
    await user.click(await screen.findByText('研发部', { selector: '.ant-select-item-option-content' }));
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('user page')).toBeInTheDocument();
    const select = mock.requests.find((r) => r.url === '/sys/selectDepart');
    expect(select).toMatchObject({ method: 'PUT', data: { orgCode: 'A02', username: 'admin' } });
    expect(sessionStore.realname).toBe('研发管理员');
  });

  it('lets a user with several tenants pick one as the tenant header', async () => {
    const user = userEvent.setup({ delay: null });
    const tenantList = [buildTenant({ id: 1, name: '租户甲' }), buildTenant({ id: 2, name: '租户乙' })];
    mock = server((config) => (config.url === '/sys/login' ? ok(buildLoginResult({ tenantList })) : undefined));
    renderLogin();
    await fillAccount(user);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('租户选择')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox'));
    await user.click(await screen.findByText('租户乙', { selector: '.ant-select-item-option-content' }));
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(sessionStore.tenantid).toBe(2);
    expect(localCache.get(StorageKey.tenantId)).toBe(2);
  });

  it('treats a phone login answered with code 0 as a failure (B1 quirk)', async () => {
    const user = userEvent.setup({ delay: null });
    mock = server((config) => {
      if (config.url === '/sys/sms') return ok(null, { code: 0 });
      if (config.url === '/sys/phoneLogin') return ok(null, { code: 0, message: '手机验证码错误' });
      return undefined;
    });
    renderLogin();
    await user.click(screen.getByRole('tab', { name: '手机号登录' }));
    await user.type(screen.getByPlaceholderText('手机号'), '13800138000');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    await solveSliderCaptcha(user);
    expect(await screen.findByRole('button', { name: /\d+ s/ })).toBeDisabled();
    expect(mock.requests.find((r) => r.url === '/sys/sms')?.data).toEqual({ mobile: '13800138000', smsmode: '0' });
    await user.type(screen.getByPlaceholderText('请输入验证码'), '123456');
    await user.click(screen.getByRole('button', { name: /登\s*录/ }));
    expect(await screen.findByText('手机验证码错误')).toBeInTheDocument();
    expect(sessionStore.token).toBe('');
  });
});
