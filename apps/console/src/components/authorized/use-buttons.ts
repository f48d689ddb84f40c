import { useCallback } from 'react';
import { usePermission } from './use-permission';

/**
 * The page's show/hide button rules (seed/menus.json, type 1) under `prefix`: `can('edit')` is false when the user
 * lacks an enabled `<prefix>edit` rule, as the older pages hide their buttons (`authPre`). The server refuses the
 * call with 510 regardless (AccessGuard).
 */
export function useButtons(prefix: string): (code: string) => boolean {
  const { excluded } = usePermission();
  const gone = excluded(prefix);
  const key = gone.join(',');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for the list's content
  return useCallback((code: string) => !gone.includes(code), [key]);
}
