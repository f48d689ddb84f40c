import { DeleteOutlined, DownloadOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Grid, Popconfirm, Space, Table, type TableProps } from 'antd';
import type { ColumnsType, ColumnType } from 'antd/es/table';
import type { SorterResult } from 'antd/es/table/interface';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ImportExcelModal, type ImportExcelOptions } from '../import-excel/import-excel-modal';
import { SuperQuery } from '../super-query/super-query';
import type { QueryField } from '../super-query/super-query-model';
import {
  columnsThatFit,
  fitColumn,
  scrollWidthOf,
  SELECTION_WIDTH,
  withoutLastOptional,
  type ListColumns,
} from './fit-column';
import { useGiveWay } from './give-way';
import { listTableBody } from './list-empty';
import {
  DEFAULT_SORTERS,
  filtersFromValues,
  PAGE_SIZE_OPTIONS,
  type CrudSort,
  type FilterOperator,
} from './list-query';
import { RowMore, type RowMoreAction } from './row-more';
import { withSearchPlaceholders } from './search-placeholders';
import type { ListPageApi, RowKey } from './use-list-page';

export interface ListPageProps<T extends object> {
  list: ListPageApi<T>;
  /** The columns; each is sized by its kind (`kind`, else inferred: fit-column.tsx). */
  columns: ListColumns<T> | ColumnsType<T>;
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
  /**
   * Rarely used row actions, behind the row's 更多 / More dropdown (JeecgBoot): when a page has any, its delete goes
   * there too, so the action column stays narrow.
   */
  moreActions?: (row: T) => RowMoreAction[];
  /** Default true: selection checkboxes. */
  selectable?: boolean;
  pageSizeOptions?: readonly number[];
  /** `y` is kept; `x` is the sum of the columns' least widths (the table fits the card and scrolls only past that). */
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

/** The inner width of an element, px, following its resizes (0 before it is laid out). */
function useWidth(element: HTMLElement | null): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    if (!element) return;
    const measure = () => {
      const style = getComputedStyle(element);
      setWidth(element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return width;
}

/** The list page of spec §4: search form, toolbar, selection bar, table with JeecgBoot paging and sorting. */
export function ListPage<T extends object>(props: ListPageProps<T>) {
  const { list, columns, searchFields, searchOperators, dateFormat, onAdd, toolbarExtra, rowActions } = props;
  const { selectable = true, pageSizeOptions = PAGE_SIZE_OPTIONS, scroll, actionColumnWidth = 0 } = props;
  const { t, i18n } = useTranslation('list');
  const [form] = Form.useForm<Record<string, unknown>>();
  const [importOpen, setImportOpen] = useState(false);
  const { url } = list.config;
  const { access, state } = list;
  const showDelete = Boolean(url.delete) && access.remove;
  const screens = Grid.useBreakpoint();
  const [box, setBox] = useState<HTMLDivElement | null>(null);
  const width = useWidth(box);
  const hasActions = Boolean(rowActions || props.moreActions || showDelete);
  const extraWidth = (selectable ? SELECTION_WIDTH : 0) + (hasActions ? actionColumnWidth || 120 : 0);
  // The columns shown at this width: a column's `responsive` hides it on narrower screens, and optional columns
  // give way when the rest would not fit beside the action column (issue #31).
  const fitting = columnsThatFit(
    (columns as ListColumns<T>).filter((c) => !c.responsive || c.responsive.some((bp) => screens[bp])),
    width,
    extraWidth,
  );
  // Then the drawn table is measured: what still does not fit gives way too (give-way.ts).
  const rows = props.dataSource ?? list.rows;
  const giveWayKey = `${width}|${i18n.language}|${rows.map((row) => list.rowKeyOf(row)).join(',')}`;
  const optionalCount = fitting.filter((c) => c.optional).length;
  const giveWay = useGiveWay(box, giveWayKey, optionalCount);
  const shownColumns = withoutLastOptional(fitting, giveWay.dropped);

  const sortedColumns: ColumnsType<T> = shownColumns.map((column) =>
    fitColumn(
      column.sorter && 'dataIndex' in column
        ? { ...column, sortOrder: toSortOrder(state.sorters, column.dataIndex) }
        : column,
    ),
  );
  const { moreActions } = props;
  const deleteAction = (row: T): RowMoreAction => ({
    key: '__delete',
    label: t('actions.delete'),
    danger: true,
    confirm: t('delete.confirmOne'),
    onClick: () => void list.deleteOne(list.rowKeyOf(row)),
  });
  // Sized from its buttons (the table lays out automatically, a button row never wraps); `actionColumnWidth` is
  // only the least it takes, so a longer label (English) or one more button is never cut off.
  const actionColumn: ColumnType<T> = {
    key: '__actions',
    title: t('actions.operation'),
    fixed: giveWay.unfixed ? undefined : 'right',
    width: actionColumnWidth || undefined,
    render: (_: unknown, row: T) => (
      <Space size="small" className="cw-list-actions">
        {rowActions?.(row)}
        {moreActions && <RowMore actions={[...moreActions(row), ...(showDelete ? [deleteAction(row)] : [])]} />}
        {showDelete && !moreActions && (
          <Popconfirm
            title={t('delete.confirmOne')}
            okText={t('actions.ok')}
            cancelText={t('actions.cancel')}
            onConfirm={() => void list.deleteOne(list.rowKeyOf(row))}
          >
            <Button type="link" size="small" danger>
              {t('actions.delete')}
            </Button>
          </Popconfirm>
        )}
      </Space>
    ),
  };
  const allColumns = hasActions ? [...sortedColumns, actionColumn] : sortedColumns;

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
    <div className="cw-list-page" ref={setBox}>
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
        // JeecgBoot's list density: 12 px × 8 px cells leave room for every column beside the action column.
        size="middle"
        // Automatic layout: every column is at least as wide as its content needs, so no data column ends up
        // squeezed under the fixed action column and no button is clipped (issue #18).
        tableLayout="auto"
        rowKey={(row) => list.rowKeyOf(row)}
        columns={allColumns}
        dataSource={rows}
        // Before the first answer the body is the loading state; 「暂无数据」 only after an answer without rows.
        {...listTableBody(list)}
        // The table takes the card's width; it scrolls sideways only when the columns' least widths (their kinds,
        // issue #31) and the action column do not fit beside each other. A page's own `scroll.x` is not used.
        scroll={{
          ...scroll,
          x: scrollWidthOf(shownColumns, extraWidth),
        }}
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
                // antd names the boxes "Select all" and "Select row N" in English whatever the language: the
                // console's own words.
                getTitleCheckboxProps: () => ({ 'aria-label': t('selection.all') }),
                getCheckboxProps: (row) => ({
                  disabled: list.config.isRowDisabled?.(row) ?? false,
                  'aria-label': t('selection.row'),
                }),
              }
            : undefined
        }
      />
      {url.importExcel && (
        <ImportExcelModal
          open={importOpen}
          url={url.importExcel.path}
          // The list's export has the columns its import reads (JeecgBoot's @Excel fields): it is the template.
          template={url.exportXls ? { download: () => list.exportXls() } : undefined}
          {...props.importOptions}
          onClose={() => setImportOpen(false)}
          onSuccess={() => void list.refresh()}
        />
      )}
    </div>
  );
}
