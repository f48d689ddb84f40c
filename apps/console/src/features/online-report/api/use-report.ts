import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import {
  reportExportXls,
  reportGetData,
  reportGetQueryInfo,
  reportGetRpColumns,
  type ReportColumns,
} from '@cropwatch/contract';
import { call, downloadFile, fillPath, unwrap } from '../../../lib/http';

export type ReportRow = Record<string, unknown>;
export type SearchValues = Record<string, string | number | undefined | null>;

/** Empty, null or blank query values are dropped (spec §5). */
export function cleanParams(values: SearchValues): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(values)) {
    if (v === undefined || v === null) continue;
    const text = String(v).trim();
    if (text !== '') out[k] = text;
  }
  return out;
}

/** A row's text for a column: the dictionary text when the column has one (`customRender`), else the value. */
const DATE_TIME_MS = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:?\d{2})?$/;

export function cellText(columns: ReportColumns | null | undefined, field: string, value: unknown): string {
  if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') return '';
  const options = columns?.dictOptions[field];
  // A timestamp reads as spec §9's `YYYY-MM-DD HH:mm:ss` (the database gives milliseconds and a `T`).
  if (!options && typeof value === 'string' && DATE_TIME_MS.test(value)) return value.slice(0, 19).replace('T', ' ');
  if (!options) return String(value);
  return String(value)
    .split(',')
    .map((v) => options.find((o) => o.value === v)?.text ?? v)
    .join(',');
}

export interface ReportListOptions {
  code: string;
  pageSize: number;
  /** `self_<name>` values of the report SQL's parameters. */
  params?: Record<string, string>;
}

/**
 * One report's list state (spec §2/§3): columns and search fields by code, then pages of `getData` with the
 * search values, sort and `self_` parameters. Shared by the `/online/cgreport/:code` page and the popup picker.
 */
export function useReportList({ code, pageSize: initialSize, params }: ReportListOptions) {
  const columns = useQuery({
    queryKey: ['online-report', 'columns', code],
    queryFn: async ({ signal }) =>
      unwrap(await call(reportGetRpColumns, { params: { code } }, { signal, silent: true })),
    enabled: code !== '',
    retry: false,
  });
  const id = columns.data?.cgRpConfigId ?? '';
  const queryInfo = useQuery({
    queryKey: ['online-report', 'query-info', id],
    queryFn: async ({ signal }) =>
      unwrap(await call(reportGetQueryInfo, { params: { id } }, { signal, silent: true })) ?? [],
    enabled: id !== '',
    retry: false,
  });
  const [search, setSearch] = useState<Record<string, string>>({});
  const [page, setPageState] = useState({ current: 1, pageSize: initialSize });
  const [sort, setSort] = useState<{ column?: string; order?: 'asc' | 'desc' }>({});
  const query = useMemo(
    () => ({
      ...search,
      ...Object.fromEntries(Object.entries(params ?? {}).map(([k, v]) => [`self_${k}`, v])),
      ...(sort.column ? { column: sort.column, order: sort.order } : {}),
    }),
    [search, params, sort],
  );
  const data = useQuery({
    queryKey: ['online-report', 'data', id, query, page],
    queryFn: async ({ signal }) =>
      unwrap(
        await call(
          reportGetData,
          { params: { id }, query: { ...query, pageNo: page.current, pageSize: page.pageSize } },
          { signal },
        ),
      ),
    enabled: id !== '',
    placeholderData: keepPreviousData,
  });
  return {
    code,
    id,
    columns,
    queryInfo,
    data,
    rows: (data.data?.records ?? []) as ReportRow[],
    total: data.data?.total ?? 0,
    page,
    sort,
    search,
    /** New search values: back to page 1. */
    applySearch: (values: SearchValues) => {
      setSearch(cleanParams(values));
      setPageState((p) => ({ ...p, current: 1 }));
    },
    setPage: (current: number, pageSize = page.pageSize) => setPageState({ current, pageSize }),
    setSort,
    /** `exportXls/{id}` with the current search and sort, saved as `<report name>.xls`. */
    exportXls: () => downloadFile(fillPath(reportExportXls.path, { id }), columns.data?.cgRpConfigName ?? code, query),
  };
}

export type ReportList = ReturnType<typeof useReportList>;
