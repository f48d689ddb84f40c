import { Alert, DatePicker, Form, Input, InputNumber, Select, Spin, Tabs } from 'antd';
import { type RefObject, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type JeecgOrderMain, ORDER_TYPES } from '@cropwatch/contract';
import { JVxeGrid, type JVxeColumn, type JVxeGridHandle, type JVxeRow } from '@cropwatch/ui/jvxe-grid';
import { FormModal } from '../../../components/form-modal/form-modal';
import { DATE_TIME_FORMAT } from '../../../lib/dayjs';
import { getDictOptions } from '../../dict/api/get-dict-items';
import { useOrderLines, useSaveOrder } from '../api/order-api';
import {
  customerColumns,
  customerRows,
  firstFailure,
  orderFormValues,
  type OrderFormValues,
  ticketColumns,
  ticketRows,
  toOrderBody,
} from '../lib/order-form';

const NO_ROWS: JVxeRow[] = [];
type SubTable = 'customers' | 'tickets';

export interface OrderModalProps {
  /** `null` adds an order. */
  order: JeecgOrderMain | null;
  onClose: () => void;
}

/**
 * JeecgBoot's one-to-many form: the order with its customers and tickets in two editable grids, saved together.
 * A failing cell in either grid blocks the save: its tab opens, the cell is focused and its message shown.
 */
export function OrderModal({ order, onClose }: OrderModalProps) {
  const { t } = useTranslation('demo');
  const [form] = Form.useForm<OrderFormValues>();
  const save = useSaveOrder();
  const lines = useOrderLines(order?.id);
  const customers = useRef<JVxeGridHandle>(null);
  const tickets = useRef<JVxeGridHandle>(null);
  const [tab, setTab] = useState<SubTable>('customers');
  const customerCols = useMemo(() => customerColumns(t), [t]);
  const ticketCols = useMemo(() => ticketColumns(t), [t]);
  const customerData = useMemo(() => (lines.data ? customerRows(lines.data.customers) : NO_ROWS), [lines.data]);
  const ticketData = useMemo(() => (lines.data ? ticketRows(lines.data.tickets) : NO_ROWS), [lines.data]);

  const onSave = async (values: OrderFormValues) => {
    const c = await customers.current!.getValues();
    const k = await tickets.current!.getValues();
    const failure = firstFailure([
      ['customers', c],
      ['tickets', k],
    ] as const);
    if (failure) {
      setTab(failure.grid);
      const grid = failure.grid === 'customers' ? customers : tickets;
      // After the tab is shown: a hidden grid has no layout to scroll to.
      setTimeout(() => grid.current?.focusCell(failure.rowId, failure.key), 0);
      throw new Error(t('order.cellFailed', { message: failure.message }));
    }
    const body = toOrderBody(values, c.tableData, k.tableData);
    return save.mutateAsync({ id: order?.id, body });
  };

  const loading = Boolean(order) && lines.isLoading;
  // Both grids stay mounted (edits survive switching tabs).
  const grid = (key: SubTable, ref: RefObject<JVxeGridHandle | null>, columns: JVxeColumn[], rows: JVxeRow[]) => (
    <JVxeGrid
      ref={ref}
      aria-label={t(`order.${key}`)}
      columns={columns}
      dataSource={rows}
      loadDict={getDictOptions}
      rowNumber
      rowSelection
      toolbar
      maxHeight={300}
    />
  );
  return (
    <FormModal<OrderFormValues>
      open
      title={order ? t('order.editTitle') : t('order.addTitle')}
      name="jeecgOrder"
      form={form}
      width={1000}
      maskClosable={false}
      initialValues={order ? orderFormValues(order) : { ctype: '1' }}
      saving={save.isPending || loading}
      onSave={onSave}
      onClose={onClose}
    >
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', columnGap: 16 }}>
        <Form.Item
          name="orderCode"
          label={t('order.orderCode')}
          rules={[{ required: true, whitespace: true, message: t('order.orderCodeRequired') }, { max: 50 }]}
        >
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item name="ctype" label={t('order.ctype')}>
          <Select
            aria-label={t('order.ctype')}
            options={ORDER_TYPES.map((v) => ({ value: v, label: t(`order.ctypes.${v}`) }))}
          />
        </Form.Item>
        <Form.Item name="orderDate" label={t('order.orderDate')}>
          <DatePicker showTime format={DATE_TIME_FORMAT} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="orderMoney" label={t('order.orderMoney')}>
          <InputNumber min={0} max={999_999_999} precision={2} style={{ width: '100%' }} />
        </Form.Item>
      </div>
      <Form.Item name="content" label={t('order.content')}>
        <Input.TextArea maxLength={500} rows={2} />
      </Form.Item>
      {lines.isError ? <Alert type="error" message={t('order.linesFailed')} /> : null}
      <Spin spinning={loading}>
        <Tabs
          activeKey={tab}
          onChange={(key) => setTab(key as SubTable)}
          items={[
            {
              key: 'customers',
              label: t('order.customers'),
              forceRender: true,
              children: grid('customers', customers, customerCols, customerData),
            },
            {
              key: 'tickets',
              label: t('order.tickets'),
              forceRender: true,
              children: grid('tickets', tickets, ticketCols, ticketData),
            },
          ]}
        />
      </Spin>
    </FormModal>
  );
}
