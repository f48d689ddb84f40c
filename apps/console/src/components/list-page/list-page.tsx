import { DeleteOutlined, DownloadOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Popconfirm, Space, Table, type TableProps } from 'antd';
import type { ColumnsType, ColumnType } from 'antd/es/table';
import type { SorterResult } from 'antd/es/table/interface';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ImportExcelModal, type ImportExcelOptions } from '../import-excel/import-excel-modal';
import { SuperQuery } from '../super-query/super-query';
import type { QueryField } from '../super-query/super-query-model';
import { fitColumn } from './fit-column';
import {
  DEFAULT_SORTERS,
  filtersFromValues,
  PAGE_SIZE_OPTIONS,
  type CrudSort,
  type FilterOperator,
} from './list-query';
import { withSearchPlaceholders } from './search-placeholders';
import type { ListPageApi, RowKey } from './use-list-page';

export interface ListPageProps<T extends object> {
  list: ListPageApi<T>;
  columns: ColumnsType<T>;
  /** `Form.Item`s of the search form; 查询 / 重置 are added. */
  searchFields?: ReactNode;
  /** Operator per search field (default `eq`; arrays default to `in`). */
  searchOperators?: Partial<Record<string, FilterOperator>>;
  dateFormat?: string;
  onAdd?: () => void;
  toolbarExtra?: ReactNode;
  /** Enables the advanced query builder. */
  superQueryFields?: QueryField[];
  /** Saved queries are stored under this code, else the route path. */
  superQuerySaveCode?: string;
  importOptions?: ImportExcelOptions;
  /** Row actions placed before the built-in delete. */
  rowActions?: (row: T) => ReactNode;
  /** Default true: selection checkboxes. */
  selectable?: boolean;
  pageSizeOptions?: readonly number[];
  /** `y` is kept; `x` is always `true` (the table fits the card, wrapping text, and scrolls only past that). */
  scroll?: TableProps<T>['scroll'];
  /** The least width of the operation column; it always grows to fit its buttons. */
  actionColumnWidth?: number;
  /** Tree tables: expansion settings, and the rows to show when they differ from `list.rows` (loaded children). */
  expandable?: TableProps<T>['expandable'];
  dataSource?: readonly T[];
}

const toOrder = (order: 'ascend' | 'descend' | null | undefined): 'asc' | 'desc' =>
  order === 'ascend' ? 'asc' : 'desc';
const toSortOrder = (sorters: CrudSort[], field: unknown): 'ascend' | 'descend' | null => {
  const match = sorters.find((s) => s.field === field);
  return match ? (match.order === 'asc' ? 'ascend' : 'descend') : null;
};

/** Visible column fields of a column list (for `field=`). */
export function fieldsOf<T>(columns: ColumnsType<T>): string[] {
  return columns
    .map((c) => ('dataIndex' in c ? c.dataIndex : undefined))
    .filter((d): d is string => typeof d === 'string' && d !== '');
}

/** The list page of spec §4: search form, toolbar, selection bar, table with JeecgBoot paging and sorting. */
export function ListPage<T extends object>(props: ListPageProps<T>) {
  const { list, columns, searchFields, searchOperators, dateFormat, onAdd, toolbarExtra, rowActions } = props;
  const { selectable = true, pageSizeOptions = PAGE_SIZE_OPTIONS, scroll, actionColumnWidth = 0 } = props;
  const { t } = useTranslation('list');
  const [form] = Form.useForm<Record<string, unknown>>();
  const [importOpen, setImportOpen] = useState(false);
  const { url } = list.config;
  const { access, state } = list;
  const showDelete = Boolean(url.delete) && access.remove;

  const sortedColumns: ColumnsType<T> = columns.map((column) =>
    fitColumn(
      column.sorter && 'dataIndex' in column
        ? { ...column, sortOrder: toSortOrder(state.sorters, column.dataIndex) }
        : column,
    ),
  );
  // Sized from its buttons (the table lays out automatically, a button row never wraps); `actionColumnWidth` is
  // only the least it takes, so a longer label (English) or one more button is never cut off.
  const actionColumn: ColumnType<T> = {
    key: '__actions',
    title: t('actions.operation'),
    fixed: 'right',
    width: actionColumnWidth || undefined,
    render: (_: unknown, row: T) => (
      <Space size="small" className="cw-list-actions">
        {rowActions?.(row)}
        {showDelete && (
          <Popconfirm
            title={t('delete.confirmOne')}
            okText={t('actions.ok')}
            cancelText={t('actions.cancel')}
            onConfirm={() => void list.deleteOne(list.rowKeyOf(row))}
          >
            <Button type="link" size="small">
              {t('actions.delete')}
            </Button>
          </Popconfirm>
        )}
      </Space>
    ),
  };
  const allColumns = rowActions || showDelete ? [...sortedColumns, actionColumn] : sortedColumns;

  const onTableChange: TableProps<T>['onChange'] = (pagination, _filters, sorter, extra) => {
    if (extra.action === 'sort') {
      const first = (Array.isArray(sorter) ? sorter[0] : sorter) as SorterResult<T> | undefined;
      const field = first?.field ?? first?.columnKey;
      list.setSorters(
        first?.order && typeof field === 'string'
          ? [{ field, order: toOrder(first.order) }]
          : [...(list.config.defaultSorters ?? DEFAULT_SORTERS)],
      );
      return;
    }
    if (extra.action === 'paginate') list.setPage(pagination.current ?? 1, pagination.pageSize);
  };

  const submit = (values: Record<string, unknown>) =>
    list.search(filtersFromValues(values, searchOperators, dateFormat));
  const resetSearch = () => {
    form.resetFields();
    list.reset();
  };

  return (
    <div className="cw-list-page">
      {searchFields && (
        <Form
          form={form}
          layout="inline"
          onFinish={submit}
          className="cw-list-page-search"
          style={{ marginBottom: 16 }}
        >
          {withSearchPlaceholders(searchFields, t)}
          <Form.Item>
            <Space>
              <Button type="primary" htmlType="submit">
                {t('actions.search')}
              </Button>
              <Button onClick={resetSearch}>{t('actions.reset')}</Button>
            </Space>
          </Form.Item>
        </Form>
      )}
      <Space wrap style={{ marginBottom: 16 }} className="cw-list-page-toolbar">
        {onAdd && access.add && (
          <Button type="primary" icon={<PlusOutlined />} onClick={onAdd}>
            {t('actions.add')}
          </Button>
        )}
        {url.exportXls && (
          <Button icon={<DownloadOutlined />} onClick={() => void list.exportXls()}>
            {t('actions.export')}
          </Button>
        )}
        {url.importExcel && (
          <Button icon={<UploadOutlined />} onClick={() => setImportOpen(true)}>
            {t('actions.import')}
          </Button>
        )}
        {props.superQueryFields && (
          <SuperQuery
            fields={props.superQueryFields}
            saveCode={props.superQuerySaveCode}
            onSearch={list.setSuperQuery}
          />
        )}
        {url.deleteBatch && access.batchDelete && (
          <Button icon={<DeleteOutlined />} onClick={() => void list.deleteSelected()}>
            {t('actions.batchDelete')}
          </Button>
        )}
        {toolbarExtra}
      </Space>
      {selectable && list.selectedRowKeys.length > 0 && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={
            <Space>
              {t('selection.selected', { count: list.selectedRowKeys.length })}
              <Button type="link" size="small" onClick={list.clearSelection}>
                {t('actions.clear')}
              </Button>
            </Space>
          }
        />
      )}
      <Table<T>
        // Automatic layout: every column is at least as wide as its content needs, so no data column ends up
        // squeezed under the fixed action column and no button is clipped (issue #18).
        tableLayout="auto"
        rowKey={(row) => list.rowKeyOf(row)}
        columns={allColumns}
        dataSource={props.dataSource ?? list.rows}
        loading={list.loading}
        // The table takes the card's width and wraps text before it scrolls: a page's fixed `scroll.x` would push
        // columns under the fixed action column on narrower windows.
        scroll={{ ...scroll, x: true }}
        expandable={props.expandable}
        onChange={onTableChange}
        pagination={{
          current: state.pagination.current,
          pageSize: state.pagination.pageSize,
          total: list.total,
          showQuickJumper: true,
          showSizeChanger: true,
          pageSizeOptions: pageSizeOptions.map(String),
          showTotal: (total, [from, to]) => t('paging.total', { from, to, total }),
        }}
        rowSelection={
          selectable
            ? {
                selectedRowKeys: list.selectedRowKeys,
                onChange: (keys, rows) => list.setSelection(keys as RowKey[], rows),
                getCheckboxProps: (row) => ({ disabled: list.config.isRowDisabled?.(row) ?? false }),
              }
            : undefined
        }
      />
      {url.importExcel && (
        <ImportExcelModal
          open={importOpen}
          url={url.importExcel.path}
          {...props.importOptions}
          onClose={() => setImportOpen(false)}
          onSuccess={() => void list.refresh()}
        />
      )}
    </div>
  );
}
