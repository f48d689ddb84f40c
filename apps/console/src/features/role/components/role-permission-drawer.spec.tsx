import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PermissionTreeModel, SysRole } from '@cropwatch/contract';
import { mockHttp, ok } from '../../../testing/mock-http';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { RolePermissionDrawer } from './role-permission-drawer';

const model = (key: string, name: string, children: PermissionTreeModel[] = []): PermissionTreeModel => ({
  key,
  title: null,
  slotTitle: name,
  label: null,
  value: key,
  parentId: null,
  isLeaf: children.length === 0,
  ruleFlag: null,
  scopedSlots: null,
  children: children.length ? children : null,
});

const treeList = [
  model('sys', '系统管理', [
    model('user', '用户管理', [model('user-add', '添加用户'), model('user-edit', '编辑用户')]),
    model('role', '角色管理'),
  ]),
  model('home', '首页'),
];

const role: SysRole = {
  id: 'r1',
  roleName: '测试角色',
  roleCode: 'tester',
  description: null,
  createBy: null,
  createTime: null,
  updateBy: null,
  updateTime: null,
};

function serve(granted: string[]) {
  return mockHttp((config) => {
    if (config.url === '/sys/role/queryTreeList') return ok({ treeList, ids: [] });
    if (config.url === '/sys/permission/queryRolePermission') return ok(granted);
    if (config.url === '/sys/permission/saveRolePermission') return ok(null, { message: '保存成功！' });
    return { status: 404 };
  });
}

const box = (name: string) => screen.getByRole('checkbox', { name });
/** The tree arrives after two requests; jsdom on a busy machine needs more than waitFor's default second. */
const treeLoaded = () => screen.findByRole('checkbox', { name: '首页' }, { timeout: 10_000 });

// antd trees are slow to render and click in jsdom on a shared machine: each test gets a minute.
describe('RolePermissionDrawer', () => {
  it('ticks the granted leaves, half-ticks their menus and saves the new set against the loaded one', async () => {
    const http = serve(['sys', 'user', 'user-add', 'home']);
    renderWithProviders(<RolePermissionDrawer role={role} onClose={() => undefined} />);
    await treeLoaded();
    await waitFor(() => expect(box('添加用户')).toHaveAttribute('aria-checked', 'true'));
    expect(box('编辑用户')).toHaveAttribute('aria-checked', 'false');
    expect(box('用户管理')).toHaveAttribute('aria-checked', 'mixed');
    expect(box('首页')).toHaveAttribute('aria-checked', 'true');

    await userEvent.click(box('角色管理'));
    await userEvent.click(box('首页'));
    await userEvent.click(screen.getByRole('button', { name: '仅保存' }));

    expect(await screen.findByText('保存成功！', {}, { timeout: 10_000 })).toBeInTheDocument();
    const saved = http.requests.find((r) => r.url === '/sys/permission/saveRolePermission');
    expect(saved?.data).toEqual({
      roleId: 'r1',
      permissionIds: 'sys,user,user-add,role',
      lastpermissionIds: 'sys,user,user-add,home',
    });
    http.restore();
  });

  it('checks everything, then nothing, with the helpers', async () => {
    const http = serve([]);
    renderWithProviders(<RolePermissionDrawer role={role} onClose={() => undefined} />);
    await treeLoaded();
    await waitFor(() => expect(box('首页')).toHaveAttribute('aria-checked', 'false'));

    await userEvent.click(screen.getByRole('button', { name: '全部勾选' }));
    expect(box('系统管理')).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByText('已选择 6 项权限')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '取消全选' }));
    expect(box('系统管理')).toHaveAttribute('aria-checked', 'false');
    http.restore();
  });

  it('grants exactly the ticked node once parents and children are unlinked', async () => {
    const http = serve(['home']);
    const onClose = vi.fn();
    renderWithProviders(<RolePermissionDrawer role={role} onClose={onClose} />);
    await treeLoaded();
    await waitFor(() => expect(box('首页')).toHaveAttribute('aria-checked', 'true'));

    await userEvent.click(screen.getByRole('button', { name: '取消关联' }));
    await userEvent.click(box('用户管理'));
    expect(box('添加用户')).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(screen.getByRole('button', { name: '保存并关闭' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const saved = http.requests.find((r) => r.url === '/sys/permission/saveRolePermission');
    expect(saved?.data).toMatchObject({ permissionIds: 'user,home', lastpermissionIds: 'home' });
    http.restore();
  });
});
