import { BellOutlined, SoundOutlined } from '@ant-design/icons';
import { Avatar, Badge, Button, Empty, Popover, Spin, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { Announcement } from '@cropwatch/contract';
import { useListByUser } from '../api/list-by-user';
import { useNoticeOpener } from '../hooks/use-notice-opener';
import { useNoticeSocket } from '../hooks/use-notice-socket';
import { fromAnnouncement, type NoticeView } from '../lib/notice-view';
import './notice-bell.css';
import { NoticeDetailModal } from './notice-detail-modal';
import { PriorityTag } from './priority-tag';

/** Spec §9 notice popover width. */
export const NOTICE_POPOVER_WIDTH = 300;
/** "My announcements" (menu component `system/UserAnnouncementList`). */
export const MY_ANNOUNCEMENTS_PATH = '/isps/userAnnouncement';

function NoticeList({ items, onOpen }: { items: Announcement[]; onOpen: (a: NoticeView) => void }) {
  const { t } = useTranslation('notice');
  if (items.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('empty')} />;
  return (
    <ul className="cw-notice-list">
      {items.map((item) => (
        <li key={item.id}>
          <button type="button" className="cw-notice-item" onClick={() => onOpen(fromAnnouncement(item))}>
            <Avatar size="small" icon={<SoundOutlined />} style={{ background: '#1890FF', flex: 'none' }} />
            <span className="cw-notice-text">
              <span className="cw-notice-title">
                {item.titile} <PriorityTag priority={item.priority} />
              </span>
              <span className="cw-notice-time">{item.sendTime ?? item.createTime}</span>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}

/**
 * Header bell: unread notices and system messages from `listByUser`, polled and refreshed by the notification
 * socket's pushes; a click marks the notice read and opens it.
 */
export function NoticeBell() {
  const { t } = useTranslation('notice');
  const navigate = useNavigate();
  const query = useListByUser();
  useNoticeSocket();
  const opener = useNoticeOpener();
  const [open, setOpen] = useState(false);
  const data = query.data;
  const total = (data?.anntMsgTotal ?? 0) + (data?.sysMsgTotal ?? 0);

  const openNotice = (notice: NoticeView) => {
    setOpen(false);
    opener.open(notice);
  };

  const viewMore = () => {
    setOpen(false);
    void navigate(MY_ANNOUNCEMENTS_PATH);
  };

  const tab = (items: Announcement[]) => (
    <>
      <NoticeList items={items} onOpen={openNotice} />
      <Button type="link" block onClick={viewMore}>
        {t('viewMore')}
      </Button>
    </>
  );

  const content = query.isError ? (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('loadFailed')} />
  ) : (
    <Spin spinning={query.isPending}>
      <Tabs
        centered
        items={[
          {
            key: 'notice',
            label: `${t('notice')}(${data?.anntMsgTotal ?? 0})`,
            children: tab(data?.anntMsgList ?? []),
          },
          { key: 'system', label: `${t('system')}(${data?.sysMsgTotal ?? 0})`, children: tab(data?.sysMsgList ?? []) },
        ]}
      />
    </Spin>
  );

  return (
    <>
      <Popover
        trigger="click"
        placement="bottomRight"
        open={open}
        onOpenChange={setOpen}
        content={content}
        styles={{ container: { width: NOTICE_POPOVER_WIDTH, padding: '0 12px 8px' } }}
        arrow={false}
      >
        <button
          type="button"
          className="cw-header-action"
          aria-label={t('bell')}
          data-testid="notice-bell"
          data-count={total}
        >
          <Badge count={total} size="small" offset={[4, -2]}>
            <BellOutlined style={{ fontSize: 16 }} />
          </Badge>
        </button>
      </Popover>
      <NoticeDetailModal notice={opener.detail} onClose={opener.close} />
    </>
  );
}
