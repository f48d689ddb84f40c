import { useQuery } from '@tanstack/react-query';
import { Drawer } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SysDepartRole } from '@cropwatch/contract';
import { feedback } from '../../../lib/feedback';
import { failureMessage } from '../../../lib/http';
import { deptRolePermissionOptions } from '../api/query-dept-role-permission';
import { deptRoleTreeOptions } from '../api/query-tree-list-for-dept-role';
import { useSaveDeptRolePermission } from '../api/save-dept-role-permission';
import { useDepartButtons } from '../hooks/use-depart-buttons';
import { GrantTreeEditor } from './grant-tree-editor';

/** 授权: a department role gets a subset of what its department holds (`queryTreeListForDeptRole`). */
export function DepartRoleAuthDrawer({ role, onClose }: { role: SysDepartRole; onClose: () => void }) {
  const { t } = useTranslation('depart');
  const buttons = useDepartButtons();
  const tree = useQuery(deptRoleTreeOptions(role.departId));
  const granted = useQuery(deptRolePermissionOptions(role.id));
  const save = useSaveDeptRolePermission();

  const onSave = (ids: string[]) =>
    save.mutate(
      { id: role.id, permissionIds: ids, lastpermissionIds: granted.data ?? [] },
      {
        onSuccess: (message) => {
          feedback.message.success(message || t('permission.saved'));
          onClose();
        },
        onError: (error) => {
          const message = failureMessage(error);
          if (message) feedback.message.warning(message);
        },
      },
    );

  return (
    <Drawer open width={520} title={t('role.authTitle', { name: role.roleName })} onClose={onClose} destroyOnHidden>
      <GrantTreeEditor
        key={(granted.data ?? []).join(',')}
        label={t('role.authTitle', { name: role.roleName })}
        tree={tree.data?.treeList ?? []}
        granted={granted.data ?? []}
        loading={tree.isLoading || granted.isLoading}
        saving={save.isPending}
        canSave={buttons.edit}
        onSave={onSave}
      />
    </Drawer>
  );
}
