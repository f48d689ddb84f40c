import { useMemo } from 'react';
import { usePermission } from '../../../components/authorized/use-permission';

/** Button codes of 部门管理 in `seed/menus.json` (`depart:add|edit|delete`, shown/hidden buttons). */
export const DEPART_AUTH_PRE = 'depart:';

export interface DepartButtons {
  add: boolean;
  edit: boolean;
  remove: boolean;
}

/** Pure: a button shows unless its code is among the codes `authPre` excludes for the user (spec §6). */
export const departButtons = (excluded: readonly string[]): DepartButtons => ({
  add: !excluded.includes('add'),
  edit: !excluded.includes('edit'),
  remove: !excluded.includes('delete'),
});

/**
 * The seeded codes are type 1 (show/hide), so they go through the `authPre` reading like every list page, not
 * through `has()`, which only grants type-2 codes to a user holding any (docs/decisions.md "Console core").
 */
export function useDepartButtons(): DepartButtons {
  const { excluded } = usePermission();
  return useMemo(() => departButtons(excluded(DEPART_AUTH_PRE)), [excluded]);
}
