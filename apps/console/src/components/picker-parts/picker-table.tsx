import { Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { Key } from 'react';
import { useTranslation } from 'react-i18next';
import { listTableBody } from '../list-page/list-empty';
import type { ListPageApi } from '../list-page/use-list-page';

/** Spec §9: picker pages of 5, options 5/10/20/30. */
export const PICKER_PAGE_SIZE = 5;
export const PICKER_PAGE_SIZE_OPTIONS = [5, 10, 20, 30] as const;

export interface PickerTableProps<T extends object> {
  list: ListPageApi<T>;
  columns: ColumnsType<T>;
  multiple: boolean;
  /** Chosen rows, kept across pages and searches. */
  selected: T[];
  onSelectedChange: (rows: T[]) => void;
}

/** A paged list whose selection survives paging (rows of other pages stay chosen). */
export function PickerTable<T extends object>({
  list,
  columns,
  multiple,
  selected,
  onSelectedChange,
}: PickerTableProps<T>) {
  const { t } = useTranslation('list');
  const keyOf = list.rowKeyOf;
  const onPage = new Set(list.rows.map(keyOf));
  return (
    <Table<T>
      size="small"
      rowKey={(row) => keyOf(row)}
      columns={columns}
      dataSource={list.rows}
      {...listTableBody(list)}
      onChange={(pagination, _f, _s, extra) => {
        if (extra.action === 'paginate') list.setPage(pagination.current ?? 1, pagination.pageSize);
      }}
      pagination={{
        current: list.state.pagination.current,
        pageSize: list.state.pagination.pageSize,
        total: list.total,
        showQuickJumper: true,
        showSizeChanger: true,
        pageSizeOptions: PICKER_PAGE_SIZE_OPTIONS.map(String),
        showTotal: (total, [from, to]) => t('paging.total', { from, to, total }),
      }}
      rowSelection={{
        type: multiple ? 'checkbox' : 'radio',
        selectedRowKeys: selected.map(keyOf),
        onChange: (keys: Key[]) => {
          const kept = selected.filter((r) => !onPage.has(keyOf(r)));
          const fromPage = list.rows.filter((r) => keys.includes(keyOf(r)));
          onSelectedChange(multiple ? [...kept, ...fromPage] : fromPage);
        },
      }}
    />
  );
}
