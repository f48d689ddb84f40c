import type { PermissionTreeModel } from '@cropwatch/contract';
import {
  allKeys,
  initialCheckedKeys,
  parentKeys,
  permissionIdsOf,
  saveRolePermissionBody,
  toAuthTree,
  type AuthTreeNode,
} from './permission-tree';

const model = (
  key: string,
  name: string,
  children: PermissionTreeModel[] = [],
  rules = false,
): PermissionTreeModel => ({
  key,
  title: null,
  slotTitle: name,
  label: null,
  value: key,
  parentId: null,
  isLeaf: children.length === 0,
  ruleFlag: rules ? 1 : 0,
  scopedSlots: { title: 'hasDatarule' },
  children: children.length ? children : null,
});

// 系统管理 > (用户管理 > 添加用户, 编辑用户), 角色管理; 首页
const models = [
  model('sys', '系统管理', [
    model('user', '用户管理', [model('user-add', '添加用户'), model('user-edit', '编辑用户')], true),
    model('role', '角色管理'),
  ]),
  model('home', '首页'),
];
const tree: AuthTreeNode[] = toAuthTree(models);

describe('the role authorisation tree', () => {
  it('takes titles from slotTitle (the role variant has null title) and flags menus with data rules', () => {
    expect(tree[0]).toMatchObject({ key: 'sys', title: '系统管理' });
    expect(tree[0].children?.[0]).toMatchObject({ key: 'user', title: '用户管理', hasDataRule: true });
    expect(tree[0].children?.[1]).toEqual({ key: 'role', title: '角色管理', hasDataRule: false });
    expect(tree[1].children).toBeUndefined();
  });

  it('lists every key in tree order and the parents for expand all', () => {
    expect(allKeys(tree)).toEqual(['sys', 'user', 'user-add', 'user-edit', 'role', 'home']);
    expect(parentKeys(tree)).toEqual(['sys', 'user']);
  });

  it('hands a linked tree only the granted leaves, so a granted folder does not tick all its children', () => {
    const granted = ['sys', 'user', 'user-add', 'home'];
    expect(initialCheckedKeys(granted, tree, true)).toEqual(['user-add', 'home']);
    expect(initialCheckedKeys(granted, tree, false)).toEqual(granted);
  });

  it('grants the half-checked parents of a checked button together with it', () => {
    // antd reports user-add checked and its menu and folder half-checked.
    const ids = permissionIdsOf({ checked: ['user-add'], halfChecked: ['user', 'sys'] }, tree, true);
    expect(ids).toEqual(['sys', 'user', 'user-add']);
  });

  it('adds the ancestors of checked keys even when the tree did not report them half-checked (nothing touched yet)', () => {
    expect(permissionIdsOf({ checked: ['role', 'user-edit'], halfChecked: [] }, tree, true)).toEqual([
      'sys',
      'user',
      'user-edit',
      'role',
    ]);
  });

  it('grants exactly the ticked keys when parents and children are unlinked', () => {
    expect(permissionIdsOf({ checked: ['user-edit', 'home'], halfChecked: [] }, tree, false)).toEqual([
      'user-edit',
      'home',
    ]);
  });

  it('round-trips: the saved ids load back to the same ticks', () => {
    const saved = permissionIdsOf({ checked: ['role', 'user-add', 'home'], halfChecked: ['sys', 'user'] }, tree, true);
    expect(initialCheckedKeys(saved, tree, true)).toEqual(['user-add', 'role', 'home']);
  });

  it('keeps granted ids the tree no longer shows instead of revoking them silently', () => {
    expect(permissionIdsOf({ checked: ['home', 'gone'], halfChecked: [] }, tree, true)).toEqual(['home', 'gone']);
  });

  it('sends the new set with the previous one for the server-side diff', () => {
    expect(saveRolePermissionBody('r1', ['a', 'b'], ['a', 'c'])).toEqual({
      roleId: 'r1',
      permissionIds: 'a,b',
      lastpermissionIds: 'a,c',
    });
  });
});
