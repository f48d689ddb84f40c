import { CheckOutlined } from '@ant-design/icons';
import { Badge, Button, Form, Input, Select } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { AnnouncementCodes, getMyAnnouncementSend, type MyAnnouncementSend } from '@cropwatch/contract';
import { ListPage } from '../../../components/list-page/list-page';
import { useListPage } from '../../../components/list-page/use-list-page';
import { feedback } from '../../../lib/feedback';
import { failureMessage } from '../../../lib/http';
import { myAnnouncementsKey } from '../api/get-my-announcement-send';
import { useReadAll } from '../api/read-all';
import { NoticeDetailModal } from '../components/notice-detail-modal';
import { PriorityTag } from '../components/priority-tag';
import { useNoticeOpener } from '../hooks/use-notice-opener';
import { fromMySend } from '../lib/notice-view';

const { unread, read } = AnnouncementCodes.readFlag;
const { notice, system } = AnnouncementCodes.category;

/**
 * "My announcements" (`system/UserAnnouncementList`, `/isps/userAnnouncement`): the signed-in user's published
 * notices and system messages, unread first; reading one marks it read, "mark all read" empties the bell.
 */
export default function UserAnnouncementListPage() {
  const { t } = useTranslation('notice');
  const opener = useNoticeOpener();
  const readAll = useReadAll();
  const list = useListPage<MyAnnouncementSend>({
    url: { list: getMyAnnouncementSend },
    queryKey: myAnnouncementsKey,
    // The server orders unread first, then newest (a fixed mapper query that reads no sort parameters).
    defaultSorters: [],
  });

  const columns: ColumnsType<MyAnnouncementSend> = [
    { title: t('field.titile'), dataIndex: 'titile', ellipsis: true },
    {
      title: t('field.msgCategory'),
      dataIndex: 'msgCategory',
      width: 120,
      render: (value: MyAnnouncementSend['msgCategory']) => t(`category.${value}`),
    },
    { title: t('field.sender'), dataIndex: 'sender', width: 120 },
    {
      title: t('field.priority'),
      dataIndex: 'priority',
      width: 100,
      render: (value: MyAnnouncementSend['priority']) => <PriorityTag priority={value} />,
    },
    { title: t('field.sendTime'), dataIndex: 'sendTime', width: 180 },
    {
      title: t('field.readFlag'),
      dataIndex: 'readFlag',
      width: 110,
      render: (value: MyAnnouncementSend['readFlag']) =>
        value === read ? (
          <Badge status="default" text={t('readFlag.1')} />
        ) : (
          <Badge status="processing" text={t('readFlag.0')} />
        ),
    },
  ];

  const markAllRead = () => {
    readAll.mutate(undefined, {
      onSuccess: () => void feedback.message.success(t('my.readAllDone')),
      onError: (error) => {
        const message = failureMessage(error);
        if (message) feedback.message.warning(message);
      },
    });
  };

  return (
    <>
      <ListPage
        list={list}
        columns={columns}
        selectable={false}
        // The server matches `titile` and `sender` with LIKE itself: send the typed text as it is.
        searchOperators={{ titile: 'eq', sender: 'eq' }}
        searchFields={
          <>
            <Form.Item name="titile" label={t('field.titile')}>
              <Input aria-label={t('field.titile')} allowClear />
            </Form.Item>
            <Form.Item name="sender" label={t('field.sender')}>
              <Input aria-label={t('field.sender')} allowClear style={{ width: 140 }} />
            </Form.Item>
            <Form.Item name="msgCategory" label={t('field.msgCategory')}>
              <Select
                aria-label={t('field.msgCategory')}
                allowClear
                style={{ width: 140 }}
                options={[notice, system].map((value) => ({ value, label: t(`category.${value}`) }))}
              />
            </Form.Item>
            <Form.Item name="readFlag" label={t('field.readFlag')}>
              <Select
                aria-label={t('field.readFlag')}
                allowClear
                style={{ width: 120 }}
                options={[unread, read].map((value) => ({ value, label: t(`readFlag.${value}`) }))}
              />
            </Form.Item>
          </>
        }
        toolbarExtra={
          <Button type="primary" icon={<CheckOutlined />} loading={readAll.isPending} onClick={markAllRead}>
            {t('my.readAll')}
          </Button>
        }
        rowActions={(row) => (
          <Button type="link" size="small" onClick={() => opener.open(fromMySend(row))}>
            {t('actions.view')}
          </Button>
        )}
      />
      <NoticeDetailModal notice={opener.detail} onClose={opener.close} />
    </>
  );
}
