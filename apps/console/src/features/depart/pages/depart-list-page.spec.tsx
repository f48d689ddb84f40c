import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderKit } from '../../../components/testing/render-kit';
import type { RequestConfig } from '../../../lib/http';
import { permissionStore, resetPermissions } from '../../../stores/permission';
import { mockHttp, ok } from '../../../testing/mock-http';
import { buildDepartNode } from '../testing/build-depart-node';
import { DepartListPage } from './depart-list-page';

const root = buildDepartNode({ id: 'r1', departName: '总公司', orgCode: 'A01', orgCategory: '1' });
const child = buildDepartNode({
  id: 'c1',
  departName: '研发部',
  orgCode: 'A01A01',
  parentId: 'r1',
  orgCategory: '2',
  isLeaf: true,
});

const DEPART_CODES = ['depart:add', 'depart:edit', 'depart:delete'];

/** The seeded buttons are show/hide (type 1) codes; the user holds `codes` of them. */
const grant = (...codes: string[]) => {
  permissionStore.auth = codes.map((action) => ({ action, type: '1' }));
  permissionStore.allAuth = DEPART_CODES.map((action) => ({ action, type: '1', status: '1' }));
};

/** The emulator's answers for this page: one tree level per `pid`. */
const server = (config: RequestConfig) => {
  const params = (config.params ?? {}) as Record<string, string>;
  if (config.url === '/sys/sysDepart/queryDepartTreeSync') return ok(params.pid === 'r1' ? [child] : [root]);
  if (config.url === '/sys/sysDepart/add') return ok(null, { message: '添加成功！' });
  if (config.url === '/sys/sysDepart/edit') return ok(null, { message: '修改成功!' });
  return ok(null);
};

const treeItem = async (name: string) => screen.findByRole('treeitem', { name: new RegExp(name) });

describe('DepartListPage', () => {
  beforeEach(() => resetPermissions());

  it('loads the roots first and a level of children only when its parent is expanded', async () => {
    const http = mockHttp(server);
    renderKit(<DepartListPage />);
    const top = await treeItem('总公司');
    const levelCalls = () => http.requests.filter((r) => r.url === '/sys/sysDepart/queryDepartTreeSync');
    expect(levelCalls().map((r) => r.params.pid)).toEqual([undefined]);
    expect(screen.queryByRole('treeitem', { name: /研发部/ })).not.toBeInTheDocument();

    fireEvent.click(top.querySelector('.ant-tree-switcher') as Element);
    expect(await treeItem('研发部')).toBeInTheDocument();
    expect(levelCalls().map((r) => r.params.pid)).toEqual([undefined, 'r1']);
    http.restore();
  });

  it('adds a child under the selected department and opens its parent', async () => {
    grant('depart:add', 'depart:edit');
    const http = mockHttp(server);
    renderKit(<DepartListPage />);
    await userEvent.click(await screen.findByText('总公司'));
    await userEvent.click(screen.getByRole('button', { name: /添加下级/ }));
    const dialog = await screen.findByRole('dialog', { name: '添加下级部门' });
    expect(within(dialog).getByDisplayValue('总公司')).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('机构名称'), '测试部');
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));

    await waitFor(() => expect(http.requests.some((r) => r.url === '/sys/sysDepart/add')).toBe(true));
    const add = http.requests.find((r) => r.url === '/sys/sysDepart/add');
    expect(add?.method).toBe('POST');
    expect(add?.data).toEqual({ parentId: 'r1', departName: '测试部', orgCategory: '2', departOrder: 0 });
    expect(await treeItem('研发部')).toBeInTheDocument();
    http.restore();
  });

  it('edits the selected department with every field and a read-only code', async () => {
    grant('depart:edit');
    const http = mockHttp(server);
    renderKit(<DepartListPage />);
    await userEvent.click(await screen.findByText('总公司'));
    const code = await screen.findByDisplayValue('A01');
    expect(code).toBeDisabled();
    expect(screen.queryByRole('button', { name: /添加部门/ })).not.toBeInTheDocument();

    const name = screen.getByLabelText('机构名称');
    await userEvent.clear(name);
    await userEvent.type(name, '集团总部');
    await userEvent.type(screen.getByLabelText('传真'), '010-88888888');
    await userEvent.click(screen.getByRole('button', { name: /保\s*存/ }));

    await waitFor(() => expect(http.requests.some((r) => r.url === '/sys/sysDepart/edit')).toBe(true));
    const edit = http.requests.find((r) => r.url === '/sys/sysDepart/edit');
    expect(edit?.method).toBe('PUT');
    expect(edit?.data).toMatchObject({ id: 'r1', departName: '集团总部', fax: '010-88888888', orgCategory: '1' });
    http.restore();
  });
});
