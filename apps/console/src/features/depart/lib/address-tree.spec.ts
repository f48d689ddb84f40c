import { buildDepartNode } from '../testing/build-depart-node';
import { filterDepartTree } from './address-tree';

const tree = [
  buildDepartNode({
    id: 'r1',
    departName: '总公司',
    orgCode: 'A01',
    children: [
      buildDepartNode({ id: 'c1', departName: '研发部', orgCode: 'A01A01' }),
      buildDepartNode({ id: 'c2', departName: '财务部', orgCode: 'A01A02' }),
    ],
  }),
];

describe('filterDepartTree', () => {
  it('keeps everything without a keyword', () => {
    const [root] = filterDepartTree(tree, '');
    expect(root?.children.map((c) => c.orgCode)).toEqual(['A01A01', 'A01A02']);
  });

  it('keeps only the branches leading to a matching department', () => {
    const [root] = filterDepartTree(tree, '研发');
    expect(root?.title).toBe('总公司');
    expect(root?.children.map((c) => c.title)).toEqual(['研发部']);
  });

  it('keeps the whole subtree of a matching department and nothing for no match', () => {
    expect(filterDepartTree(tree, '总公司')[0]?.children).toHaveLength(2);
    expect(filterDepartTree(tree, '不存在')).toEqual([]);
  });
});
