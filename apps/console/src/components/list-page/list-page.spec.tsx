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
  }, 120_000);

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
  }, 120_000);

  it('needs a selection for batch delete, disables rows, then confirms with the count', async () => {
    const http = serve();
    renderKit(<UserListDemo />);
    await screen.findByText('张小红');
    await userEvent.click(screen.getByRole('button', { name: /批量删除/ }));
    expect(await screen.findByText('请选择一条记录！')).toBeInTheDocument();
    const checkboxes = screen.getAllByRole('checkbox');
    // header, admin (disabled), jeecg
    expect(checkboxes[1]).toBeDisabled();
    await userEvent.click(checkboxes[2]);
    expect(await screen.findByText('已选择 1 项')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /批量删除/ }));
    expect(await screen.findByText('确定要删除这 1 项吗?')).toBeInTheDocument();
    http.restore();
  }, 120_000);

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
  }, 120_000);

  it('writes the total in English', async () => {
    const http = serve();
    renderKit(<UserListDemo />, { language: 'en-US' });
    expect(await screen.findByText('1-2 of 2 items')).toBeInTheDocument();
    http.restore();
  }, 120_000);
});
