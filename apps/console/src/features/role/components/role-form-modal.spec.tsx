import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, mockHttp, ok } from '../../../testing/mock-http';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { RoleFormModal } from './role-form-modal';

describe('RoleFormModal', () => {
  it('refuses a taken role code with the server message', async () => {
    const http = mockHttp((config) => {
      if (config.url === '/sys/role/checkRoleCode') return { ...fail('角色编码已存在'), status: 200 };
      return { status: 404 };
    });
    renderWithProviders(<RoleFormModal open onClose={() => undefined} />);
    await userEvent.type(await screen.findByPlaceholderText('请输入角色名称'), '管理员');
    await userEvent.type(screen.getByPlaceholderText('请输入角色编码'), 'admin');
    await userEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('角色编码已存在', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(http.requests.find((r) => r.url === '/sys/role/checkRoleCode')?.params).toMatchObject({ roleCode: 'admin' });
    expect(http.requests.some((r) => r.url === '/sys/role/add')).toBe(false);
    http.restore();
  });

  it('requires name and code, then adds the role and closes', async () => {
    const http = mockHttp((config) => {
      if (config.url === '/sys/role/checkRoleCode') return ok(true);
      if (config.url === '/sys/role/add') return ok(null, { message: '添加成功！' });
      return { status: 404 };
    });
    const onClose = vi.fn();
    renderWithProviders(<RoleFormModal open onClose={onClose} />);
    await userEvent.click(await screen.findByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('请输入角色名称!')).toBeInTheDocument();
    expect(screen.getByText('请输入角色编码!')).toBeInTheDocument();

    await userEvent.type(screen.getByPlaceholderText('请输入角色名称'), ' 巡检员 ');
    await userEvent.type(screen.getByPlaceholderText('请输入角色编码'), 'inspector');
    await userEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(onClose).toHaveBeenCalled(), { timeout: 10_000 });
    expect(await screen.findByText('添加成功！')).toBeInTheDocument();
    expect(http.requests.find((r) => r.url === '/sys/role/add')?.data).toEqual({
      roleName: '巡检员',
      roleCode: 'inspector',
    });
    http.restore();
  });
});
