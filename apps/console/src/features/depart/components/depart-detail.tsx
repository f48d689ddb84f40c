import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DepartTreeNode } from '@cropwatch/contract';
import { DepartEditForm } from './depart-edit-form';
import { DepartPermissionTab } from './depart-permission-tab';
import { DepartRoleTab } from './depart-role-tab';
import { DepartUsersTab } from './depart-users-tab';

export interface DepartDetailProps {
  depart: DepartTreeNode;
  onDelete: (depart: DepartTreeNode) => void;
  deleting: boolean;
}

/** Right side of 部门管理 for the selected department; tabs mount on first view. */
export function DepartDetail({ depart, onDelete, deleting }: DepartDetailProps) {
  const { t } = useTranslation('depart');
  return (
    <Tabs
      items={[
        {
          key: 'basic',
          label: t('tabs.basic'),
          children: <DepartEditForm depart={depart} onDelete={onDelete} deleting={deleting} />,
        },
        { key: 'permission', label: t('tabs.permission'), children: <DepartPermissionTab departId={depart.id} /> },
        { key: 'roles', label: t('tabs.roles'), children: <DepartRoleTab departId={depart.id} /> },
        { key: 'users', label: t('tabs.users'), children: <DepartUsersTab departId={depart.id} /> },
      ]}
    />
  );
}
