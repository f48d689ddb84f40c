import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { applyLogin, logout, sessionStore } from '../../../stores/session';
import { buildDepart, buildLoginResult, buildUser } from '../../../testing/builders';
import { fail, mockHttp, ok } from '../../../testing/mock-http';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { ChangePasswordModal } from './change-password-modal';
import { DepartSwitchModal } from './depart-switch-modal';

describe('account dialogs', () => {
  let mock: ReturnType<typeof mockHttp> | undefined;
  beforeEach(async () => {
    localStorage.clear();
    await logout();
  });
  afterEach(() => mock?.restore());

  describe('change password', () => {
    it('refuses to open without a signed-in user', async () => {
      const onClose = vi.fn();
      renderWithProviders(<ChangePasswordModal open onClose={onClose} />);
      expect(await screen.findByText('当前系统无登录用户!')).toBeInTheDocument();
      expect(onClose).toHaveBeenCalled();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('requires all three fields and equal new passwords', async () => {
      const user = userEvent.setup({ delay: null });
      applyLogin(buildLoginResult());
      renderWithProviders(<ChangePasswordModal open onClose={vi.fn()} />);
      const dialog = await screen.findByRole('dialog');
      expect(within(dialog).getByText('修改密码')).toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
      expect(
        await within(dialog).findByText('请输入旧密码', { selector: '.ant-form-item-explain-error' }),
      ).toBeInTheDocument();
      expect(
        within(dialog).getByText('请输入新密码!', { selector: '.ant-form-item-explain-error' }),
      ).toBeInTheDocument();
      expect(
        within(dialog).getByText('请确认新密码!', { selector: '.ant-form-item-explain-error' }),
      ).toBeInTheDocument();
      await user.type(within(dialog).getByPlaceholderText('请输入新密码!'), 'abc12345');
      await user.type(within(dialog).getByPlaceholderText('请确认新密码!'), 'abc12346');
      expect(await within(dialog).findByText('两次输入的密码不一样！')).toBeInTheDocument();
    });

    it('sends username, old, new and confirm with PUT and keeps the session on success', async () => {
      const user = userEvent.setup({ delay: null });
      applyLogin(buildLoginResult({ token: 'tok-5' }));
      const onClose = vi.fn();
      mock = mockHttp(() => ok('密码重置成功!', { message: '密码重置成功!' }));
      renderWithProviders(<ChangePasswordModal open onClose={onClose} />);
      const dialog = await screen.findByRole('dialog');
      await user.type(within(dialog).getByPlaceholderText('请输入旧密码'), '123456');
      await user.type(within(dialog).getByPlaceholderText('请输入新密码!'), 'abc12345');
      await user.type(within(dialog).getByPlaceholderText('请确认新密码!'), 'abc12345');
      await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
      expect(await screen.findByText('密码重置成功!')).toBeInTheDocument();
      expect(onClose).toHaveBeenCalled();
      expect(mock.requests[0]).toMatchObject({
        method: 'PUT',
        url: '/sys/user/updatePassword',
        data: { username: 'admin', oldpassword: '123456', password: 'abc12345', confirmpassword: 'abc12345' },
      });
      expect(sessionStore.token).toBe('tok-5');
    });

    it('shows the server message when the change is refused', async () => {
      const user = userEvent.setup({ delay: null });
      applyLogin(buildLoginResult());
      const onClose = vi.fn();
      mock = mockHttp(() => fail('旧密码输入错误!'));
      renderWithProviders(<ChangePasswordModal open onClose={onClose} />);
      const dialog = await screen.findByRole('dialog');
      await user.type(within(dialog).getByPlaceholderText('请输入旧密码'), 'wrong');
      await user.type(within(dialog).getByPlaceholderText('请输入新密码!'), 'abc12345');
      await user.type(within(dialog).getByPlaceholderText('请确认新密码!'), 'abc12345');
      await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
      expect(await screen.findByText('旧密码输入错误!')).toBeInTheDocument();
      expect(onClose).not.toHaveBeenCalled();
    });
  });

  describe('department switch', () => {
    it('warns 您尚未设置部门信息! and closes for a user without departments', async () => {
      applyLogin(buildLoginResult());
      const onClose = vi.fn();
      mock = mockHttp(() => ok({ list: [], orgCode: null }, { code: 0 }));
      renderWithProviders(<DepartSwitchModal open onClose={onClose} />);
      expect(await screen.findByText('您尚未设置部门信息!')).toBeInTheDocument();
      expect(onClose).toHaveBeenCalled();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('names the current department, requires a choice and stores the returned user', async () => {
      const user = userEvent.setup({ delay: null });
      applyLogin(buildLoginResult());
      const onClose = vi.fn();
      const departs = [buildDepart(), buildDepart({ id: 'd2', orgCode: 'A02', departName: '研发部' })];
      mock = mockHttp((config) =>
        config.url === '/sys/user/getCurrentUserDeparts'
          ? ok({ list: departs, orgCode: 'A01' }, { code: 0 })
          : ok({ userInfo: buildUser({ realname: '研发管理员', orgCode: 'A02' }) }, { code: 0 }),
      );
      renderWithProviders(<DepartSwitchModal open onClose={onClose} />);
      const dialog = await screen.findByRole('dialog');
      expect(within(dialog).getByText('部门切换（当前部门 : 北京国炬信息技术有限公司）')).toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
      expect(
        await within(dialog).findByText('请选择登录部门', { selector: '.ant-form-item-explain-error' }),
      ).toBeInTheDocument();
      await user.click(within(dialog).getByRole('combobox'));
      await user.click(await screen.findByText('研发部', { selector: '.ant-select-item-option-content' }));
      await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
      await waitFor(() => expect(onClose).toHaveBeenCalled());
      expect(mock.requests.find((r) => r.url === '/sys/selectDepart')).toMatchObject({
        method: 'PUT',
        data: { orgCode: 'A02', username: 'admin' },
      });
      expect(sessionStore.realname).toBe('研发管理员');
    });
  });
});
