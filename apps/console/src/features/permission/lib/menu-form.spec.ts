import type { SysPermissionTree } from '@cropwatch/contract';
import { MenuType, parentOptions, toFormValues, toRequestBody, treeIds } from './menu-form';

const node = (overrides: Partial<SysPermissionTree>): SysPermissionTree => ({
  id: 'id',
  key: 'id',
  title: 'name',
  parentId: null,
  name: 'name',
  perms: null,
  permsType: '0',
  icon: null,
  component: null,
  componentName: null,
  url: null,
  redirect: null,
  sortNo: 1,
  menuType: 0,
  isLeaf: true,
  leaf: true,
  route: true,
  keepAlive: false,
  alwaysShow: false,
  hidden: false,
  hideTab: false,
  internalOrExternal: false,
  description: null,
  delFlag: 0,
  ruleFlag: 0,
  status: '1',
  createBy: null,
  createTime: null,
  updateBy: null,
  updateTime: null,
  children: null,
  ...overrides,
});

const tree = [
  node({
    id: 'sys',
    name: '系统管理',
    isLeaf: false,
    children: [
      node({
        id: 'user',
        name: '用户管理',
        menuType: 1,
        parentId: 'sys',
        isLeaf: false,
        children: [node({ id: 'user-add', name: '添加', menuType: 2, parentId: 'user' })],
      }),
      node({ id: 'role', name: '角色管理', menuType: 1, parentId: 'sys' }),
    ],
  }),
];

describe('the menu form', () => {
  it('starts a new child as a routed sub-menu under the given parent', () => {
    expect(toFormValues(null, { menuType: MenuType.sub, parentId: 'sys' })).toMatchObject({
      menuType: 1,
      parentId: 'sys',
      route: true,
      hidden: false,
      permsType: '1',
      status: '1',
    });
  });

  it('sends menu columns as flags and clears emptied text with null (the server keeps what it is not sent)', () => {
    const values = toFormValues(node({ id: 'role', menuType: 1, parentId: 'sys', url: '/isystem/role', icon: 'team' }));
    const body = toRequestBody({ ...values, icon: '', component: ' system/RoleUserList ', keepAlive: true });
    expect(body).toMatchObject({
      menuType: 1,
      parentId: 'sys',
      url: '/isystem/role',
      component: 'system/RoleUserList',
      icon: null,
      route: 1,
      keepAlive: 1,
      hidden: 0,
      internalOrExternal: 0,
    });
    expect(body).not.toHaveProperty('perms');
    expect(body.redirect).toBeUndefined();
  });

  it('sends a button with its code, policy and status but no route columns', () => {
    const body = toRequestBody({
      ...toFormValues(null, { menuType: MenuType.button, parentId: 'user' }),
      name: '导出',
      perms: 'user:export',
      permsType: '2',
      url: '/stale',
    });
    expect(body).toMatchObject({ menuType: 2, parentId: 'user', perms: 'user:export', permsType: '2', status: '1' });
    expect(body).not.toHaveProperty('url');
    expect(body).not.toHaveProperty('route');
  });

  it('drops the parent of a top-level menu', () => {
    const body = toRequestBody({ ...toFormValues(null), name: '报表', url: '/report', parentId: 'sys' });
    expect(body.parentId).toBeNull();
    expect(body.redirect).toBeNull();
  });

  it('offers menus as parents, never buttons nor the edited row and its subtree', () => {
    expect(parentOptions(tree)).toEqual([
      {
        value: 'sys',
        title: '系统管理',
        children: [
          { value: 'user', title: '用户管理' },
          { value: 'role', title: '角色管理' },
        ],
      },
    ]);
    expect(parentOptions(tree, 'user')).toEqual([
      { value: 'sys', title: '系统管理', children: [{ value: 'role', title: '角色管理' }] },
    ]);
    expect(treeIds(tree)).toEqual(['sys', 'user', 'user-add', 'role']);
  });
});
