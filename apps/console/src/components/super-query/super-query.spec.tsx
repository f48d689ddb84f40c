import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { localCache } from '../../lib/storage';
import { toJeecgQuery, type ConditionalFilter } from '../list-page/list-query';
import { renderKit } from '../testing/render-kit';
import { SUPER_QUERY_MODAL_WIDTH, SuperQuery } from './super-query';
import {
  fromFilterGroup,
  isEmptyQuery,
  newCondition,
  savedQueries,
  savedQueryKey,
  toFilterGroup,
  withField,
  withRule,
  type QueryField,
} from './super-query-model';

describe('query builder rules', () => {
  it('treats no condition or a single incomplete one as empty', () => {
    expect(isEmptyQuery([])).toBe(true);
    expect(isEmptyQuery([{ ...newCondition(), field: 'a' }])).toBe(true);
    expect(isEmptyQuery([{ ...newCondition(), field: 'a', val: ' ' }])).toBe(true);
    expect(isEmptyQuery([{ ...newCondition(), field: 'a', val: 'x' }])).toBe(false);
    expect(isEmptyQuery([newCondition(), newCondition()])).toBe(false);
  });

  it('clears the value when the field changes', () => {
    expect(withField({ ...newCondition(), field: 'a', val: 'x' }, 'b')).toMatchObject({ field: 'b', val: undefined });
  });

  it('keeps the first value when the rule leaves in', () => {
    const c = { ...newCondition(), field: 'sex', rule: 'in' as const, val: ['1', '2'] };
    expect(withRule(c, 'eq').val).toBe('1');
    expect(withRule(c, 'in').val).toEqual(['1', '2']);
    expect(withRule({ ...c, rule: 'eq', val: 'x' }, 'like').val).toBe('x');
  });

  it('emits complete conditions as the superQuery group and reads them back', () => {
    const group = toFilterGroup(
      [
        { ...newCondition(), field: 'username', rule: 'like', val: 'adm' },
        { ...newCondition(), field: 'sex', rule: 'in', val: ['1', '2'] },
        { ...newCondition(), field: 'phone', rule: 'eq' },
      ],
      'or',
    );
    expect(group).toEqual({
      key: 'superQuery',
      operator: 'or',
      value: [
        { field: 'username', operator: 'contains', value: 'adm' },
        { field: 'sex', operator: 'in', value: ['1', '2'] },
      ],
    });
    expect(fromFilterGroup(group).map(({ field, rule, val }) => ({ field, rule, val }))).toEqual([
      { field: 'username', rule: 'like', val: 'adm' },
      { field: 'sex', rule: 'in', val: ['1', '2'] },
    ]);
  });

  it('stores saved queries under the prefix plus the save code, replacing same titles', () => {
    localStorage.clear();
    const key = savedQueryKey('/isystem/user');
    expect(key).toBe('JSuperQuerySaved_/isystem/user');
    savedQueries.save(key, { title: 'a', matchType: 'and', records: [{ field: 'x', rule: 'eq', val: '1' }] });
    savedQueries.save(key, { title: 'a', matchType: 'or', records: [] });
    expect(savedQueries.load(key)).toEqual([{ title: 'a', matchType: 'or', records: [] }]);
    expect(savedQueries.remove(key, 'a')).toEqual([]);
    expect(localStorage.getItem('pro__JSuperQuerySaved_/isystem/user')).toContain('"value":[]');
  });
});

const fields: QueryField[] = [
  { field: 'username', title: '用户账号', type: 'string' },
  {
    field: 'sex',
    title: '性别',
    type: 'list',
    options: [
      { value: '1', text: '男' },
      { value: '2', text: '女' },
    ],
  },
];

describe('SuperQuery', () => {
  beforeEach(() => localStorage.clear());

  it('shows the empty hint, refuses empty queries and saves, then emits a query and flags it active', async () => {
    const onSearch = vi.fn<(g: ConditionalFilter | null) => void>();
    renderKit(<SuperQuery fields={fields} saveCode="users" onSearch={onSearch} />);
    await userEvent.click(screen.getByRole('button', { name: /高级查询/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('没有任何查询条件')).toBeInTheDocument();
    expect((dialog.closest('.ant-modal') as HTMLElement).style.width).toBe(`${SUPER_QUERY_MODAL_WIDTH}px`);

    fireEvent.click(within(dialog).getByRole('button', { name: '查 询' }));
    expect(await screen.findByText('不能查询空条件')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: '保存查询条件' }));
    expect(await screen.findByText('空条件不能保存')).toBeInTheDocument();

    fireEvent.click(within(dialog).getByRole('button', { name: /添加条件/ }));
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: '选择查询字段' }));
    fireEvent.click(await screen.findByTitle('用户账号'));
    fireEvent.change(within(dialog).getByRole('textbox', { name: '请输入值' }), { target: { value: 'adm' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '查 询' }));
    expect(onSearch).toHaveBeenCalledWith({
      key: 'superQuery',
      operator: 'and',
      value: [{ field: 'username', operator: 'eq', value: 'adm' }],
      fieldTypes: { username: { type: 'string', dbType: undefined } },
    });
    expect(await screen.findByTestId('super-query-active')).toBeInTheDocument();
  });

  it('saves a named query, asks before overwriting, and resets the active flag', async () => {
    const onSearch = vi.fn<(g: ConditionalFilter | null) => void>();
    localCache.set(savedQueryKey('users'), [{ title: '管理员', matchType: 'and', records: [] }], null);
    renderKit(<SuperQuery fields={fields} saveCode="users" onSearch={onSearch} />);
    fireEvent.click(screen.getByRole('button', { name: /高级查询/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('管理员')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: /添加条件/ }));
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: '选择查询字段' }));
    fireEvent.click(await screen.findByTitle('用户账号'));
    fireEvent.change(within(dialog).getByRole('textbox', { name: '请输入值' }), { target: { value: 'admin' } });

    fireEvent.click(within(dialog).getByRole('button', { name: '保存查询条件' }));
    const name = await screen.findByRole('textbox', { name: '名称' });
    fireEvent.click(within(name.closest('.ant-modal') as HTMLElement).getByRole('button', { name: '确 定' }));
    expect(await screen.findByText('保存名称不能为空')).toBeInTheDocument();
    fireEvent.change(name, { target: { value: '管理员' } });
    fireEvent.click(within(name.closest('.ant-modal') as HTMLElement).getByRole('button', { name: '确 定' }));
    expect((await screen.findAllByText('"管理员" 已存在，是否覆盖？')).length).toBeGreaterThan(0);
    fireEvent.click(screen.getAllByRole('button', { name: '确 定' }).at(-1) as HTMLElement);
    await waitFor(() =>
      expect(savedQueries.load(savedQueryKey('users'))).toEqual([
        { title: '管理员', matchType: 'and', records: [{ field: 'username', rule: 'eq', val: 'admin' }] },
      ]),
    );

    fireEvent.click(within(dialog).getByRole('button', { name: '查 询' }));
    expect(await screen.findByTestId('super-query-active')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /高级查询/ }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '重 置' }));
    expect(onSearch).toHaveBeenLastCalledWith(null);
    await waitFor(() => expect(screen.queryByTestId('super-query-active')).toBeNull());
  });
});

describe('field types travel with the group', () => {
  it('adds type and dbType of the used fields, which the adapter sends', () => {
    const group = toFilterGroup([{ ...newCondition(), field: 'birthday', rule: 'ge', val: '2000-01-01' }], 'and', [
      { field: 'birthday', title: '生日', type: 'date' },
      { field: 'age', title: '年龄', type: 'int', dbType: 'int' },
    ]);
    expect(group.fieldTypes).toEqual({ birthday: { type: 'date', dbType: undefined } });
    const q = toJeecgQuery({ filters: [group], sorters: [], pagination: { current: 1, pageSize: 10 } });
    expect(JSON.parse(decodeURI(String(q.superQueryParams)))).toEqual([
      { field: 'birthday', rule: 'ge', val: '2000-01-01', type: 'date' },
    ]);
  });
});
