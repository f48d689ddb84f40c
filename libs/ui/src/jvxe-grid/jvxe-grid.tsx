import { App, message as staticMessage } from 'antd';
import {
  useCallback,
  useEffect,
  useImperativeHandle,
  useMemo,
  useRef,
  useState,
  type ClipboardEvent,
  type DragEvent,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import { useTranslation } from 'react-i18next';
import { cellText, settleNumber } from './cell-values';
import { DRAG_ROW_TYPE } from './cells';
import {
  normalizeRange,
  parseClipboard,
  pastePatches,
  rangeToClipboard,
  toClipboard,
  type CellRange,
} from './clipboard';
import {
  columnStatistic,
  HEADER_HEIGHT,
  MAX_HEIGHT,
  PASTE_TYPES,
  ROW_HEIGHT,
} from './columns';
import { buildGridColumns, DRAG_SORT_KEY } from './grid-columns';
import { GridCellContext, type GridCellApi } from './grid-context';
import { errorKey, validateRows } from './grid-validation';
import type { JVxeGridHandle, JVxeGridProps } from './jvxe-grid-api';
import { JVxeValidationError } from './jvxe-grid-api';
import { keyAction, movePosition } from './keyboard';
import { linkageCacheKey, linkageChains, linkageReady, withLinkageClears, type JVxeLinkageConfig } from './linkage';
import { JVXE_NAMESPACE } from './locale';
import {
  RowGrid,
  SELECT_COLUMN_KEY,
  type CellEvent,
  type CellKeyDownArgs,
  type CellMouseArgs,
  type GridColumn,
  type RowGridHandle,
  type RowsChangeData,
} from './row-grid';
import {
  addRows,
  collectRows,
  copyRows,
  createRowsState,
  insertRows,
  moveRow,
  moveRowTo,
  removeRows,
  updateRows,
  type RowsState,
} from './rows';
import { validateValue, type DefaultMessage } from './rules';
import { locateWithRetries, nextSubTableRow } from './sub-popover';
import { JVxeToolbar } from './toolbar';
import type { CellValue, JVxeCollected, JVxeColumn, JVxeOption, JVxeRow } from './types';
import './jvxe-grid.css';

export { DRAG_SORT_KEY, ROW_NUMBER_KEY } from './grid-columns';
export { JVxeValidationError, type JVxeGridHandle, type JVxeGridProps } from './jvxe-grid-api';

const rowKeyGetter = (r: JVxeRow) => r.id;
const NO_ERRORS: ReadonlyMap<string, string> = new Map();
/** Clicks on these do their own thing (toggles, handles, editors): they do not toggle the sub-table popover. */
const OWN_CLICK = 'input, textarea, button, label, a, .ant-select, .ant-picker, .jvxe-drag-handle, [role="checkbox"]';

export function JVxeGrid(props: JVxeGridProps) {
  const { columns, dataSource, disabled = false, loadDict, onValueChange, alwaysEdit = true } = props;
  const dragSortKey = props.dragSortKey ?? (props.dragSort ? 'orderNum' : undefined);
  const { t } = useTranslation(JVXE_NAMESPACE);
  const appMessage = App.useApp().message;
  const gridRef = useRef<RowGridHandle>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  const [state, setStateRaw] = useState<RowsState>(() => createRowsState(dataSource));
  const stateRef = useRef(state);
  const setState = useCallback((next: RowsState) => {
    stateRef.current = next;
    setStateRaw(next);
  }, []);
  useEffect(() => setState(createRowsState(dataSource)), [dataSource, setState]);

  const [errors, setErrors] = useState<ReadonlyMap<string, string>>(NO_ERRORS);
  const [selected, setSelectedRaw] = useState<ReadonlySet<string>>(new Set());
  const setSelected = useCallback(
    (ids: ReadonlySet<string>) => {
      setSelectedRaw(ids);
      props.onSelectionChange?.([...ids]);
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [props.onSelectionChange],
  );
  const active = useRef<{ idx: number; rowIdx: number }>({ idx: -1, rowIdx: -1 });
  const editingRow = useRef<string | null>(null);
  const setEditing = useCallback((rowId: string | null) => (editingRow.current = rowId), []);
  /** Rows others changed while this user was editing them: row id → the keys they changed. */
  const [changedByOthers, setChangedByOthers] = useState<ReadonlyMap<string, ReadonlySet<string>>>(new Map());
  const changedRef = useRef(changedByOthers);
  changedRef.current = changedByOthers;

  // Dictionary options, fetched once per code.
  const [dicts, setDicts] = useState<Record<string, JVxeOption[]>>({});
  useEffect(() => {
    if (!loadDict) return;
    const codes = [...new Set(columns.map((c) => (c.options ? undefined : c.dictCode)).filter(Boolean))] as string[];
    let live = true;
    for (const code of codes) {
      void loadDict(code).then(
        (options) => live && setDicts((d) => ({ ...d, [code]: options })),
        () => undefined,
      );
    }
    return () => {
      live = false;
    };
  }, [columns, loadDict]);

  const defaultMessage = useCallback<DefaultMessage>((kind, title) => t(`rule.${kind}`, { title }), [t]);

  const setError = useCallback((rowId: string, key: string, message: string | null) => {
    setErrors((prev) => {
      const k = errorKey(rowId, key);
      if ((prev.get(k) ?? null) === message) return prev;
      const next = new Map(prev);
      if (message) next.set(k, message);
      else next.delete(k);
      return next;
    });
  }, []);

  const occurrencesOf = (key: string, value: CellValue, rowId: string) => () => {
    let n = 1;
    for (const r of stateRef.current.rows) if (r.id !== rowId && cellText(r[key]) === cellText(value)) n++;
    return n;
  };

  /** Validation on input, blur and change: the latest call for a cell wins. */
  const pending = useRef(new Map<string, number>());
  const validateCell = useCallback(
    (row: JVxeRow, column: JVxeColumn, value: CellValue) => {
      if (!column.validateRules?.length) return;
      const k = errorKey(row.id, column.key);
      const ticket = (pending.current.get(k) ?? 0) + 1;
      pending.current.set(k, ticket);
      void validateValue(value, column.validateRules, {
        row,
        column,
        occurrences: occurrencesOf(column.key, value, row.id),
        defaultMessage,
      }).then((message) => {
        if (pending.current.get(k) === ticket) setError(row.id, column.key, message);
      });
    },

    [defaultMessage, setError],
  );

  // Linkage levels: options per (chain, level, parent value), asked once each when a cell first needs them.
  const places = useMemo(() => linkageChains(columns, props.linkageConfig), [columns, props.linkageConfig]);
  // The cache belongs to one `linkageConfig`: a new config starts an empty one.
  const [linkCache, setLinkCache] = useState<{
    config?: readonly JVxeLinkageConfig[];
    options: Readonly<Record<string, JVxeOption[]>>;
  }>({ config: props.linkageConfig, options: {} });
  const linkAsked = useRef({ config: props.linkageConfig, keys: new Set<string>() });
  const linkageOptions = useCallback(
    (c: JVxeColumn, row: JVxeRow): JVxeOption[] => {
      const place = places.get(c.key);
      if (!place || !linkageReady(place, row)) return [];
      const cacheKey = linkageCacheKey(place, row);
      const configs = props.linkageConfig;
      const cached = linkCache.config === configs ? linkCache.options[cacheKey] : undefined;
      if (cached) return cached;
      if (linkAsked.current.config !== configs) linkAsked.current = { config: configs, keys: new Set() };
      const asked = linkAsked.current.keys;
      const config = configs?.find((l) => l.key === place.linkageKey);
      if (config && !asked.has(cacheKey)) {
        asked.add(cacheKey);
        const parent = place.parentKey === undefined ? '' : cellText(row[place.parentKey]);
        Promise.resolve()
          .then(() => config.requestData(parent, place.level))
          .then(
            (options) =>
              setLinkCache((prev) =>
                prev.config === configs
                  ? { config: configs, options: { ...prev.options, [cacheKey]: options } }
                  : { config: configs, options: { [cacheKey]: options } },
              ),
            () => asked.delete(cacheKey),
          );
      }
      return [];
    },
    [places, linkCache, props.linkageConfig],
  );
  const optionsOf = useCallback(
    (c: JVxeColumn, row?: JVxeRow) =>
      row && c.linkageKey && places.has(c.key)
        ? linkageOptions(c, row)
        : (c.options ?? (c.dictCode ? (dicts[c.dictCode] ?? []) : [])),
    [dicts, places, linkageOptions],
  );
  const cellApi = useMemo<GridCellApi>(
    () => ({
      options: optionsOf,
      validateDraft: validateCell,
      errorOf: (rowId, key) => (errors.size ? errors.get(errorKey(rowId, key)) : undefined),
      disabled,
      setEditing,
      changedByOthers: (rowId) => changedByOthers.size > 0 && changedByOthers.has(rowId),
      changedByOthersText: t('changedByOthers'),
      search: props.searchOptions,
      searchDebounceMs: props.searchDebounceMs ?? 300,
      closeOnOutsideMouseUp: !alwaysEdit,
    }),
    [
      optionsOf,
      validateCell,
      errors,
      disabled,
      setEditing,
      changedByOthers,
      t,
      props.searchOptions,
      props.searchDebounceMs,
      alwaysEdit,
    ],
  );

  // Rectangular cell range (shift+click or shift+arrows from the active cell), copied as spreadsheet text.
  const [range, setRange] = useState<CellRange | null>(null);
  const rangeIds = useMemo(() => {
    if (!range) return null;
    const { top, bottom } = normalizeRange(range);
    return new Set(state.rows.slice(top, bottom + 1).map((r) => r.id));
  }, [range, state.rows]);

  // Shown columns in the grid's order: fixed (frozen) ones first, as the renderer lays them out.
  const visible = useMemo(() => {
    const shown = columns.filter((c) => c.type !== 'hidden');
    return [...shown.filter((c) => c.fixed), ...shown.filter((c) => !c.fixed)];
  }, [columns]);
  // Statistics (sum/average) once per rows change, not per render of the statistics row.
  const statistics = useMemo(() => {
    const byKey = new Map<string, number>();
    for (const c of visible) {
      if (c.statistics)
        byKey.set(
          c.key,
          columnStatistic(
            state.rows.map((r) => r[c.key]),
            c.statistics,
          ),
        );
    }
    return byKey;
  }, [state.rows, visible]);
  const statisticsRef = useRef(statistics);
  statisticsRef.current = statistics;
  const gridColumns = useMemo<GridColumn<JVxeRow>[]>(
    () =>
      buildGridColumns({
        visible,
        disabled,
        rowSelection: props.rowSelection,
        rowNumber: props.rowNumber,
        dragSort: props.dragSort,
        t,
        alwaysEdit,
        range,
        rangeIds,
        statisticsRef,
      }),
    [visible, disabled, props.rowSelection, props.rowNumber, props.dragSort, t, alwaysEdit, range, rangeIds],
  );
  const hasStatistics = visible.some((c) => c.statistics);
  const firstDataIdx = (props.dragSort ? 1 : 0) + (props.rowSelection ? 1 : 0) + (props.rowNumber ? 1 : 0);

  const commitPatches = useCallback(
    (patches: Map<string, Record<string, CellValue>>) => {
      if (places.size) {
        // A linkage parent that changes clears the levels below it (spec §3 linkage columns).
        const byId = new Map(stateRef.current.rows.filter((r) => patches.has(r.id)).map((r) => [r.id, r]));
        for (const [id, patch] of patches) patches.set(id, withLinkageClears(places, byId.get(id), patch));
      }
      const next = updateRows(stateRef.current, patches);
      setState(next);
      const byKey = new Map(columns.map((c) => [c.key, c]));
      for (const [id, patch] of patches) {
        const row = next.rows.find((r) => r.id === id);
        if (!row) continue;
        for (const key of Object.keys(patch)) {
          const column = byKey.get(key);
          if (column) validateCell(row, column, row[key]);
          onValueChange?.({ row, key, value: row[key] });
        }
      }
    },
    [columns, onValueChange, setState, validateCell, places],
  );

  const onRowsChange = useCallback(
    (rows: JVxeRow[], data: RowsChangeData<JVxeRow>) => {
      const patches = new Map<string, Record<string, CellValue>>();
      for (const i of data.indexes) {
        const before = stateRef.current.rows[i];
        const after = rows[i];
        // An editor's row was copied before others' changes arrived: their keys are not this user's to revert.
        const theirs = changedRef.current.get(after.id);
        const patch: Record<string, CellValue> = {};
        for (const key of Object.keys(after)) {
          if (after[key] !== before?.[key] && (key === data.column.key || !theirs?.has(key))) patch[key] = after[key];
        }
        if (Object.keys(patch).length) patches.set(after.id, patch);
        if (theirs) {
          setChangedByOthers((prev) => {
            const next = new Map(prev);
            next.delete(after.id);
            return next;
          });
        }
      }
      commitPatches(patches);
    },
    [commitPatches],
  );

  /**
   * Enter's move down, made once the closing editor has given the focus back to its cell. A key pressed before it
   * runs makes the move at once (the container's capture phase, before the grid reads its active cell) and then
   * acts from the cell below: Enter then Ctrl+End ends on the last row instead of being pulled back up.
   */
  const pendingMove = useRef<{ timer: ReturnType<typeof setTimeout>; move: () => void } | null>(null);
  const runPendingMove = useCallback(() => {
    const pending = pendingMove.current;
    if (!pending) return;
    pendingMove.current = null;
    clearTimeout(pending.timer);
    pending.move();
  }, []);
  useEffect(() => {
    const moves = pendingMove;
    return () => clearTimeout(moves.current?.timer);
  }, []);

  const onCellKeyDown = useCallback(
    (args: CellKeyDownArgs<JVxeRow>, event: CellEvent<KeyboardEvent<HTMLDivElement>>) => {
      const action = keyAction(event.key, event.shiftKey, args.mode === 'EDIT');
      if (args.mode === 'ACTIVE') {
        const arrow =
          event.shiftKey && (action === 'up' || action === 'down' || action === 'left' || action === 'right');
        if (arrow && args.column) {
          // Shift+arrows grow the copy range from the active cell (rdg would move the active cell).
          event.preventGridDefault();
          const anchor = { rowIdx: args.rowIdx, colIdx: args.column.idx };
          setRange((prev) => {
            const from = prev ?? { start: anchor, end: anchor };
            const moved = movePosition({ rowIdx: from.end.rowIdx, idx: from.end.colIdx }, action, {
              rows: stateRef.current.rows.length,
              firstIdx: firstDataIdx,
              lastIdx: gridColumns.length - 1,
            });
            return moved ? { start: from.start, end: { rowIdx: moved.rowIdx, colIdx: moved.idx } } : from;
          });
          return;
        }
        if (!event.shiftKey && event.key !== 'Control' && event.key !== 'Meta' && !event.ctrlKey && !event.metaKey)
          setRange(null);
      }
      if (args.mode === 'EDIT' && action === 'down') {
        // Enter commits and moves down (spec §4); rdg's own Enter would stay on the cell.
        event.preventGridDefault();
        const idx = gridColumns.findIndex((c) => c.key === args.column.key);
        args.onClose(true, false);
        const next = movePosition({ rowIdx: args.rowIdx, idx }, 'down', {
          rows: stateRef.current.rows.length,
          firstIdx: firstDataIdx,
          lastIdx: gridColumns.length - 1,
        });
        if (next) {
          const move = () => gridRef.current?.setActivePosition(next);
          pendingMove.current = { timer: setTimeout(runPendingMove, 0), move };
        }
      }
    },
    [gridColumns, firstDataIdx, runPendingMove],
  );

  /** Rectangular paste from a spreadsheet at the active cell, over the pasteable columns to its right. */
  const onPaste = useCallback(
    (event: ClipboardEvent<HTMLDivElement>) => {
      const target = event.target as HTMLElement;
      if (target.closest('input, textarea, [contenteditable="true"]')) return; // an open editor pastes itself
      const { idx, rowIdx } = active.current;
      const startCol = visible.findIndex((c) => c.key === gridColumns[idx]?.key);
      if (rowIdx < 0 || startCol < 0) return;
      event.preventDefault();
      const block = parseClipboard(event.clipboardData.getData('text/plain'));
      const keys = visible.slice(startCol).filter((c) => PASTE_TYPES.has(c.type) && !c.disabled);
      const byKey = new Map(keys.map((c) => [c.key, c]));
      const rows = stateRef.current.rows;
      const patches = new Map<string, Record<string, CellValue>>();
      for (const [i, patch] of pastePatches(
        block,
        { rowIdx, colIdx: 0 },
        keys.map((c) => c.key),
        rows.length,
      )) {
        const typed: Record<string, CellValue> = {};
        for (const [key, value] of Object.entries(patch)) {
          typed[key] = byKey.get(key)?.type === 'inputNumber' ? settleNumber(value.trim()) : value;
        }
        patches.set(rows[i].id, typed);
      }
      commitPatches(patches);
    },
    [visible, gridColumns, commitPatches],
  );

  /** Copy: the selected rows (or the active cell) as spreadsheet text. */
  const onCopy = useCallback(
    (event: ClipboardEvent<HTMLDivElement>) => {
      const target = event.target as HTMLElement;
      if (target.closest('input, textarea')) return;
      const rows = stateRef.current.rows;
      const ids = selected;
      let text: string;
      if (range) {
        // The rectangle over the data columns (row number, selection and drag columns are not data).
        const keys = gridColumns.map((c, i) => (i < firstDataIdx ? '' : c.key));
        const { top, bottom, left, right } = normalizeRange(range);
        text = rangeToClipboard(rows, keys.slice(firstDataIdx), {
          start: { rowIdx: top, colIdx: Math.max(left, firstDataIdx) - firstDataIdx },
          end: { rowIdx: bottom, colIdx: right - firstDataIdx },
        });
      } else if (ids.size) {
        text = toClipboard(rows.filter((r) => ids.has(r.id)).map((r) => visible.map((c) => r[c.key])));
      } else {
        const { idx, rowIdx } = active.current;
        const key = gridColumns[idx]?.key;
        if (rowIdx < 0 || !key || !rows[rowIdx]) return;
        text = toClipboard([[rows[rowIdx][key]]]);
      }
      event.preventDefault();
      event.clipboardData.setData('text/plain', text);
    },
    [selected, visible, gridColumns, range, firstDataIdx],
  );

  const focusCell = useCallback(
    (rowId: string, key: string) => {
      const rowIdx = stateRef.current.rows.findIndex((r) => r.id === rowId);
      const idx = gridColumns.findIndex((c) => c.key === key);
      if (rowIdx < 0 || idx < 0) return;
      gridRef.current?.scrollToCell({ rowIdx, idx });
      gridRef.current?.setActivePosition({ rowIdx, idx });
    },
    [gridColumns],
  );

  const validateAll = useCallback(async (): Promise<JVxeCollected> => {
    const current = stateRef.current;
    const { errors: next, firstError } = await validateRows(current.rows, columns, defaultMessage);
    setErrors(next);
    return { errCount: next.size, firstError, ...collectRows(current) };
  }, [columns, defaultMessage]);

  const apply = (next: RowsState) => setState(next);
  const handle = (): JVxeGridHandle => ({
    getValues: validateAll,
    getValuesPromise: async () => {
      const collected = await validateAll();
      if (collected.errCount > 0) {
        if (collected.firstError) focusCell(collected.firstError.rowId, collected.firstError.key);
        throw new JVxeValidationError(collected);
      }
      return collected;
    },
    addRows: (count = 1, index = 0) => {
      const { state: next, added } = addRows(stateRef.current, columns, count, index, dragSortKey);
      apply(next);
      return added;
    },
    insertRows: (count, at) => {
      const { state: next, added } = insertRows(stateRef.current, columns, count, at, dragSortKey);
      apply(next);
      return added;
    },
    removeRows: (ids) => apply(removeRows(stateRef.current, ids, dragSortKey)),
    removeSelected: () => {
      apply(removeRows(stateRef.current, selected, dragSortKey));
      setSelected(new Set());
    },
    copySelected: () => apply(copyRows(stateRef.current, selected, dragSortKey)),
    moveRow: (id, delta) => apply(moveRow(stateRef.current, id, delta, dragSortKey)),
    clearSelection: () => setSelected(new Set()),
    getSelectedIds: () => [...selected],
    setValues: (patches) => apply(updateRows(stateRef.current, patches)),
    getRows: () => stateRef.current.rows,
    applyRemoteRow: (row) => {
      const current = stateRef.current.rows.find((r) => r.id === row.id);
      if (!current) return;
      const patch: Record<string, CellValue> = {};
      for (const [key, value] of Object.entries(row)) if (key !== 'id' && current[key] !== value) patch[key] = value;
      if (!Object.keys(patch).length) return;
      if (editingRow.current === row.id) {
        setChangedByOthers((prev) =>
          new Map(prev).set(row.id, new Set([...(prev.get(row.id) ?? []), ...Object.keys(patch)])),
        );
      }
      apply(updateRows(stateRef.current, new Map([[row.id, patch]]), { markEdited: false }));
    },
    focusCell,
  });
  useImperativeHandle(props.ref, handle);

  // Drag sort: one set of handlers on the container for every row's handle.
  const dragging = useRef<string | null>(null);
  const rowIdxOf = (target: EventTarget | null): number => {
    const rowEl = (target as HTMLElement | null)?.closest?.('[role="row"]');
    const aria = Number(rowEl?.getAttribute('aria-rowindex'));
    // aria-rowindex counts the header row and from 1: data row i is i + 2.
    return Number.isInteger(aria) && aria >= 2 && aria - 2 < stateRef.current.rows.length ? aria - 2 : -1;
  };
  const onDragStart = (event: DragEvent<HTMLDivElement>) => {
    const handleEl = (event.target as HTMLElement).closest?.('.jvxe-drag-handle');
    const id = handleEl?.getAttribute('data-row-id');
    if (!id || disabled) return;
    dragging.current = id;
    event.dataTransfer.setData(DRAG_ROW_TYPE, id);
    event.dataTransfer.effectAllowed = 'move';
  };
  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    if (!dragging.current || rowIdxOf(event.target) < 0) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'move';
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    const id = dragging.current;
    dragging.current = null;
    const to = rowIdxOf(event.target);
    if (!id || to < 0) return;
    event.preventDefault();
    apply(moveRowTo(stateRef.current, id, to, dragSortKey));
  };

  // Sub-table popover (spec §4): toggled by row clicks, placed under the clicked row's element once it is found.
  const [sub, setSub] = useState<{ rowId: string; top: number } | null>(null);
  const subRef = useRef(sub);
  subRef.current = sub;
  const toggleSubForm = (rowId: string, rowIdx: number) => {
    const next = nextSubTableRow(subRef.current?.rowId ?? null, rowId);
    if (next === null) {
      setSub(null);
      return;
    }
    const container = containerRef.current;
    void locateWithRetries(
      () => container?.querySelector<HTMLElement>(`[role="row"][aria-rowindex="${rowIdx + 2}"]`),
      (retry) => requestAnimationFrame(retry),
    ).then((rowEl) => {
      if (!rowEl || !container) {
        setSub(null);
        (typeof appMessage.error === 'function' ? appMessage : staticMessage).error(t('subTableFailed'));
        return;
      }
      const top = rowEl.getBoundingClientRect().bottom - container.getBoundingClientRect().top;
      setSub({ rowId, top });
    });
  };
  const subRow = sub ? state.rows.find((r) => r.id === sub.rowId) : undefined;

  const onCellMouseDown = useCallback((args: CellMouseArgs<JVxeRow>, event: CellEvent<MouseEvent<HTMLDivElement>>) => {
    const anchor = active.current;
    if (args.column.key === DRAG_SORT_KEY) {
      // A drag may start here: nothing re-renders between the mouse-down and the browser's dragstart on the handle.
      event.preventGridDefault();
      return;
    }
    if (event.shiftKey && anchor.rowIdx >= 0 && anchor.idx >= 0) {
      // Shift+click spans the copy range from the active cell to this one; the active cell stays the anchor.
      event.preventGridDefault();
      event.preventDefault();
      setRange({
        start: { rowIdx: anchor.rowIdx, colIdx: anchor.idx },
        end: { rowIdx: args.rowIdx, colIdx: args.column.idx },
      });
    } else setRange(null);
  }, []);
  const rowClass = useCallback(
    (row: JVxeRow) =>
      [changedByOthers.has(row.id) ? 'jvxe-row-changed' : undefined, props.rowClass?.(row)].filter(Boolean).join(' ') ||
      undefined,
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [changedByOthers, props.rowClass],
  );
  const onActivePositionChange = useCallback(
    ({ column, rowIdx }: { column: { idx: number } | undefined; rowIdx: number }) =>
      (active.current = { idx: column?.idx ?? -1, rowIdx }),
    [],
  );

  // An empty grid says so in its one row's height (like antd's tables), not a blank box under the header.
  const noRowsFallback = useMemo(
    () => (
      <div className="jvxe-empty" role="status">
        {t('noData')}
      </div>
    ),
    [t],
  );
  const selectLabels = useMemo(() => ({ all: t('selectAll'), row: t('selectRow') }), [t]);
  const height = Math.min(
    props.maxHeight ?? MAX_HEIGHT,
    // The statistics row (one row height, drawn only under rows) is counted: else it hides the
    // only data row. No rows: the header and the no-data notice.
    HEADER_HEIGHT + (Math.max(1, state.rows.length) + (hasStatistics && state.rows.length ? 1 : 0)) * ROW_HEIGHT + 2,
  );
  return (
    <GridCellContext value={cellApi}>
      {props.toolbar ? (
        <JVxeToolbar
          api={handle()}
          rowCount={state.rows.length}
          selectedIds={[...selected]}
          disabled={disabled}
          extra={props.toolbarExtra}
          onAdded={(added, scrollToBottom) => {
            const last = added[added.length - 1];
            if (last) setTimeout(() => focusCell(last.id, visible[0]?.key ?? ''), 0);
            if (scrollToBottom) gridRef.current?.scrollToCell({ rowIdx: stateRef.current.rows.length - 1 });
          }}
        />
      ) : null}
      <div
        ref={containerRef}
        className={alwaysEdit ? 'jvxe-grid jvxe-always-edit' : 'jvxe-grid'}
        onKeyDownCapture={(event) => {
          if (event.key !== 'Control' && event.key !== 'Meta' && event.key !== 'Shift') runPendingMove();
        }}
        onPasteCapture={onPaste}
        onCopyCapture={onCopy}
        onDragStart={props.dragSort ? onDragStart : undefined}
        onDragOver={props.dragSort ? onDragOver : undefined}
        onDrop={props.dragSort ? onDrop : undefined}
        onDragEnd={
          props.dragSort
            ? () => {
                dragging.current = null;
              }
            : undefined
        }
      >
        <RowGrid
          ref={gridRef}
          aria-label={props['aria-label']}
          style={{ height }}
          columns={gridColumns}
          rows={state.rows}
          summaryRow={hasStatistics}
          rowKeyGetter={rowKeyGetter}
          rowHeight={ROW_HEIGHT}
          headerRowHeight={HEADER_HEIGHT}
          onRowsChange={onRowsChange}
          selectedRows={selected}
          onSelectedRowsChange={setSelected}
          isRowSelectionDisabled={props.isRowSelectionDisabled}
          selectLabels={selectLabels}
          onCellKeyDown={onCellKeyDown}
          onActivePositionChange={onActivePositionChange}
          onCellMouseDown={onCellMouseDown}
          onCellClick={(args, event) => {
            if (event.shiftKey) return; // a range, not an edit
            if (
              props.subForm &&
              args.column.key !== SELECT_COLUMN_KEY &&
              args.column.key !== DRAG_SORT_KEY &&
              !(event.target as HTMLElement).closest?.(OWN_CLICK)
            ) {
              toggleSubForm(args.row.id, args.rowIdx);
            }
            // Click to edit (spec §4); the cell returns on an outside mouse-down (always-edit) or mouse-up (off).
            if (args.column.editable && !event.defaultPrevented) args.setActivePosition(true);
          }}
          onScroll={sub ? () => setSub(null) : undefined}
          rowClass={rowClass}
          enableVirtualization={props.virtualization ?? true}
          noRowsFallback={noRowsFallback}
        />
        {sub && subRow && props.subForm ? (
          <div className="jvxe-sub-popover" role="dialog" aria-label={t('subTable')} style={{ top: sub.top }}>
            {props.subForm(subRow)}
          </div>
        ) : null}
      </div>
    </GridCellContext>
  );
}
