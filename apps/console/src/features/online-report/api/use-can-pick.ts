import { useSnapshot } from 'valtio';
import type { MenuRoute } from '@cropwatch/contract';
import { ONLINE_REPORT_MENU } from '@cropwatch/contract';
import { permissionStore } from '../../../stores/permission';

const holds = (items: readonly MenuRoute[], path: string): boolean =>
  items.some((i) => i.path === path || holds(i.children ?? [], path));

/** Whether the user's menu holds the online reports (the report API's grant): forms hide their popup otherwise. */
export function useCanPickFromReports(): boolean {
  const { menu } = useSnapshot(permissionStore);
  return holds((menu ?? []) as readonly MenuRoute[], ONLINE_REPORT_MENU);
}
