import { ReloadOutlined } from '@ant-design/icons';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button, Card, Statistic, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** One figure of the dashboard with its own loading and error state (a failing call does not blank the rest). */
export function StatCard({ title, icon, query }: { title: string; icon: ReactNode; query: UseQueryResult<number> }) {
  const { t } = useTranslation('dashboard');
  return (
    <Card size="small" variant="borderless" className="cw-stat-card">
      {query.isError ? (
        <div role="alert">
          <Typography.Text type="secondary">{title}</Typography.Text>
          <div>
            <Typography.Text type="danger">{t('loadFailed')}</Typography.Text>{' '}
            <Button size="small" type="link" icon={<ReloadOutlined />} onClick={() => void query.refetch()}>
              {t('retry')}
            </Button>
          </div>
        </div>
      ) : (
        <Statistic title={title} value={query.data ?? 0} loading={query.isPending} prefix={icon} />
      )}
    </Card>
  );
}
