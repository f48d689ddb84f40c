import { buildDepartNode } from '../testing/build-depart-node';
import {
  buildDepartTree,
  findDepart,
  flatDepartItems,
  keepKnownKeys,
  ROOT_PID,
  type DepartLevels,
} from './depart-tree';

const root = buildDepartNode({ id: 'r1', departName: '总公司', orgCode: 'A01' });
const leafRoot = buildDepartNode({ id: 'r2', departName: '分公司', orgCode: 'A02', isLeaf: true });
const child = buildDepartNode({ id: 'c1', departName: '研发部', orgCode: 'A01A01', parentId: 'r1' });

describe('buildDepartTree', () => {
  it('shows only the roots until a level is loaded, keeping the expander of unloaded parents', () => {
    const tree = buildDepartTree(new Map([[ROOT_PID, [root, leafRoot]]]));
    expect(tree.map((n) => [n.key, n.title, n.isLeaf, n.children])).toEqual([
      ['r1', '总公司', false, undefined],
      ['r2', '分公司', true, undefined],
    ]);
    expect(tree[0]?.depart).toBe(root);
  });

  it('nests loaded levels under their parent', () => {
    const levels: DepartLevels = new Map([
      [ROOT_PID, [root]],
      ['r1', [child]],
    ]);
    const [top] = buildDepartTree(levels);
    expect(top?.children?.map((n) => n.title)).toEqual(['研发部']);
    expect(top?.children?.[0]?.children).toBeUndefined();
  });

  it('removes the expander when a loaded level came back empty', () => {
    const levels: DepartLevels = new Map([
      [ROOT_PID, [root]],
      ['r1', []],
    ]);
    const [top] = buildDepartTree(levels);
    expect(top?.isLeaf).toBe(true);
    expect(top?.children).toBeUndefined();
  });
});

describe('department lookups', () => {
  const levels: DepartLevels = new Map([
    [ROOT_PID, [root]],
    ['r1', [child]],
  ]);

  it('finds a department in any loaded level, then among search matches', () => {
    expect(findDepart(levels, 'c1')).toBe(child);
    expect(findDepart(levels, 'r2')).toBeUndefined();
    expect(findDepart(levels, 'r2', [leafRoot])).toBe(leafRoot);
  });

  it('keeps only expanded keys that still exist', () => {
    expect(keepKnownKeys(['r1', 'gone', 'c1'], levels)).toEqual(['r1', 'c1']);
  });

  it('shows search matches flat and without expanders', () => {
    expect(flatDepartItems([child]).map((n) => [n.key, n.title, n.isLeaf])).toEqual([['c1', '研发部', true]]);
  });
});
