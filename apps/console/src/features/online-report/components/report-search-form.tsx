import { Button, Form, Input, InputNumber, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportQueryItem } from '@cropwatch/contract';
import { reportText } from '../api/report-texts';
import type { ReportList, SearchValues } from '../api/use-report';

const NUMERIC_VIEWS = new Set(['integer', 'long', 'double']);

/** One input of the search form: a dictionary select, a number, or text; `rest` carries Form.Item's value/onChange. */
function FieldInput({
  item,
  list,
  label,
  ...rest
}: {
  item: ReportQueryItem;
  list: ReportList;
  label: string;
  value?: unknown;
  onChange?: (value: unknown) => void;
}) {
  const options = list.columns.data?.dictOptions[item.field];
  const control = rest as Record<string, never>;
  if (item.view === 'list' && options)
    return (
      <Select
        {...control}
        allowClear
        aria-label={label}
        style={{ minWidth: 140 }}
        options={options.map((o) => ({ value: o.value, label: o.text }))}
      />
    );
  if (NUMERIC_VIEWS.has(item.view)) return <InputNumber {...control} aria-label={label} style={{ width: 120 }} />;
  return <Input {...control} allowClear aria-label={label} />;
}

/**
 * The search form of a report (`getQueryInfo`): fields marked `hidden` fold away behind "more"; range fields
 * (`mode: group`) send `<field>_begin` / `<field>_end`.
 */
export function ReportSearchForm({ list }: { list: ReportList }) {
  const { t } = useTranslation('onlineReport');
  const [form] = Form.useForm<SearchValues>();
  const [expanded, setExpanded] = useState(false);
  const items = list.queryInfo.data ?? [];
  if (items.length === 0) return null;
  const visible = items
    .filter((i) => expanded || i.hidden !== '1')
    .map((i) => ({ ...i, label: reportText(t, list.code, i.label, i.field) }));
  return (
    <Form
      form={form}
      layout="inline"
      className="cw-report-search"
      onFinish={(values) => list.applySearch(values)}
      style={{ marginBottom: 12, rowGap: 8 }}
    >
      {visible.map((item) =>
        item.mode === 'group' ? (
          <Form.Item key={item.field} label={item.label}>
            <Space.Compact>
              <Form.Item name={`${item.field}_begin`} noStyle>
                <Input allowClear placeholder={t('begin')} aria-label={`${item.label} ${t('begin')}`} />
              </Form.Item>
              <Form.Item name={`${item.field}_end`} noStyle>
                <Input allowClear placeholder={t('end')} aria-label={`${item.label} ${t('end')}`} />
              </Form.Item>
            </Space.Compact>
          </Form.Item>
        ) : (
          <Form.Item key={item.field} name={item.field} label={item.label}>
            <FieldInput item={item} list={list} label={item.label} />
          </Form.Item>
        ),
      )}
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            {t('search')}
          </Button>
          <Button
            onClick={() => {
              form.resetFields();
              list.applySearch({});
            }}
          >
            {t('reset')}
          </Button>
          {items.some((i) => i.hidden === '1') ? (
            <Button type="link" onClick={() => setExpanded((e) => !e)}>
              {expanded ? t('collapse') : t('expand')}
            </Button>
          ) : null}
        </Space>
      </Form.Item>
    </Form>
  );
}
