import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DatePicker, Form, Input } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import {
  type SysUser,
  userDelete,
  userDeleteBatch,
  userExportXls,
  userImportExcel,
  userList,
} from '@cropwatch/contract';
import { localCache, StorageKey } from '../../lib/storage';
import { permissionStore } from '../../stores/permission';
import { buildUser } from '../../testing/builders';
import { mockHttp, ok } from '../../testing/mock-http';
import { DictSelect } from '../dict/dict-select';
import { renderDictText } from '../dict/render-dict-text';
import { renderKit } from '../testing/render-kit';
import type { ListColumns } from './fit-column';
import { fieldsOf, ListPage } from './list-page';
import { useListPage } from './use-list-page';

const sex = [
  { value: '1', text: '男' },
  { value: '2', text: '女' },
];

const users = [
  {
    ...buildUser({ id: 'u1', username: 'admin', realname: '管理员', sex: 1, birthday: '2000-03-01' }),
    sex_dictText: '男',
  },
  {
    ...buildUser({ id: 'u2', username: 'jeecg', realname: '张小红', sex: 2, birthday: '2000-06-01' }),
    sex_dictText: '女',
  },
];

const columns: ColumnsType<SysUser> = [
  { title: '用户账号', dataIndex: 'username', sorter: true },
  { title: '用户姓名', dataIndex: 'realname' },
  { title: '性别', dataIndex: 'sex', render: (_: unknown, row) => renderDictText(row, 'sex') },
  { title: '生日', dataIndex: 'birthday' },
];

/** The demo of the kit: the user list with a sex dictionary filter and a birthday range. */
function UserListDemo() {
  const list = useListPage<SysUser>({
    url: {
      list: userList,
      delete: userDelete,
      deleteBatch: userDeleteBatch,
      exportXls: userExportXls,
      importExcel: userImportExcel,
    },
    fields: fieldsOf(columns),
    authPre: 'user:',
    isRowDisabled: (row) => row.username === 'admin',
    exportFileName: '用户信息',
  });
  return (
    <ListPage
      list={list}
      columns={columns}
      searchOperators={{ birthday: 'between', username: 'contains' }}
      searchFields={
        <>
          <Form.Item name="username" label="账号">
            <Input aria-label="账号" />
          </Form.Item>
          <Form.Item name="sex" label="性别">
            <DictSelect dictCode="sex" aria-label="性别" style={{ width: 120 }} />
          </Form.Item>
          <Form.Item name="birthday" label="生日">
            <DatePicker.RangePicker aria-label="生日" />
          </Form.Item>
        </>
      }
      superQueryFields={[{ field: 'username', title: '用户账号', type: 'string' }]}
      onAdd={() => undefined}
    />
  );
}

function serve() {
  return mockHttp((config) => {
    if (config.url === '/sys/user/list')
      return ok({ records: users, total: 2, size: 10, current: 1, pages: 1 }, { code: 0 });
    return ok(null);
  });
}

const lastList = (http: ReturnType<typeof mockHttp>) => http.requests.filter((r) => r.url === '/sys/user/list').at(-1);

describe('ListPage over /sys/user/list (demo)', () => {
  beforeEach(() => {
    localStorage.clear();
    localCache.set(StorageKey.dictCache, { sex });
    permissionStore.auth = [];
    permissionStore.allAuth = [];
  });

  it('shows the rows with dictionary texts, the total text and the toolbar', async () => {
    const http = serve();
    renderKit(<UserListDemo />);
    expect(await screen.findByText('张小红')).toBeInTheDocument();
    expect(screen.getByText('女')).toBeInTheDocument();
    expect(screen.getByText('1-2 共2条')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: '删除' })).toHaveLength(2);
    // Automatic layout: the action column is as wide as its buttons, no data column is squeezed under it.
    expect(document.querySelector('.ant-table table')).toHaveStyle({ tableLayout: 'auto' });
    for (const name of ['新增', '导出', '导入', '高级查询', '批量删除']) {
      expect(screen.getByRole('button', { name: new RegExp(name) })).toBeInTheDocument();
    }
    expect(lastList(http)?.params).toMatchObject({
      pageNo: 1,
      pageSize: 10,
      column: 'createTime',
      order: 'desc',
      field: 'id,username,realname,sex,birthday',
    });
    http.restore();
  });

  it('searches by sex and birthday range from page 1, and resets', async () => {
    const http = serve();
    renderKit(<UserListDemo />);
    await screen.findByText('张小红');
    fireEvent.mouseDown(
      within(screen.getByLabelText('性别').closest('.ant-select') as HTMLElement).getByRole('combobox'),
    );
    await userEvent.click(await screen.findByTitle('女'));
    const [start, end] = screen.getAllByPlaceholderText(/日期/);
    fireEvent.mouseDown(start);
    fireEvent.change(start, { target: { value: '2000-01-01' } });
    fireEvent.keyDown(start, { key: 'Enter', code: 'Enter' });
    fireEvent.change(end, { target: { value: '2000-12-31' } });
    fireEvent.keyDown(end, { key: 'Enter', code: 'Enter' });
    fireEvent.change(screen.getByLabelText('账号'), { target: { value: 'adm' } });
    fireEvent.click(screen.getByRole('button', { name: '查 询' }));
    await waitFor(() =>
      expect(lastList(http)?.params).toMatchObject({
        pageNo: 1,
        sex: '2',
        username: '*adm*',
        birthday_begin: '2000-01-01',
        birthday_end: '2000-12-31',
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: '重 置' }));
    await waitFor(() => expect(lastList(http)?.params).not.toHaveProperty('sex'));
    expect(lastList(http)?.params).not.toHaveProperty('birthday_begin');
    http.restore();
  });

  it('needs a selection for batch delete, disables rows, then confirms with the count', async () => {
    const http = serve();
    renderKit(<UserListDemo />);
    await screen.findByText('张小红');
    await userEvent.click(screen.getByRole('button', { name: /批量删除/ }));
    expect(await screen.findByText('请选择一条记录！')).toBeInTheDocument();
    const checkboxes = screen.getAllByRole('checkbox');
    // header, admin (disabled), jeecg; each row's box is named in the page's language (antd's own is English).
    expect(checkboxes[0]).toHaveAccessibleName('全选本页');
    expect(checkboxes[1]).toBeDisabled();
    expect(checkboxes[2]).toHaveAccessibleName('选择此行');
    await userEvent.click(checkboxes[2]);
    expect(await screen.findByText('已选择 1 项')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /批量删除/ }));
    expect(await screen.findByText('确定要删除这 1 项吗?')).toBeInTheDocument();
    http.restore();
  });

  it('drops add and both deletes when authPre excludes them', async () => {
    permissionStore.allAuth = [
      { action: 'user:add', type: '1', status: '1', describe: '' },
      { action: 'user:batch_delete', type: '1', status: '1', describe: '' },
    ];
    permissionStore.auth = [{ action: 'user:other', type: '1', describe: '' }];
    const http = serve();
    renderKit(<UserListDemo />);
    await screen.findByText('张小红');
    expect(screen.queryByRole('button', { name: /新增/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /批量删除/ })).toBeNull();
    expect(screen.queryByRole('button', { name: '删除' })).toBeNull();
    http.restore();
  });

  it('writes the total in English', async () => {
    const http = serve();
    renderKit(<UserListDemo />, { language: 'en-US' });
    expect(await screen.findByText('1-2 of 2 items')).toBeInTheDocument();
    http.restore();
  });
});

describe('ListPage gives way when the drawn table is wider than its card (issue #31)', () => {
  /** The table drawn `drawn` px wide in a 1000 px card, for as long as `optionalShown()` optional headers show. */
  function drawTable(drawn: (optionalHeaders: number) => number) {
    const content = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientWidth');
    const offset = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetWidth');
    Object.defineProperty(HTMLElement.prototype, 'clientWidth', {
      configurable: true,
      get(this: HTMLElement) {
        return this.matches('.ant-table-content, .ant-table-body') ? 1000 : 0;
      },
    });
    Object.defineProperty(HTMLElement.prototype, 'offsetWidth', {
      configurable: true,
      get(this: HTMLElement) {
        if (this.tagName !== 'TABLE') return 0;
        const headers = [...this.querySelectorAll('thead th')].map((th) => th.textContent ?? '');
        return drawn(headers.filter((text) => text.startsWith('optional')).length);
      },
    });
    return () => {
      if (content) Object.defineProperty(HTMLElement.prototype, 'clientWidth', content);
      if (offset) Object.defineProperty(HTMLElement.prototype, 'offsetWidth', offset);
    };
  }

  const wide: ListColumns<SysUser> = [
    { title: '用户账号', dataIndex: 'username' },
    { title: 'optional 1', dataIndex: 'realname', optional: true },
    { title: 'optional 2', dataIndex: 'email', optional: true },
    { title: 'optional 3', dataIndex: 'phone', optional: true },
  ];

  function WideList() {
    const list = useListPage<SysUser>({ url: { list: userList, delete: userDelete }, fields: fieldsOf(wide) });
    return <ListPage list={list} columns={wide} />;
  }

  const headers = () => [...document.querySelectorAll('thead th')].map((th) => th.textContent ?? '');
  const actionHeader = () => [...document.querySelectorAll('thead th')].find((th) => th.textContent === '操作');

  beforeEach(() => {
    localStorage.clear();
    permissionStore.auth = [];
    permissionStore.allAuth = [];
  });

  it('drops optional columns from the last one back until the table fits, and keeps the action column fixed', async () => {
    const http = serve();
    // 900 px of required columns and 100 px per optional one: fits with one optional column left.
    const restore = drawTable((optional) => 900 + 100 * optional);
    renderKit(<WideList />);
    expect(await screen.findByText('admin')).toBeInTheDocument();
    await waitFor(() => expect(headers()).not.toContain('optional 2'));
    expect(headers()).toContain('optional 1');
    expect(headers()).not.toContain('optional 3');
    expect(actionHeader()?.className).toMatch(/ant-table-cell-fix-(right|end)/);
    restore();
    http.restore();
  });

  it('unfixes the action column when no optional column is left and the table is still too wide', async () => {
    const http = serve();
    const restore = drawTable(() => 1400);
    renderKit(<WideList />);
    expect(await screen.findByText('admin')).toBeInTheDocument();
    await waitFor(() => expect(actionHeader()?.className).not.toMatch(/ant-table-cell-fix-(right|end)/));
    expect(headers().filter((text) => text.startsWith('optional'))).toEqual([]);
    expect(headers()).toContain('用户账号');
    restore();
    http.restore();
  });
});
