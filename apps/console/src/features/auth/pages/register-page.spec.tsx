import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { solveSliderCaptcha } from '../../../components/slider-captcha/solve-slider';
import { fail, mockHttp, ok } from '../../../testing/mock-http';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { RegisterPage } from './register-page';
import { RegisterResultPage } from './register-result-page';

function renderRegister() {
  return renderWithProviders(<RegisterPage />, {
    path: '/user/register',
    route: '/user/register',
    routes: [{ path: '/user/register-result', element: <RegisterResultPage /> }],
  });
}

describe('register page', () => {
  let mock: ReturnType<typeof mockHttp> | undefined;
  afterEach(() => mock?.restore());

  it('rates the password and refuses weak or mismatching ones', async () => {
    const user = userEvent.setup({ delay: null });
    renderRegister();
    const password = screen.getByPlaceholderText('至少8位密码，区分大小写');
    await user.type(password, 'abcdefgh');
    expect(await screen.findByText('强度：低')).toBeInTheDocument();
    expect(await screen.findByText('密码强度不够')).toBeInTheDocument();
    await user.clear(password);
    await user.type(password, 'abcd123!');
    expect(await screen.findByText('强度：强')).toBeInTheDocument();
    await user.type(screen.getByPlaceholderText('确认密码'), 'abcd123?');
    expect(await screen.findByText('两次密码不一致')).toBeInTheDocument();
  });

  it('registers with phone and SMS code, then shows the result page', async () => {
    const user = userEvent.setup({ delay: null });
    mock = mockHttp(() => ok(null, { message: '注册成功' }));
    renderRegister();
    await user.type(screen.getByPlaceholderText('用户名'), 'farmer_01');
    await user.type(screen.getByPlaceholderText('至少8位密码，区分大小写'), 'abcd1234');
    await user.type(screen.getByPlaceholderText('确认密码'), 'abcd1234');
    await user.type(screen.getByPlaceholderText('手机号'), '13800138000');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    await solveSliderCaptcha(user);
    await user.type(screen.getByPlaceholderText('请输入验证码'), '123456');
    await user.click(screen.getByRole('button', { name: /注\s*册/ }));
    expect(await screen.findByText('你的账户：farmer_01 注册成功')).toBeInTheDocument();
    expect(mock.requests.map((r) => [r.url, r.data])).toEqual([
      ['/sys/sms', { mobile: '13800138000', smsmode: '1' }],
      [
        '/sys/user/register',
        { username: 'farmer_01', password: 'abcd1234', phone: '13800138000', smscode: '123456', email: '' },
      ],
    ]);
  });

  it('shows register failed with the server message', async () => {
    const user = userEvent.setup({ delay: null });
    mock = mockHttp(() => fail('用户名已注册'));
    renderRegister();
    await user.type(screen.getByPlaceholderText('用户名'), 'admin');
    await user.type(screen.getByPlaceholderText('至少8位密码，区分大小写'), 'abcd1234');
    await user.type(screen.getByPlaceholderText('确认密码'), 'abcd1234');
    await user.type(screen.getByPlaceholderText('手机号'), '13800138000');
    await user.type(screen.getByPlaceholderText('请输入验证码'), '123456');
    await user.click(screen.getByRole('button', { name: /注\s*册/ }));
    expect(await screen.findByText('注册失败')).toBeInTheDocument();
    expect(screen.getByText('用户名已注册')).toBeInTheDocument();
  });
});
