import { getAction, pageControl, resetSessionExpiry } from '../lib/http';
import { queryClient } from '../lib/query-client';
import { localCache, SessionKey, sessionCache, StorageKey } from '../lib/storage';
import { buildLoginResult, buildPermissions, buildTenant, buildUser } from '../testing/builders';
import { mockHttp, ok, spyFeedback } from '../testing/mock-http';
import { fetchPermissions, permissionStore } from './permission';
import { applyLogin, isLoggedIn, logout, sessionStore, setTenant, setUserInfo } from './session';

const DAY = 24 * 60 * 60 * 1000;

describe('session store', () => {
  beforeEach(async () => {
    localStorage.clear();
    sessionStorage.clear();
    await logout();
  });
  afterEach(() => vi.useRealTimers());

  it('applyLogin keeps token, user and dictionaries for 7 days', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(5_000_000));
    applyLogin(buildLoginResult({ token: 'tok-1' }));
    expect(isLoggedIn()).toBe(true);
    expect(sessionStore).toMatchObject({ token: 'tok-1', username: 'admin', realname: '管理员', multiDepart: 1 });
    expect(sessionStore.welcome).not.toBe('');
    expect(localCache.get(StorageKey.accessToken)).toBe('tok-1');
    expect(localCache.get(StorageKey.userInfo)).toMatchObject({ username: 'admin' });
    expect(localCache.get(StorageKey.dictCache)).toHaveProperty('sex');
    vi.setSystemTime(new Date(5_000_000 + 7 * DAY - 1));
    expect(localCache.get(StorageKey.accessToken)).toBe('tok-1');
    vi.setSystemTime(new Date(5_000_000 + 7 * DAY));
    expect(localCache.get(StorageKey.accessToken)).toBeNull();
  });

  it('selects a single tenant at once and leaves several to the user', () => {
    applyLogin(buildLoginResult({ tenantList: [buildTenant({ id: 3 })] }));
    expect(sessionStore.tenantid).toBe(3);
    expect(localCache.get(StorageKey.tenantId)).toBe(3);
    applyLogin(buildLoginResult({ tenantList: [buildTenant({ id: 4 }), buildTenant({ id: 5 })] }));
    expect(sessionStore.tenantList).toHaveLength(2);
    expect(sessionStore.tenantid).toBe(3);
  });

  it('keeps the stored dictionaries when a login answers none (CAS)', () => {
    applyLogin(buildLoginResult());
    const { sysAllDictItems: _omitted, ...cas } = buildLoginResult({ token: 'cas' });
    applyLogin(cas);
    expect(localCache.get(StorageKey.dictCache)).toHaveProperty('sex');
  });

  it('setUserInfo and setTenant update store and storage', () => {
    setUserInfo(buildUser({ username: 'jeecg', realname: '测试', avatar: 'a.png' }));
    setTenant(9);
    expect(sessionStore).toMatchObject({ username: 'jeecg', realname: '测试', avatar: 'a.png', tenantid: 9 });
    expect(localCache.get(StorageKey.userName)).toBe('jeecg');
    expect(localCache.get(StorageKey.tenantId)).toBe(9);
  });

  it('logout calls the server with the token, then clears token, permissions, user data, dictionaries and tenant', async () => {
    applyLogin(buildLoginResult({ token: 'tok-2', tenantList: [buildTenant()] }));
    const mock = mockHttp((config) =>
      config.url === '/sys/permission/getUserPermissionByToken' ? ok(buildPermissions(), { code: 0 }) : ok('退出登录成功！'),
    );
    await fetchPermissions();
    queryClient.setQueryData(['dict', 'items', 'sex'], []);
    await logout();
    mock.restore();
    const logoutCall = mock.requests.find((r) => r.url === '/sys/logout');
    expect(logoutCall?.method).toBe('POST');
    expect(logoutCall?.headers.get('X-Access-Token')).toBe('tok-2');
    expect(isLoggedIn()).toBe(false);
    expect(sessionStore).toMatchObject({ token: '', username: '', info: null, tenantid: 0, permissionList: [] });
    for (const key of [StorageKey.accessToken, StorageKey.userInfo, StorageKey.userName, StorageKey.dictCache, StorageKey.tenantId]) {
      expect(localCache.get(key)).toBeNull();
    }
    expect(sessionCache.get(SessionKey.userAuth, null)).toBeNull();
    expect(sessionCache.get(SessionKey.sysButtonAuth, null)).toBeNull();
    expect(permissionStore).toMatchObject({ menu: null, auth: [], allAuth: [] });
    expect(queryClient.getQueryData(['dict', 'items', 'sex'])).toBeUndefined();
  });

  it('logout still clears everything when the server call fails, without an error notice', async () => {
    applyLogin(buildLoginResult());
    const notice = vi.fn();
    const mock = mockHttp((config) => {
      notice(config.silent);
      return { status: 500, data: { message: 'Token无效!' } };
    });
    await expect(logout()).resolves.toBeUndefined();
    mock.restore();
    expect(notice).toHaveBeenCalledWith(true);
    expect(isLoggedIn()).toBe(false);
    expect(localCache.get(StorageKey.accessToken)).toBeNull();
  });

  it('does not call the server when nobody is signed in', async () => {
    const mock = mockHttp(() => ok(null));
    await logout();
    mock.restore();
    expect(mock.requests).toHaveLength(0);
  });

  it('exposes the menu and safe mode of the permission store', async () => {
    applyLogin(buildLoginResult());
    const mock = mockHttp(() => ok(buildPermissions({ sysSafeMode: true }), { code: 0 }));
    await fetchPermissions();
    mock.restore();
    expect(sessionStore.permissionList).toHaveLength(1);
    expect(sessionStore.sysSafeMode).toBe(true);
  });

  it('logs out when the server declares the session expired', async () => {
    const reload = vi.spyOn(pageControl, 'reload').mockImplementation(() => undefined);
    const feedback = spyFeedback();
    applyLogin(buildLoginResult({ token: 'tok-3' }));
    const mock = mockHttp((config) => (config.url === '/sys/logout' ? ok('') : { status: 401, data: {} }));
    await getAction('/sys/user/list').catch(() => undefined);
    await vi.waitFor(() => expect(isLoggedIn()).toBe(false));
    mock.restore();
    feedback.unbind();
    resetSessionExpiry();
    reload.mockRestore();
    expect(mock.requests.map((r) => r.url)).toEqual(['/sys/user/list', '/sys/logout']);
  });
});
