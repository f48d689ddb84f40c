import { useCallback, useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { authorisedWithPrefix, hasPermission, isDisabledByAuth } from '../../lib/access';
import { permissionStore } from '../../stores/permission';

/** Button permissions of the signed-in user; re-renders when the permission store changes. */
export function usePermission() {
  const { auth, allAuth } = useSnapshot(permissionStore);
  const has = useCallback((action: string) => hasPermission(action, auth, allAuth), [auth, allAuth]);
  const disabled = useCallback((action: string) => isDisabledByAuth(action, auth, allAuth), [auth, allAuth]);
  const excluded = useCallback((prefix: string) => authorisedWithPrefix(prefix, auth, allAuth), [auth, allAuth]);
  return useMemo(() => ({ has, disabled, excluded }), [has, disabled, excluded]);
}
