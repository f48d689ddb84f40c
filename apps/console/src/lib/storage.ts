/**
 * Browser storage in the Vue2 client's layout (vue-ls): localStorage keys are namespaced `pro__` and hold
 * `{"value": …, "expire": epochMs | null}`, so a console and the Vue2 client could share a browser profile.
 */
export const STORAGE_NAMESPACE = 'pro__';

/** Session and user data, dictionaries: 7 days (spec §9). */
export const DEFAULT_EXPIRE_MS = 604_800_000;

/** Key names of the Vue2 client (`store/mutation-types.js`) and contract §3.3. */
export const StorageKey = {
  accessToken: 'Access-Token',
  userName: 'Login_Username',
  userInfo: 'Login_Userinfo',
  dictCache: 'UI_CACHE_DB_DICT_DATA',
  tenantId: 'TENANT_ID',
  rememberedUsername: 'Remembered_Username',
} as const;

export const SessionKey = {
  userAuth: 'LOGIN_USER_BUTTON_AUTH',
  sysButtonAuth: 'SYS_BUTTON_AUTH',
} as const;

interface Envelope {
  value: unknown;
  expire: number | null;
}

const isEnvelope = (v: unknown): v is Envelope =>
  typeof v === 'object' && v !== null && 'value' in v && 'expire' in v;

export const localCache = {
  /** `expireMs = null` stores without expiry. */
  set(key: string, value: unknown, expireMs: number | null = DEFAULT_EXPIRE_MS): void {
    const envelope: Envelope = { value, expire: expireMs === null ? null : Date.now() + expireMs };
    localStorage.setItem(STORAGE_NAMESPACE + key, JSON.stringify(envelope));
  },

  /** Returns `fallback` for missing, unreadable or expired entries; expired ones are removed. */
  get<T>(key: string, fallback: T | null = null): T | null {
    const raw = localStorage.getItem(STORAGE_NAMESPACE + key);
    if (raw === null) return fallback;
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      return fallback;
    }
    if (!isEnvelope(parsed)) return fallback;
    if (parsed.expire !== null && parsed.expire <= Date.now()) {
      localStorage.removeItem(STORAGE_NAMESPACE + key);
      return fallback;
    }
    return (parsed.value as T | null) ?? fallback;
  },

  remove(key: string): void {
    localStorage.removeItem(STORAGE_NAMESPACE + key);
  },
};

export const sessionCache = {
  set(key: string, value: unknown): void {
    sessionStorage.setItem(key, JSON.stringify(value));
  },

  get<T>(key: string, fallback: T): T {
    const raw = sessionStorage.getItem(key);
    if (raw === null) return fallback;
    try {
      return JSON.parse(raw) as T;
    } catch {
      return fallback;
    }
  },

  remove(key: string): void {
    sessionStorage.removeItem(key);
  },
};
