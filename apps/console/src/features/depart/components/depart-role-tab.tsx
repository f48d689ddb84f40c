import { Button, Form, Input } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SysDepartRole } from '@cropwatch/contract';
import { departRoleDelete, departRoleDeleteBatch, departRoleList } from '@cropwatch/contract';
import { fieldsOf, ListPage } from '../../../components/list-page/list-page';
import { useListPage } from '../../../components/list-page/use-list-page';
import { departRoleListKey } from '../api/depart-role-list-key';
import { useDepartButtons } from '../hooks/use-depart-buttons';
import { DepartRoleAuthDrawer } from './depart-role-auth-drawer';
import { DepartRoleModal } from './depart-role-modal';

/** 部门角色: the roles of one department (`/sys/sysDepartRole/*`) and their authorisation. */
export function DepartRoleTab({ departId }: { departId: string }) {
  const { t } = useTranslation('depart');
  const buttons = useDepartButtons();
  const canEdit = buttons.edit;
  const [editing, setEditing] = useState<SysDepartRole | null | undefined>(undefined);
  const [authorising, setAuthorising] = useState<SysDepartRole | null>(null);

  const columns: ColumnsType<SysDepartRole> = useMemo(
    () => [
      { title: t('role.name'), dataIndex: 'roleName' },
      { title: t('role.code'), dataIndex: 'roleCode' },
      { title: t('role.description'), dataIndex: 'description', ellipsis: true },
      { title: t('role.createTime'), dataIndex: 'createTime', sorter: true },
    ],
    [t],
  );
  const baseParams = useMemo(() => ({ deptId: departId }), [departId]);
  const list = useListPage<SysDepartRole>({
    url: canEdit
      ? {
          list: departRoleList,
          delete: departRoleDelete,
          deleteBatch: departRoleDeleteBatch,
        }
      : { list: departRoleList },
    queryKey: departRoleListKey,
    fields: fieldsOf(columns),
    baseParams,
    defaultPageSize: 10,
  });

  return (
    <>
      <ListPage<SysDepartRole>
        list={list}
        columns={columns}
        searchOperators={{ roleName: 'contains' }}
        searchFields={
          <Form.Item name="roleName" label={t('role.name')}>
            <Input allowClear aria-label={t('role.name')} />
          </Form.Item>
        }
        onAdd={canEdit ? () => setEditing(null) : undefined}
        selectable={canEdit}
        rowActions={(row) => (
          <>
            {canEdit && (
              <Button type="link" size="small" onClick={() => setEditing(row)}>
                {t('role.edit')}
              </Button>
            )}
            <Button type="link" size="small" onClick={() => setAuthorising(row)}>
              {t('role.authorize')}
            </Button>
          </>
        )}
      />
      {editing !== undefined && (
        <DepartRoleModal departId={departId} role={editing} onClose={() => setEditing(undefined)} />
      )}
      {authorising && <DepartRoleAuthDrawer role={authorising} onClose={() => setAuthorising(null)} />}
    </>
  );
}
