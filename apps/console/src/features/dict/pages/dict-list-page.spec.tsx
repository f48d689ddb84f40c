import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AllAuthEntry, SysDict, SysDictItem } from '@cropwatch/contract';
import { renderKit } from '../../../components/testing/render-kit';
import { localCache, StorageKey } from '../../../lib/storage';
import { permissionStore } from '../../../stores/permission';
import { mockHttp, ok } from '../../../testing/mock-http';
import DictListPage from './dict-list-page';

const dict: SysDict = {
  id: 'd1',
  dictName: '生育期',
  dictCode: 'stage',
  description: null,
  delFlag: 0,
  type: 0,
  createBy: 'admin',
  createTime: '2026-01-01 00:00:00',
  updateBy: null,
  updateTime: null,
};

const item = (id: string, itemText: string, itemValue: string, status: number): SysDictItem => ({
  id,
  dictId: 'd1',
  itemText,
  itemValue,
  description: null,
  sortOrder: 1,
  status,
  createBy: 'admin',
  createTime: '2026-01-01 00:00:00',
  updateBy: null,
  updateTime: null,
});

const page = <T,>(records: T[]) => ok({ records, total: records.length, size: 10, current: 1, pages: 1 }, { code: 0 });

function serve(allItems: Record<string, { value: string; text: string }[]> = {}) {
  return mockHttp((config) => {
    switch (config.url) {
      case '/sys/dict/list':
        return page([dict]);
      case '/sys/dictItem/list':
        return page([item('i1', '出苗期', '1', 1), item('i2', '拔节期', '2', 1)]);
      case '/sys/dictItem/edit':
        return ok('编辑成功!', { message: '编辑成功!' });
      case '/sys/dict/refleshCache':
        return ok(null, { code: 0 });
      case '/sys/dict/queryAllDictItems':
        return ok(allItems);
      default:
        return ok(null);
    }
  });
}

const rule = (action: string): AllAuthEntry => ({ action, type: '1', status: '1', describe: action });

describe('DictListPage', () => {
  beforeEach(() => {
    localStorage.clear();
    permissionStore.auth = [];
    permissionStore.allAuth = [];
  });

  it('refreshes the dictionary cache with the success message', async () => {
    const http = serve({ stage: [{ value: '1', text: '出苗期' }] });
    renderKit(<DictListPage />);
    await screen.findByText('生育期');
    fireEvent.click(screen.getByRole('button', { name: /刷新缓存/ }));
    expect(await screen.findByText('刷新缓存完成！')).toBeInTheDocument();
    expect(localCache.get(StorageKey.dictCache)).toEqual({ stage: [{ value: '1', text: '出苗期' }] });
    http.restore();
  });

  it('refuses an empty dictionary code with 字典Code不能为空!', async () => {
    const http = serve();
    renderKit(<DictListPage />);
    await screen.findByText('生育期');
    fireEvent.click(screen.getByRole('button', { name: /新增/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('字典名称'), { target: { value: '作物' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    expect(await within(dialog).findByText('字典Code不能为空!')).toBeInTheDocument();
    expect(http.requests.some((r) => r.url === '/sys/dict/add')).toBe(false);
    http.restore();
  });

  it('hides add, edit, import and delete from a user without the dict: codes', async () => {
    permissionStore.allAuth = [rule('dict:add'), rule('dict:edit'), rule('dict:delete')];
    const http = serve();
    renderKit(<DictListPage />);
    await screen.findByText('生育期');
    for (const name of [/新增/, /导入/, /批量删除/, /^编\s*辑$/, /^删\s*除$/]) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: '字典配置' })).toBeInTheDocument();
    http.restore();
  });

  it('disabling an item saves status 0 and reloads the cached dictionaries the selects read', async () => {
    localCache.set(StorageKey.dictCache, {
      stage: [
        { value: '1', text: '出苗期' },
        { value: '2', text: '拔节期' },
      ],
    });
    const http = serve({ stage: [{ value: '1', text: '出苗期' }] });
    renderKit(<DictListPage />);
    await screen.findByText('生育期');
    fireEvent.click(screen.getByRole('button', { name: '字典配置' }));
    const row = (await screen.findByText('拔节期')).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: /禁\s*用/ }));
    await waitFor(() =>
      expect(localCache.get(StorageKey.dictCache)).toEqual({ stage: [{ value: '1', text: '出苗期' }] }),
    );
    expect(http.requests.find((r) => r.url === '/sys/dictItem/edit')?.data).toEqual({
      id: 'i2',
      dictId: 'd1',
      status: 0,
    });
    expect(http.requests.find((r) => r.url === '/sys/dictItem/list')?.params).toMatchObject({
      dictId: 'd1',
      column: 'sortOrder',
      order: 'asc',
    });
    http.restore();
  });
});
