import { DEFAULT_EXPIRE_MS, localCache, sessionCache, SessionKey, STORAGE_NAMESPACE } from './storage';

describe('localCache', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(1_000_000));
  });
  afterEach(() => vi.useRealTimers());

  it('stores under the pro__ namespace in the vue-ls layout, expiring after 7 days by default', () => {
    localCache.set('Access-Token', 'tok');
    expect(JSON.parse(localStorage.getItem(`${STORAGE_NAMESPACE}Access-Token`) ?? '')).toEqual({
      value: 'tok',
      expire: 1_000_000 + 604_800_000,
    });
    expect(DEFAULT_EXPIRE_MS).toBe(604_800_000);
  });

  it('returns the value until it expires, then the fallback, and forgets it', () => {
    localCache.set('k', { a: 1 }, 1000);
    vi.setSystemTime(new Date(1_000_999));
    expect(localCache.get('k')).toEqual({ a: 1 });
    vi.setSystemTime(new Date(1_001_000));
    expect(localCache.get('k', 'gone')).toBe('gone');
    expect(localStorage.getItem(`${STORAGE_NAMESPACE}k`)).toBeNull();
  });

  it('keeps entries stored without expiry', () => {
    localCache.set('k', 1, null);
    vi.setSystemTime(new Date(1_000_000 + 10 * DEFAULT_EXPIRE_MS));
    expect(localCache.get('k')).toBe(1);
  });

  it('answers the fallback for missing or unreadable entries', () => {
    localStorage.setItem(`${STORAGE_NAMESPACE}broken`, '{not json');
    localStorage.setItem(`${STORAGE_NAMESPACE}plain`, '"x"');
    expect(localCache.get('missing', 0)).toBe(0);
    expect(localCache.get('broken', 0)).toBe(0);
    expect(localCache.get('plain', 0)).toBe(0);
  });

  it('removes entries', () => {
    localCache.set('k', 1);
    localCache.remove('k');
    expect(localCache.get('k')).toBeNull();
  });
});

describe('sessionCache', () => {
  beforeEach(() => sessionStorage.clear());

  it('keeps button permissions as raw JSON under the Vue2 key names', () => {
    sessionCache.set(SessionKey.userAuth, [{ action: 'user:add', type: '1' }]);
    expect(sessionStorage.getItem('LOGIN_USER_BUTTON_AUTH')).toBe('[{"action":"user:add","type":"1"}]');
    expect(sessionCache.get(SessionKey.userAuth, [])).toEqual([{ action: 'user:add', type: '1' }]);
    expect(SessionKey.sysButtonAuth).toBe('SYS_BUTTON_AUTH');
  });

  it('answers the fallback for missing or unreadable entries and removes entries', () => {
    sessionStorage.setItem('bad', '{');
    expect(sessionCache.get('bad', [])).toEqual([]);
    sessionCache.set('x', 1);
    sessionCache.remove('x');
    expect(sessionCache.get('x', null)).toBeNull();
  });
});
