import type { ReactNode, Ref } from 'react';
import type { JVxeLinkageConfig } from './linkage';
import type { CellValue, JVxeCollected, JVxeColumn, JVxeOption, JVxeRow } from './types';

/** The grid's imperative API (JeecgBoot's JVxeTable methods). */
export interface JVxeGridHandle {
  /** Validates every cell, marks the failing ones, answers the values and the failing count. */
  getValues: () => Promise<JVxeCollected>;
  /** Same, but rejects with a {@link JVxeValidationError} on any failure and focuses the first failing cell. */
  getValuesPromise: () => Promise<JVxeCollected>;
  addRows: (count?: number, index?: number) => JVxeRow[];
  insertRows: (count: number, at: number) => JVxeRow[];
  removeRows: (ids: Iterable<string>) => void;
  removeSelected: () => void;
  copySelected: () => void;
  moveRow: (id: string, delta: -1 | 1) => void;
  clearSelection: () => void;
  getSelectedIds: () => string[];
  /** Merges values into rows by id (socket frames, pickers); unknown ids are ignored. */
  setValues: (patches: ReadonlyMap<string, Record<string, CellValue>>) => void;
  getRows: () => readonly JVxeRow[];
  /**
   * A row saved elsewhere (co-editing): merged by id without counting as a local edit. A row under an open editor
   * is marked as changed by others and the editor keeps its text; its other cells take the new values.
   */
  applyRemoteRow: (row: JVxeRow) => void;
  focusCell: (rowId: string, key: string) => void;
}

export class JVxeValidationError extends Error {
  constructor(readonly collected: JVxeCollected) {
    super(collected.firstError?.message ?? 'validation failed');
  }
}

export interface JVxeGridProps {
  ref?: Ref<JVxeGridHandle>;
  columns: readonly JVxeColumn[];
  /** Loaded rows; a new array (identity) resets the grid's rows and change tracking. */
  dataSource: readonly JVxeRow[];
  rowNumber?: boolean;
  rowSelection?: boolean;
  isRowSelectionDisabled?: (row: JVxeRow) => boolean;
  disabled?: boolean;
  /** Sort column renumbered from 1 after moves (spec §3, default none; JeecgBoot's default key is `orderNum`). */
  dragSortKey?: string;
  maxHeight?: number;
  /** Options of `dictCode` columns (the console fetches dictionaries). */
  loadDict?: (dictCode: string) => Promise<JVxeOption[]>;
  /** Every committed cell change, after the row state is updated. */
  onValueChange?: (change: { row: JVxeRow; key: string; value: CellValue }) => void;
  onSelectionChange?: (ids: string[]) => void;
  /** Extra class of a row (co-editing marks rows others changed). */
  rowClass?: (row: JVxeRow) => string | undefined;
  /** The add / insert / remove / copy / move / clear-selection bar with the add-row settings (spec §4, §9). */
  toolbar?: boolean;
  /** Extra buttons at the end of the tool bar. */
  toolbarExtra?: ReactNode;
  'aria-label'?: string;
  /** Row/column virtualisation (default on; jsdom tests turn it off: jsdom has no layout). */
  virtualization?: boolean;
  /**
   * Drag sort (spec §3): a handle column; dropping a row on another moves it there and renumbers `dragSortKey`
   * (default `orderNum` when this is on) from 1, as move up/down do.
   */
  dragSort?: boolean;
  /**
   * The sub-table popover (spec §4): rendered under a clicked row (96% of the grid's width); a second click on the
   * same row closes it, a click on another row reopens it there.
   */
  subForm?: (row: JVxeRow) => ReactNode;
  /** Linkage chains (spec §3 `linkageKey`): each level's options from `requestData(parentValue)`. */
  linkageConfig?: readonly JVxeLinkageConfig[];
  /** sel_search_async columns: options matching the typed keyword (the console asks its dictionary search). */
  searchOptions?: (column: JVxeColumn, keyword: string) => Promise<JVxeOption[]>;
  /** Debounce of `searchOptions` (spec §9 dictionary search: 300 ms). */
  searchDebounceMs?: number;
  /**
   * Always-edit (default on): editable cells look like inputs and a click puts the caret in them; an editor commits
   * on an outside mouse-down. Off (spec §4): cells are plain text, a click makes one editable and it returns on an
   * outside mouse-up.
   */
  alwaysEdit?: boolean;
}
