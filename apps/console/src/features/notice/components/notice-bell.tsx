import { BellOutlined, SoundOutlined } from '@ant-design/icons';
import { Avatar, Badge, Button, Empty, Popover, Spin, Tabs, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { Announcement } from '@cropwatch/contract';
import { useListByUser } from '../api/list-by-user';
import './notice-bell.css';
import { NoticeDetailModal } from './notice-detail-modal';

/** Spec §9 notice popover width. */
export const NOTICE_POPOVER_WIDTH = 300;
/** "My announcements" (menu component `system/UserAnnouncementList`). */
export const MY_ANNOUNCEMENTS_PATH = '/isps/userAnnouncement';

const PRIORITY_COLOURS = { L: 'blue', M: 'orange', H: 'red' } as const;

function NoticeList({ items, onOpen }: { items: Announcement[]; onOpen: (a: Announcement) => void }) {
  const { t } = useTranslation('notice');
  if (items.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('empty')} />;
  return (
    <ul className="cw-notice-list">
      {items.map((item) => (
        <li key={item.id}>
          <button type="button" className="cw-notice-item" onClick={() => onOpen(item)}>
            <Avatar size="small" icon={<SoundOutlined />} style={{ background: '#1890FF', flex: 'none' }} />
            <span className="cw-notice-text">
              <span className="cw-notice-title">
                {item.titile} <Tag color={PRIORITY_COLOURS[item.priority]}>{t(`priority.${item.priority}`)}</Tag>
              </span>
              <span className="cw-notice-time">{item.sendTime ?? item.createTime}</span>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}

/** Header bell: unread notices and system messages from `listByUser`, polled; a click opens the detail. */
export function NoticeBell() {
  const { t } = useTranslation('notice');
  const navigate = useNavigate();
  const query = useListByUser();
  const [open, setOpen] = useState(false);
  const [detail, setDetail] = useState<Announcement | null>(null);
  const data = query.data;
  const total = (data?.anntMsgTotal ?? 0) + (data?.sysMsgTotal ?? 0);

  const openDetail = (notice: Announcement) => {
    setOpen(false);
    setDetail(notice);
  };

  const viewMore = () => {
    setOpen(false);
    void navigate(MY_ANNOUNCEMENTS_PATH);
  };

  const tab = (items: Announcement[]) => (
    <>
      <NoticeList items={items} onOpen={openDetail} />
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
          { key: 'notice', label: `${t('notice')}(${data?.anntMsgTotal ?? 0})`, children: tab(data?.anntMsgList ?? []) },
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
        <button type="button" className="cw-header-action" aria-label={t('bell')}>
          <Badge count={total} size="small" offset={[4, -2]}>
            <BellOutlined style={{ fontSize: 16 }} />
          </Badge>
        </button>
      </Popover>
      <NoticeDetailModal notice={detail} onClose={() => setDetail(null)} />
    </>
  );
}
