import type { SysCategory } from '@cropwatch/contract';

/** A row of the category tree table; `isLoading` marks the placeholder child of a level not loaded yet. */
export type CategoryRow = SysCategory & { children?: CategoryRow[]; isLoading?: boolean };

export const ROOT_PID = '0';

/** The placeholder that gives an unloaded parent its expander (spec §2 "placeholder child with loading flag"). */
export function placeholderOf(parent: SysCategory): CategoryRow {
  return {
    id: `${parent.id}:loading`,
    pid: parent.id,
    name: '',
    code: '',
    hasChild: null,
    sysOrgCode: null,
    createBy: null,
    createTime: null,
    updateBy: null,
    updateTime: null,
    isLoading: true,
  };
}

export const hasChildren = (row: SysCategory): boolean => row.hasChild === '1';

/**
 * Pure: the rows with their loaded levels nested as `children`. A parent whose level is not loaded gets the
 * placeholder; a loaded empty level drops `children`, which removes the expander (spec §4).
 */
export function buildTreeRows(
  rows: readonly SysCategory[],
  levels: ReadonlyMap<string, readonly SysCategory[]>,
  seen: ReadonlySet<string> = new Set(),
): CategoryRow[] {
  return rows.map((row) => {
    // A cycle in bad data must not recurse forever.
    if (seen.has(row.id)) return { ...row };
    const level = levels.get(row.id);
    if (level) {
      const children = buildTreeRows(level, levels, new Set([...seen, row.id]));
      return children.length ? { ...row, children } : { ...row };
    }
    return hasChildren(row) ? { ...row, children: [placeholderOf(row)] } : { ...row };
  });
}
