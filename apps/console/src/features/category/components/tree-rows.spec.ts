import type { SysCategory } from '@cropwatch/contract';
import { categoryFormValues, toCategoryAddBody, toCategoryEditBody } from './category-form';
import { buildTreeRows } from './tree-rows';

const node = (id: string, pid: string, hasChild: string | null = '0'): SysCategory => ({
  id,
  pid,
  name: id,
  code: id.toUpperCase(),
  hasChild,
  sysOrgCode: null,
  createBy: null,
  createTime: null,
  updateBy: null,
  updateTime: null,
});

describe('category tree rows', () => {
  it('gives an unloaded parent a loading placeholder and a leaf no expander', () => {
    const [parent, leaf] = buildTreeRows([node('a', '0', '1'), node('b', '0')], new Map());
    expect(parent.children).toEqual([expect.objectContaining({ id: 'a:loading', pid: 'a', isLoading: true })]);
    expect(leaf).not.toHaveProperty('children');
  });

  it('nests loaded levels and drops the expander of an empty one', () => {
    const levels = new Map([
      ['a', [node('a1', 'a', '1'), node('a2', 'a', '1')]],
      ['a1', [node('a11', 'a1')]],
      ['a2', []],
    ]);
    const [root] = buildTreeRows([node('a', '0', '1')], levels);
    expect(root.children?.map((c) => c.id)).toEqual(['a1', 'a2']);
    expect(root.children?.[0].children?.map((c) => c.id)).toEqual(['a11']);
    expect(root.children?.[1]).not.toHaveProperty('children');
  });

  it('stops at a cycle in bad data', () => {
    const levels = new Map([
      ['a', [node('b', 'a', '1')]],
      ['b', [node('a', 'b', '1')]],
    ]);
    const [root] = buildTreeRows([node('a', '0', '1')], levels);
    expect(root.children?.[0].children?.[0]).not.toHaveProperty('children');
  });
});

describe('category form mapping', () => {
  it('adds a root under pid 0 and a child under its parent, never sending a code', () => {
    expect(toCategoryAddBody({ ...categoryFormValues({ mode: 'add', parent: null }), name: ' 作物 ' })).toEqual({
      pid: '0',
      name: '作物',
    });
    const parent = node('a', '0', '1');
    expect(toCategoryAddBody({ ...categoryFormValues({ mode: 'add', parent }), name: '小麦' })).toEqual({
      pid: 'a',
      name: '小麦',
    });
  });

  it('edits name and parent by id; a root shows no parent', () => {
    const record = node('b', '0');
    const values = categoryFormValues({ mode: 'edit', record });
    expect(values).toEqual({ pid: '', name: 'b' });
    expect(toCategoryEditBody({ ...values, pid: 'a' }, record)).toEqual({ id: 'b', pid: 'a', name: 'b' });
  });
});
