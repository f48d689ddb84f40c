import { createContext, useContext } from 'react';
import type { CellValue, JVxeColumn, JVxeOption, JVxeRow } from './types';

/** What cells and editors need from the grid: options, draft validation (on input) and the error of a cell. */
export interface GridCellApi {
  options: (column: JVxeColumn) => JVxeOption[];
  validateDraft: (row: JVxeRow, column: JVxeColumn, value: CellValue) => void;
  errorOf: (rowId: string, key: string) => string | undefined;
  disabled: boolean;
  /** An editor opened (row id) or closed (null) in the grid: remote frames must not overwrite it. */
  setEditing: (rowId: string | null) => void;
  /** Whether a co-editor changed this row while it was being edited here. */
  changedByOthers: (rowId: string) => boolean;
}
export const GridCellContext = createContext<GridCellApi | null>(null);
export function useGridCell(): GridCellApi {
  const api = useContext(GridCellContext);
  if (!api) throw new Error('JVxe cells render inside JVxeGrid');
  return api;
}
