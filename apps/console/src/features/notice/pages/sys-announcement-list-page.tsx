import { Badge, Button, Form, Input, Popconfirm, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AnnouncementCodes, type AnnouncementListRecord } from '@cropwatch/contract';
import { usePermission } from '../../../components/authorized/use-permission';
import type { ListColumns } from '../../../components/list-page/fit-column';
import { fieldsOf, ListPage } from '../../../components/list-page/list-page';
import { useListPage } from '../../../components/list-page/use-list-page';
import { feedback } from '../../../lib/feedback';
import { failureMessage } from '../../../lib/http';
import { useReleaseAnnouncement } from '../api/do-release-data';
import { useRevokeAnnouncement } from '../api/do-reovke-data';
import { announcementListKey, announcementListUrls } from '../api/get-announcement-list';
import { AnnouncementFormModal } from '../components/announcement-form-modal';
import { NoticeDetailModal } from '../components/notice-detail-modal';
import { PriorityTag } from '../components/priority-tag';
import { fromAnnouncement, type NoticeView } from '../lib/notice-view';

/**
 * Button codes of the announcement menu row (seed `isystem-announcement`: `announcement:add|release|revoke`,
 * show/hide type), checked the `authPre` way: a code is offered unless it is excluded for the user.
 */
export const ANNOUNCEMENT_AUTH_PRE = 'announcement:';

const { draft, published } = AnnouncementCodes.sendStatus;
const LIST_ONLY = { list: announcementListUrls.list };
const STATUS_BADGE = { '0': 'default', '1': 'success', '2': 'error' } as const;

type Status = AnnouncementListRecord['sendStatus'];

/**
 * Announcements (`system/SysAnnouncementList`): drafts are edited, published (pushed to their readers) and
 * revoked; the server requires `announcement:add` for writes and `announcement:release` / `revoke` for those.
 */
export default function SysAnnouncementListPage() {
  const { t } = useTranslation('notice');
  const { excluded } = usePermission();
  const denied = excluded(ANNOUNCEMENT_AUTH_PRE);
  const canWrite = !denied.includes('add');
  const canRelease = !denied.includes('release');
  const canRevoke = !denied.includes('revoke');
  const [form, setForm] = useState<{ open: boolean; record: AnnouncementListRecord | null }>({
    open: false,
    record: null,
  });
  const [detail, setDetail] = useState<NoticeView | null>(null);
  const release = useReleaseAnnouncement();
  const revoke = useRevokeAnnouncement();

  const columns: ListColumns<AnnouncementListRecord> = [
    { title: t('field.titile'), dataIndex: 'titile', ellipsis: true, sorter: true },
    {
      title: t('field.msgCategory'),
      dataIndex: 'msgCategory',
      kind: 'tag',
      optional: true,
      render: (value: AnnouncementListRecord['msgCategory']) => t(`category.${value}`),
    },
    { title: t('field.sender'), dataIndex: 'sender', optional: true },
    {
      title: t('field.priority'),
      dataIndex: 'priority',
      optional: true,
      render: (value: AnnouncementListRecord['priority']) => <PriorityTag priority={value} />,
    },
    {
      title: t('field.msgType'),
      dataIndex: 'msgType',
      optional: true,
      render: (value: AnnouncementListRecord['msgType']) => t(`msgType.${value}`),
    },
    {
      title: t('field.sendStatus'),
      dataIndex: 'sendStatus',
      kind: 'tag',
      render: (value: Status) => <Badge status={STATUS_BADGE[value]} text={t(`sendStatus.${value}`)} />,
    },
    { title: t('field.sendTime'), dataIndex: 'sendTime', sorter: true },
    { title: t('field.cancelTime'), dataIndex: 'cancelTime', optional: true },
  ];

  const list = useListPage<AnnouncementListRecord>({
    // Deleting needs the add permission on the server; without it the kit shows no delete buttons.
    url: canWrite ? announcementListUrls : LIST_ONLY,
    queryKey: announcementListKey,
    fields: fieldsOf(columns),
    authPre: ANNOUNCEMENT_AUTH_PRE,
  });

  const act = (mutate: (id: string) => Promise<string>, id: string) => {
    mutate(id)
      .then((message) => feedback.message.success(message))
      .catch((error: unknown) => {
        const message = failureMessage(error);
        if (message) feedback.message.warning(message);
      });
  };

  const rowActions = (row: AnnouncementListRecord) => (
    <>
      {row.sendStatus === draft && canWrite && (
        <Button type="link" size="small" onClick={() => setForm({ open: true, record: row })}>
          {t('actions.edit')}
        </Button>
      )}
      {row.sendStatus === draft && canRelease && (
        <Popconfirm
          title={t('admin.releaseConfirm')}
          okText={t('actions.ok')}
          cancelText={t('actions.cancel')}
          onConfirm={() => act(release.mutateAsync, row.id)}
        >
          <Button type="link" size="small">
            {t('actions.release')}
          </Button>
        </Popconfirm>
      )}
      {row.sendStatus === published && canRevoke && (
        <Popconfirm
          title={t('admin.revokeConfirm')}
          okText={t('actions.ok')}
          cancelText={t('actions.cancel')}
          onConfirm={() => act(revoke.mutateAsync, row.id)}
        >
          <Button type="link" size="small">
            {t('actions.revoke')}
          </Button>
        </Popconfirm>
      )}
      <Button type="link" size="small" onClick={() => setDetail({ ...fromAnnouncement(row), read: true })}>
        {t('actions.view')}
      </Button>
    </>
  );

  return (
    <>
      <ListPage
        list={list}
        columns={columns}
        searchOperators={{ titile: 'contains' }}
        searchFields={
          <>
            <Form.Item name="titile" label={t('field.titile')}>
              <Input aria-label={t('field.titile')} allowClear />
            </Form.Item>
            <Form.Item name="priority" label={t('field.priority')}>
              <Select
                aria-label={t('field.priority')}
                allowClear
                style={{ width: 120 }}
                options={(['L', 'M', 'H'] as const).map((value) => ({ value, label: t(`priority.${value}`) }))}
              />
            </Form.Item>
            <Form.Item name="sendStatus" label={t('field.sendStatus')}>
              <Select
                aria-label={t('field.sendStatus')}
                allowClear
                style={{ width: 120 }}
                options={(['0', '1', '2'] as const).map((value) => ({ value, label: t(`sendStatus.${value}`) }))}
              />
            </Form.Item>
          </>
        }
        onAdd={() => setForm({ open: true, record: null })}
        rowActions={rowActions}
        // Edit, Publish, View and More in English: the least the column takes, so optional columns give way in time.
        actionColumnWidth={250}
        // 删除 behind 更多: the action column keeps room for the columns.
        moreActions={() => []}
      />
      <AnnouncementFormModal
        open={form.open}
        record={form.record}
        onClose={() => setForm((f) => ({ ...f, open: false }))}
      />
      <NoticeDetailModal notice={detail} onClose={() => setDetail(null)} />
    </>
  );
}
