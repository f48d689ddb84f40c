import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { solveSliderCaptcha } from '../../../components/slider-captcha/solve-slider';
import { fail, mockHttp, ok } from '../../../testing/mock-http';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { AlterationPage } from './alteration-page';

describe('forgot-password page', () => {
  let mock: ReturnType<typeof mockHttp> | undefined;
  afterEach(() => mock?.restore());

  async function walkToPasswordStep(user: ReturnType<typeof userEvent.setup>) {
    await user.type(screen.getByPlaceholderText('请输入账号名'), 'jeecg');
    await user.click(screen.getByRole('button', { name: /下一步/ }));
    expect(await screen.findByText('请完成滑块验证')).toBeInTheDocument();
    await solveSliderCaptcha(user);
    await user.click(screen.getByRole('button', { name: /下一步/ }));
    await user.type(await screen.findByPlaceholderText('手机号'), '13800138000');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    await solveSliderCaptcha(user);
    await user.type(screen.getByPlaceholderText('请输入验证码'), '654321');
    await user.click(screen.getByRole('button', { name: /下一步/ }));
    await user.type(await screen.findByPlaceholderText('至少8位密码，区分大小写'), 'abcd1234');
    await user.type(screen.getByPlaceholderText('确认密码'), 'abcd1234');
    await user.click(screen.getByRole('button', { name: /提\s*交/ }));
  }

  it('walks account → phone + SMS (mode 2) → new password → done through passwordChange', async () => {
    const user = userEvent.setup({ delay: null });
    mock = mockHttp(() => ok(null, { code: 0, message: '密码重置完成！' }));
    renderWithProviders(<AlterationPage />);
    await walkToPasswordStep(user);
    expect(await screen.findByText('更改密码成功')).toBeInTheDocument();
    expect(mock.requests[0]).toMatchObject({ url: '/sys/sms', data: { mobile: '13800138000', smsmode: '2' } });
    expect(mock.requests[1]).toMatchObject({
      method: 'GET',
      url: '/sys/user/passwordChange',
      params: { username: 'jeecg', password: 'abcd1234', smscode: '654321', phone: '13800138000' },
    });
  });

  it('stays on the password step with the server message when the reset is refused', async () => {
    const user = userEvent.setup({ delay: null });
    mock = mockHttp((config) => (config.url === '/sys/sms' ? ok(null) : fail('短信验证码不匹配！')));
    renderWithProviders(<AlterationPage />);
    await walkToPasswordStep(user);
    expect(await screen.findByText('短信验证码不匹配！')).toBeInTheDocument();
    expect(screen.queryByText('更改密码成功')).not.toBeInTheDocument();
  });

  it('requires the account name before the next step', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<AlterationPage />);
    await user.click(screen.getByRole('button', { name: /下一步/ }));
    expect(await screen.findByText('请输入账号名', { selector: '.ant-form-item-explain-error' })).toBeInTheDocument();
  });
});
