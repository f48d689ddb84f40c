import { ReloadOutlined } from '@ant-design/icons';
import { useQueries } from '@tanstack/react-query';
import { Button, Card, Space, Table, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActuatorMetric, ActuatorMetricName } from '@cropwatch/contract';
import { getMetric, metricKey } from '../api/metrics';
import { formatBytes, formatDateTime, formatEpochSeconds, formatMs, formatPercent, formatUptime } from '../lib/format';

export type MetricFormat = 'bytes' | 'count' | 'percent' | 'uptime' | 'epoch' | 'secondsAsMs' | 'decimal';

/** One row of a metric table: an actuator metric (optionally one tag and one statistic) and how to show it. */
export interface MetricRow {
  key: string;
  name: ActuatorMetricName;
  tag?: string;
  statistic?: string;
  format: MetricFormat;
}

const formatValue = (value: number, format: MetricFormat): string | null => {
  switch (format) {
    case 'bytes':
      return formatBytes(value);
    case 'percent':
      return formatPercent(value);
    case 'uptime':
      return formatUptime(value);
    case 'epoch':
      return formatEpochSeconds(value);
    case 'secondsAsMs':
      return formatMs(value * 1000);
    case 'decimal':
      return value.toFixed(2);
    default:
      return String(Math.round(value));
  }
};

/** The shown text of a reading, or null when the server has no such figure. */
export function metricText(metric: ActuatorMetric | undefined, row: MetricRow): string | null {
  const m = metric?.measurements.find((x) => x.statistic === (row.statistic ?? 'VALUE')) ?? metric?.measurements[0];
  // `NaN` (or no measurement): the server has no such figure.
  return m && typeof m.value === 'number' ? formatValue(m.value, row.format) : null;
}

interface Shown {
  row: MetricRow;
  text: string | null;
  description: string;
}

/**
 * The server, JVM and Tomcat pages: one actuator call per row (as the Vue2 pages do), a refresh button and the
 * time of the reading. A figure the server does not have is shown as unavailable with its reason.
 */
export function MetricTable({ rows, titleKey }: { rows: readonly MetricRow[]; titleKey: string }) {
  const { t, i18n } = useTranslation('monitor');
  const chinese = (i18n.resolvedLanguage ?? i18n.language).startsWith('zh');
  const [readAt, setReadAt] = useState(() => new Date());
  const results = useQueries({
    queries: rows.map((row) => ({
      queryKey: metricKey(row.name, row.tag),
      queryFn: ({ signal }: { signal: AbortSignal }) => getMetric(row.name, row.tag, signal),
      retry: false,
    })),
  });
  const loading = results.some((r) => r.isFetching);
  const shown: Shown[] = useMemo(
    () =>
      rows.map((row, i) => {
        const r = results[i];
        const text = metricText(r.data, row);
        const server = r.data?.description ?? '';
        // The server describes its figures in Chinese (with a note on this reading); other languages get the
        // description of the metric in their own words.
        const described =
          chinese || !server
            ? server
            : t(`metricDescription.${row.name.replace(/\./g, '_')}`, { defaultValue: server });
        return { row, text, description: r.error instanceof Error ? r.error.message : described };
      }),
    [rows, results, chinese, t],
  );
  const refresh = async () => {
    await Promise.all(results.map((r) => r.refetch()));
    setReadAt(new Date());
  };

  return (
    <Card
      title={t(titleKey)}
      extra={
        <Space>
          <Typography.Text type="secondary" data-testid="monitor-read-at">
            {t('readAt', { time: formatDateTime(readAt) })}
          </Typography.Text>
          <Button icon={<ReloadOutlined />} loading={loading} onClick={() => void refresh()}>
            {t('refresh')}
          </Button>
        </Space>
      }
    >
      <Table<Shown>
        size="small"
        rowKey={(s) => s.row.key}
        pagination={false}
        dataSource={shown}
        columns={[
          { title: t('col.param'), key: 'param', width: 220, render: (_: unknown, s) => t(`metric.${s.row.key}`) },
          {
            title: t('col.name'),
            key: 'name',
            width: 280,
            render: (_: unknown, s) => <code>{s.row.tag ? `${s.row.name} (${s.row.tag})` : s.row.name}</code>,
          },
          {
            title: t('col.value'),
            key: 'value',
            width: 200,
            render: (_: unknown, s) =>
              s.text === null ? <Tag>{t('unavailable')}</Tag> : <span data-metric={s.row.key}>{s.text}</span>,
          },
          { title: t('col.description'), dataIndex: 'description' },
        ]}
      />
    </Card>
  );
}
