import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { EndpointRef, Result } from '@cropwatch/contract';
import { feedback } from '../../lib/feedback';
import { call, downloadFile, failureMessage } from '../../lib/http';
import { i18n } from '../../lib/i18n';
import { fetchList } from './fetch-list';
import { listAccess, useExcludedCodes, type ListAccess } from './list-access';
import {
  DEFAULT_PAGE_SIZE,
  DEFAULT_SORTERS,
  isConditional,
  SUPER_QUERY_KEY,
  stateFromSearch,
  stateToSearch,
  toJeecgQuery,
  type ConditionalFilter,
  type CrudFilter,
  type CrudSort,
  type FieldTypes,
  type JeecgQuery,
  type LogicalFilter,
  type TableState,
} from './list-query';

/**
 * The contract rows of a list page, named as in the Vue2 list mixin (spec §8 names `url.list`, `url.delete`…): every
 * call the kit makes goes through the typed client (`call`) or, for the workbook, `downloadFile` on the row's path.
 */
export interface ListUrls {
  list?: EndpointRef;
  delete?: EndpointRef;
  deleteBatch?: EndpointRef;
  exportXls?: EndpointRef;
  importExcel?: EndpointRef;
}

export type RowKey = string | number;

export interface ListPageConfig<T> {
  url: ListUrls;
  /** TanStack Query key prefix; default `['list', url.list.path]`. Mutations invalidate it. */
  queryKey?: readonly unknown[];
  /** Default `id`. */
  rowKey?: (keyof T & string) | ((row: T) => RowKey);
  /** Visible columns, sent as `field=id,…`. */
  fields?: readonly string[];
  /** Advanced-query field types for `superQueryParams` (`date`, `datetime`, `dbType`…). */
  fieldTypes?: FieldTypes;
  /** Parameters sent with every request (e.g. a parent id); not part of the search form. */
  baseParams?: JeecgQuery;
  defaultPageSize?: number;
  defaultSorters?: readonly CrudSort[];
  defaultFilters?: readonly CrudFilter[];
  /** Keep the table state in the address bar (read at mount, written with `history.replaceState`). */
  syncWithLocation?: boolean;
  /** Button permission prefix (spec §6). */
  authPre?: string;
  isRowDisabled?: (row: T) => boolean;
  /** Blocks a delete when it answers false (spec §5 "blocked if before-delete check rejects"). */
  beforeDelete?: (keys: RowKey[], rows: T[]) => boolean | Promise<boolean>;
  /** Export file name without extension (`.xls` is added). */
  exportFileName?: string;
  enabled?: boolean;
}

export type SelectionState = 'all' | 'indeterminate' | 'none';

export interface ListPageApi<T> {
  config: ListPageConfig<T>;
  state: TableState;
  /** The parameters of the current request (what export sends too). */
  params: JeecgQuery;
  rows: T[];
  total: number;
  loading: boolean;
  /** A list request has answered (rows or none): before it the table shows its loading state, never the empty one. */
  answered: boolean;
  error: unknown;
  rowKeyOf: (row: T) => RowKey;
  access: ListAccess;
  setPage: (current: number, pageSize?: number) => void;
  setSorters: (sorters: CrudSort[]) => void;
  /** Replaces the search-form filters; back to page 1, selection cleared. */
  search: (filters: LogicalFilter[]) => void;
  /** Clears the search-form filters (the advanced query stays). */
  reset: () => void;
  /** Sets or clears (`null`) the advanced query; back to page 1, selection cleared. */
  setSuperQuery: (group: ConditionalFilter | null) => void;
  superQuery: ConditionalFilter | null;
  selectedRowKeys: RowKey[];
  selectedRows: T[];
  setSelection: (keys: RowKey[], rows: T[]) => void;
  clearSelection: () => void;
  selectionState: SelectionState;
  refresh: () => Promise<void>;
  /** Deletes one row, no confirmation (the row action confirms). */
  deleteOne: (id: RowKey) => Promise<boolean>;
  /** Vue2 `batchDel`: needs a selection, confirms `确定要删除这 N 项吗?`, then deletes. */
  deleteSelected: () => Promise<boolean>;
  exportXls: (fileName?: string) => Promise<void>;
}

const tl = (key: string, options?: Record<string, unknown>): string => i18n.t(key, { ns: 'list', ...options });

/** Vue2 `reCalculatePage`: after removing `count` rows, step back when the current page no longer exists. */
export function pageAfterDelete(current: number, pageSize: number, total: number, count: number): number {
  const lastPage = Math.max(1, Math.ceil(Math.max(0, total - count) / pageSize));
  return Math.min(current, lastPage);
}

/** All / some / none of the selectable rows on the page are selected (disabled rows do not count). */
export function selectionStateOf(keys: RowKey[], selectable: RowKey[]): SelectionState {
  const chosen = selectable.filter((k) => keys.includes(k)).length;
  if (chosen === 0) return 'none';
  return chosen === selectable.length ? 'all' : 'indeterminate';
}

function initialState<T>(config: ListPageConfig<T>): TableState {
  const defaults: TableState = {
    filters: [...(config.defaultFilters ?? [])],
    sorters: [...(config.defaultSorters ?? DEFAULT_SORTERS)],
    pagination: { current: 1, pageSize: config.defaultPageSize ?? DEFAULT_PAGE_SIZE },
  };
  if (!config.syncWithLocation) return defaults;
  return stateFromSearch(new URLSearchParams(window.location.search), defaults);
}

/**
 * The headless list page (Vue2 `JeecgListMixin`): table state, data through TanStack Query, selection,
 * deletes, export and button access. `<ListPage>` renders it; pickers reuse it with their own page sizes.
 */
export function useListPage<T extends object>(config: ListPageConfig<T>): ListPageApi<T> {
  const { url, fields, fieldTypes, baseParams, enabled = true } = config;
  const [state, setState] = useState<TableState>(() => initialState(config));
  const [selectedRowKeys, setSelectedRowKeys] = useState<RowKey[]>([]);
  const [selectedRows, setSelectedRows] = useState<T[]>([]);
  const queryClient = useQueryClient();
  const excluded = useExcludedCodes(config.authPre);
  const access = useMemo(() => listAccess(excluded), [excluded]);

  const rowKeyOption = config.rowKey ?? 'id';
  const rowKeyOf = useCallback(
    (row: T): RowKey =>
      typeof rowKeyOption === 'function'
        ? rowKeyOption(row)
        : ((row as Record<string, unknown>)[rowKeyOption] as RowKey),
    [rowKeyOption],
  );

  useEffect(() => {
    if (!config.syncWithLocation) return;
    const next = stateToSearch(state, new URLSearchParams(window.location.search));
    const href = `${window.location.pathname}?${next.toString()}${window.location.hash}`;
    // Not through the router: the shell keys tabs by path + search, a navigation would open a new tab.
    window.history.replaceState(window.history.state, '', href);
  }, [state, config.syncWithLocation]);

  const params = useMemo(
    () => ({ ...toJeecgQuery(state, { fields, fieldTypes }), ...baseParams }),
    [state, fields, fieldTypes, baseParams],
  );
  const listPath = url.list?.path;
  const baseKey = useMemo(() => config.queryKey ?? ['list', listPath], [config.queryKey, listPath]);

  useEffect(() => {
    if (enabled && !url.list) feedback.message.error(tl('config.listUrl'));
  }, [enabled, url.list]);

  const query = useQuery({
    queryKey: [...baseKey, params],
    queryFn: ({ signal }) => fetchList<T>(url.list!, params, signal),
    enabled: enabled && Boolean(url.list),
    placeholderData: keepPreviousData,
    // A list is fresh until the user asks again; every explicit action refetches.
    staleTime: 0,
  });

  // Vue2 keeps the previous rows when a request fails.
  const lastGood = useRef<{ rows: T[]; total: number }>({ rows: [], total: 0 });
  const answeredOnce = useRef(false);
  if (query.data) {
    lastGood.current = query.data;
    answeredOnce.current = true;
  }
  const { rows, total } = query.data ?? lastGood.current;

  const clearSelection = useCallback(() => {
    setSelectedRowKeys([]);
    setSelectedRows([]);
  }, []);

  const setSelection = useCallback((keys: RowKey[], selected: T[]) => {
    setSelectedRowKeys(keys);
    setSelectedRows(selected);
  }, []);

  const setPage = useCallback((current: number, pageSize?: number) => {
    setState((s) => ({
      ...s,
      pagination: {
        current: pageSize && pageSize !== s.pagination.pageSize ? 1 : current,
        pageSize: pageSize ?? s.pagination.pageSize,
      },
    }));
  }, []);

  const setSorters = useCallback((sorters: CrudSort[]) => {
    setState((s) => ({ ...s, sorters }));
  }, []);

  const replaceFilters = useCallback(
    (keep: (f: CrudFilter) => boolean, added: CrudFilter[]) => {
      setState((s) => ({
        ...s,
        filters: [...s.filters.filter(keep), ...added],
        pagination: { ...s.pagination, current: 1 },
      }));
      clearSelection();
    },
    [clearSelection],
  );

  const isSuper = (f: CrudFilter): boolean => isConditional(f) && f.key === SUPER_QUERY_KEY;

  const search = useCallback((filters: LogicalFilter[]) => replaceFilters(isSuper, filters), [replaceFilters]);
  const reset = useCallback(() => replaceFilters(isSuper, []), [replaceFilters]);
  const setSuperQuery = useCallback(
    (group: ConditionalFilter | null) =>
      replaceFilters((f) => !isSuper(f), group && group.value.length ? [{ ...group, key: SUPER_QUERY_KEY }] : []),
    [replaceFilters],
  );
  const superQuery = (state.filters.find(isSuper) as ConditionalFilter | undefined) ?? null;

  const refresh = useCallback(async () => {
    if (!url.list) {
      feedback.message.error(tl('config.listUrl'));
      return;
    }
    await queryClient.invalidateQueries({ queryKey: baseKey });
  }, [queryClient, baseKey, url.list]);

  const afterDelete = useCallback(
    async (count: number) => {
      setState((s) => ({
        ...s,
        pagination: {
          ...s.pagination,
          current: pageAfterDelete(s.pagination.current, s.pagination.pageSize, total, count),
        },
      }));
      clearSelection();
      await queryClient.invalidateQueries({ queryKey: baseKey });
    },
    [total, clearSelection, queryClient, baseKey],
  );

  const runDelete = useCallback(
    async (target: EndpointRef, params: object, count: number): Promise<boolean> => {
      let res: Result<unknown>;
      try {
        res = (await call(target, { query: params })) as Result<unknown>;
      } catch (error) {
        const message = failureMessage(error);
        if (message) feedback.message.warning(message);
        return false;
      }
      if (!res.success) {
        feedback.message.warning(res.message);
        return false;
      }
      feedback.message.success(res.message);
      await afterDelete(count);
      return true;
    },
    [afterDelete],
  );

  const { beforeDelete } = config;

  const deleteOne = useCallback(
    async (id: RowKey): Promise<boolean> => {
      if (!url.delete) {
        feedback.message.error(tl('config.deleteUrl'));
        return false;
      }
      const row = rows.find((r) => rowKeyOf(r) === id);
      if (beforeDelete && !(await beforeDelete([id], row ? [row] : []))) return false;
      return runDelete(url.delete, { id }, 1);
    },
    [url.delete, rows, rowKeyOf, beforeDelete, runDelete],
  );

  const deleteSelected = useCallback(async (): Promise<boolean> => {
    if (!url.deleteBatch) {
      feedback.message.error(tl('config.deleteBatchUrl'));
      return false;
    }
    if (selectedRowKeys.length === 0) {
      feedback.message.warning(tl('delete.selectOne'));
      return false;
    }
    if (beforeDelete && !(await beforeDelete(selectedRowKeys, selectedRows))) return false;
    const target = url.deleteBatch;
    const keys = selectedRowKeys;
    return new Promise<boolean>((resolve) => {
      feedback.modal.confirm({
        title: tl('delete.confirmTitle'),
        content: tl('delete.confirmBatch', { count: keys.length }),
        okText: tl('actions.ok'),
        cancelText: tl('actions.cancel'),
        // The Vue2 client leaves a trailing comma; the server tolerates it (contract §5.5).
        onOk: async () => resolve(await runDelete(target, { ids: `${keys.join(',')},` }, keys.length)),
        onCancel: () => resolve(false),
      });
    });
  }, [url.deleteBatch, selectedRowKeys, selectedRows, beforeDelete, runDelete]);

  const { exportFileName } = config;
  const exportXls = useCallback(
    async (fileName?: string) => {
      if (!url.exportXls) return;
      const exportParams: Record<string, string | number> = { ...params };
      if (selectedRowKeys.length) exportParams.selections = selectedRowKeys.join(',');
      await downloadFile(url.exportXls.path, fileName ?? exportFileName ?? tl('exportFile'), exportParams);
    },
    [url.exportXls, params, selectedRowKeys, exportFileName],
  );

  const { isRowDisabled } = config;
  const selectionState = useMemo(
    () => selectionStateOf(selectedRowKeys, rows.filter((r) => !isRowDisabled?.(r)).map(rowKeyOf)),
    [selectedRowKeys, rows, isRowDisabled, rowKeyOf],
  );

  return {
    config,
    state,
    params,
    rows,
    total,
    loading: query.isFetching,
    // A list that sends no request (disabled, or no list row) has nothing to wait for.
    answered: answeredOnce.current || !(enabled && url.list),
    error: query.error,
    rowKeyOf,
    access,
    setPage,
    setSorters,
    search,
    reset,
    setSuperQuery,
    superQuery,
    selectedRowKeys,
    selectedRows,
    setSelection,
    clearSelection,
    selectionState,
    refresh,
    deleteOne,
    deleteSelected,
    exportXls,
  };
}
