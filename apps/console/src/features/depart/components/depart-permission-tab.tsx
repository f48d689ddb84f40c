import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../lib/feedback';
import { failureMessage } from '../../../lib/http';
import { departPermissionOptions } from '../api/query-depart-permission';
import { permissionTreeOptions } from '../api/query-permission-tree';
import { useSaveDepartPermission } from '../api/save-depart-permission';
import { useDepartButtons } from '../hooks/use-depart-buttons';
import { GrantTreeEditor } from './grant-tree-editor';

/** 部门权限: which menus and buttons the department may hand to its department roles. */
export function DepartPermissionTab({ departId }: { departId: string }) {
  const { t } = useTranslation('depart');
  const buttons = useDepartButtons();
  const tree = useQuery(permissionTreeOptions());
  const granted = useQuery(departPermissionOptions(departId));
  const save = useSaveDepartPermission();

  const onSave = (ids: string[]) =>
    save.mutate(
      { id: departId, permissionIds: ids, lastpermissionIds: granted.data ?? [] },
      {
        onSuccess: (message) => {
          feedback.message.success(message || t('permission.saved'));
        },
        onError: (error) => {
          const message = failureMessage(error);
          if (message) feedback.message.warning(message);
        },
      },
    );

  const loading = tree.isLoading || granted.isLoading;
  return (
    <GrantTreeEditor
      // Remount when the server's set changes, so the checks start from it.
      key={(granted.data ?? []).join(',')}
      label={t('tabs.permission')}
      tree={tree.data?.treeList ?? []}
      granted={granted.data ?? []}
      loading={loading}
      saving={save.isPending}
      canSave={buttons.edit}
      onSave={onSave}
    />
  );
}
