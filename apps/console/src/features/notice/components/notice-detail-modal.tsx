import { Button, Descriptions, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { Announcement } from '@cropwatch/contract';
import { sanitizeHtml } from '../sanitize-html';

/** Spec §9: the announcement modal is 60% of the window wide, its body at most 80% of the window high. */
const MODAL_WIDTH = '60%';

/** Read-only detail of one notice; a `url` notice also offers to go and handle it (spec §2). */
export function NoticeDetailModal({ notice, onClose }: { notice: Announcement | null; onClose: () => void }) {
  const { t } = useTranslation('notice');
  const navigate = useNavigate();
  const handlePage = notice?.openType === 'url' && notice.openPage ? notice.openPage : null;

  return (
    <Modal
      open={notice !== null}
      title={notice?.titile}
      width={MODAL_WIDTH}
      onCancel={onClose}
      styles={{ body: { maxHeight: '80vh', overflowY: 'auto' } }}
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
            column={2}
            items={[
              { key: 'sender', label: t('detail.sender'), children: notice.sender ?? '' },
              { key: 'sendTime', label: t('detail.sendTime'), children: notice.sendTime ?? '' },
            ]}
          />
          {/* Sanitised above: publishers' editor HTML must not run in the reader's session. */}
          <div className="cw-notice-content" dangerouslySetInnerHTML={{ __html: sanitizeHtml(notice.msgContent) }} />
        </>
      )}
    </Modal>
  );
}
