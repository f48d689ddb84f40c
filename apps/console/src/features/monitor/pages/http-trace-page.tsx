import { ReloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Select, Space, Table, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HttpTrace } from '@cropwatch/contract';
import { getHttpTraces } from '../api/monitor-calls';
import { formatDateTime, formatMs } from '../lib/format';
import { type TraceFilter, visibleTraces } from '../lib/trace-filter';

const METHODS = ['GET', 'POST', 'PUT', 'DELETE'];
const STATUSES = ['2xx', '3xx', '4xx', '5xx'];
const statusColor = (s: number) => (s >= 500 ? 'red' : s >= 400 ? 'orange' : s >= 300 ? 'blue' : 'green');

/** 请求追踪 (`modules/monitor/HttpTrace`): the server's last requests, newest first; sortable by time taken. */
export default function HttpTracePage() {
  const { t } = useTranslation('monitor');
  const [filter, setFilter] = useState<TraceFilter>({});
  const traces = useQuery({ queryKey: ['monitor', 'httptrace'], queryFn: ({ signal }) => getHttpTraces(signal) });
  const rows = useMemo(() => visibleTraces(traces.data ?? [], filter), [traces.data, filter]);
  return (
    <Card
      title={t('title.trace')}
      extra={
        <Space wrap>
          <Select
            allowClear
            aria-label={t('trace.method')}
            placeholder={t('trace.method')}
            style={{ width: 120 }}
            options={METHODS.map((m) => ({ value: m, label: m }))}
            onChange={(method?: string) => setFilter((f) => ({ ...f, method }))}
          />
          <Select
            allowClear
            aria-label={t('trace.status')}
            placeholder={t('trace.status')}
            style={{ width: 120 }}
            options={STATUSES.map((s) => ({ value: s, label: s }))}
            onChange={(status?: string) => setFilter((f) => ({ ...f, status }))}
          />
          {traces.dataUpdatedAt > 0 && (
            <Typography.Text type="secondary">
              {t('readAt', { time: formatDateTime(traces.dataUpdatedAt) })}
            </Typography.Text>
          )}
          <Button icon={<ReloadOutlined />} loading={traces.isFetching} onClick={() => void traces.refetch()}>
            {t('refresh')}
          </Button>
        </Space>
      }
    >
      {traces.error && <Alert type="warning" showIcon title={traces.error.message} style={{ marginBottom: 12 }} />}
      <Table<HttpTrace>
        size="small"
        rowKey={(r) => `${r.timestamp}-${r.request.method}-${r.request.uri}-${r.timeTaken}`}
        dataSource={rows}
        loading={traces.isLoading}
        pagination={{ pageSize: 20, showSizeChanger: true }}
        columns={[
          {
            title: t('trace.timestamp'),
            dataIndex: 'timestamp',
            width: 190,
            render: (v: string) => formatDateTime(new Date(v)),
          },
          { title: t('trace.method'), key: 'method', width: 90, render: (_: unknown, r) => r.request.method },
          {
            title: t('trace.uri'),
            key: 'uri',
            render: (_: unknown, r) => <span style={{ wordBreak: 'break-all' }}>{r.request.uri}</span>,
          },
          {
            title: t('trace.status'),
            key: 'status',
            width: 90,
            render: (_: unknown, r) => <Tag color={statusColor(r.response.status)}>{r.response.status}</Tag>,
          },
          {
            title: t('trace.timeTaken'),
            dataIndex: 'timeTaken',
            width: 120,
            sorter: (a, b) => a.timeTaken - b.timeTaken,
            render: (v: number) => formatMs(v),
          },
        ]}
      />
    </Card>
  );
}
