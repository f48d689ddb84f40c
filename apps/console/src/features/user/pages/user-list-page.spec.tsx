import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AllAuthEntry } from '@cropwatch/contract';
import { renderKit } from '../../../components/testing/render-kit';
import { localCache, StorageKey } from '../../../lib/storage';
import { permissionStore } from '../../../stores/permission';
import { sessionStore } from '../../../stores/session';
import { buildUser } from '../../../testing/builders';
import { fail, mockHttp, ok } from '../../../testing/mock-http';
import { UserListPage, userButtons } from './user-list-page';

const dicts = {
  sex: [
    { value: '1', text: '男' },
    { value: '2', text: '女' },
  ],
  user_status: [
    { value: '1', text: '正常' },
    { value: '2', text: '冻结' },
  ],
};

const users = [
  { ...buildUser({ id: 'u1', username: 'admin', realname: '管理员' }), sex_dictText: '男', status_dictText: '正常' },
  {
    ...buildUser({ id: 'u2', username: 'lisi', realname: '李四', sex: 2, phone: '13911112222', userIdentity: 1 }),
    sex_dictText: '女',
    status_dictText: '正常',
  },
  {
    ...buildUser({ id: 'u3', username: 'zhaomin', realname: '赵敏', status: 2, phone: '13911113333' }),
    status_dictText: '冻结',
  },
];

const roles = [
  {
    id: 'r1',
    roleName: '管理员',
    roleCode: 'admin',
    description: null,
    createBy: null,
    createTime: null,
    updateBy: null,
    updateTime: null,
  },
  {
    id: 'r2',
    roleName: '数据分析员',
    roleCode: 'analyst',
    description: null,
    createBy: null,
    createTime: null,
    updateBy: null,
    updateTime: null,
  },
];

function serve() {
  return mockHttp((config) => {
    switch (config.url) {
      case '/sys/user/list':
        return ok({ records: users, total: users.length, size: 10, current: 1, pages: 1 }, { code: 0 });
      case '/sys/user/frozenBatch':
        return ok(null, { message: '操作成功!' });
      case '/sys/user/queryUserRole':
        return ok(['r2'], { code: 0 });
      case '/sys/user/userDepartList':
        return fail('查找失败', 0);
      case '/sys/role/queryall':
        return ok(roles, { code: 0 });
      case '/sys/user/changePassword':
        return ok(null, { message: '密码修改成功!' });
      case '/sys/user/edit':
        return ok(null, { message: '修改成功!' });
      case '/sys/user/add':
        return ok(null, { message: '添加成功！' });
      case '/sys/duplicate/check':
        return ok('该值可用！');
      case '/sys/sysDepart/queryTreeList':
        return ok([], { code: 0 });
      default:
        return ok([], { code: 0 });
    }
  });
}

const rule = (action: string, type: '1' | '2' = '1', status: '0' | '1' = '1'): AllAuthEntry => ({
  action,
  type,
  status,
  describe: action,
});
const BUTTONS = ['add', 'edit', 'delete', 'batch_delete', 'import', 'export', 'frozen'].map((c) => rule(`user:${c}`));

const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;
const sent = (http: ReturnType<typeof serve>, url: string) => http.requests.filter((r) => r.url === url);

/** antd's Drawer does not name its dialog after the title. */
const findDrawer = async (title: string) =>
  (await screen.findByText(title)).closest('.ant-drawer-content-wrapper') as HTMLElement;

const findModal = async (title: string) => (await screen.findByText(title)).closest('.ant-modal') as HTMLElement;

describe('userButtons', () => {
  it('keeps every button when nothing is excluded and drops the excluded ones', () => {
    expect(Object.values(userButtons([])).every(Boolean)).toBe(true);
    expect(userButtons(['add', 'frozen', 'delete'])).toMatchObject({
      add: false,
      frozen: false,
      remove: false,
      edit: true,
    });
  });
});

describe('UserListPage', () => {
  beforeEach(() => {
    localStorage.clear();
    localCache.set(StorageKey.dictCache, dicts);
    permissionStore.allAuth = [...BUTTONS, rule('user:form:phone', '2')];
    permissionStore.auth = BUTTONS.map(({ action }) => ({ action, type: '1' as const, describe: action }));
    sessionStore.username = 'admin';
  });

  it('lists users with dictionary texts and every toolbar button for a user holding all codes', async () => {
    const http = serve();
    renderKit(<UserListPage />);
    expect(await screen.findByText('李四')).toBeInTheDocument();
    expect(within(rowOf('李四')).getByText('女')).toBeInTheDocument();
    expect(within(rowOf('赵敏')).getByText('冻结')).toBeInTheDocument();
    for (const name of ['新增', '导出', '导入', '高级查询', '批量删除', '批量冻结', '批量解冻']) {
      expect(screen.getByRole('button', { name: new RegExp(name) })).toBeInTheDocument();
    }
    expect(within(rowOf('李四')).getByRole('button', { name: '编辑' })).toBeInTheDocument();
    expect(sent(http, '/sys/user/list').at(-1)?.params).toMatchObject({ column: 'createTime', order: 'desc' });
    http.restore();
  });

  it('writes the sex and status of interface dictionaries in English for an English reader (issue #31)', async () => {
    const http = serve();
    renderKit(<UserListPage />, { language: 'en-US' });
    expect(await screen.findByText('李四')).toBeInTheDocument();
    expect(within(rowOf('李四')).getByText('Female')).toBeInTheDocument();
    expect(within(rowOf('李四')).getByText('Normal')).toBeInTheDocument();
    expect(within(rowOf('赵敏')).getByText('Frozen')).toBeInTheDocument();
    expect(screen.queryByText('女')).toBeNull();
    expect(screen.queryByText('冻结')).toBeNull();
    http.restore();
  });

  it('shows only what the seed grants: export without the other user codes', async () => {
    permissionStore.auth = [{ action: 'user:export', type: '1', describe: '' }];
    const http = serve();
    renderKit(<UserListPage />);
    await screen.findByText('李四');
    expect(screen.getByRole('button', { name: /导出/ })).toBeInTheDocument();
    for (const name of ['新增', '导入', '批量删除', '批量冻结']) {
      expect(screen.queryByRole('button', { name: new RegExp(name) })).toBeNull();
    }
    expect(within(rowOf('李四')).queryByRole('button', { name: '编辑' })).toBeNull();
    expect(within(rowOf('李四')).queryByRole('button', { name: '删除' })).toBeNull();
    http.restore();
  });

  it('searches by account, sex and status from page 1', async () => {
    const http = serve();
    renderKit(<UserListPage />);
    await screen.findByText('李四');
    fireEvent.change(screen.getByLabelText('账号'), { target: { value: 'li' } });
    fireEvent.mouseDown(
      within(screen.getByLabelText('用户状态').closest('.ant-select') as HTMLElement).getByRole('combobox'),
    );
    await userEvent.click(await screen.findByTitle('冻结'));
    fireEvent.click(screen.getByRole('button', { name: '查 询' }));
    await waitFor(() =>
      expect(sent(http, '/sys/user/list').at(-1)?.params).toMatchObject({ pageNo: 1, username: '*li*', status: '2' }),
    );
    http.restore();
  });

  it('freezes one user after confirming, and unfreezes a frozen one', async () => {
    const http = serve();
    renderKit(<UserListPage />);
    await screen.findByText('李四');
    await userEvent.click(within(rowOf('李四')).getByRole('button', { name: /更多/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: '冻结' }));
    expect(await screen.findByText('确定冻结账号 lisi 吗?')).toBeInTheDocument();
    const before = sent(http, '/sys/user/list').length;
    await userEvent.click(screen.getByRole('button', { name: /提\s*交/ }));
    await waitFor(() => expect(sent(http, '/sys/user/frozenBatch')[0]?.data).toEqual({ ids: 'u2', status: '2' }));
    expect(await screen.findByText('操作成功!')).toBeInTheDocument();
    await waitFor(() => expect(sent(http, '/sys/user/list').length).toBeGreaterThan(before));

    await userEvent.click(within(rowOf('赵敏')).getByRole('button', { name: /更多/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: '解冻' }));
    await userEvent.click(await screen.findByRole('button', { name: /提\s*交/ }));
    await waitFor(() => expect(sent(http, '/sys/user/frozenBatch')[1]?.data).toEqual({ ids: 'u3', status: '1' }));
    http.restore();
  });

  it('needs a selection for batch freezing and never freezes the signed-in user', async () => {
    const http = serve();
    renderKit(<UserListPage />);
    await screen.findByText('李四');
    await userEvent.click(screen.getByRole('button', { name: /批量冻结/ }));
    expect(await screen.findByText('请选择一条记录！')).toBeInTheDocument();
    await userEvent.click(within(rowOf('管理员')).getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: /批量冻结/ }));
    expect(await screen.findByText('不能冻结当前登录用户')).toBeInTheDocument();
    expect(sent(http, '/sys/user/frozenBatch')).toHaveLength(0);
    http.restore();
  });

  it('edits a user with its roles loaded, the phone field disabled without user:form:phone', async () => {
    const http = serve();
    renderKit(<UserListPage />);
    await screen.findByText('李四');
    await userEvent.click(within(rowOf('李四')).getByRole('button', { name: '编辑' }));
    const drawer = await findDrawer('编辑用户');
    await waitFor(() => expect(within(drawer).getByLabelText('用户姓名')).toHaveValue('李四'));
    expect(within(drawer).getByLabelText('用户账号')).toBeDisabled();
    expect(within(drawer).getByLabelText('手机号码')).toBeDisabled();
    expect(within(drawer).queryByLabelText('登录密码')).toBeNull();
    expect(await within(drawer).findByText('数据分析员')).toBeInTheDocument();
    fireEvent.change(within(drawer).getByLabelText('用户姓名'), { target: { value: '李小四' } });
    await userEvent.click(within(drawer).getByRole('button', { name: /提\s*交/ }));
    await waitFor(() =>
      expect(sent(http, '/sys/user/edit')[0]?.data).toMatchObject({
        id: 'u2',
        realname: '李小四',
        selectedroles: 'r2',
        selecteddeparts: '',
        phone: '13911112222',
        sex: '2',
      }),
    );
    expect(await screen.findByText('修改成功!')).toBeInTheDocument();
    http.restore();
  });

  it('checks the add form, then adds the user with its password', async () => {
    permissionStore.auth = [...permissionStore.auth, { action: 'user:form:phone', type: '2', describe: '' }];
    const http = serve();
    renderKit(<UserListPage />);
    await screen.findByText('李四');
    await userEvent.click(screen.getByRole('button', { name: /新增/ }));
    const drawer = await findDrawer('添加用户');
    await userEvent.click(within(drawer).getByRole('button', { name: /提\s*交/ }));
    expect(await within(drawer).findByText('请输入用户名')).toBeInTheDocument();
    expect(await within(drawer).findByText('请输入手机号码')).toBeInTheDocument();
    const fill = (label: string, value: string) =>
      fireEvent.change(within(drawer).getByLabelText(label), { target: { value } });
    fill('用户账号', 'wangwu');
    fill('登录密码', 'abc12345');
    fill('确认密码', 'abc12346');
    fill('用户姓名', '王五');
    fill('工号', 'CW0200');
    fill('手机号码', '1391111');
    await userEvent.click(within(drawer).getByRole('button', { name: /提\s*交/ }));
    expect(await within(drawer).findByText('两次输入的密码不一样！')).toBeInTheDocument();
    expect(await within(drawer).findByText('请输入正确手机号')).toBeInTheDocument();
    fill('确认密码', 'abc12345');
    fill('手机号码', '13911114444');
    await userEvent.click(within(drawer).getByRole('button', { name: /提\s*交/ }));
    await waitFor(() =>
      expect(sent(http, '/sys/user/add')[0]?.data).toMatchObject({
        username: 'wangwu',
        password: 'abc12345',
        confirmpassword: 'abc12345',
        realname: '王五',
        workNo: 'CW0200',
        phone: '13911114444',
        userIdentity: 1,
      }),
    );
    expect(sent(http, '/sys/duplicate/check').map((r) => r.params.fieldName)).toEqual(
      expect.arrayContaining(['username', 'work_no', 'phone']),
    );
    expect(await screen.findByText('添加成功！')).toBeInTheDocument();
    http.restore();
  });
  it('resets a password through the admin dialog', async () => {
    const http = serve();
    renderKit(<UserListPage />);
    await screen.findByText('李四');
    await userEvent.click(within(rowOf('李四')).getByRole('button', { name: /更多/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: '密码' }));
    const dialog = await findModal('重新设置密码');
    expect(within(dialog).getByDisplayValue('lisi')).toBeDisabled();
    fireEvent.change(within(dialog).getByLabelText('登录密码'), { target: { value: 'short' } });
    fireEvent.change(within(dialog).getByLabelText('确认密码'), { target: { value: 'short' } });
    await userEvent.click(within(dialog).getByRole('button', { name: /提\s*交/ }));
    expect(await within(dialog).findByText('密码至少8位，且包含数字、字母、符号中的两种')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('登录密码'), { target: { value: 'Newpass123' } });
    fireEvent.change(within(dialog).getByLabelText('确认密码'), { target: { value: 'Newpass123' } });
    await userEvent.click(within(dialog).getByRole('button', { name: /提\s*交/ }));
    await waitFor(() =>
      expect(sent(http, '/sys/user/changePassword')[0]?.data).toEqual({
        username: 'lisi',
        password: 'Newpass123',
        confirmpassword: 'Newpass123',
      }),
    );
    expect(await screen.findByText('密码修改成功!')).toBeInTheDocument();
    http.restore();
  });

  it('shows the details with the role names of the user', async () => {
    const http = serve();
    renderKit(<UserListPage />);
    await screen.findByText('李四');
    await userEvent.click(within(rowOf('李四')).getByRole('button', { name: /更多/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: '详情' }));
    const dialog = await findModal('用户详情');
    expect(await within(dialog).findByText('数据分析员')).toBeInTheDocument();
    expect(within(dialog).getByText('13911112222')).toBeInTheDocument();
    expect(sent(http, '/sys/user/queryUserRole')[0]?.params).toMatchObject({ userid: 'u2' });
    http.restore();
  });
});
