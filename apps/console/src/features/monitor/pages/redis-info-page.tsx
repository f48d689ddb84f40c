import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Col, Row, Spin, Table } from 'antd';
import type { TFunction } from 'i18next';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NO_REDIS_MESSAGE, type RedisInfoEntry } from '@cropwatch/contract';
import { getRedisInfo, getRedisKeysSize, getRedisMemory } from '../api/monitor-calls';
import { MonitorChart } from '../components/monitor-chart';
import { formatBytes } from '../lib/format';

const REFRESH_MS = 5000;
const MAX_POINTS = 60;
type Point = [number, number];

const line = (name: string, points: Point[], bytes: boolean) => ({
  tooltip: { trigger: 'axis', valueFormatter: (v: number) => (bytes ? formatBytes(v) : String(v)) },
  grid: { left: 70, right: 16, top: 24, bottom: 24 },
  xAxis: { type: 'time' },
  yAxis: { type: 'value', axisLabel: { formatter: (v: number) => (bytes ? (formatBytes(v) ?? '') : String(v)) } },
  series: [{ name, type: 'line', showSymbol: false, areaStyle: {}, data: points }],
});

/** The two live series (key count, memory), one point every 5 s, kept to the last 60. */
function LiveCharts() {
  const { t } = useTranslation('monitor');
  const [keys, setKeys] = useState<Point[]>([]);
  const [memory, setMemory] = useState<Point[]>([]);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    const tick = async () => {
      try {
        const [k, m] = await Promise.all([getRedisKeysSize(controller.signal), getRedisMemory(controller.signal)]);
        setKeys((p) => [...p, [k.create_time, k.dbSize] as Point].slice(-MAX_POINTS));
        setMemory((p) => [...p, [m.create_time, Number(m.used_memory)] as Point].slice(-MAX_POINTS));
        setError(null);
      } catch (e) {
        if (!controller.signal.aborted) setError(e instanceof Error ? e.message : String(e));
      }
    };
    void tick();
    const timer = setInterval(() => void tick(), REFRESH_MS);
    return () => {
      controller.abort();
      clearInterval(timer);
    };
  }, []);
  const keysOption = useMemo(() => line(t('redis.keys'), keys, false), [keys, t]);
  const memoryOption = useMemo(() => line(t('redis.memory'), memory, true), [memory, t]);
  return (
    <>
      {error && <Alert type="warning" showIcon title={error} style={{ marginBottom: 12 }} />}
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Card size="small" title={t('redis.keys')}>
            <MonitorChart option={keysOption} label={t('redis.keys')} />
          </Card>
        </Col>
        <Col xs={24} md={12}>
          <Card size="small" title={t('redis.memory')}>
            <MonitorChart option={memoryOption} label={t('redis.memory')} />
          </Card>
        </Col>
      </Row>
    </>
  );
}

/** The server's notice in the interface's language (its two known messages; any other as it is). */
function redisNotice(message: string, t: TFunction): string {
  if (message === NO_REDIS_MESSAGE) return t('redis.notConfigured');
  const failed = /^Redis 不可用：(.*)$/s.exec(message);
  return failed ? t('redis.failed', { detail: failed[1] }) : message;
}

/**
 * Redis监控 (`modules/monitor/RedisInfo`): INFO as a table and two live charts. A server without Redis says so,
 * and the page shows that message instead of charts.
 */
export default function RedisInfoPage() {
  const { t } = useTranslation('monitor');
  const info = useQuery({
    queryKey: ['monitor', 'redis-info'],
    queryFn: ({ signal }) => getRedisInfo(signal),
    retry: false,
  });
  if (info.isLoading) return <Spin />;
  if (info.error)
    return (
      <Card title={t('title.redis')}>
        <Alert
          type="info"
          showIcon
          title={t('redis.unavailable')}
          description={redisNotice(info.error.message, t)}
          data-testid="redis-unavailable"
        />
      </Card>
    );
  return (
    <Card title={t('title.redis')}>
      <LiveCharts />
      <Table<RedisInfoEntry>
        style={{ marginTop: 16 }}
        size="small"
        rowKey="key"
        pagination={false}
        dataSource={info.data}
        columns={[
          { title: t('redis.key'), dataIndex: 'key', width: 260 },
          { title: t('redis.description'), dataIndex: 'description' },
          { title: t('redis.value'), dataIndex: 'value', width: 300 },
        ]}
      />
    </Card>
  );
}
