import { DownOutlined, LockOutlined, UnlockOutlined } from '@ant-design/icons';
import { Button, Card, Dropdown, Space, type MenuProps } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import type { SysUser } from '@cropwatch/contract';
import { userDelete, userDeleteBatch, userExportXls, userImportExcel, userList } from '@cropwatch/contract';
import { usePermission } from '../../../components/authorized/use-permission';
import { fieldsOf, ListPage } from '../../../components/list-page/list-page';
import { useListPage, type ListUrls } from '../../../components/list-page/use-list-page';
import { fieldTypesOf } from '../../../components/super-query/super-query-model';
import { feedback } from '../../../lib/feedback';
import { failureMessage } from '../../../lib/http';
import { sessionStore } from '../../../stores/session';
import { useFrozenBatch, type FrozenStatus } from '../api/frozen-batch';
import {} from '../api/keys';
import { PasswordModal } from '../components/password-modal';
import { UserDetailModal } from '../components/user-detail-modal';
import { UserFormDrawer } from '../components/user-form-drawer';
import { FROZEN, NORMAL, USER_SEARCH_OPERATORS, userColumns, userQueryFields, userSearchFields } from '../user-columns';

/** Button permission prefix of seed/menus.json (`user:add`, `user:edit`, … `user:frozen`). */
export const USER_AUTH_PRE = 'user:';

/** Which buttons the signed-in user keeps: `authPre` answers the excluded codes (Vue2 `getNoAuthCols`). */
export function userButtons(excluded: readonly string[]) {
  const allowed = (code: string) => !excluded.includes(code);
  return {
    add: allowed('add'),
    edit: allowed('edit'),
    remove: allowed('delete'),
    batchDelete: allowed('batch_delete'),
    importExcel: allowed('import'),
    exportXls: allowed('export'),
    frozen: allowed('frozen'),
  };
}

type Dialog =
  | { kind: 'form'; user: SysUser | null }
  | { kind: 'detail'; user: SysUser }
  | { kind: 'password'; user: SysUser }
  | null;

/** 用户管理 (`system/UserList`): the users of the system with search, advanced query, import/export and admin actions. */
export function UserListPage() {
  const { t } = useTranslation('user');
  const { excluded } = usePermission();
  const buttons = useMemo(() => userButtons(excluded(USER_AUTH_PRE)), [excluded]);
  const { username: me } = useSnapshot(sessionStore);
  const [dialog, setDialog] = useState<Dialog>(null);
  const frozen = useFrozenBatch();

  const columns = useMemo(() => userColumns(t), [t]);
  const queryFields = useMemo(() => userQueryFields(t), [t]);
  const fields = useMemo(() => fieldsOf(columns), [columns]);
  const fieldTypes = useMemo(() => fieldTypesOf(queryFields), [queryFields]);
  const url = useMemo<ListUrls>(
    () => ({
      list: userList,
      ...(buttons.remove ? { delete: userDelete } : {}),
      ...(buttons.batchDelete ? { deleteBatch: userDeleteBatch } : {}),
      ...(buttons.exportXls ? { exportXls: userExportXls } : {}),
      ...(buttons.importExcel ? { importExcel: userImportExcel } : {}),
    }),
    [buttons],
  );
  const list = useListPage<SysUser>({
    url,
    fields,
    fieldTypes,
    authPre: USER_AUTH_PRE,
    exportFileName: t('exportFile'),
  });

  const setStatus = (users: readonly SysUser[], status: FrozenStatus) => {
    if (status === FROZEN && users.some((u) => u.username === me)) {
      feedback.message.warning(t('frozen.self'));
      return;
    }
    const single = users.length === 1 ? users[0].username : null;
    const freeze = status === FROZEN;
    feedback.modal.confirm({
      title: t('frozen.confirmTitle'),
      content: single
        ? t(freeze ? 'frozen.confirmFreezeOne' : 'frozen.confirmUnfreezeOne', { username: single })
        : t(freeze ? 'frozen.confirmFreeze' : 'frozen.confirmUnfreeze'),
      okText: t('actions.submit'),
      cancelText: t('actions.cancel'),
      onOk: async () => {
        try {
          feedback.message.success(await frozen.mutateAsync({ ids: users.map((u) => u.id), status }));
          list.clearSelection();
        } catch (error) {
          const message = failureMessage(error);
          if (message) feedback.message.warning(message);
        }
      },
    });
  };

  const batchStatus = (status: FrozenStatus) => {
    if (list.selectedRows.length === 0) {
      feedback.message.warning(t('frozen.selectOne'));
      return;
    }
    setStatus(list.selectedRows, status);
  };

  const rowActions = (row: SysUser) => {
    const more: MenuProps['items'] = [
      { key: 'detail', label: t('actions.detail'), onClick: () => setDialog({ kind: 'detail', user: row }) },
      ...(buttons.edit
        ? [{ key: 'password', label: t('actions.password'), onClick: () => setDialog({ kind: 'password', user: row }) }]
        : []),
      ...(buttons.frozen
        ? [
            row.status === FROZEN
              ? { key: 'unfreeze', label: t('actions.unfreeze'), onClick: () => setStatus([row], NORMAL) }
              : { key: 'freeze', label: t('actions.freeze'), onClick: () => setStatus([row], FROZEN) },
          ]
        : []),
    ];
    return (
      <>
        {buttons.edit && (
          <Button type="link" size="small" onClick={() => setDialog({ kind: 'form', user: row })}>
            {t('actions.edit')}
          </Button>
        )}
        <Dropdown menu={{ items: more }} trigger={['click']}>
          <Button type="link" size="small" aria-label={`${t('actions.more')} ${row.username}`}>
            {t('actions.more')} <DownOutlined />
          </Button>
        </Dropdown>
      </>
    );
  };

  return (
    <Card variant="borderless">
      <ListPage<SysUser>
        list={list}
        columns={columns}
        searchFields={userSearchFields(t)}
        searchOperators={USER_SEARCH_OPERATORS}
        superQueryFields={queryFields}
        onAdd={buttons.add ? () => setDialog({ kind: 'form', user: null }) : undefined}
        rowActions={rowActions}
        actionColumnWidth={120}
        toolbarExtra={
          buttons.frozen && (
            <Space>
              <Button icon={<LockOutlined />} onClick={() => batchStatus(FROZEN)}>
                {t('actions.batchFreeze')}
              </Button>
              <Button icon={<UnlockOutlined />} onClick={() => batchStatus(NORMAL)}>
                {t('actions.batchUnfreeze')}
              </Button>
            </Space>
          )
        }
      />
      <UserFormDrawer
        open={dialog?.kind === 'form'}
        user={dialog?.kind === 'form' ? dialog.user : null}
        onClose={() => setDialog(null)}
      />
      <UserDetailModal user={dialog?.kind === 'detail' ? dialog.user : null} onClose={() => setDialog(null)} />
      <PasswordModal user={dialog?.kind === 'password' ? dialog.user : null} onClose={() => setDialog(null)} />
    </Card>
  );
}

export default UserListPage;
