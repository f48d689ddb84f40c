import { MetricTable, type MetricRow } from '../components/metric-table';

const ROWS: readonly MetricRow[] = [
  { key: 'cpuCount', name: 'system.cpu.count', format: 'count' },
  { key: 'cpuUsage', name: 'system.cpu.usage', format: 'percent' },
  { key: 'loadAverage', name: 'system.load.average.1m', format: 'decimal' },
  { key: 'startTime', name: 'process.start.time', format: 'epoch' },
  { key: 'uptime', name: 'process.uptime', format: 'uptime' },
  { key: 'processCpu', name: 'process.cpu.usage', format: 'percent' },
  { key: 'heapUsed', name: 'jvm.memory.used', tag: 'area:heap', format: 'bytes' },
  { key: 'heapMax', name: 'jvm.memory.max', tag: 'area:heap', format: 'bytes' },
];

/** 服务器信息 (`modules/monitor/SystemInfo`). */
export default function SystemInfoPage() {
  return <MetricTable rows={ROWS} titleKey="title.system" />;
}
