import { ReloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Descriptions, Empty, Row, Space, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DiskInfo } from '@cropwatch/contract';
import { getDiskInfo } from '../api/monitor-calls';
import { MonitorChart } from '../components/monitor-chart';
import { formatBytes, formatDateTime } from '../lib/format';

const gauge = (d: DiskInfo, name: string) => ({
  series: [
    {
      type: 'gauge',
      min: 0,
      max: 100,
      progress: { show: true, width: 12 },
      axisLine: { lineStyle: { width: 12 } },
      detail: { formatter: '{value} %', fontSize: 18 },
      data: [{ value: d.restPPT, name }],
    },
  ],
});

/** 磁盘监控 (`modules/monitor/DiskMonitoring`): every file system with total, free and used %. */
export default function DiskMonitoringPage() {
  const { t } = useTranslation('monitor');
  const disks = useQuery({ queryKey: ['monitor', 'disks'], queryFn: ({ signal }) => getDiskInfo(signal) });
  return (
    <Card
      title={t('title.disk')}
      extra={
        <Space>
          {disks.dataUpdatedAt > 0 && (
            <Typography.Text type="secondary">
              {t('readAt', { time: formatDateTime(disks.dataUpdatedAt) })}
            </Typography.Text>
          )}
          <Button icon={<ReloadOutlined />} loading={disks.isFetching} onClick={() => void disks.refetch()}>
            {t('refresh')}
          </Button>
        </Space>
      }
    >
      {disks.error && <Alert type="warning" showIcon title={disks.error.message} />}
      {disks.isLoading && <Spin />}
      {disks.data?.length === 0 && <Empty />}
      <Row gutter={[16, 16]}>
        {disks.data?.map((d) => (
          <Col key={d.name} xs={24} md={12} xl={8}>
            <Card size="small" title={<code>{d.name}</code>} data-testid="disk-card">
              <MonitorChart option={gauge(d, t('disk.used'))} label={t('disk.chart', { name: d.name })} />
              <Descriptions size="small" column={1}>
                <Descriptions.Item label={t('disk.total')}>{formatBytes(d.max)}</Descriptions.Item>
                <Descriptions.Item label={t('disk.free')}>{formatBytes(d.rest)}</Descriptions.Item>
                <Descriptions.Item label={t('disk.used')}>{d.restPPT} %</Descriptions.Item>
              </Descriptions>
            </Card>
          </Col>
        ))}
      </Row>
    </Card>
  );
}
