import { useSnapshot } from 'valtio';
import type { MenuRoute } from '@cropwatch/contract';
import { reportGrantMenus } from '@cropwatch/contract';
import { permissionStore } from '../../../stores/permission';

const holds = (items: readonly MenuRoute[], path: string): boolean =>
  items.some((i) => i.path === path || holds(i.children ?? [], path));

/**
 * Whether the user's menu holds the report's own grant (issue #29: its menu `/online/cgreport/<code>`, or a page
 * embedding it as a popup), which the report API requires: forms hide their popup otherwise.
 */
export function useCanPickFromReports(code: string): boolean {
  const { menu } = useSnapshot(permissionStore);
  const items = (menu ?? []) as readonly MenuRoute[];
  return reportGrantMenus(code).some((path) => holds(items, path));
}
