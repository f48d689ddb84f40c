import { Button, Form, Input, Switch } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type SysTenant,
  tenantDelete,
  tenantDeleteBatch,
  tenantExportXls,
  tenantImportExcel,
  tenantList,
} from '@cropwatch/contract';
import { DictSelect } from '../../../components/dict/dict-select';
import { fieldsOf, ListPage } from '../../../components/list-page/list-page';
import { useListPage } from '../../../components/list-page/use-list-page';
import { feedback } from '../../../lib/feedback';
import { failureMessage } from '../../../lib/http';
import { useEditTenant } from '../api/edit-tenant';
import { tenantListKey } from '../api/list-tenant';
import { TenantModal } from '../components/tenant-modal';
import { TenantUsersModal } from '../components/tenant-users-modal';

/** 租户管理 (`system/TenantList`): tenants with their period and a normal / frozen switch. */
export function TenantListPage() {
  const { t } = useTranslation('tenant');
  const [editing, setEditing] = useState<SysTenant | null | undefined>(undefined);
  const [viewing, setViewing] = useState<SysTenant | null>(null);
  const { mutate: editTenant, isPending, variables } = useEditTenant();

  const toggle = useCallback(
    (tenant: SysTenant, normal: boolean) =>
      editTenant(
        { id: tenant.id, status: normal ? 1 : 0 },
        {
          onSuccess: (message) => {
            feedback.message.success(message);
          },
          onError: (error) => {
            const message = failureMessage(error);
            if (message) feedback.message.warning(message);
          },
        },
      ),
    [editTenant],
  );

  const columns: ColumnsType<SysTenant> = useMemo(
    () => [
      { title: t('id'), dataIndex: 'id', sorter: true, width: 130 },
      { title: t('name'), dataIndex: 'name', sorter: true },
      { title: t('beginDate'), dataIndex: 'beginDate', sorter: true },
      { title: t('endDate'), dataIndex: 'endDate', sorter: true },
      {
        title: t('status'),
        dataIndex: 'status',
        render: (_: unknown, row) => (
          <Switch
            checked={row.status === 1}
            checkedChildren={t('statuses.1')}
            unCheckedChildren={t('statuses.0')}
            aria-label={t('statusOf', { name: row.name })}
            loading={isPending && variables?.id === row.id}
            onChange={(checked) => toggle(row, checked)}
          />
        ),
      },
      { title: t('createTime'), dataIndex: 'createTime', sorter: true },
    ],
    [t, toggle, isPending, variables],
  );
  const list = useListPage<SysTenant>({
    url: {
      list: tenantList,
      delete: tenantDelete,
      deleteBatch: tenantDeleteBatch,
      exportXls: tenantExportXls,
      importExcel: tenantImportExcel,
    },
    queryKey: tenantListKey,
    fields: fieldsOf(columns),
    exportFileName: t('exportFile'),
  });

  return (
    <>
      <ListPage<SysTenant>
        list={list}
        columns={columns}
        searchOperators={{ name: 'contains' }}
        searchFields={
          <>
            <Form.Item name="name" label={t('name')}>
              <Input allowClear aria-label={t('name')} />
            </Form.Item>
            <Form.Item name="status" label={t('status')}>
              <DictSelect dictCode="tenant_status" aria-label={t('status')} style={{ minWidth: 140 }} />
            </Form.Item>
          </>
        }
        onAdd={() => setEditing(null)}
        rowActions={(row) => (
          <>
            <Button type="link" size="small" onClick={() => setEditing(row)}>
              {t('edit')}
            </Button>
            <Button type="link" size="small" onClick={() => setViewing(row)}>
              {t('users.button')}
            </Button>
          </>
        )}
      />
      {editing !== undefined && <TenantModal tenant={editing} onClose={() => setEditing(undefined)} />}
      {viewing && <TenantUsersModal tenant={viewing} onClose={() => setViewing(null)} />}
    </>
  );
}

export default TenantListPage;
