import { proxy } from 'valtio';
import {
  endpointRefs,
  type LoginResult,
  type MenuRoute,
  type SysDepart,
  type SysTenant,
  type SysUser,
} from '@cropwatch/contract';
import { call, onSessionExpired } from '../lib/http';
import { i18n, i18nReady } from '../lib/i18n';
import { loadedQueryClient } from '../lib/query-client-handle';
import { localCache, StorageKey } from '../lib/storage';
import { permissionStore, resetPermissions } from './permission';

/** What the login endpoints answer; CAS validation carries neither dictionaries nor tenants. */
export type SessionLoginResult = Omit<LoginResult, 'sysAllDictItems' | 'tenantList'> &
  Partial<Pick<LoginResult, 'sysAllDictItems' | 'tenantList'>>;

export interface SessionState {
  token: string;
  username: string;
  realname: string;
  /** Tenant header value; 0 when none is selected. */
  tenantid: number | string;
  welcome: string;
  avatar: string;
  /** The menu, owned by the permission store (spec §3 names it as session state). */
  readonly permissionList: MenuRoute[];
  info: SysUser | null;
  readonly sysSafeMode: boolean;
  /** Login-time choices, needed only until the user has picked a department and tenant. */
  departs: SysDepart[];
  multiDepart: 0 | 1 | 2;
  tenantList: SysTenant[];
}

const WELCOME_KEYS = ['rest', 'food', 'game', 'tired'] as const;

/** A random greeting for the header, as the Vue2 `welcome()` helper. */
function pickWelcome(): string {
  const key = WELCOME_KEYS[Math.floor(Math.random() * WELCOME_KEYS.length)];
  return i18n.t(`welcome.${key}`, { ns: 'common' });
}

function restore(): Omit<SessionState, 'permissionList' | 'sysSafeMode'> {
  const token = localCache.get<string>(StorageKey.accessToken) ?? '';
  const info = localCache.get<SysUser>(StorageKey.userInfo);
  return {
    token,
    username: info?.username ?? '',
    realname: info?.realname ?? '',
    tenantid: localCache.get<number | string>(StorageKey.tenantId) ?? 0,
    // Picked once the texts are in (below): this runs before the language pack has arrived.
    welcome: '',
    avatar: info?.avatar ?? '',
    info,
    departs: [],
    multiDepart: 0,
    tenantList: [],
  };
}

export const sessionStore = proxy<SessionState>({
  ...restore(),
  get permissionList(): MenuRoute[] {
    return permissionStore.menu ?? [];
  },
  get sysSafeMode(): boolean {
    return permissionStore.sysSafeMode;
  },
});

void i18nReady.then(() => {
  if (sessionStore.token && !sessionStore.welcome) sessionStore.welcome = pickWelcome();
});

export const isLoggedIn = (): boolean => sessionStore.token !== '';

export function setUserInfo(user: SysUser): void {
  localCache.set(StorageKey.userInfo, user);
  localCache.set(StorageKey.userName, user.username);
  sessionStore.info = user;
  sessionStore.username = user.username;
  sessionStore.realname = user.realname;
  sessionStore.avatar = user.avatar ?? '';
}

export function setTenant(id: number | string): void {
  localCache.set(StorageKey.tenantId, id);
  sessionStore.tenantid = id;
}

/**
 * Stores token, user and dictionaries for 7 days (spec §4). A single tenant becomes the tenant header at
 * once; several are left for the sign-in page to offer (contract §2.2).
 */
export function applyLogin(result: SessionLoginResult): void {
  endSignOut();
  localCache.set(StorageKey.accessToken, result.token);
  if (result.sysAllDictItems) localCache.set(StorageKey.dictCache, result.sysAllDictItems);
  sessionStore.token = result.token;
  sessionStore.welcome = pickWelcome();
  setUserInfo(result.userInfo);
  sessionStore.departs = result.departs;
  sessionStore.multiDepart = result.multi_depart;
  const tenants = result.tenantList ?? [];
  sessionStore.tenantList = tenants;
  if (tenants.length === 1) setTenant(tenants[0].id);
}

function clearSession(): void {
  for (const key of Object.values(StorageKey)) {
    if (key !== StorageKey.rememberedUsername) localCache.remove(key);
  }
  resetPermissions();
  loadedQueryClient()?.clear();
  Object.assign(sessionStore, {
    token: '',
    username: '',
    realname: '',
    tenantid: 0,
    welcome: '',
    avatar: '',
    info: null,
    departs: [],
    multiDepart: 0,
    tenantList: [],
  } satisfies Omit<SessionState, 'permissionList' | 'sysSafeMode'>);
}

let signingOut = false;

/** The user signed out from the header: until the login page is reached, the guard sends there without `redirect`. */
export const isSigningOut = (): boolean => signingOut;

/** The login page was reached (or a new session began): later guard redirects carry `redirect` again. */
export function endSignOut(): void {
  signingOut = false;
}

/**
 * Tells the server (its failure changes nothing here), then clears every trace of the session. `deliberate`: the
 * user signed out, so the next user starts on a clean login page rather than this user's last page.
 */
export async function logout({ deliberate = false }: { deliberate?: boolean } = {}): Promise<void> {
  if (deliberate) signingOut = true;
  // Calls still in flight (the bell's poll) belong to the ending session: cancelled, they cannot answer 401 later.
  await loadedQueryClient()?.cancelQueries();
  if (isLoggedIn()) {
    // Sent before clearing: the server reads the token from the header (contract §2.4).
    await call(endpointRefs.logout, {}, { silent: true }).catch(() => undefined);
  }
  clearSession();
}

onSessionExpired(logout);
