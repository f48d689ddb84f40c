import type { CellValue, JVxeColumn, JVxeRow } from './types';

/** Rows of the grid and what happened to them since loading: the source of `getValues`' new/edited/removed split. */
export interface RowsState {
  readonly rows: readonly JVxeRow[];
  /** Ids present when the rows were loaded (never temporary). */
  readonly loaded: ReadonlySet<string>;
  readonly edited: ReadonlySet<string>;
  /** Loaded rows removed since, with their last values (collected as deleted data). */
  readonly removed: readonly JVxeRow[];
}

/** New rows get temporary ids (spec §3) that the server replaces on save. */
export const TEMP_ID_PREFIX = 'jvxe_tmp_';
let sequence = 0;
export const nextTempId = (): string => `${TEMP_ID_PREFIX}${Date.now().toString(36)}_${(sequence++).toString(36)}`;
export const isTempId = (id: string): boolean => id.startsWith(TEMP_ID_PREFIX);

export function createRowsState(rows: readonly JVxeRow[]): RowsState {
  return { rows, loaded: new Set(rows.map((r) => r.id)), edited: new Set(), removed: [] };
}

/** A new row with each column's default value (checkboxes: their unchecked/checked value by `defaultChecked`). */
export function blankRow(columns: readonly JVxeColumn[]): JVxeRow {
  const row: JVxeRow = { id: nextTempId() };
  for (const c of columns) {
    if (c.type === 'checkbox') {
      const [on, off] = c.customValue ?? [true, false];
      row[c.key] = c.defaultChecked ? on : off;
    } else if (c.defaultValue !== undefined) {
      row[c.key] = c.defaultValue;
    }
  }
  return row;
}

/** New row order; with a sort column, rows renumbered from 1 and loaded rows whose number changed count as edited. */
function withRows(state: RowsState, rows: readonly JVxeRow[], sortKey?: string): RowsState {
  if (!sortKey) return { ...state, rows };
  const numbered = renumber(rows, sortKey);
  let edited = state.edited;
  numbered.forEach((r, i) => {
    if (r !== rows[i] && state.loaded.has(r.id) && !edited.has(r.id)) edited = new Set([...edited, r.id]);
  });
  return { ...state, rows: numbered, edited };
}

/** Drag sort: the sort column renumbered from 1 in the current order (spec §3, default key `orderNum`). */
export function renumber(rows: readonly JVxeRow[], sortKey = 'orderNum'): JVxeRow[] {
  return rows.map((r, i) => (r[sortKey] === i + 1 ? r : { ...r, [sortKey]: i + 1 }));
}

/** Inserts `count` new rows at array position `at` (clamped); answers the state and the new rows. */
export function insertRows(
  state: RowsState,
  columns: readonly JVxeColumn[],
  count: number,
  at: number,
  sortKey?: string,
): { state: RowsState; added: JVxeRow[] } {
  const added = Array.from({ length: Math.max(1, Math.floor(count)) }, () => blankRow(columns));
  const pos = Math.min(Math.max(0, at), state.rows.length);
  const rows = [...state.rows.slice(0, pos), ...added, ...state.rows.slice(pos)];
  return { state: withRows(state, rows, sortKey), added };
}

/** Add-row settings' index (spec §5): 0 = at the bottom, k = after the k-th row. */
export function addRows(
  state: RowsState,
  columns: readonly JVxeColumn[],
  count: number,
  index: number,
  sortKey?: string,
): { state: RowsState; added: JVxeRow[] } {
  const at = index <= 0 || index >= state.rows.length ? state.rows.length : index;
  return insertRows(state, columns, count, at, sortKey);
}

export function updateRow(state: RowsState, id: string, patch: Record<string, CellValue>): RowsState {
  const i = state.rows.findIndex((r) => r.id === id);
  if (i < 0) return state;
  const rows = [...state.rows];
  rows[i] = { ...rows[i], ...patch, id };
  const edited = state.loaded.has(id) && !state.edited.has(id) ? new Set([...state.edited, id]) : state.edited;
  return { ...state, rows, edited };
}

/** Applies many row patches at once (paste, socket frames) without copying the rows once per patch. */
export function updateRows(
  state: RowsState,
  patches: ReadonlyMap<string, Record<string, CellValue>>,
  { markEdited = true }: { markEdited?: boolean } = {},
): RowsState {
  if (!patches.size) return state;
  const edited = new Set(state.edited);
  const rows = state.rows.map((r) => {
    const patch = patches.get(r.id);
    if (!patch) return r;
    if (markEdited && state.loaded.has(r.id)) edited.add(r.id);
    return { ...r, ...patch, id: r.id };
  });
  return { ...state, rows, edited };
}

export function removeRows(state: RowsState, ids: Iterable<string>, sortKey?: string): RowsState {
  const gone = new Set(ids);
  const removed = [...state.removed, ...state.rows.filter((r) => gone.has(r.id) && state.loaded.has(r.id))];
  return {
    ...withRows(
      state,
      state.rows.filter((r) => !gone.has(r.id)),
      sortKey,
    ),
    removed,
  };
}

/** Copies of the given rows (new temporary ids) right after the last of them. */
export function copyRows(state: RowsState, ids: Iterable<string>, sortKey?: string): RowsState {
  const wanted = new Set(ids);
  const sources = state.rows.filter((r) => wanted.has(r.id));
  if (!sources.length) return state;
  const last = state.rows.indexOf(sources[sources.length - 1]);
  const copies = sources.map((r) => ({ ...r, id: nextTempId() }));
  return withRows(state, [...state.rows.slice(0, last + 1), ...copies, ...state.rows.slice(last + 1)], sortKey);
}

/**
 * Moves a row to array position `to` (clamped), the rows between shifting by one; the sort column is renumbered from
 * 1 when given. Drag sort and move up/down both go through here.
 */
export function moveRowTo(state: RowsState, id: string, to: number, sortKey?: string): RowsState {
  const from = state.rows.findIndex((r) => r.id === id);
  const target = Math.min(Math.max(0, Math.floor(to)), state.rows.length - 1);
  if (from < 0 || target === from) return state;
  const rows = [...state.rows];
  const [row] = rows.splice(from, 1);
  rows.splice(target, 0, row);
  return withRows(state, rows, sortKey);
}

/** Moves a row up (-1) or down (+1); nothing at the edges. */
export function moveRow(state: RowsState, id: string, delta: -1 | 1, sortKey?: string): RowsState {
  const i = state.rows.findIndex((r) => r.id === id);
  const j = i + delta;
  if (i < 0 || j < 0 || j >= state.rows.length) return state;
  return moveRowTo(state, id, j, sortKey);
}

export function collectRows(state: RowsState): Omit<import('./types').JVxeCollected, 'errCount' | 'firstError'> {
  return {
    tableData: [...state.rows],
    newRows: state.rows.filter((r) => !state.loaded.has(r.id)),
    editedRows: state.rows.filter((r) => state.edited.has(r.id)),
    deleteData: [...state.removed],
  };
}
