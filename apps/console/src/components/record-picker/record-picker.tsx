import { useQuery } from '@tanstack/react-query';
import { Button, Input, Modal, Select, Space, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Page } from '@cropwatch/contract';
import { feedback } from '../../lib/feedback';
import { getAction } from '../../lib/http';
import { normaliseList } from '../list-page/fetch-list';
import type { CrudSort } from '../list-page/list-query';
import { useListPage } from '../list-page/use-list-page';
import { PICKER_PAGE_SIZE, PickerTable } from '../picker-parts/picker-table';

/** Spec §9: picker modal width 900, selected table scroll height 240. */
export const RECORD_PICKER_WIDTH = 900;
export const SELECTED_SCROLL_Y = 240;

type Row = Record<string, unknown>;

export interface RecordPickerProps {
  /** List URL of the records (`…/list`). */
  listUrl: string;
  /** URL answering the rows of the current value; default `listUrl`. */
  valueUrl?: string;
  columns: { title: string; dataIndex: string; width?: number }[];
  rowKey?: string;
  /** Column whose values are stored (comma list). */
  valueKey?: string;
  /** Column shown as the tag text. */
  textKey: string;
  /** Query parameter of the search box (contains match); default `textKey`. */
  searchKey?: string;
  multiple?: boolean;
  value?: string;
  onChange?: (value: string, rows: Row[]) => void;
  defaultSorters?: CrudSort[];
  buttonText?: string;
  placeholder?: string;
  disabled?: boolean;
}

const str = (v: unknown): string =>
  typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean'
    ? String(v)
    : v == null
      ? ''
      : JSON.stringify(v);

/** Vue2 `JSelectBizComponent`: tags of the chosen records plus 选择, opening a searchable, paged table. */
export function RecordPicker(props: RecordPickerProps) {
  const { listUrl, valueUrl, rowKey = 'id', valueKey = 'id', textKey, multiple = true } = props;
  const { value, onChange, buttonText, placeholder, disabled } = props;
  const { t } = useTranslation('list');
  const [open, setOpen] = useState(false);
  const values = value ? value.split(',').filter(Boolean) : [];

  // Spec §7: rows of the current value from `valueKey=a,b,` with one page of exactly that size.
  const known = useQuery({
    queryKey: ['record-picker', 'values', valueUrl ?? listUrl, valueKey, values.join(',')],
    enabled: values.length > 0,
    queryFn: async () => {
      const res = await getAction<Page<Row> | Row[]>(valueUrl ?? listUrl, {
        [valueKey]: `${values.join(',')},`,
        pageNo: 1,
        pageSize: values.length,
      });
      return res.success ? normaliseList(res.result).rows : [];
    },
  });
  const textOf = (v: string): string => str(known.data?.find((r) => str(r[valueKey]) === v)?.[textKey]) || v;

  const emit = (rows: Row[]) => onChange?.(rows.map((r) => str(r[valueKey])).join(','), rows);

  return (
    <Space.Compact style={{ width: '100%' }}>
      <Select
        mode={multiple ? 'multiple' : undefined}
        open={false}
        disabled={disabled}
        placeholder={placeholder ?? t('picker.placeholder')}
        style={{ width: '100%' }}
        value={multiple ? values : values[0]}
        options={values.map((v) => ({ value: v, label: textOf(v) }))}
        onChange={(next: string[] | string | undefined) => {
          const kept = next === undefined ? [] : Array.isArray(next) ? next : [next];
          onChange?.(
            kept.join(','),
            (known.data ?? []).filter((r) => kept.includes(str(r[valueKey]))),
          );
        }}
        allowClear
      />
      <Button disabled={disabled} onClick={() => setOpen(true)}>
        {buttonText ?? t('actions.select')}
      </Button>
      {open && (
        <RecordPickerModal
          {...props}
          rowKey={rowKey}
          valueKey={valueKey}
          multiple={multiple}
          initial={known.data ?? []}
          onCancel={() => setOpen(false)}
          onOk={(rows) => {
            emit(rows);
            setOpen(false);
          }}
        />
      )}
    </Space.Compact>
  );
}

interface RecordPickerModalProps extends RecordPickerProps {
  rowKey: string;
  valueKey: string;
  multiple: boolean;
  initial: Row[];
  onCancel: () => void;
  onOk: (rows: Row[]) => void;
}

function RecordPickerModal({
  listUrl,
  columns,
  rowKey,
  textKey,
  searchKey,
  multiple,
  initial,
  defaultSorters,
  onCancel,
  onOk,
}: RecordPickerModalProps) {
  const { t } = useTranslation('list');
  const [keyword, setKeyword] = useState('');
  const [selected, setSelected] = useState<Row[]>(initial);
  const list = useListPage<Row>({
    // The path comes from a field's configuration at run time (JeecgBoot popup fields), so no row names it here.
    url: { list: { method: 'GET', path: listUrl } },
    queryKey: ['record-picker', listUrl],
    rowKey: (row) => str(row[rowKey]),
    defaultPageSize: PICKER_PAGE_SIZE,
    defaultSorters,
  });
  const tableColumns: ColumnsType<Row> = columns.map((c) => ({ ...c, ellipsis: true }));

  const confirm = () => {
    if (!multiple && selected.length !== 1) {
      feedback.message.warning(t('picker.selectOneRecord'));
      return;
    }
    onOk(selected);
  };

  return (
    <Modal
      open
      title={t('picker.selectRecord')}
      width={RECORD_PICKER_WIDTH}
      onCancel={onCancel}
      onOk={confirm}
      okText={t('actions.ok')}
      cancelText={t('actions.cancel')}
    >
      <Space style={{ marginBottom: 12 }}>
        <Input
          aria-label={t('picker.keyword')}
          placeholder={t('picker.keyword')}
          value={keyword}
          onChange={(e) => setKeyword(e.target.value)}
          onPressEnter={() => list.search([{ field: searchKey ?? textKey, operator: 'contains', value: keyword }])}
        />
        <Button
          type="primary"
          onClick={() => list.search([{ field: searchKey ?? textKey, operator: 'contains', value: keyword }])}
        >
          {t('actions.search')}
        </Button>
        <Button
          onClick={() => {
            setKeyword('');
            list.reset();
          }}
        >
          {t('actions.reset')}
        </Button>
      </Space>
      <PickerTable
        list={list}
        columns={tableColumns}
        multiple={multiple}
        selected={selected}
        onSelectedChange={setSelected}
      />
      <div style={{ margin: '12px 0 8px', fontWeight: 500 }}>{t('picker.selected')}</div>
      <Table<Row>
        size="small"
        data-testid="record-picker-selected"
        rowKey={(row) => str(row[rowKey])}
        dataSource={selected}
        pagination={false}
        scroll={{ y: SELECTED_SCROLL_Y }}
        columns={[
          ...tableColumns,
          {
            key: '__remove',
            title: t('actions.operation'),
            width: 80,
            render: (_: unknown, row: Row) => (
              <Button
                type="link"
                size="small"
                onClick={() => setSelected((rows) => rows.filter((r) => str(r[rowKey]) !== str(row[rowKey])))}
              >
                {t('actions.remove')}
              </Button>
            ),
          },
        ]}
      />
    </Modal>
  );
}
