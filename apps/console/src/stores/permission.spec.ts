import { SessionKey, sessionCache } from '../lib/storage';
import { buildPermissions } from '../testing/builders';
import { fail, mockHttp, ok } from '../testing/mock-http';
import { fetchPermissions, permissionStore, resetPermissions } from './permission';

describe('permission store', () => {
  beforeEach(() => {
    sessionStorage.clear();
    resetPermissions();
  });

  it('fetches the menu and keeps auth/allAuth in sessionStorage', async () => {
    const permissions = buildPermissions({ sysSafeMode: true });
    const mock = mockHttp(() => ok(permissions, { code: 0 }));
    const menu = await fetchPermissions();
    mock.restore();
    expect(mock.requests[0]).toMatchObject({ method: 'GET', url: '/sys/permission/getUserPermissionByToken' });
    expect(menu).toEqual(permissions.menu);
    expect(permissionStore.menu).toEqual(permissions.menu);
    expect(permissionStore).toMatchObject({ auth: permissions.auth, allAuth: permissions.allAuth, sysSafeMode: true });
    expect(sessionCache.get(SessionKey.userAuth, [])).toEqual(permissions.auth);
    expect(sessionCache.get(SessionKey.sysButtonAuth, [])).toEqual(permissions.allAuth);
  });

  it('rejects with the server message when the call fails', async () => {
    const mock = mockHttp(() => fail('请登录系统！'));
    await expect(fetchPermissions()).rejects.toThrow('请登录系统！');
    mock.restore();
    expect(permissionStore.menu).toBeNull();
  });

  it('rejects an empty menu', async () => {
    const mock = mockHttp(() => ok(buildPermissions({ menu: [] }), { code: 0 }));
    await expect(fetchPermissions()).rejects.toThrow();
    mock.restore();
    expect(sessionCache.get(SessionKey.userAuth, null)).toBeNull();
  });

  it('resetPermissions forgets everything, storage included', async () => {
    const mock = mockHttp(() => ok(buildPermissions(), { code: 0 }));
    await fetchPermissions();
    mock.restore();
    resetPermissions();
    expect(permissionStore).toMatchObject({ menu: null, auth: [], allAuth: [], sysSafeMode: false });
    expect(sessionCache.get(SessionKey.sysButtonAuth, null)).toBeNull();
  });
});
