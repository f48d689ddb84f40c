import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { getDictItems, useDictItems } from '../../components/dict/dict-items';
import { setLanguage } from '../../lib/i18n';
import { createQueryClient } from '../../lib/query-client';
import { localCache, StorageKey } from '../../lib/storage';
import { fail, mockHttp, ok, spyFeedback } from '../../testing/mock-http';
import { refreshDictCache, useRefreshDictCache } from './index';

const sex = [{ value: '1', text: '男', title: '男', label: '男' }];

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>;
}

beforeAll(() => setLanguage('zh-CN'));

describe('dictionary items', () => {
  beforeEach(() => localStorage.clear());

  it('answers from the login-time cache without calling the server', async () => {
    localCache.set(StorageKey.dictCache, { sex });
    const mock = mockHttp(() => ok([]));
    await expect(getDictItems('sex')).resolves.toEqual(sex);
    mock.restore();
    expect(mock.requests).toHaveLength(0);
  });

  it('fetches codes missing from the cache with a signed request and no _t', async () => {
    localCache.set(StorageKey.dictCache, { sex });
    const rows = [{ value: 'admin', text: '管理员' }];
    const mock = mockHttp(() => ok(rows, { code: 0 }));
    await expect(getDictItems('sys_user,realname,username')).resolves.toEqual(rows);
    mock.restore();
    expect(mock.requests[0].url).toBe('/sys/dict/getDictItems/sys_user,realname,username');
    expect(mock.requests[0].headers.get('X-Sign')).toBe('D9E9093773A902BBE1CF4FAE26BE5D1C');
    expect(mock.requests[0].params).toEqual({});
  });

  it('rejects an empty code with 字典Code不能为空! and a refused call with the server message', async () => {
    await expect(getDictItems('')).rejects.toThrow('字典Code不能为空!');
    const mock = mockHttp(() => fail('字典Code格式不正确！'));
    await expect(getDictItems('bad;code')).rejects.toThrow('字典Code格式不正确！');
    expect(mock.requests).toHaveLength(0);
    await expect(getDictItems('unknown')).rejects.toThrow('字典Code格式不正确！');
    mock.restore();
  });

  it('useDictItems exposes the items', async () => {
    localCache.set(StorageKey.dictCache, { sex });
    const { result } = renderHook(() => useDictItems('sex'), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual(sex));
  });
});

describe('dictionary cache refresh', () => {
  let feedback: ReturnType<typeof spyFeedback>;
  beforeEach(() => {
    localStorage.clear();
    feedback = spyFeedback();
  });
  afterEach(() => feedback.unbind());

  it('clears the server cache, then stores every dictionary for 7 days', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(1_000));
    const mock = mockHttp((config) =>
      config.url === '/sys/dict/refleshCache' ? ok(null, { code: 0 }) : ok({ sex, priority: [] }),
    );
    await refreshDictCache();
    mock.restore();
    expect(mock.requests.map((r) => r.url)).toEqual(['/sys/dict/refleshCache', '/sys/dict/queryAllDictItems']);
    expect(JSON.parse(localStorage.getItem('pro__UI_CACHE_DB_DICT_DATA') ?? '')).toEqual({
      value: { sex, priority: [] },
      expire: 1_000 + 604_800_000,
    });
    vi.useRealTimers();
  });

  it('reports success with 刷新缓存完成！', async () => {
    const mock = mockHttp((config) => (config.url === '/sys/dict/refleshCache' ? ok(null, { code: 0 }) : ok({ sex })));
    const { result } = renderHook(() => useRefreshDictCache(), { wrapper });
    result.current.mutate();
    await waitFor(() => expect(feedback.message.success).toHaveBeenCalledWith('刷新缓存完成！'));
    mock.restore();
  });

  it('warns 刷新缓存失败！ and keeps the old cache when the server refuses', async () => {
    localCache.set(StorageKey.dictCache, { sex });
    const mock = mockHttp(() => fail('操作失败'));
    const { result } = renderHook(() => useRefreshDictCache(), { wrapper });
    result.current.mutate();
    await waitFor(() => expect(feedback.message.warning).toHaveBeenCalledWith('刷新缓存失败！'));
    mock.restore();
    expect(mock.requests).toHaveLength(1);
    expect(localCache.get(StorageKey.dictCache)).toEqual({ sex });
  });
});
