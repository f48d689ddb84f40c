import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderKit } from '../../../components/testing/render-kit';
import type { RequestConfig } from '../../../lib/http';
import { resetPermissions } from '../../../stores/permission';
import { mockHttp, ok } from '../../../testing/mock-http';
import { DepartPermissionTab } from './depart-permission-tab';

const node = (key: string, name: string, children: unknown[] | null = null) => ({
  key,
  value: key,
  title: name,
  slotTitle: name,
  label: name,
  parentId: null,
  isLeaf: !children,
  ruleFlag: null,
  scopedSlots: null,
  children,
});

const server = (config: RequestConfig) => {
  if (config.url === '/sys/permission/queryTreeList')
    return ok({ treeList: [node('m1', '系统管理', [node('m2', '用户管理'), node('m3', '角色管理')])], ids: [] });
  if (config.url === '/sys/permission/queryDepartPermission') return ok(['m1', 'm2']);
  if (config.url === '/sys/permission/saveDepartPermission') return ok(null, { message: '保存成功！' });
  return ok(null);
};

describe('DepartPermissionTab', () => {
  beforeEach(() => resetPermissions());

  it('starts from the granted menus and saves the new set with the previous one (diff semantics)', async () => {
    const http = mockHttp(server);
    renderKit(<DepartPermissionTab departId="d1" />);
    const users = await screen.findByRole('treeitem', { name: '用户管理' });
    expect(users).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('treeitem', { name: '角色管理' })).toHaveAttribute('aria-checked', 'false');

    await userEvent.click(users.querySelector('.ant-tree-checkbox') as Element);
    await userEvent.click(
      screen.getByRole('treeitem', { name: '角色管理' }).querySelector('.ant-tree-checkbox') as Element,
    );
    await userEvent.click(screen.getByRole('button', { name: /保\s*存/ }));

    await waitFor(() => expect(http.requests.some((r) => r.url === '/sys/permission/saveDepartPermission')).toBe(true));
    expect(http.requests.find((r) => r.url === '/sys/permission/saveDepartPermission')?.data).toEqual({
      departId: 'd1',
      permissionIds: 'm1,m3',
      lastpermissionIds: 'm1,m2',
    });
    http.restore();
  });
});
