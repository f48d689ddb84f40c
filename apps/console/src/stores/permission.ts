import { proxy, ref } from 'valtio';
import {
  endpointRefs,
  type AllAuthEntry,
  type AuthEntry,
  type MenuRoute,
} from '@cropwatch/contract';
import { call } from '../lib/http';
import { i18n } from '../lib/i18n';
import { SessionKey, sessionCache } from '../lib/storage';

export interface PermissionState {
  /** `null` until fetched in this page load; the route guard fetches when it is null. */
  menu: MenuRoute[] | null;
  auth: AuthEntry[];
  allAuth: AllAuthEntry[];
  sysSafeMode: boolean;
}

/** Button rules survive a reload in sessionStorage (contract §3.3), the menu is fetched again. */
export const permissionStore = proxy<PermissionState>({
  menu: null,
  auth: sessionCache.get<AuthEntry[]>(SessionKey.userAuth, []),
  allAuth: sessionCache.get<AllAuthEntry[]>(SessionKey.sysButtonAuth, []),
  sysSafeMode: false,
});

/** Rejects when the call fails or the menu is empty; the guard then logs out (spec §2). */
export async function fetchPermissions(): Promise<MenuRoute[]> {
  const res = await call(endpointRefs.getUserPermissionByToken);
  const result = res.success ? res.result : null;
  if (!result || result.menu.length === 0) {
    throw new Error(res.message || i18n.t('http.callFailed', { ns: 'common' }));
  }
  sessionCache.set(SessionKey.userAuth, result.auth);
  sessionCache.set(SessionKey.sysButtonAuth, result.allAuth);
  // The menu tree is read-only route data: kept out of valtio's deep proxying.
  permissionStore.menu = ref(result.menu);
  permissionStore.auth = result.auth;
  permissionStore.allAuth = result.allAuth;
  permissionStore.sysSafeMode = result.sysSafeMode;
  return result.menu;
}

export function resetPermissions(): void {
  sessionCache.remove(SessionKey.userAuth);
  sessionCache.remove(SessionKey.sysButtonAuth);
  permissionStore.menu = null;
  permissionStore.auth = [];
  permissionStore.allAuth = [];
  permissionStore.sysSafeMode = false;
}
