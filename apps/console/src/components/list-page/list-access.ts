import { useSnapshot } from 'valtio';
import { authorisedWithPrefix } from '../../lib/access';
import { permissionStore } from '../../stores/permission';

/** Toolbar buttons an `authPre` leaves (spec §6). */
export interface ListAccess {
  add: boolean;
  batchDelete: boolean;
  /** Single-row delete: excluding `batch_delete` removes it too (spec §6), as does excluding `delete`. */
  remove: boolean;
}

/** Pure: `excluded` are the codes `authorisedWithPrefix(authPre, …)` answers for the user. */
export function listAccess(excluded: readonly string[]): ListAccess {
  const batchDelete = !excluded.includes('batch_delete');
  return { add: !excluded.includes('add'), batchDelete, remove: batchDelete && !excluded.includes('delete') };
}

/** The codes excluded for the signed-in user under `authPre` (none without a prefix). */
export function useExcludedCodes(authPre: string | undefined): string[] {
  const { auth, allAuth } = useSnapshot(permissionStore);
  return authPre ? authorisedWithPrefix(authPre, auth, allAuth) : [];
}
