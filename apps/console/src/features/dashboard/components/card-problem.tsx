import { ReloadOutlined } from '@ant-design/icons';
import { Button, Empty, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ResultError } from '../../../lib/http';

/** A card whose call failed: "not available for your role" when refused (510), else the message and a retry. */
export function CardProblem({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('dashboard');
  if (error instanceof ResultError && error.code === 510) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('notForRole')} />;
  }
  return (
    <div role="alert" className="cw-card-problem">
      <Typography.Text type="danger">{t('loadFailed')}</Typography.Text>{' '}
      <Button size="small" type="link" icon={<ReloadOutlined />} onClick={onRetry}>
        {t('retry')}
      </Button>
    </div>
  );
}
