import { Modal } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type SysTenant, type SysUser, tenantUserList } from '@cropwatch/contract';
import { interfaceDictCell } from '../../../components/dict/interface-dict';
import { ListPage } from '../../../components/list-page/list-page';
import { useListPage } from '../../../components/list-page/use-list-page';
import {} from '../api/get-tenant-user-list';

/** 用户: read-only, paged list of a tenant's users. */
export function TenantUsersModal({ tenant, onClose }: { tenant: SysTenant; onClose: () => void }) {
  const { t } = useTranslation('tenant');
  const columns: ColumnsType<SysUser> = useMemo(
    () => [
      { title: t('users.username'), dataIndex: 'username' },
      { title: t('users.realname'), dataIndex: 'realname' },
      { title: t('users.sex'), dataIndex: 'sex', render: (_: unknown, row) => interfaceDictCell(row, 'sex', 'sex') },
      { title: t('users.phone'), dataIndex: 'phone' },
      {
        title: t('users.status'),
        dataIndex: 'status',
        render: (_: unknown, row) => interfaceDictCell(row, 'status', 'user_status'),
      },
    ],
    [t],
  );
  const baseParams = useMemo(() => ({ userTenantId: String(tenant.id) }), [tenant.id]);
  const list = useListPage<SysUser>({
    url: { list: tenantUserList },
    queryKey: ['tenant', 'users'],
    baseParams,
  });

  return (
    <Modal
      open
      width={900}
      title={t('users.title', { name: tenant.name })}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
    >
      <ListPage<SysUser> list={list} columns={columns} selectable={false} />
    </Modal>
  );
}
