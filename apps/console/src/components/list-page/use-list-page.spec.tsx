import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ModalFuncProps } from 'antd';
import type { ReactNode } from 'react';
import { setLanguage } from '../../lib/i18n';
import { createQueryClient } from '../../lib/query-client';
import { permissionStore } from '../../stores/permission';
import { fail, mockHttp, ok, spyFeedback, type MockHandler } from '../../testing/mock-http';
import { listAccess } from './list-access';
import { pageAfterDelete, selectionStateOf, useListPage, type ListPageConfig } from './use-list-page';

interface Row {
  id: string;
  name: string;
  locked?: boolean;
}

const rows = (n: number, from = 1): Row[] =>
  Array.from({ length: n }, (_, i) => ({ id: String(from + i), name: `r${from + i}` }));
const page = (records: Row[], total: number, current = 1) =>
  ok({ records, total, size: 10, current, pages: Math.ceil(total / 10) }, { code: 0 });

function setup(config: ListPageConfig<Row>, handler: MockHandler) {
  const http = mockHttp(handler);
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const hook = renderHook(() => useListPage<Row>(config), { wrapper });
  return { http, ...hook };
}

const listRequests = (http: ReturnType<typeof mockHttp>) => http.requests.filter((r) => r.url === '/demo/list');

describe('useListPage', () => {
  let feedback: ReturnType<typeof spyFeedback>;
  beforeAll(() => setLanguage('zh-CN'));
  beforeEach(() => {
    feedback = spyFeedback();
    permissionStore.auth = [];
    permissionStore.allAuth = [];
  });
  afterEach(() => feedback.unbind());

  it('loads page 1 of 10 sorted by createTime descending with the visible fields', async () => {
    const { http, result } = setup({ url: { list: { method: 'GET', path: '/demo/list' } }, fields: ['name'] }, () =>
      page(rows(10), 25),
    );
    await waitFor(() => expect(result.current.rows).toHaveLength(10));
    expect(result.current.total).toBe(25);
    expect(listRequests(http)[0].params).toMatchObject({
      pageNo: 1,
      pageSize: 10,
      column: 'createTime',
      order: 'desc',
      field: 'id,name',
    });
    expect(listRequests(http)[0].headers.get('X-Sign')).toBeTruthy();
    http.restore();
  });

  it('accepts a plain array as the list result', async () => {
    const { http, result } = setup({ url: { list: { method: 'GET', path: '/demo/list' } } }, () => ok(rows(3)));
    await waitFor(() => expect(result.current.total).toBe(3));
    expect(result.current.rows.map((r) => r.id)).toEqual(['1', '2', '3']);
    http.restore();
  });

  it('warns with the server message when the list is refused and keeps the previous rows', async () => {
    let refuse = false;
    const { http, result } = setup({ url: { list: { method: 'GET', path: '/demo/list' } } }, () =>
      refuse ? fail('查询失败：列不存在') : page(rows(2), 2),
    );
    await waitFor(() => expect(result.current.rows).toHaveLength(2));
    refuse = true;
    act(() => result.current.setPage(2));
    await waitFor(() => expect(feedback.message.warning).toHaveBeenCalledWith('查询失败：列不存在'));
    expect(result.current.rows).toHaveLength(2);
    http.restore();
  });

  it('reports a missing list URL with 请设置url.list属性!', () => {
    const { http } = setup({ url: {} }, () => page([], 0));
    expect(feedback.message.error).toHaveBeenCalledWith('请设置url.list属性!');
    expect(http.requests).toHaveLength(0);
    http.restore();
  });

  it('goes back to page 1 and clears the selection on search and advanced query', async () => {
    const { http, result } = setup({ url: { list: { method: 'GET', path: '/demo/list' } } }, () => page(rows(10), 40));
    await waitFor(() => expect(result.current.rows).toHaveLength(10));
    act(() => result.current.setPage(3));
    act(() => result.current.setSelection(['1'], [rows(1)[0]]));
    act(() => result.current.search([{ field: 'name', operator: 'eq', value: 'r1' }]));
    expect(result.current.state.pagination.current).toBe(1);
    expect(result.current.selectedRowKeys).toEqual([]);
    await waitFor(() => expect(listRequests(http).at(-1)?.params).toMatchObject({ pageNo: 1, name: 'r1' }));

    act(() => result.current.setPage(2));
    act(() => result.current.setSelection(['2'], [rows(2)[1]]));
    act(() =>
      result.current.setSuperQuery({ operator: 'or', value: [{ field: 'name', operator: 'contains', value: 'r' }] }),
    );
    expect(result.current.state.pagination.current).toBe(1);
    expect(result.current.selectedRowKeys).toEqual([]);
    await waitFor(() =>
      expect(listRequests(http).at(-1)?.params).toMatchObject({ superQueryMatchType: 'or', name: 'r1' }),
    );
    expect(result.current.superQuery).not.toBeNull();

    act(() => result.current.reset());
    await waitFor(() => expect(listRequests(http).at(-1)?.params).not.toHaveProperty('name'));
    expect(listRequests(http).at(-1)?.params).toHaveProperty('superQueryParams');
    act(() => result.current.setSuperQuery(null));
    expect(result.current.superQuery).toBeNull();
    http.restore();
  });

  it('changing the page size starts again at page 1', async () => {
    const { http, result } = setup({ url: { list: { method: 'GET', path: '/demo/list' } } }, () => page(rows(10), 40));
    act(() => result.current.setPage(3));
    act(() => result.current.setPage(3, 20));
    expect(result.current.state.pagination).toEqual({ current: 1, pageSize: 20 });
    await waitFor(() => expect(listRequests(http).at(-1)?.params).toMatchObject({ pageNo: 1, pageSize: 20 }));
    http.restore();
  });

  it('asks for a selection before a batch delete', async () => {
    const { http, result } = setup(
      {
        url: {
          list: { method: 'GET', path: '/demo/list' },
          deleteBatch: { method: 'DELETE', path: '/demo/deleteBatch' },
        },
      },
      () => page(rows(2), 2),
    );
    await expect(result.current.deleteSelected()).resolves.toBe(false);
    expect(feedback.message.warning).toHaveBeenCalledWith('请选择一条记录！');
    expect(feedback.modal.confirm).not.toHaveBeenCalled();
    http.restore();
  });

  it('reports missing delete URLs', async () => {
    const { http, result } = setup({ url: { list: { method: 'GET', path: '/demo/list' } } }, () => page(rows(2), 2));
    await result.current.deleteSelected();
    expect(feedback.message.error).toHaveBeenCalledWith('请设置url.deleteBatch属性!');
    await result.current.deleteOne('1');
    expect(feedback.message.error).toHaveBeenCalledWith('请设置url.delete属性!');
    http.restore();
  });

  it('confirms a batch delete, sends the ids and lowers the page after emptying the last page', async () => {
    let total = 21;
    const { http, result } = setup(
      {
        url: {
          list: { method: 'GET', path: '/demo/list' },
          deleteBatch: { method: 'DELETE', path: '/demo/deleteBatch' },
        },
      },
      (config) => {
        if (config.url === '/demo/deleteBatch') {
          total = 20;
          return ok('批量删除成功!', { message: '批量删除成功!' });
        }
        const current = Number((config.params as { pageNo: number }).pageNo);
        return page(current === 3 ? rows(1, 21) : rows(10, current * 10 - 9), total, current);
      },
    );
    act(() => result.current.setPage(3));
    await waitFor(() => expect(result.current.rows.map((r) => r.id)).toEqual(['21']));
    act(() => result.current.setSelection(['21'], result.current.rows));
    let done: Promise<boolean> = Promise.resolve(false);
    act(() => {
      done = result.current.deleteSelected();
    });
    await waitFor(() => expect(feedback.modal.confirm).toHaveBeenCalled());
    const confirm = feedback.modal.confirm.mock.calls[0] as unknown as [ModalFuncProps];
    expect(confirm[0].content).toBe('确定要删除这 1 项吗?');
    await act(async () => {
      await (confirm[0].onOk as () => Promise<void>)();
    });
    await expect(done).resolves.toBe(true);
    const del = http.requests.find((r) => r.url === '/demo/deleteBatch');
    expect(del?.method).toBe('DELETE');
    expect(del?.params).toEqual({ ids: '21,' });
    expect(feedback.message.success).toHaveBeenCalledWith('批量删除成功!');
    expect(result.current.state.pagination.current).toBe(2);
    expect(result.current.selectedRowKeys).toEqual([]);
    await waitFor(() => expect(listRequests(http).at(-1)?.params).toMatchObject({ pageNo: 2 }));
    http.restore();
  });

  it('deletes one row by id and warns with the server message on refusal', async () => {
    let refuse = false;
    const { http, result } = setup(
      { url: { list: { method: 'GET', path: '/demo/list' }, delete: { method: 'DELETE', path: '/demo/delete' } } },
      (config) =>
        config.url === '/demo/delete'
          ? refuse
            ? fail('该记录已被引用')
            : ok('删除成功!', { message: '删除成功!' })
          : page(rows(2), 2),
    );
    await waitFor(() => expect(result.current.rows).toHaveLength(2));
    await act(async () => {
      await expect(result.current.deleteOne('1')).resolves.toBe(true);
    });
    expect(http.requests.find((r) => r.url === '/demo/delete')?.params).toEqual({ id: '1' });
    expect(feedback.message.success).toHaveBeenCalledWith('删除成功!');
    refuse = true;
    await act(async () => {
      await expect(result.current.deleteOne('2')).resolves.toBe(false);
    });
    expect(feedback.message.warning).toHaveBeenCalledWith('该记录已被引用');
    http.restore();
  });

  it('does not delete when the before-delete check refuses', async () => {
    const beforeDelete = vi.fn(() => false);
    const { http, result } = setup(
      {
        url: { list: { method: 'GET', path: '/demo/list' }, delete: { method: 'DELETE', path: '/demo/delete' } },
        beforeDelete,
      },
      () => page(rows(2), 2),
    );
    await waitFor(() => expect(result.current.rows).toHaveLength(2));
    await act(async () => {
      await expect(result.current.deleteOne('1')).resolves.toBe(false);
    });
    expect(beforeDelete).toHaveBeenCalledWith(['1'], [rows(1)[0]]);
    expect(http.requests.some((r) => r.url === '/demo/delete')).toBe(false);
    http.restore();
  });

  it('exports the current query plus the selected ids as .xls', async () => {
    const blob = new Blob(['xls'], { type: 'application/vnd.ms-excel' });
    const { http, result } = setup(
      {
        url: { list: { method: 'GET', path: '/demo/list' }, exportXls: { method: 'GET', path: '/demo/exportXls' } },
        exportFileName: '用户信息',
      },
      (config) => (config.url === '/demo/exportXls' ? { data: blob } : page(rows(2), 2)),
    );
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await waitFor(() => expect(result.current.rows).toHaveLength(2));
    act(() => result.current.search([{ field: 'name', operator: 'eq', value: 'r' }]));
    act(() => result.current.setSelection(['1', '2'], rows(2)));
    await act(async () => {
      await result.current.exportXls();
    });
    const exp = http.requests.find((r) => r.url === '/demo/exportXls');
    expect(exp?.params).toMatchObject({ name: 'r', selections: '1,2', column: 'createTime', order: 'desc' });
    expect(click).toHaveBeenCalled();
    click.mockRestore();
    http.restore();
  });

  it('hides add and both deletes per authPre exclusions', () => {
    expect(listAccess([])).toEqual({ add: true, batchDelete: true, remove: true });
    expect(listAccess(['add'])).toEqual({ add: false, batchDelete: true, remove: true });
    expect(listAccess(['batch_delete'])).toEqual({ add: true, batchDelete: false, remove: false });
    expect(listAccess(['delete'])).toEqual({ add: true, batchDelete: true, remove: false });
    permissionStore.allAuth = [
      { action: 'user:add', type: '1', status: '1', describe: '' },
      { action: 'user:batch_delete', type: '1', status: '1', describe: '' },
    ];
    permissionStore.auth = [{ action: 'user:add', type: '1', describe: '' }];
    const { http, result } = setup({ url: { list: { method: 'GET', path: '/demo/list' } }, authPre: 'user:' }, () =>
      page([], 0),
    );
    expect(result.current.access).toEqual({ add: true, batchDelete: false, remove: false });
    http.restore();
  });

  it('counts all / indeterminate / none over selectable rows only', () => {
    expect(selectionStateOf([], ['1', '2'])).toBe('none');
    expect(selectionStateOf(['1'], ['1', '2'])).toBe('indeterminate');
    expect(selectionStateOf(['1', '2'], ['1', '2'])).toBe('all');
    expect(selectionStateOf(['3'], ['1', '2'])).toBe('none');
  });

  it('steps back a page only when the current one no longer exists', () => {
    expect(pageAfterDelete(3, 10, 21, 1)).toBe(2);
    expect(pageAfterDelete(3, 10, 25, 1)).toBe(3);
    expect(pageAfterDelete(1, 10, 1, 1)).toBe(1);
    expect(pageAfterDelete(5, 10, 50, 30)).toBe(2);
  });

  it('keeps the table state in the address bar when asked, without a router navigation', async () => {
    window.history.replaceState(null, '', '/isystem/user?current=2&pageSize=20');
    const { http, result } = setup(
      { url: { list: { method: 'GET', path: '/demo/list' } }, syncWithLocation: true },
      () => page(rows(10), 40),
    );
    expect(result.current.state.pagination).toEqual({ current: 2, pageSize: 20 });
    act(() => result.current.setPage(3));
    await waitFor(() => expect(new URLSearchParams(window.location.search).get('current')).toBe('3'));
    expect(window.location.pathname).toBe('/isystem/user');
    window.history.replaceState(null, '', '/');
    http.restore();
  });
});
