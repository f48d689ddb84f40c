import {
  memo,
  useCallback,
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
  type Ref,
  type UIEvent,
} from 'react';
import { flushSync } from 'react-dom';
import './row-grid.css';

/**
 * The grid's own row renderer (issue #15, session 9): rows placed absolutely in one spacer of the rows' total height,
 * only the rows and columns in view (plus a few) rendered, a sticky header row, sticky statistics row and sticky
 * frozen columns. It replaces react-data-grid under JVxeGrid, whose one CSS grid of `repeat(rows, 61px)` tracks made
 * every scroll frame's style recalculation grow with the row count. The API keeps the shape JVxeGrid used
 * (columns with renderCell/renderEditCell, an active cell with an ACTIVE and an EDIT mode, cell events whose grid
 * default can be prevented), the DOM keeps rdg's ARIA (aria-rowindex: header 1, data row i at i + 2).
 */

export interface GridColumn<R> {
  key: string;
  name: ReactNode;
  width: number;
  minWidth?: number;
  frozen?: boolean;
  resizable?: boolean;
  editable?: boolean;
  cellClass?: (row: R) => string | undefined;
  renderCell: (props: RenderCellProps<R>) => ReactNode;
  renderHeaderCell?: () => ReactNode;
  renderSummaryCell?: () => ReactNode;
  renderEditCell?: (props: RenderEditCellProps<R>) => ReactNode;
  editorOptions?: {
    /** The cell's own content stays under its editor (pop editors). */
    displayCellContent?: boolean;
    /** Commit on a mouse-down outside the editor (default true). */
    commitOnOutsideClick?: boolean;
  };
}
/** A column as the grid lays it out: its place (idx), width and left offset. */
export interface LaidColumn<R> extends GridColumn<R> {
  idx: number;
  left: number;
}

export interface RenderCellProps<R> {
  row: R;
  rowIdx: number;
  column: LaidColumn<R>;
  onRowChange: (row: R) => void;
}
export interface RenderEditCellProps<R> {
  row: R;
  rowIdx: number;
  column: LaidColumn<R>;
  /** A draft change; `commit` writes it to the rows and closes the editor. */
  onRowChange: (row: R, commit?: boolean) => void;
  onClose: (commit?: boolean, shouldFocusCell?: boolean) => void;
}
export interface Position {
  idx: number;
  rowIdx: number;
}
export interface PositionOptions {
  enableEditor?: boolean;
  shouldFocus?: boolean;
}
/** A grid event whose own handling (moving, selecting, opening an editor) a handler may prevent. */
export type CellEvent<E> = E & { preventGridDefault: () => void; isGridDefaultPrevented: () => boolean };
export type CellKeyDownArgs<R> =
  | {
      mode: 'ACTIVE';
      row: R;
      rowIdx: number;
      column: LaidColumn<R>;
      setActivePosition: (position: Position, options?: PositionOptions) => void;
    }
  | {
      mode: 'EDIT';
      row: R;
      rowIdx: number;
      column: LaidColumn<R>;
      onClose: (commit?: boolean, shouldFocusCell?: boolean) => void;
    };
export interface CellMouseArgs<R> {
  row: R;
  rowIdx: number;
  column: LaidColumn<R>;
  setActivePosition: (enableEditor?: boolean) => void;
}
export interface RowsChangeData<R> {
  indexes: number[];
  column: LaidColumn<R>;
}
export interface RowGridHandle {
  element: HTMLDivElement | null;
  scrollToCell: (position: { idx?: number; rowIdx?: number }) => void;
  setActivePosition: (position: Position, options?: PositionOptions) => void;
}

export const SELECT_COLUMN_KEY = '__jvxe_select';
export const SELECT_COLUMN_WIDTH = 35;

export interface RowGridProps<R> {
  ref?: Ref<RowGridHandle>;
  columns: readonly GridColumn<R>[];
  rows: readonly R[];
  rowKeyGetter: (row: R) => string;
  rowHeight: number;
  headerRowHeight: number;
  /** Bottom statistics row (one row, sticky at the bottom, drawn under rows only). */
  summaryRow?: boolean;
  style?: CSSProperties;
  className?: string;
  'aria-label'?: string;
  onRowsChange?: (rows: R[], data: RowsChangeData<R>) => void;
  selectedRows?: ReadonlySet<string>;
  onSelectedRowsChange?: (ids: Set<string>) => void;
  isRowSelectionDisabled?: (row: R) => boolean;
  /** Labels of the selection column's check boxes (translated by the caller). */
  selectLabels?: { all: string; row: string };
  onCellKeyDown?: (args: CellKeyDownArgs<R>, event: CellEvent<KeyboardEvent<HTMLDivElement>>) => void;
  onCellMouseDown?: (args: CellMouseArgs<R>, event: CellEvent<MouseEvent<HTMLDivElement>>) => void;
  onCellClick?: (args: CellMouseArgs<R>, event: CellEvent<MouseEvent<HTMLDivElement>>) => void;
  onActivePositionChange?: (args: { rowIdx: number; row: R | undefined; column: LaidColumn<R> | undefined }) => void;
  onScroll?: (event: UIEvent<HTMLDivElement>) => void;
  rowClass?: (row: R) => string | undefined;
  /** Rows and columns outside the view are not rendered (default on; jsdom has no layout, tests turn it off). */
  enableVirtualization?: boolean;
  noRowsFallback?: ReactNode;
}

interface Active<R> {
  idx: number;
  rowIdx: number;
  mode: 'ACTIVE' | 'EDIT';
  /** EDIT: the editor's draft of the row. */
  draft?: R;
  /** EDIT: which editor session this is (a late close from an editor already gone is ignored). */
  session: number;
}

const ROW_OVERSCAN = 1;
const COL_OVERSCAN = 1;
const NON_INPUT_KEYS = new Set([
  'Unidentified',
  'Alt',
  'AltGraph',
  'CapsLock',
  'Control',
  'Fn',
  'FnLock',
  'Meta',
  'NumLock',
  'ScrollLock',
  'Shift',
  'Tab',
  'ArrowDown',
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'End',
  'Home',
  'PageDown',
  'PageUp',
  'Insert',
  'ContextMenu',
  'Escape',
  'Pause',
  'Play',
  'PrintScreen',
  'F1',
  'F2',
  'F3',
  'F4',
  'F5',
  'F6',
  'F7',
  'F8',
  'F9',
  'F10',
  'F11',
  'F12',
]);

function cellEvent<E extends { preventDefault: () => void }>(event: E): CellEvent<E> {
  let prevented = false;
  return Object.assign(event, {
    preventGridDefault: () => (prevented = true),
    isGridDefaultPrevented: () => prevented,
  });
}
const ctrlHeld = (e: { ctrlKey: boolean; metaKey: boolean; key: string }) =>
  (e.ctrlKey || e.metaKey) && e.key !== 'Control';

/** Rendered row and column ranges (inclusive start, exclusive end). */
interface View {
  rowStart: number;
  rowEnd: number;
  colStart: number;
  colEnd: number;
  /** Row elements kept for reuse: the most rows a window can hold (all rows without virtualisation). */
  pool: number;
}

export function RowGrid<R>(props: RowGridProps<R>) {
  const { rows, rowHeight, headerRowHeight, rowKeyGetter } = props;
  const virtual = props.enableVirtualization ?? true;
  const rootRef = useRef<HTMLDivElement>(null);
  const latest = useRef(props);
  latest.current = props;

  // Columns: frozen first (as rdg did), widths after user resizes, left offsets.
  const [resized, setResized] = useState<ReadonlyMap<string, number>>(new Map());
  const columns = useMemo(() => {
    const ordered = [...props.columns.filter((c) => c.frozen), ...props.columns.filter((c) => !c.frozen)];
    let left = 0;
    return ordered.map((c, idx): LaidColumn<R> => {
      const width = Math.max(resized.get(c.key) ?? c.width, c.minWidth ?? 0);
      const laid = { ...c, width, idx, left };
      left += width;
      return laid;
    });
  }, [props.columns, resized]);
  const frozenCount = columns.filter((c) => c.frozen).length;
  const frozenWidth = frozenCount ? columns[frozenCount - 1].left + columns[frozenCount - 1].width : 0;
  const totalWidth = columns.length ? columns[columns.length - 1].left + columns[columns.length - 1].width : 0;
  const columnsRef = useRef(columns);
  columnsRef.current = columns;
  const rowsRef = useRef(rows);
  rowsRef.current = rows;
  const summaryHeight = props.summaryRow && rows.length ? rowHeight : 0;

  // The view: which rows and columns are rendered. It changes only when the scroll crosses a row or a column.
  const computeView = useCallback((): View => {
    const n = rowsRef.current.length;
    const all = { rowStart: 0, rowEnd: n, colStart: 0, colEnd: columnsRef.current.length, pool: Math.max(1, n) };
    const el = rootRef.current;
    if (!virtual || !el) return all;
    const cols = columnsRef.current;
    const height = el.clientHeight || 400;
    const width = el.clientWidth || 1200;
    const top = el.scrollTop;
    const left = el.scrollLeft;
    const rowStart = Math.max(0, Math.floor(top / rowHeight) - ROW_OVERSCAN);
    const rowEnd = Math.min(rowsRef.current.length, Math.ceil((top + height) / rowHeight) + ROW_OVERSCAN);
    const frozen = cols.filter((c) => c.frozen).length;
    const fw = frozen ? cols[frozen - 1].left + cols[frozen - 1].width : 0;
    let colStart = frozen;
    while (colStart < cols.length && cols[colStart].left + cols[colStart].width <= left + fw) colStart++;
    let colEnd = colStart;
    while (colEnd < cols.length && cols[colEnd].left < left + width) colEnd++;
    return {
      rowStart,
      rowEnd,
      colStart: Math.max(frozen, colStart - COL_OVERSCAN),
      colEnd: Math.min(cols.length, colEnd + COL_OVERSCAN),
      pool: Math.ceil(height / rowHeight) + 1 + 2 * ROW_OVERSCAN,
    };
  }, [virtual, rowHeight]);
  const [view, setViewRaw] = useState<View>(() => ({
    rowStart: 0,
    rowEnd: virtual ? Math.min(rows.length, 12) : rows.length,
    colStart: 0,
    colEnd: virtual ? Math.min(columns.length, 12) : columns.length,
    pool: virtual ? 12 : Math.max(1, rows.length),
  }));
  const viewRef = useRef(view);
  const refreshView = useCallback(
    (sync: boolean) => {
      const next = computeView();
      const prev = viewRef.current;
      if (
        prev.rowStart === next.rowStart &&
        prev.rowEnd === next.rowEnd &&
        prev.colStart === next.colStart &&
        prev.colEnd === next.colEnd &&
        prev.pool === next.pool
      )
        return;
      viewRef.current = next;
      if (sync) flushSync(() => setViewRaw(next));
      else setViewRaw(next);
    },
    [computeView],
  );
  // Rows, columns or the size changed: the view follows.
  useLayoutEffect(() => refreshView(false), [refreshView, rows.length, columns]);
  useEffect(() => {
    const el = rootRef.current;
    if (!el || !virtual || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => refreshView(false));
    observer.observe(el);
    return () => observer.disconnect();
  }, [refreshView, virtual]);

  // The active cell and its editor; kept in a ref (read synchronously by late editor events) with a render tick.
  const activeRef = useRef<Active<R>>({ idx: -1, rowIdx: -1, mode: 'ACTIVE', session: 0 });
  const [, setTick] = useState(0);
  const pendingFocus = useRef(false);
  const setActive = (next: Active<R>) => {
    activeRef.current = next;
    setTick((n) => n + 1);
  };
  const active = activeRef.current;
  const validRow = (rowIdx: number) => rowIdx >= 0 && rowIdx < rowsRef.current.length;
  const validPos = (p: Position) => validRow(p.rowIdx) && p.idx >= 0 && p.idx < columnsRef.current.length;
  const isEditable = (p: Position) => {
    const c = columnsRef.current[p.idx];
    return validPos(p) && !!c?.renderEditCell && c.editable !== false;
  };

  const updateRow = (column: LaidColumn<R>, rowIdx: number, row: R) => {
    const current = rowsRef.current;
    if (!latest.current.onRowsChange || row === current[rowIdx]) return;
    const next = [...current];
    next[rowIdx] = row;
    latest.current.onRowsChange(next, { indexes: [rowIdx], column });
  };
  const commitEditor = () => {
    const a = activeRef.current;
    if (a.mode !== 'EDIT' || a.draft === undefined) return;
    const column = columnsRef.current[a.idx];
    if (column) updateRow(column, a.rowIdx, a.draft);
  };

  /** Scrolls the least needed for a cell to be in view (the frozen columns, header and statistics row excluded). */
  const scrollToCell = ({ idx, rowIdx }: { idx?: number; rowIdx?: number }) => {
    const el = rootRef.current;
    if (!el) return;
    if (rowIdx !== undefined && validRow(rowIdx)) {
      const top = rowIdx * rowHeight;
      const body = Math.max(rowHeight, el.clientHeight - headerRowHeight - summaryHeight);
      if (top < el.scrollTop) el.scrollTop = top;
      else if (top + rowHeight > el.scrollTop + body) el.scrollTop = top + rowHeight - body;
    }
    const column = idx === undefined ? undefined : columnsRef.current[idx];
    if (column && !column.frozen) {
      const cols = columnsRef.current;
      const frozen = cols.filter((c) => c.frozen).length;
      const fw = frozen ? cols[frozen - 1].left + cols[frozen - 1].width : 0;
      if (column.left - fw < el.scrollLeft) el.scrollLeft = column.left - fw;
      else if (column.left + column.width > el.scrollLeft + el.clientWidth)
        el.scrollLeft = column.left + column.width - el.clientWidth;
    }
    refreshView(false);
  };

  const setPosition = (position: Position, options: PositionOptions & { scroll?: boolean } = {}) => {
    if (!validPos(position)) return;
    commitEditor();
    const prev = activeRef.current;
    const same = prev.idx === position.idx && prev.rowIdx === position.rowIdx;
    if (options.enableEditor && isEditable(position)) {
      setActive({ ...position, mode: 'EDIT', draft: rowsRef.current[position.rowIdx], session: prev.session + 1 });
    } else {
      setActive({ ...position, mode: 'ACTIVE', session: prev.session });
      if (options.shouldFocus) pendingFocus.current = true;
    }
    if (options.scroll) scrollToCell(position);
    if (!same) {
      latest.current.onActivePositionChange?.({
        rowIdx: position.rowIdx,
        row: rowsRef.current[position.rowIdx],
        column: columnsRef.current[position.idx],
      });
    }
  };
  const setPositionRef = useRef(setPosition);
  setPositionRef.current = setPosition;

  /** Closes the editor of `session` (a late call from an editor already closed does nothing). */
  const closeEditor = (session: number, commit: boolean, shouldFocus: boolean) => {
    const a = activeRef.current;
    if (a.mode !== 'EDIT' || a.session !== session) return;
    // The focus was in the editor (a key, not a click elsewhere): it returns to the cell, not to the page.
    const root = rootRef.current;
    const focusInEditor = !!root?.querySelector('.jvxe-rg-editing')?.contains(document.activeElement);
    const close = () => {
      if (commit) commitEditor();
      setActive({ idx: a.idx, rowIdx: a.rowIdx, mode: 'ACTIVE', session: a.session });
      if (shouldFocus || focusInEditor) pendingFocus.current = true;
    };
    if (commit) flushSync(close);
    else close();
  };

  useLayoutEffect(() => {
    if (!pendingFocus.current) return;
    pendingFocus.current = false;
    const { idx, rowIdx } = activeRef.current;
    rootRef.current
      ?.querySelector<HTMLElement>(`[aria-rowindex="${rowIdx + 2}"] > [aria-colindex="${idx + 1}"]`)
      ?.focus({ preventScroll: true });
  });

  useImperativeHandle(props.ref, () => ({
    element: rootRef.current,
    scrollToCell,
    setActivePosition: (position, options) => {
      const root = rootRef.current;
      const focusWithin = !!root && root.contains(document.activeElement);
      setPositionRef.current(position, {
        ...options,
        shouldFocus: options?.shouldFocus ?? focusWithin,
        scroll: true,
      });
    },
  }));

  // Keyboard: the active cell's keys (an open editor's keys are its cell's, see EditorCell).
  const editorKeys = useRef(new WeakSet<Event>());
  const navigate = (event: KeyboardEvent<HTMLDivElement>) => {
    const { key, shiftKey } = event;
    const { idx, rowIdx } = activeRef.current;
    const lastIdx = columnsRef.current.length - 1;
    const lastRow = rowsRef.current.length - 1;
    const ctrl = ctrlHeld(event);
    if (key === 'Tab') {
      // The grid's first or last cell: Tab leaves the grid (the browser moves the focus on).
      if (shiftKey ? idx <= 0 && rowIdx <= 0 : idx >= lastIdx && rowIdx >= lastRow) {
        commitEditor();
        return;
      }
    }
    event.preventDefault();
    const page = Math.max(1, Math.floor(((rootRef.current?.clientHeight ?? 0) - headerRowHeight) / rowHeight));
    let next: Position;
    switch (key) {
      case 'ArrowUp':
        next = { idx, rowIdx: rowIdx - 1 };
        break;
      case 'ArrowDown':
        next = { idx, rowIdx: rowIdx + 1 };
        break;
      case 'ArrowLeft':
        next = { idx: idx - 1, rowIdx };
        break;
      case 'ArrowRight':
        next = { idx: idx + 1, rowIdx };
        break;
      case 'Tab':
        next = shiftKey
          ? idx > 0
            ? { idx: idx - 1, rowIdx }
            : { idx: lastIdx, rowIdx: rowIdx - 1 }
          : idx < lastIdx
            ? { idx: idx + 1, rowIdx }
            : { idx: 0, rowIdx: rowIdx + 1 };
        break;
      case 'Home':
        next = { idx: 0, rowIdx: ctrl ? 0 : rowIdx };
        break;
      case 'End':
        next = { idx: lastIdx, rowIdx: ctrl ? lastRow : rowIdx };
        break;
      case 'PageUp':
        next = { idx, rowIdx: Math.max(0, rowIdx - page) };
        break;
      case 'PageDown':
        next = { idx, rowIdx: Math.min(lastRow, rowIdx + page) };
        break;
      default:
        return;
    }
    if (!validPos(next) || (next.idx === idx && next.rowIdx === rowIdx)) return;
    setPosition(next, { shouldFocus: true, scroll: true });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (editorKeys.current.has(event.nativeEvent)) return;
    const a = activeRef.current;
    if (a.mode === 'EDIT' || !validPos(a)) return;
    const target = event.target as Element;
    // Keys of a data cell (or of a control in it); not the header's or the statistics row's.
    const cell = target.closest?.('.jvxe-rg-body > .jvxe-rg-row > .jvxe-rg-cell');
    if (!cell || cell.closest('.jvxe-rg') !== rootRef.current) return;
    const row = rowsRef.current[a.rowIdx];
    const column = columnsRef.current[a.idx];
    const p = latest.current;
    if (p.onCellKeyDown) {
      const e = cellEvent(event);
      p.onCellKeyDown({ mode: 'ACTIVE', row, rowIdx: a.rowIdx, column, setActivePosition: setPosition }, e);
      if (e.isGridDefaultPrevented()) return;
    }
    switch (event.key) {
      case 'ArrowUp':
      case 'ArrowDown':
      case 'ArrowLeft':
      case 'ArrowRight':
      case 'Tab':
      case 'Home':
      case 'End':
      case 'PageUp':
      case 'PageDown':
        navigate(event);
        return;
    }
    if (event.shiftKey && event.key === ' ' && p.onSelectedRowsChange) {
      event.preventDefault();
      toggleRow(row, !(p.selectedRows?.has(rowKeyGetter(row)) ?? false));
      return;
    }
    // Typing on an editable cell opens its editor (the key goes on into it); Ctrl/Cmd shortcuts do not.
    if (isEditable(a) && !ctrlHeld(event) && !NON_INPUT_KEYS.has(event.key)) {
      setActive({ ...a, mode: 'EDIT', draft: row, session: a.session + 1 });
    }
  };

  // Selection.
  const toggleRow = (row: R, checked: boolean) => {
    const p = latest.current;
    if (!p.onSelectedRowsChange || p.isRowSelectionDisabled?.(row)) return;
    const next = new Set(p.selectedRows);
    if (checked) next.add(rowKeyGetter(row));
    else next.delete(rowKeyGetter(row));
    p.onSelectedRowsChange(next);
  };
  // The header check box: all selectable rows, some, or none (counted when rows or the selection change, not on scroll).
  const { isRowSelectionDisabled, selectedRows } = props;
  const [allSelected, someSelected] = useMemo(() => {
    if (!selectedRows?.size) return [false, false];
    let selectable = 0;
    let count = 0;
    for (const r of rows) {
      if (isRowSelectionDisabled?.(r)) continue;
      selectable++;
      if (selectedRows.has(rowKeyGetter(r))) count++;
    }
    const all = selectable > 0 && count === selectable;
    return [all, count > 0 && !all];
  }, [rows, selectedRows, isRowSelectionDisabled, rowKeyGetter]);
  const toggleAll = (checked: boolean) => {
    const p = latest.current;
    if (!p.onSelectedRowsChange) return;
    const next = new Set(p.selectedRows);
    for (const r of rowsRef.current) {
      if (p.isRowSelectionDisabled?.(r)) continue;
      if (checked) next.add(rowKeyGetter(r));
      else next.delete(rowKeyGetter(r));
    }
    p.onSelectedRowsChange(next);
  };

  // Mouse: one handler per event for every cell (the cell and row come from the DOM target).
  const cellAt = (target: EventTarget) => {
    const cell = (target as Element).closest?.('[role="gridcell"]');
    if (!cell || cell.closest('.jvxe-rg') !== rootRef.current || cell.classList.contains('jvxe-rg-editing'))
      return null;
    const rowIdx = Number(cell.parentElement?.getAttribute('aria-rowindex')) - 2;
    const idx = Number(cell.getAttribute('aria-colindex')) - 1;
    if (!validRow(rowIdx) || !columnsRef.current[idx] || cell.parentElement?.classList.contains('jvxe-rg-summary'))
      return null;
    return { rowIdx, idx };
  };
  const mouseArgs = ({ rowIdx, idx }: Position): CellMouseArgs<R> => ({
    row: rowsRef.current[rowIdx],
    rowIdx,
    column: columnsRef.current[idx],
    setActivePosition: (enableEditor = false) => setPosition({ rowIdx, idx }, { enableEditor }),
  });
  const onMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    const at = cellAt(event.target);
    if (!at) return;
    const e = cellEvent(event);
    latest.current.onCellMouseDown?.(mouseArgs(at), e);
    if (!e.isGridDefaultPrevented()) setPosition(at);
  };
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const at = cellAt(event.target);
    if (at) latest.current.onCellClick?.(mouseArgs(at), cellEvent(event));
  };
  const onDoubleClick = (event: MouseEvent<HTMLDivElement>) => {
    const at = cellAt(event.target);
    if (at) setPosition(at, { enableEditor: true });
  };

  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    refreshView(true);
    latest.current.onScroll?.(event);
  };

  // Column resize by the header cell's right edge.
  const startResize = (event: PointerEvent<HTMLDivElement>, column: LaidColumn<R>) => {
    event.preventDefault();
    event.stopPropagation();
    const handle = event.currentTarget;
    handle.setPointerCapture?.(event.pointerId);
    const startX = event.clientX;
    const startWidth = column.width;
    const move = (e: globalThis.PointerEvent) => {
      const width = Math.max(column.minWidth ?? 40, Math.round(startWidth + e.clientX - startX));
      setResized((prev) => new Map(prev).set(column.key, width));
    };
    const up = () => {
      handle.removeEventListener('pointermove', move);
      handle.removeEventListener('pointerup', up);
      handle.removeEventListener('lostpointercapture', up);
    };
    handle.addEventListener('pointermove', move);
    handle.addEventListener('pointerup', up);
    handle.addEventListener('lostpointercapture', up);
  };

  // What is rendered.
  const frozenCols = useMemo(() => columns.slice(0, frozenCount), [columns, frozenCount]);
  const viewCols = useMemo(
    () => [...frozenCols, ...columns.slice(Math.max(frozenCount, view.colStart), view.colEnd)],
    [columns, frozenCols, frozenCount, view.colStart, view.colEnd],
  );
  const activeInRows = validPos(active);
  // Row elements are reused: a row's key is its slot (row index modulo the pool), so a row scrolling in takes over the
  // element of one scrolling out (its text and attributes change, no element is created or removed) and the
  // elements stay in slot order (none moves). The active row keeps its slot's key while it is scrolled away (its
  // editor and focus stay); a row in view on that slot then takes a second key.
  const pool = Math.max(1, view.pool);
  const slots: { rowIdx: number; key: string; order: number }[] = [];
  const rowEnd = Math.min(view.rowEnd, rows.length);
  const activeOutside = activeInRows && (active.rowIdx < view.rowStart || active.rowIdx >= rowEnd);
  const activeSlot = activeInRows ? active.rowIdx % pool : -1;
  for (let i = view.rowStart; i < rowEnd; i++) {
    const slot = i % pool;
    const taken = activeOutside && slot === activeSlot;
    slots.push({ rowIdx: i, key: taken ? `x${slot}` : `s${slot}`, order: taken ? slot + 0.5 : slot });
  }
  if (activeOutside) slots.push({ rowIdx: active.rowIdx, key: `s${activeSlot}`, order: activeSlot });
  slots.sort((a, b) => a.order - b.order);
  const activeCols =
    activeInRows && !viewCols.some((c) => c.idx === active.idx)
      ? [...viewCols, columns[active.idx]].sort((a, b) => a.idx - b.idx)
      : viewCols;

  const editing = active.mode === 'EDIT' && activeInRows && active.draft !== undefined ? active : null;
  const editor: EditorCellProps<R> | null = editing
    ? {
        session: editing.session,
        column: columns[editing.idx],
        row: editing.draft as R,
        rowIdx: editing.rowIdx,
        onRowChange: (row, commit) => {
          const a = activeRef.current;
          if (a.mode !== 'EDIT' || a.session !== editing.session) return;
          if (commit) {
            activeRef.current = { ...a, draft: row };
            closeEditor(editing.session, true, true);
          } else setActive({ ...a, draft: row });
        },
        onClose: (commit = false, shouldFocus = true) => closeEditor(editing.session, commit, shouldFocus),
        onKeyDown: (event) => {
          editorKeys.current.add(event.nativeEvent);
          const a = activeRef.current;
          if (a.mode !== 'EDIT' || a.session !== editing.session) return;
          const column = columnsRef.current[a.idx];
          const onClose = (commit = false, shouldFocus = true) => closeEditor(editing.session, commit, shouldFocus);
          const p = latest.current;
          if (p.onCellKeyDown) {
            const e = cellEvent(event);
            p.onCellKeyDown({ mode: 'EDIT', row: a.draft as R, rowIdx: a.rowIdx, column, onClose }, e);
            if (e.isGridDefaultPrevented()) return;
          }
          if (event.key === 'Escape') onClose(false);
          else if (event.key === 'Enter') onClose(true);
          else if (event.key === 'Tab' && soleInput(event.target, event.currentTarget)) navigate(event);
        },
      }
    : null;

  const colCount = columns.length;
  const rowCount = rows.length + 1 + (summaryHeight ? 1 : 0);
  const selection = props.onSelectedRowsChange !== undefined;
  const labels = props.selectLabels ?? { all: 'Select all', row: 'Select' };
  return (
    <div
      ref={rootRef}
      role="grid"
      aria-label={props['aria-label']}
      aria-rowcount={rowCount}
      aria-colcount={colCount}
      aria-multiselectable={selection || undefined}
      tabIndex={activeInRows ? -1 : 0}
      className={props.className ? `jvxe-rg ${props.className}` : 'jvxe-rg'}
      style={props.style}
      onScroll={onScroll}
      onKeyDown={onKeyDown}
      onMouseDown={onMouseDown}
      onClick={onClick}
      onDoubleClick={onDoubleClick}
    >
      <div
        role="row"
        aria-rowindex={1}
        className="jvxe-rg-header"
        style={{ height: headerRowHeight, width: totalWidth }}
      >
        {viewCols.map((c, i) => (
          <HeaderCell
            key={c.key}
            column={c}
            spacer={i === frozenCount ? c.left - frozenWidth : 0}
            onResize={startResize}
          >
            {c.key === SELECT_COLUMN_KEY ? (
              <SelectBox
                label={labels.all}
                checked={allSelected}
                indeterminate={someSelected}
                onChange={(checked) => toggleAll(someSelected ? false : checked)}
              />
            ) : (
              (c.renderHeaderCell?.() ?? c.name)
            )}
          </HeaderCell>
        ))}
      </div>
      <div className="jvxe-rg-body" style={{ height: Math.max(1, rows.length) * rowHeight, width: totalWidth }}>
        {rows.length === 0 ? <div className="jvxe-rg-fallback">{props.noRowsFallback}</div> : null}
        {slots.map(({ rowIdx, key }) => {
          const row = rows[rowIdx];
          const id = rowKeyGetter(row);
          const isActive = activeInRows && active.rowIdx === rowIdx;
          return (
            <GridRow
              key={key}
              row={row}
              rowIdx={rowIdx}
              top={rowIdx * rowHeight}
              height={rowHeight}
              columns={isActive ? activeCols : viewCols}
              width={totalWidth}
              activeIdx={isActive ? active.idx : -1}
              editor={isActive ? editor : null}
              selected={selection ? (props.selectedRows?.has(id) ?? false) : undefined}
              selectionDisabled={props.isRowSelectionDisabled?.(row) ?? false}
              selectLabel={labels.row}
              className={props.rowClass?.(row)}
              toggleRow={toggleRow}
              updateRow={updateRow}
            />
          );
        })}
      </div>
      {summaryHeight ? (
        <SummaryRow
          columns={viewCols}
          rows={rows}
          ariaRowIndex={rows.length + 2}
          height={rowHeight}
          width={totalWidth}
          spacer={viewCols.length > frozenCount ? viewCols[frozenCount].left - frozenWidth : 0}
          frozenCount={frozenCount}
        />
      ) : null}
    </div>
  );
}

interface SummaryRowProps<R> {
  columns: readonly LaidColumn<R>[];
  rows: readonly R[];
  ariaRowIndex: number;
  height: number;
  width: number;
  spacer: number;
  frozenCount: number;
}

/** The statistics row: re-rendered when the rows or the rendered columns change, not on a vertical scroll. */
const SummaryRow = memo(function SummaryRow<R>({
  columns,
  ariaRowIndex,
  height,
  width,
  spacer,
  frozenCount,
}: SummaryRowProps<R>) {
  return (
    <div role="row" aria-rowindex={ariaRowIndex} className="jvxe-rg-row jvxe-rg-summary" style={{ height, width }}>
      {columns.map((c, i) => (
        <div
          key={c.key}
          role="gridcell"
          aria-colindex={c.idx + 1}
          className={c.frozen ? 'jvxe-rg-cell jvxe-rg-frozen' : 'jvxe-rg-cell'}
          style={cellStyle(c, i === frozenCount ? spacer : 0)}
        >
          {c.renderSummaryCell?.()}
        </div>
      ))}
    </div>
  );
}) as <R>(props: SummaryRowProps<R>) => ReactNode;

const soleInput = (target: EventTarget, container: Element) =>
  (target instanceof HTMLInputElement ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement) &&
  container.querySelectorAll('input, textarea, select').length === 1;

/** A cell's box: its width, a sticky left for frozen columns, and the gap of the columns not rendered before it. */
function cellStyle(c: { width: number; left: number; frozen?: boolean }, spacer: number): CSSProperties {
  if (c.frozen) return { width: c.width, left: c.left };
  return spacer ? { width: c.width, marginLeft: spacer } : { width: c.width };
}

function HeaderCell<R>({
  column,
  spacer,
  onResize,
  children,
}: {
  column: LaidColumn<R>;
  spacer: number;
  onResize: (event: PointerEvent<HTMLDivElement>, column: LaidColumn<R>) => void;
  children: ReactNode;
}) {
  return (
    <div
      role="columnheader"
      aria-colindex={column.idx + 1}
      className={column.frozen ? 'jvxe-rg-cell jvxe-rg-frozen' : 'jvxe-rg-cell'}
      style={cellStyle(column, spacer)}
    >
      {children}
      {column.resizable ? <div className="jvxe-rg-resize" onPointerDown={(e) => onResize(e, column)} /> : null}
    </div>
  );
}

function SelectBox({
  label,
  checked,
  indeterminate = false,
  disabled,
  onChange,
}: {
  label: string;
  checked: boolean;
  indeterminate?: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <input
      type="checkbox"
      className="jvxe-rg-check"
      aria-label={label}
      checked={checked}
      disabled={disabled}
      ref={(el) => {
        if (el) el.indeterminate = indeterminate;
      }}
      onChange={(e) => onChange(e.target.checked)}
    />
  );
}

interface GridRowProps<R> {
  row: R;
  rowIdx: number;
  top: number;
  height: number;
  width: number;
  columns: readonly LaidColumn<R>[];
  activeIdx: number;
  editor: EditorCellProps<R> | null;
  selected: boolean | undefined;
  selectionDisabled: boolean;
  selectLabel: string;
  className: string | undefined;
  toggleRow: (row: R, checked: boolean) => void;
  updateRow: (column: LaidColumn<R>, rowIdx: number, row: R) => void;
}

/** One data row at its place; re-renders only when its row, its columns, its active cell or its selection change. */
const GridRow = memo(
  function GridRow<R>(p: GridRowProps<R>) {
    const cells: ReactNode[] = [];
    let end = 0;
    for (const c of p.columns) {
      const spacer = c.frozen ? 0 : c.left - end;
      end = c.left + c.width;
      const isActive = c.idx === p.activeIdx;
      if (isActive && p.editor) {
        cells.push(<EditorCell key={`${c.key}:${p.editor.session}`} {...p.editor} spacer={spacer} />);
        continue;
      }
      const editable = !!c.renderEditCell && c.editable !== false;
      const extra = c.cellClass?.(p.row);
      let className = c.frozen ? 'jvxe-rg-cell jvxe-rg-frozen' : 'jvxe-rg-cell';
      if (extra) className += ` ${extra}`;
      cells.push(
        <div
          key={c.key}
          role="gridcell"
          aria-colindex={c.idx + 1}
          aria-selected={isActive}
          aria-readonly={editable ? undefined : true}
          tabIndex={isActive ? 0 : -1}
          className={className}
          style={cellStyle(c, spacer)}
        >
          {c.key === SELECT_COLUMN_KEY ? (
            <SelectBox
              label={p.selectLabel}
              checked={!!p.selected}
              disabled={p.selectionDisabled}
              onChange={(checked) => p.toggleRow(p.row, checked)}
            />
          ) : (
            c.renderCell({
              row: p.row,
              rowIdx: p.rowIdx,
              column: c,
              onRowChange: (row) => p.updateRow(c, p.rowIdx, row),
            })
          )}
        </div>,
      );
    }
    return (
      <div
        role="row"
        aria-rowindex={p.rowIdx + 2}
        aria-selected={p.selected}
        className={p.className ? `jvxe-rg-row ${p.className}` : 'jvxe-rg-row'}
        style={{ top: p.top, height: p.height, width: p.width }}
      >
        {cells}
      </div>
    );
  },
  (a, b) =>
    a.row === b.row &&
    a.rowIdx === b.rowIdx &&
    a.columns === b.columns &&
    a.activeIdx === b.activeIdx &&
    a.editor === b.editor &&
    a.selected === b.selected &&
    a.selectionDisabled === b.selectionDisabled &&
    a.className === b.className &&
    a.width === b.width &&
    a.selectLabel === b.selectLabel,
) as <R>(p: GridRowProps<R>) => ReactNode;

interface EditorCellProps<R> {
  /** Which opening of an editor this is (a new one remounts the editor). */
  session: number;
  column: LaidColumn<R>;
  /** The draft row. */
  row: R;
  rowIdx: number;
  /** The gap before this cell (columns not rendered); set by the row. */
  spacer?: number;
  onRowChange: (row: R, commit: boolean) => void;
  onClose: (commit?: boolean, shouldFocus?: boolean) => void;
  onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => void;
}

/**
 * An open editor: its keys (Esc cancels, Enter commits, Tab moves on; the grid's onCellKeyDown first) and, unless the
 * column says otherwise, a commit on a mouse-down outside it. React events bubble through portals, so a mouse-down
 * in the editor's own dropdown counts as inside.
 */
function EditorCell<R>({ column, row, rowIdx, spacer = 0, onRowChange, onClose, onKeyDown }: EditorCellProps<R>) {
  const commitOnOutside = column.editorOptions?.commitOnOutsideClick ?? true;
  const outside = useRef<Event | undefined>(undefined);
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    if (!commitOnOutside) return;
    let frame = 0;
    const capture = (event: Event) => {
      outside.current = event;
      // Stopped before it bubbled to the window: still outside, commit on the next frame.
      frame = requestAnimationFrame(() => outside.current === event && close.current(true, false));
    };
    const bubble = (event: Event) => {
      if (outside.current === event) {
        cancelAnimationFrame(frame);
        outside.current = undefined;
        close.current(true, false);
      }
    };
    window.addEventListener('mousedown', capture, { capture: true });
    window.addEventListener('mousedown', bubble);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('mousedown', capture, { capture: true });
      window.removeEventListener('mousedown', bubble);
    };
  }, [commitOnOutside]);
  const extra = column.cellClass?.(row);
  let className = column.frozen ? 'jvxe-rg-cell jvxe-rg-frozen jvxe-rg-editing' : 'jvxe-rg-cell jvxe-rg-editing';
  if (!column.editorOptions?.displayCellContent) className += ' jvxe-rg-editing-bare';
  if (extra) className += ` ${extra}`;
  return (
    <div
      role="gridcell"
      aria-colindex={column.idx + 1}
      aria-selected
      tabIndex={-1}
      className={className}
      style={cellStyle(column, spacer)}
      onKeyDown={onKeyDown}
      onMouseDownCapture={() => {
        outside.current = undefined;
      }}
    >
      {column.renderEditCell?.({
        row,
        rowIdx,
        column,
        onRowChange: (r, commit = false) => onRowChange(r, commit),
        onClose,
      })}
      {column.editorOptions?.displayCellContent
        ? column.renderCell({ row, rowIdx, column, onRowChange: (r) => onRowChange(r, false) })
        : null}
    </div>
  );
}
