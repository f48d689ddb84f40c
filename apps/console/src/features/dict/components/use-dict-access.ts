import { useMemo } from 'react';
import { usePermission } from '../../../components/authorized/use-permission';

export interface DictAccess {
  add: boolean;
  edit: boolean;
  remove: boolean;
}

/**
 * The `dict:` buttons (seed codes `dict:add|edit|delete`) the user keeps, read the `authPre` way (Vue2
 * `getNoAuthCols`): a code is withheld when it is an enabled visible-type rule the user does not hold. These
 * codes are visible-type (`perms_type` 1), which the type-2 `has()` check does not cover.
 */
export function useDictAccess(): DictAccess {
  const { excluded } = usePermission();
  const codes = excluded('dict:');
  const key = codes.join(',');
  return useMemo(() => {
    const withheld = key.split(',');
    return { add: !withheld.includes('add'), edit: !withheld.includes('edit'), remove: !withheld.includes('delete') };
  }, [key]);
}
