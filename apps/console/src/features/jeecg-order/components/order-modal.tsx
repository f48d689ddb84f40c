import { Alert, Button, DatePicker, Form, Input, InputNumber, Select, Spin, Tabs } from 'antd';
import { type ReactNode, type RefObject, useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type JeecgOrderMain, ORDER_TYPES } from '@cropwatch/contract';
import { type CellValue, JVxeGrid, type JVxeColumn, type JVxeGridHandle, type JVxeRow } from '@cropwatch/ui/jvxe-grid';
import { getDictOptions } from '../../../components/dict/dict-items';
import { fileCellPicker } from '../../../components/file-dialog/file-cell-picker';
import { FormModal } from '../../../components/form-modal/form-modal';
import { DATE_TIME_FORMAT } from '../../../lib/dayjs';
import { PopupPicker } from '../../online-report';
import { useOrderLines, useSaveOrder } from '../api/order-api';
import {
  customerColumns,
  customerRows,
  firstFailure,
  lineAmount,
  linesTotal,
  orderFormValues,
  type OrderFormValues,
  paymentColumns,
  paymentRows,
  pickedProductLines,
  PRODUCT_POPUP,
  productLineColumns,
  productLineRows,
  ticketColumns,
  ticketRows,
  toOrderBody,
} from '../lib/order-form';
import { productPicker } from './order-pickers';

const NO_ROWS: JVxeRow[] = [];
type SubTable = 'customers' | 'tickets' | 'products' | 'payments';

export interface OrderModalProps {
  /** `null` adds an order. */
  order: JeecgOrderMain | null;
  onClose: () => void;
}

/**
 * The one-to-many form: the order with JeecgBoot's customers and tickets and the product lines (picked
 * from a report popup, amounts computed) and payments (with uploaded receipts) in four editable grids, saved
 * together. A failing cell in any grid blocks the save: its tab opens, the cell is focused and its message shown.
 */
export function OrderModal({ order, onClose }: OrderModalProps) {
  const { t } = useTranslation('demo');
  const [form] = Form.useForm<OrderFormValues>();
  const save = useSaveOrder();
  const lines = useOrderLines(order?.id);
  const customers = useRef<JVxeGridHandle>(null);
  const tickets = useRef<JVxeGridHandle>(null);
  const products = useRef<JVxeGridHandle>(null);
  const payments = useRef<JVxeGridHandle>(null);
  const grids = { customers, tickets, products, payments } as const;
  const [tab, setTab] = useState<SubTable>('customers');
  const customerCols = useMemo(() => customerColumns(t), [t]);
  const ticketCols = useMemo(() => ticketColumns(t), [t]);
  const customerData = useMemo(() => (lines.data ? customerRows(lines.data.customers) : NO_ROWS), [lines.data]);
  const ticketData = useMemo(() => (lines.data ? ticketRows(lines.data.tickets) : NO_ROWS), [lines.data]);
  const productCols = useMemo(() => productLineColumns(t, productPicker), [t]);
  const paymentCols = useMemo(() => paymentColumns(t, fileCellPicker), [t]);
  const productData = useMemo(() => (lines.data ? productLineRows(lines.data.products) : NO_ROWS), [lines.data]);
  const paymentData = useMemo(() => (lines.data ? paymentRows(lines.data.payments) : NO_ROWS), [lines.data]);

  // A line's amount follows its price (from the popup) and quantity; the order money follows the lines' total.
  const onProductChange = useCallback(
    ({ row, key }: { row: JVxeRow; key: string; value: CellValue }) => {
      const grid = products.current;
      if (!grid || (key !== 'price' && key !== 'qty')) return;
      grid.setValues(new Map([[row.id, { amount: lineAmount(row) }]]));
      const rows = grid.getRows();
      if (rows.length) form.setFieldValue('orderMoney', linesTotal(rows));
    },
    [form],
  );

  // 选择商品: several products at once from the same popup, one new line each (quantity 1).
  const [pickingMany, setPickingMany] = useState(false);
  const addPickedLines = (picked: readonly Record<string, unknown>[]) => {
    setPickingMany(false);
    const grid = products.current;
    if (!grid) return;
    const lines = pickedProductLines(picked);
    const added = grid.addRows(lines.length);
    grid.setValues(new Map(added.map((row, i) => [row.id, lines[i]])));
    form.setFieldValue('orderMoney', linesTotal(grid.getRows()));
  };

  const onSave = async (values: OrderFormValues) => {
    const c = await customers.current!.getValues();
    const k = await tickets.current!.getValues();
    const p = await products.current!.getValues();
    const m = await payments.current!.getValues();
    const failure = firstFailure([
      ['customers', c],
      ['tickets', k],
      ['products', p],
      ['payments', m],
    ] as const);
    if (failure) {
      setTab(failure.grid);
      const grid = grids[failure.grid];
      // After the tab is shown: a hidden grid has no layout to scroll to.
      setTimeout(() => grid.current?.focusCell(failure.rowId, failure.key), 0);
      throw new Error(t('order.cellFailed', { message: failure.message }));
    }
    const body = toOrderBody(values, c.tableData, k.tableData, { lines: p.tableData, payments: m.tableData });
    return save.mutateAsync({ id: order?.id, body });
  };

  const loading = Boolean(order) && lines.isLoading;
  // Both grids stay mounted (edits survive switching tabs).
  const grid = (
    key: SubTable,
    ref: RefObject<JVxeGridHandle | null>,
    columns: JVxeColumn[],
    rows: JVxeRow[],
    onValueChange?: (change: { row: JVxeRow; key: string; value: CellValue }) => void,
    toolbarExtra?: ReactNode,
  ) => (
    <JVxeGrid
      ref={ref}
      onValueChange={onValueChange}
      aria-label={t(`order.${key}`)}
      columns={columns}
      dataSource={rows}
      loadDict={getDictOptions}
      rowNumber
      rowSelection
      toolbar
      toolbarExtra={toolbarExtra}
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
        <Form.Item name="orderMoney" label={t('order.orderMoney')} tooltip={t('order.moneyFromLines')}>
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
            {
              key: 'products',
              label: t('order.products'),
              forceRender: true,
              children: grid(
                'products',
                products,
                productCols,
                productData,
                onProductChange,
                <Button onClick={() => setPickingMany(true)}>{t('order.line.pickMany')}</Button>,
              ),
            },
            {
              key: 'payments',
              label: t('order.payments'),
              forceRender: true,
              children: grid('payments', payments, paymentCols, paymentData),
            },
          ]}
        />
      </Spin>
      <PopupPicker
        open={pickingMany}
        multi
        code={PRODUCT_POPUP.popupCode}
        orgFields={PRODUCT_POPUP.orgFields}
        destFields={PRODUCT_POPUP.destFields}
        title={t('order.line.pickManyTitle')}
        onCancel={() => setPickingMany(false)}
        onOk={(_, rows) => addPickedLines(rows)}
      />
    </FormModal>
  );
}
