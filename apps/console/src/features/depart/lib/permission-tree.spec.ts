import { allGrantKeys, parentGrantKeys, toGrantTree } from './permission-tree';

describe('authorisation tree', () => {
  const source = [
    {
      key: 'm1',
      title: null,
      slotTitle: '系统管理',
      children: [
        { key: 'm2', title: null, slotTitle: '用户管理', children: null },
        { key: 'm3', title: '角色管理', slotTitle: '', children: [] },
      ],
    },
  ];

  it('takes the name from slotTitle (role variant) or title, and drops empty children', () => {
    expect(toGrantTree(source)).toEqual([
      {
        key: 'm1',
        title: '系统管理',
        'aria-label': '系统管理',
        children: [
          { key: 'm2', title: '用户管理', 'aria-label': '用户管理' },
          { key: 'm3', title: '角色管理', 'aria-label': '角色管理' },
        ],
      },
    ]);
  });

  it('lists every key for select-all and the parents for expand-all', () => {
    const tree = toGrantTree(source);
    expect(allGrantKeys(tree)).toEqual(['m1', 'm2', 'm3']);
    expect(parentGrantKeys(tree)).toEqual(['m1']);
  });
});
