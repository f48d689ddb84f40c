import { dayjs } from '../../lib/dayjs';
import {
  DEFAULT_SORTERS,
  dropEmpty,
  filtersFromValues,
  stateFromSearch,
  stateToSearch,
  superQueryItems,
  toJeecgQuery,
  type TableState,
} from './list-query';

const base: TableState = { filters: [], sorters: [...DEFAULT_SORTERS], pagination: { current: 1, pageSize: 10 } };

describe('toJeecgQuery (the one adapter)', () => {
  it('sends page 1 of 10 sorted by createTime descending by default', () => {
    expect(toJeecgQuery(base)).toEqual({ column: 'createTime', order: 'desc', pageNo: 1, pageSize: 10 });
  });

  it('sends the visible columns as a comma list starting with id', () => {
    expect(toJeecgQuery(base, { fields: ['username', 'id', 'realname'] }).field).toBe('id,username,realname');
  });

  it('joins sorters sharing the first order into one column list', () => {
    const q = toJeecgQuery({
      ...base,
      sorters: [
        { field: 'sex', order: 'asc' },
        { field: 'username', order: 'asc' },
        { field: 'createTime', order: 'desc' },
      ],
    });
    expect(q).toMatchObject({ column: 'sex,username', order: 'asc' });
  });

  it('writes plain filters in the value forms of convert2Rule', () => {
    const q = toJeecgQuery({
      ...base,
      filters: [
        { field: 'username', operator: 'eq', value: 'admin' },
        { field: 'realname', operator: 'contains', value: '管' },
        { field: 'phone', operator: 'startswith', value: '186' },
        { field: 'email', operator: 'endswith', value: '.com' },
        { field: 'workNo', operator: 'ne', value: '001' },
        { field: 'status', operator: 'in', value: ['1', '2'] },
        { field: 'birthday', operator: 'between', value: ['2000-01-01', '2000-12-31'] },
        { field: 'createTime', operator: 'gte', value: '2024-01-01 00:00:00' },
        { field: 'updateTime', operator: 'lte', value: '2024-02-01 00:00:00' },
      ],
    });
    expect(q).toMatchObject({
      username: 'admin',
      realname: '*管*',
      phone: '186*',
      email: '*.com',
      workNo: '!001',
      status_MultiString: '1,2',
      birthday_begin: '2000-01-01',
      birthday_end: '2000-12-31',
      createTime_begin: '2024-01-01 00:00:00',
      updateTime_end: '2024-02-01 00:00:00',
    });
  });

  it('drops empty, null and blank values', () => {
    const q = toJeecgQuery({
      ...base,
      filters: [
        { field: 'username', operator: 'eq', value: '' },
        { field: 'realname', operator: 'eq', value: '   ' },
        { field: 'sex', operator: 'eq', value: null },
        { field: 'status', operator: 'in', value: [] },
        { field: 'birthday', operator: 'between', value: ['', '2000-12-31'] },
      ],
    });
    expect(q).toEqual({ column: 'createTime', order: 'desc', pageNo: 1, pageSize: 10, birthday_end: '2000-12-31' });
    expect(dropEmpty({ a: '', b: ' ', c: null, d: undefined, e: 0, f: 'x' })).toEqual({ e: 0, f: 'x' });
  });

  it('encodes the advanced query as URI-encoded JSON with its match type', () => {
    const q = toJeecgQuery(
      {
        ...base,
        filters: [
          {
            key: 'superQuery',
            operator: 'or',
            value: [
              { field: 'username', operator: 'contains', value: 'adm' },
              { field: 'birthday', operator: 'gte', value: '2022-01-01' },
              { field: 'sex', operator: 'in', value: ['1', '2'] },
              { field: 'phone', operator: 'eq', value: '' },
            ],
          },
        ],
      },
      { fieldTypes: { birthday: { type: 'date' }, sex: { type: 'list', dbType: 'int' } } },
    );
    const items = [
      { field: 'username', rule: 'like', val: 'adm' },
      { field: 'birthday', rule: 'ge', val: '2022-01-01', type: 'date' },
      { field: 'sex', rule: 'in', val: '1,2', type: 'list', dbType: 'int' },
    ];
    expect(q.superQueryMatchType).toBe('or');
    expect(q.superQueryParams).toBe(encodeURI(JSON.stringify(items)));
    expect(JSON.parse(decodeURI(String(q.superQueryParams)))).toEqual(items);
  });

  it('sends no advanced query when all its conditions are empty', () => {
    const q = toJeecgQuery({
      ...base,
      filters: [{ key: 'superQuery', operator: 'and', value: [{ field: 'a', operator: 'eq', value: '' }] }],
    });
    expect(q).not.toHaveProperty('superQueryParams');
    expect(q).not.toHaveProperty('superQueryMatchType');
  });

  it('maps every builder rule', () => {
    const ops = ['eq', 'contains', 'startswith', 'endswith', 'in', 'ne', 'gt', 'gte', 'lt', 'lte'] as const;
    const items = superQueryItems({
      operator: 'and',
      value: ops.map((operator) => ({ field: 'f', operator, value: '1' })),
    });
    expect(items.map((i) => i.rule)).toEqual([
      'eq',
      'like',
      'right_like',
      'left_like',
      'in',
      'ne',
      'gt',
      'ge',
      'lt',
      'le',
    ]);
  });
});

describe('table state in the location', () => {
  it('round-trips pagination, sorters and filters and keeps other parameters', () => {
    const state: TableState = {
      pagination: { current: 3, pageSize: 20 },
      sorters: [{ field: 'username', order: 'asc' }],
      filters: [{ field: 'sex', operator: 'eq', value: '1' }],
    };
    const search = stateToSearch(state, new URLSearchParams('tab=2'));
    expect(search.get('tab')).toBe('2');
    expect(stateFromSearch(search, base)).toEqual(state);
  });

  it('falls back to the defaults for malformed values', () => {
    const search = new URLSearchParams('current=-1&pageSize=abc&sorters=%5Bnot-json&filters=%5B%7B%22x%22%3A1%7D%5D');
    expect(stateFromSearch(search, base)).toEqual(base);
  });
});

describe('search form values', () => {
  it('turns values into filters, formatting dates and dropping blanks', () => {
    const filters = filtersFromValues(
      {
        username: 'admin',
        realname: ' ',
        sex: '1',
        birthday: [dayjs('2000-01-01'), dayjs('2000-12-31')],
        status: ['1'],
      },
      { birthday: 'between', username: 'contains' },
    );
    expect(filters).toEqual([
      { field: 'username', operator: 'contains', value: 'admin' },
      { field: 'sex', operator: 'eq', value: '1' },
      { field: 'birthday', operator: 'between', value: ['2000-01-01', '2000-12-31'] },
      { field: 'status', operator: 'in', value: ['1'] },
    ]);
  });
});
