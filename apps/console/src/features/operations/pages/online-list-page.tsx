import { Avatar, Button, Form, Input, Popconfirm } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { onlineList, type SysUserOnline } from '@cropwatch/contract';
import type { ListColumns } from '../../../components/list-page/fit-column';
import { ListPage } from '../../../components/list-page/list-page';
import { useListPage } from '../../../components/list-page/use-list-page';
import { feedback } from '../../../lib/feedback';
import { failureMessage } from '../../../lib/http';
import { useForceLogout } from '../api/force-logout';
import { onlineListKey } from '../api/online-list';
import { useButton } from '../components/use-button';

/** The last characters of the session key: enough to tell two sessions of one user apart. */
const tail = (key: string) => `…${key.slice(-8)}`;

/** 在线用户 (`system/SysUserOnlineList`): live sessions, with 强退 for holders of `online:forceLogout`. */
export function OnlineListPage() {
  const { t } = useTranslation('operations');
  const forceLogout = useForceLogout();
  const canForce = useButton('online:forceLogout');
  const columns: ListColumns<SysUserOnline> = useMemo(
    () => [
      {
        title: t('online.avatar'),
        dataIndex: 'avatar',
        kind: 'tag',
        optional: true,
        render: (_: unknown, row: SysUserOnline) => (
          <Avatar size="small">{(row.realname ?? row.username).slice(0, 1)}</Avatar>
        ),
      },
      { title: t('online.username'), dataIndex: 'username' },
      { title: t('online.realname'), dataIndex: 'realname' },
      {
        title: t('online.token'),
        dataIndex: 'token',
        kind: 'code',
        optional: true,
        render: (v: string) => <code>{tail(v)}</code>,
      },
      { title: t('online.loginTime'), dataIndex: 'loginTime' },
      { title: t('online.lastActiveTime'), dataIndex: 'lastActiveTime' },
      { title: t('online.ip'), dataIndex: 'ip' },
      {
        title: t('online.browser'),
        dataIndex: 'browser',
        kind: 'tag',
        optional: true,
        render: (v: string | null) => v ?? t('unknown'),
      },
      {
        title: t('online.os'),
        dataIndex: 'os',
        kind: 'tag',
        optional: true,
        render: (v: string | null) => v ?? t('unknown'),
      },
    ],
    [t],
  );
  const list = useListPage<SysUserOnline>({ url: { list: onlineList }, queryKey: onlineListKey, rowKey: 'token' });

  const onForce = async (row: SysUserOnline) => {
    try {
      await forceLogout.mutateAsync(row.token);
      feedback.message.success(t('online.forced', { name: row.realname ?? row.username }));
    } catch (e) {
      const message = failureMessage(e);
      if (message) feedback.message.warning(message);
    }
  };

  return (
    <ListPage<SysUserOnline>
      list={list}
      columns={columns}
      selectable={false}
      searchFields={
        <Form.Item name="username" label={t('online.username')}>
          <Input allowClear aria-label={t('online.username')} />
        </Form.Item>
      }
      rowActions={(row) =>
        canForce && (
          <Popconfirm
            title={t('online.confirm', { name: row.realname ?? row.username })}
            okText={t('ok')}
            cancelText={t('cancel')}
            onConfirm={() => void onForce(row)}
          >
            <Button type="link" size="small" danger>
              {t('online.force')}
            </Button>
          </Popconfirm>
        )
      }
    />
  );
}

export default OnlineListPage;
