import type { SysDict, SysDictItem } from '@cropwatch/contract';
import { dictFormValues, dictItemFormValues, toDictBody, toDictItemBody } from './dict-form';

const dict: SysDict = {
  id: 'd1',
  dictName: '性别',
  dictCode: 'sex',
  description: null,
  delFlag: 0,
  type: 0,
  createBy: 'admin',
  createTime: '2026-01-01 00:00:00',
  updateBy: null,
  updateTime: null,
};

const item: SysDictItem = {
  id: 'i1',
  dictId: 'd1',
  itemText: '男',
  itemValue: '1',
  description: null,
  sortOrder: 3,
  status: 0,
  createBy: 'admin',
  createTime: '2026-01-01 00:00:00',
  updateBy: null,
  updateTime: null,
};

describe('dictionary form mapping', () => {
  it('starts a new dictionary empty with string values', () => {
    expect(dictFormValues(null)).toEqual({ dictName: '', dictCode: '', description: '', type: 0 });
  });

  it('adds with trimmed texts and no empty description', () => {
    expect(toDictBody({ dictName: ' 生育期 ', dictCode: ' stage ', description: '  ', type: 1 })).toEqual({
      dictName: '生育期',
      dictCode: 'stage',
      description: null,
      type: 1,
    });
  });

  it('edits by id and clears an emptied description (null would keep the stored text)', () => {
    expect(toDictBody({ ...dictFormValues(dict), description: '' }, 'd1')).toEqual({
      id: 'd1',
      dictName: '性别',
      dictCode: 'sex',
      description: '',
      type: 0,
    });
  });
});

describe('dictionary item form mapping', () => {
  it('starts a new item enabled at sort order 1', () => {
    expect(dictItemFormValues(null)).toMatchObject({ sortOrder: 1, status: true });
  });

  it('maps the status switch to 1/0 and keeps the dictionary id', () => {
    const values = dictItemFormValues(item);
    expect(values.status).toBe(false);
    expect(toDictItemBody({ ...values, status: true }, 'd1', 'i1')).toEqual({
      id: 'i1',
      dictId: 'd1',
      itemText: '男',
      itemValue: '1',
      description: '',
      sortOrder: 3,
      status: 1,
    });
    expect(toDictItemBody({ ...values, itemText: ' 女 ', itemValue: ' 2 ', description: null }, 'd1')).toEqual({
      dictId: 'd1',
      itemText: '女',
      itemValue: '2',
      description: null,
      sortOrder: 3,
      status: 0,
    });
  });
});
