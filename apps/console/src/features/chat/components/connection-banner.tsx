import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ChatSocketStatus } from '../lib/chat-socket';

interface Props {
  status: ChatSocketStatus;
  creating: boolean;
  /** Another client took this session (spec §8 "multiple clients in use, session reset"). */
  reset: boolean;
  onRetry: () => void;
  onDismissReset: () => void;
}

/** The chat states of spec §8: connecting, session creating, disconnected please retry, multi-client reset. */
export function ConnectionBanner({ status, creating, reset, onRetry, onDismissReset }: Props) {
  const { t } = useTranslation('chat');
  const banners = [];
  if (status === 'connecting' || status === 'idle') {
    banners.push(<Alert key="c" type="info" showIcon banner title={t('connection.connecting')} role="status" />);
  }
  if (creating) {
    banners.push(<Alert key="s" type="info" showIcon banner title={t('connection.creating')} role="status" />);
  }
  if (status === 'reconnecting' || status === 'disconnected') {
    banners.push(
      <Alert
        key="d"
        type={status === 'disconnected' ? 'error' : 'warning'}
        showIcon
        banner
        role="alert"
        title={status === 'disconnected' ? t('connection.disconnected') : t('connection.reconnecting')}
        action={
          <Button size="small" onClick={onRetry}>
            {t('connection.retry')}
          </Button>
        }
      />,
    );
  }
  if (reset) {
    banners.push(
      <Alert
        key="r"
        type="warning"
        showIcon
        banner
        closable={{ onClose: onDismissReset }}
        role="alert"
        title={t('connection.reset')}
      />,
    );
  }
  return banners.length ? <div className="cw-chat-banners">{banners}</div> : null;
}
