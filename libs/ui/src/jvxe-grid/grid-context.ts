import { createContext, useContext } from 'react';
import type { CellValue, JVxeColumn, JVxeOption, JVxeRow } from './types';

/**
 * What cells and editors need from the grid: options, draft validation (on input) and the error of a cell. One
 * context read per cell; the value changes only when errors, options or co-editing marks change, never on scroll.
 */
export interface GridCellApi {
  /** A column's options; linkage levels depend on the row (their parent's value). */
  options: (column: JVxeColumn, row?: JVxeRow) => JVxeOption[];
  validateDraft: (row: JVxeRow, column: JVxeColumn, value: CellValue) => void;
  errorOf: (rowId: string, key: string) => string | undefined;
  disabled: boolean;
  /** An editor opened (row id) or closed (null) in the grid: remote frames must not overwrite it. */
  setEditing: (rowId: string | null) => void;
  /** Whether a co-editor changed this row while it was being edited here. */
  changedByOthers: (rowId: string) => boolean;
  /** The translated "changed by someone else" text of the row marker (translated once, not per row). */
  changedByOthersText: string;
  /** sel_search_async: options matching a keyword (the grid's `searchOptions`), undefined when none is given. */
  search?: (column: JVxeColumn, keyword: string) => Promise<JVxeOption[]>;
  searchDebounceMs: number;
  /** Whether editors commit on an outside mouse-up (always-edit off) instead of rdg's outside mouse-down. */
  closeOnOutsideMouseUp: boolean;
}
export const GridCellContext = createContext<GridCellApi | null>(null);
export function useGridCell(): GridCellApi {
  const api = useContext(GridCellContext);
  if (!api) throw new Error('JVxe cells render inside JVxeGrid');
  return api;
}
