import { Button, Form, Input, Select } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  jeecgOrderDelete,
  jeecgOrderDeleteBatch,
  jeecgOrderExportXls,
  jeecgOrderImportExcel,
  jeecgOrderList,
  type JeecgOrderMain,
  ORDER_TYPES,
} from '@cropwatch/contract';
import { useButtons } from '../../../components/authorized/use-buttons';
import { fieldsOf, ListPage } from '../../../components/list-page/list-page';
import { useListPage } from '../../../components/list-page/use-list-page';
import { orderListKey } from '../api/order-api';
import { OrderModal } from '../components/order-modal';

/** 一对多示例 (`jeecg/JeecgOrderMainList`): JeecgBoot's order demo with its customers and tickets. */
export function OrderListPage() {
  const { t } = useTranslation('demo');
  const [editing, setEditing] = useState<JeecgOrderMain | null | undefined>(undefined);
  const ctypeOptions = useMemo(() => ORDER_TYPES.map((v) => ({ value: v, label: t(`order.ctypes.${v}`) })), [t]);

  const columns: ColumnsType<JeecgOrderMain> = useMemo(
    () => [
      { title: t('order.orderCode'), dataIndex: 'orderCode', sorter: true },
      {
        title: t('order.ctype'),
        dataIndex: 'ctype',
        render: (v: string | null) => (v ? t(`order.ctypes.${v}`, { defaultValue: v }) : ''),
      },
      { title: t('order.orderDate'), dataIndex: 'orderDate', sorter: true },
      { title: t('order.orderMoney'), dataIndex: 'orderMoney', sorter: true, align: 'right' },
      { title: t('order.content'), dataIndex: 'content' },
    ],
    [t],
  );
  const can = useButtons('demo:order:');
  const list = useListPage<JeecgOrderMain>({
    url: {
      list: jeecgOrderList,
      delete: jeecgOrderDelete,
      deleteBatch: jeecgOrderDeleteBatch,
      ...(can('export') ? { exportXls: jeecgOrderExportXls } : {}),
      ...(can('import') ? { importExcel: jeecgOrderImportExcel } : {}),
    },
    queryKey: orderListKey,
    authPre: 'demo:order:',
    fields: fieldsOf(columns),
    exportFileName: t('order.exportFile'),
  });

  return (
    <>
      <ListPage<JeecgOrderMain>
        list={list}
        columns={columns}
        searchOperators={{ orderCode: 'contains' }}
        searchFields={
          <>
            <Form.Item name="orderCode" label={t('order.orderCode')}>
              <Input allowClear aria-label={t('order.orderCode')} />
            </Form.Item>
            <Form.Item name="ctype" label={t('order.ctype')}>
              <Select allowClear aria-label={t('order.ctype')} options={ctypeOptions} style={{ minWidth: 140 }} />
            </Form.Item>
          </>
        }
        onAdd={() => setEditing(null)}
        rowActions={
          can('edit')
            ? (row) => (
                <Button type="link" size="small" onClick={() => setEditing(row)}>
                  {t('order.edit')}
                </Button>
              )
            : undefined
        }
      />
      {editing !== undefined && <OrderModal order={editing} onClose={() => setEditing(undefined)} />}
    </>
  );
}

export default OrderListPage;
