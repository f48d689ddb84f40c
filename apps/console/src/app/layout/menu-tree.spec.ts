import type { MenuRoute } from '@cropwatch/contract';
import { ancestorKeys, buildMenuTree, nextOpenKeys, selectedKeyFor } from './menu-tree';

function item(path: string, component: string, extra: Partial<MenuRoute> = {}): MenuRoute {
  const name = path.replace(/^\//, '').replace(/\//g, '-');
  return { id: name, path, name, component, route: '1', meta: { title: name }, ...extra };
}

const menu: MenuRoute[] = [
  item('/dashboard/analysis', 'dashboard/Analysis', { meta: { title: '首页', icon: 'home' } }),
  item('/isystem', 'layouts/RouteView', {
    children: [
      item('/isystem/user', 'system/UserList'),
      item('/isystem/secret', 'system/Secret', { hidden: true }),
      item('/isystem/param/:id', 'system/Param', { route: '0' }),
    ],
  }),
  item('/account', 'layouts/RouteView', { hidden: true, children: [item('/account/center', 'account/center/Index')] }),
  item('/folder', 'layouts/RouteView', { children: [item('/folder/only', 'a/B', { hidden: true })] }),
];

describe('buildMenuTree', () => {
  const tree = buildMenuTree(menu);

  it('leaves hidden entries out', () => {
    expect(tree.map((n) => n.key)).toEqual(['/dashboard/analysis', '/isystem', '/folder']);
    expect(tree[1].children?.map((n) => n.key)).not.toContain('/isystem/secret');
  });

  it('still lists route "0" items as menu entries', () => {
    expect(tree[1].children?.map((n) => n.key)).toContain('/isystem/param/:id');
  });

  it('turns a folder whose children are all hidden into a plain entry', () => {
    expect(tree[2].children).toBeUndefined();
  });

  it('keeps title and icon', () => {
    expect(tree[0]).toMatchObject({ title: '首页', icon: 'home' });
  });
});

describe('menu highlighting', () => {
  const tree = buildMenuTree(menu);

  it('highlights the entry of the current route', () => {
    expect(selectedKeyFor(tree, '/isystem/user')).toBe('/isystem/user');
  });

  it('keeps the parent list highlighted on a deeper page', () => {
    expect(selectedKeyFor(tree, '/isystem/user/detail')).toBe('/isystem/user');
  });

  it('opens the folders above the current entry', () => {
    expect(ancestorKeys(tree, '/isystem/user')).toEqual(['/isystem']);
    expect(ancestorKeys(tree, '/nope')).toBeNull();
  });
});

describe('nextOpenKeys', () => {
  const roots = ['/a', '/b'];

  it('keeps only the newly opened root submenu', () => {
    expect(nextOpenKeys(['/a', '/a/x'], ['/a', '/a/x', '/b'], roots)).toEqual(['/b']);
  });

  it('keeps the open root when a nested folder opens', () => {
    expect(nextOpenKeys(['/a'], ['/a', '/a/x'], roots)).toEqual(['/a', '/a/x']);
  });

  it('closes a submenu as reported', () => {
    expect(nextOpenKeys(['/a', '/a/x'], ['/a'], roots)).toEqual(['/a']);
    expect(nextOpenKeys(['/a'], [], roots)).toEqual([]);
  });
});
