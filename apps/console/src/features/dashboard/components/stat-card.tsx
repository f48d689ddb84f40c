import { ReloadOutlined } from '@ant-design/icons';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button, Card, Statistic, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ResultCode } from '@cropwatch/contract';
import { ResultError } from '../../../lib/http';

/**
 * One figure of the dashboard with its own loading and error state (a failing call does not blank the rest). A figure
 * whose page the user's roles do not grant (510, issue #20) is shown as not available, with the reason.
 */
export function StatCard({ title, icon, query }: { title: string; icon: ReactNode; query: UseQueryResult<number> }) {
  const { t } = useTranslation('dashboard');
  const denied = query.error instanceof ResultError && query.error.code === ResultCode.noAuth;
  return (
    <Card size="small" variant="borderless" className="cw-stat-card">
      {denied ? (
        <Statistic
          title={title}
          value="—"
          prefix={icon}
          suffix={<Typography.Text type="secondary">{t('noPermission')}</Typography.Text>}
        />
      ) : query.isError ? (
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
