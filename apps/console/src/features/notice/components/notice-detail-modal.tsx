import { Button, Descriptions, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { sanitizeHtml } from '../../../lib/sanitize-html';
import type { NoticeView } from '../lib/notice-view';
import { PriorityTag } from './priority-tag';

/** Spec §9: the announcement modal is 60% of the window wide, its body 80% of the window high. */
export const NOTICE_MODAL_WIDTH = '60%';
const BODY_HEIGHT = '80vh';

export interface NoticeDetailModalProps {
  notice: NoticeView | null;
  onClose: () => void;
}

/** Read-only detail of one notice; a `url` notice also offers to go and handle it (spec §2). */
export function NoticeDetailModal({ notice, onClose }: NoticeDetailModalProps) {
  const { t } = useTranslation('notice');
  const navigate = useNavigate();
  const handlePage = notice?.openType === 'url' && notice.openPage ? notice.openPage : null;

  return (
    <Modal
      open={notice !== null}
      title={notice?.titile}
      width={NOTICE_MODAL_WIDTH}
      onCancel={onClose}
      destroyOnHidden
      style={{ top: 20 }}
      styles={{ body: { height: BODY_HEIGHT, overflowY: 'auto' } }}
      footer={[
        handlePage && (
          <Button
            key="handle"
            type="primary"
            onClick={() => {
              onClose();
              void navigate(handlePage);
            }}
          >
            {t('detail.handle')}
          </Button>
        ),
        <Button key="close" onClick={onClose}>
          {t('detail.close')}
        </Button>,
      ]}
    >
      {notice && (
        <>
          <Descriptions
            size="small"
            column={3}
            items={[
              { key: 'sender', label: t('detail.sender'), children: notice.sender ?? '' },
              { key: 'sendTime', label: t('detail.sendTime'), children: notice.sendTime ?? '' },
              {
                key: 'priority',
                label: t('detail.priority'),
                children: <PriorityTag priority={notice.priority} />,
              },
            ]}
          />
          {/* Sanitised: publishers' editor HTML must not run in the reader's session. */}
          <div
            className="cw-notice-content"
            data-testid="notice-content"
            dangerouslySetInnerHTML={{ __html: sanitizeHtml(notice.msgContent) }}
          />
        </>
      )}
    </Modal>
  );
}
