import { Table } from 'antd';
import type { ColumnsType, TableProps } from 'antd/es/table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { fitColumn } from '../../../components/list-page/fit-column';
import { listTableBody } from '../../../components/list-page/list-empty';
import { reportText } from '../api/report-texts';
import { cellText, type ReportList, type ReportRow } from '../api/use-report';

export const REPORT_PAGE_SIZE_OPTIONS = [10, 20, 30] as const;

/** The row key of a report row: its `id` column when the SQL selects one, else its position. */
export const reportRowKey = (row: ReportRow): string =>
  typeof row.id === 'string' || typeof row.id === 'number' ? String(row.id) : JSON.stringify(row);

/** A report's rows: columns of `getRpColumns`, dictionary texts, server-side sorting and paging. */
export function ReportTable({
  list,
  pageSizeOptions = REPORT_PAGE_SIZE_OPTIONS,
  rowSelection,
  onRow,
}: {
  list: ReportList;
  pageSizeOptions?: readonly number[];
  rowSelection?: TableProps<ReportRow>['rowSelection'];
  onRow?: TableProps<ReportRow>['onRow'];
}) {
  const { t } = useTranslation('list');
  const config = list.columns.data;
  const columns: ColumnsType<ReportRow> = useMemo(
    () =>
      (config?.columns ?? []).map((c) =>
        fitColumn<ReportRow>({
          title: reportText(t, list.code, c.title, c.dataIndex),
          dataIndex: c.dataIndex,
          key: c.dataIndex,
          // Sized by kind like every list (issue #31): a Double or Integer column is a number, right-aligned.
          ...(typeof list.rows[0]?.[c.dataIndex] === 'number' && !config?.dictOptions[c.dataIndex]
            ? { kind: 'number' as const }
            : {}),
          sorter: c.sorter === 'true',
          sortOrder: list.sort.column === c.dataIndex ? (list.sort.order === 'asc' ? 'ascend' : 'descend') : null,
          render: (value: unknown) => cellText(config, c.dataIndex, value),
        }),
      ),
    [config, list.sort, list.code, list.rows, t],
  );
  return (
    <Table<ReportRow>
      size="middle"
      tableLayout="auto"
      rowKey={(row) => reportRowKey(row)}
      columns={columns}
      dataSource={list.rows}
      // Loading until the report's first rows arrive, 「暂无数据」 only after an answer without rows (issue #31).
      {...listTableBody({
        loading: list.data.isFetching || list.columns.isLoading,
        answered: list.data.data !== undefined,
        error: list.data.error ?? list.columns.error,
      })}
      scroll={{ x: true }}
      className="cw-report-table"
      rowSelection={rowSelection}
      onRow={onRow}
      onChange={(pagination, _filters, sorter, extra) => {
        if (extra.action === 'paginate') list.setPage(pagination.current ?? 1, pagination.pageSize);
        if (extra.action === 'sort' && !Array.isArray(sorter)) {
          const column = sorter.order ? String(sorter.field) : undefined;
          list.setSort(column ? { column, order: sorter.order === 'ascend' ? 'asc' : 'desc' } : {});
          list.setPage(1);
        }
      }}
      pagination={{
        current: list.page.current,
        pageSize: list.page.pageSize,
        total: list.total,
        showQuickJumper: true,
        showSizeChanger: true,
        pageSizeOptions: pageSizeOptions.map(String),
        showTotal: (total, [from, to]) => t('paging.total', { from, to, total }),
      }}
    />
  );
}
