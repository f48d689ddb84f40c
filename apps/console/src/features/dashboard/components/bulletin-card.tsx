import { FileMarkdownOutlined, FileWordOutlined, ReadOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Progress, Skeleton, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useRecentAnalyses, exportBulletin, useAnalysisProgress, analysisStatusColor, periodOfOptions } from '../../analysis';
import { CardProblem } from './card-problem';

/** The newest bulletin analysis: its period, how many items are generated (live while some wait), exports. */
export function BulletinCard() {
  const { t } = useTranslation(['dashboard', 'analysis']);
  const navigate = useNavigate();
  const analyses = useRecentAnalyses();
  const latest = analyses.data?.[0];
  const progress = useAnalysisProgress(latest?.id);
  const counts = progress.data?.counts ?? latest?.counts;
  const status = progress.data?.status ?? latest?.status;

  let body;
  if (analyses.isPending) body = <Skeleton active paragraph={{ rows: 3 }} />;
  else if (analyses.isError) body = <CardProblem error={analyses.error} onRetry={() => void analyses.refetch()} />;
  else if (!latest || !counts || !status) body = <Empty description={t('bulletin.none')} />;
  else {
    const pct = counts.total ? Math.round((counts.generated / counts.total) * 100) : 0;
    body = (
      <div data-testid="bulletin-card">
        <Typography.Text strong className="cw-bulletin-title">
          {latest.title}
        </Typography.Text>
        <div className="cw-bulletin-meta">
          <Tag>{t(`analysis:analyze.periodOf.${latest.period}`, periodOfOptions(latest.year))}</Tag>
          <Tag color={analysisStatusColor[status]}>{t(`analysis:analyze.status.${status}`)}</Tag>
        </div>
        <Progress
          percent={pct}
          status={counts.failed ? 'exception' : status === 'GENERATING' ? 'active' : undefined}
          format={() => t('bulletin.progress', { generated: counts.generated, total: counts.total })}
        />
        <Typography.Text type="secondary" className="cw-bulletin-counts">
          {t('bulletin.counts', { waiting: counts.waiting, failed: counts.failed, notGenerated: counts.notGenerated })}
        </Typography.Text>
        <Space wrap className="cw-bulletin-actions">
          <Button
            size="small"
            icon={<ReadOutlined />}
            onClick={() => void navigate(`/analysis/notification?id=${encodeURIComponent(latest.id)}`)}
          >
            {t('bulletin.open')}
          </Button>
          <Button
            size="small"
            icon={<FileMarkdownOutlined />}
            onClick={() => void exportBulletin(latest.id, latest.title, 'md')}
          >
            {t('bulletin.markdown')}
          </Button>
          <Button
            size="small"
            icon={<FileWordOutlined />}
            onClick={() => void exportBulletin(latest.id, latest.title, 'docx')}
          >
            {t('bulletin.word')}
          </Button>
        </Space>
      </div>
    );
  }
  return (
    <Card title={t('bulletin.title')} variant="borderless" className="cw-home-card">
      {body}
    </Card>
  );
}
