import { Button, Card, Form, Input } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SysRole } from '@cropwatch/contract';
import { usePermission } from '../../../components/authorized/use-permission';
import { fieldsOf, ListPage } from '../../../components/list-page/list-page';
import { useListPage } from '../../../components/list-page/use-list-page';
import { ROLE_URLS } from '../api/role-list-key';
import { RoleFormModal } from '../components/role-form-modal';
import { RolePermissionDrawer } from '../components/role-permission-drawer';

type FormState = { open: false } | { open: true; role: SysRole | null };

/** 角色管理 (`system/RoleUserList`): the roles, their CRUD, Excel import/export and the authorisation drawer. */
export default function RoleListPage() {
  const { t } = useTranslation('role');
  const { excluded } = usePermission();
  // The seed's role buttons are show/hide rules: a button goes only when the user lacks an enabled rule (authPre).
  const gone = excluded('role:');
  const can = (code: 'edit' | 'authorize' | 'import' | 'export') => !gone.includes(code);
  const [form, setForm] = useState<FormState>({ open: false });
  const [authorizing, setAuthorizing] = useState<SysRole | null>(null);

  const columns = useMemo<ColumnsType<SysRole>>(
    () => [
      { title: t('fields.roleName'), dataIndex: 'roleName', width: 200 },
      { title: t('fields.roleCode'), dataIndex: 'roleCode', width: 200 },
      { title: t('fields.description'), dataIndex: 'description', ellipsis: true },
      { title: t('fields.createTime'), dataIndex: 'createTime', width: 180, sorter: true },
    ],
    [t],
  );

  // Import and export are buttons of their own in the seed (role:import, role:export).
  const canExport = can('export');
  const canImport = can('import');
  const url = useMemo(
    () => ({
      list: ROLE_URLS.list,
      delete: ROLE_URLS.delete,
      deleteBatch: ROLE_URLS.deleteBatch,
      ...(canExport ? { exportXls: ROLE_URLS.exportXls } : {}),
      ...(canImport ? { importExcel: ROLE_URLS.importExcel } : {}),
    }),
    [canExport, canImport],
  );

  const list = useListPage<SysRole>({
    url,
    fields: fieldsOf(columns),
    authPre: 'role:',
    exportFileName: t('exportFile'),
    syncWithLocation: true,
  });

  return (
    <Card variant="borderless">
      <ListPage
        list={list}
        columns={columns}
        searchOperators={{ roleName: 'contains', roleCode: 'contains' }}
        searchFields={
          <>
            <Form.Item name="roleName" label={t('fields.roleName')}>
              <Input placeholder={t('search.roleName')} allowClear />
            </Form.Item>
            <Form.Item name="roleCode" label={t('fields.roleCode')}>
              <Input placeholder={t('search.roleCode')} allowClear />
            </Form.Item>
          </>
        }
        onAdd={() => setForm({ open: true, role: null })}
        rowActions={(role) => (
          <>
            {can('edit') && (
              <Button type="link" size="small" onClick={() => setForm({ open: true, role })}>
                {t('actions.edit')}
              </Button>
            )}
            {can('authorize') && (
              <Button
                type="link"
                size="small"
                aria-label={t('actions.authorizeRole', { name: role.roleName })}
                onClick={() => setAuthorizing(role)}
              >
                {t('actions.authorize')}
              </Button>
            )}
          </>
        )}
        scroll={{ x: 900 }}
      />
      <RoleFormModal open={form.open} role={form.open ? form.role : null} onClose={() => setForm({ open: false })} />
      <RolePermissionDrawer role={authorizing} onClose={() => setAuthorizing(null)} />
    </Card>
  );
}
