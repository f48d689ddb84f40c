import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SysCategory } from '@cropwatch/contract';
import { renderKit } from '../../../components/testing/render-kit';
import { permissionStore } from '../../../stores/permission';
import { mockHttp, ok } from '../../../testing/mock-http';
import CategoryListPage from './category-list-page';

const category = (overrides: Partial<SysCategory>): SysCategory => ({
  id: 'c1',
  pid: '0',
  name: '作物',
  code: 'A01',
  hasChild: '1',
  sysOrgCode: null,
  createBy: 'admin',
  createTime: '2026-01-01 00:00:00',
  updateBy: null,
  updateTime: null,
  ...overrides,
});

const roots = [category({}), category({ id: 'c2', name: '物候期', code: 'A02', hasChild: '0' })];
const children = [category({ id: 'c11', pid: 'c1', name: '粮食作物', code: 'A01A01', hasChild: '0' })];

function serve(childRows: SysCategory[] = children) {
  return mockHttp((config) => {
    if (config.url === '/sys/category/rootList')
      return ok({ records: roots, total: 2, size: 10, current: 1, pages: 1 }, { code: 0 });
    if (config.url === '/sys/category/childList') return ok(childRows, { code: 0 });
    if (config.url === '/sys/category/loadTreeRoot') return ok([], { code: 0 });
    if (config.url === '/sys/category/add') return ok('添加成功！', { message: '添加成功！' });
    return ok(null);
  });
}

describe('CategoryListPage', () => {
  beforeEach(() => {
    permissionStore.auth = [];
    permissionStore.allAuth = [];
  });

  it('loads a level when its parent opens, once', async () => {
    const http = serve();
    renderKit(<CategoryListPage />);
    const row = (await screen.findByText('作物')).closest('tr') as HTMLElement;
    expect(http.requests.find((r) => r.url === '/sys/category/rootList')?.params).toMatchObject({
      column: 'code',
      order: 'asc',
    });
    fireEvent.click(within(row).getByRole('button', { name: /展开|expand/i }));
    expect(await screen.findByText('粮食作物')).toBeInTheDocument();
    expect(http.requests.filter((r) => r.url === '/sys/category/childList')).toHaveLength(1);
    expect(http.requests.find((r) => r.url === '/sys/category/childList')?.params).toMatchObject({ pid: 'c1' });
    http.restore();
  });

  it('adds a child under a row with the parent preset and no code sent', async () => {
    const http = serve();
    renderKit(<CategoryListPage />);
    const row = (await screen.findByText('物候期')).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: '添加下级' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('分类名称'), { target: { value: '春季' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(http.requests.some((r) => r.url === '/sys/category/add')).toBe(true));
    expect(http.requests.find((r) => r.url === '/sys/category/add')?.data).toEqual({ pid: 'c2', name: '春季' });
    http.restore();
  });
});
