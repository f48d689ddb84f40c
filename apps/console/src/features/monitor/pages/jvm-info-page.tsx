import { MetricTable, type MetricRow } from '../components/metric-table';

const ROWS: readonly MetricRow[] = [
  { key: 'memoryMax', name: 'jvm.memory.max', tag: 'area:heap', format: 'bytes' },
  { key: 'memoryCommitted', name: 'jvm.memory.committed', tag: 'area:heap', format: 'bytes' },
  { key: 'heapUsed', name: 'jvm.memory.used', tag: 'area:heap', format: 'bytes' },
  { key: 'nonHeapCommitted', name: 'jvm.memory.committed', tag: 'area:nonheap', format: 'bytes' },
  { key: 'nonHeapUsed', name: 'jvm.memory.used', tag: 'area:nonheap', format: 'bytes' },
  { key: 'bufferUsed', name: 'jvm.buffer.memory.used', format: 'bytes' },
  { key: 'bufferCount', name: 'jvm.buffer.count', format: 'count' },
  { key: 'threadsDaemon', name: 'jvm.threads.daemon', format: 'count' },
  { key: 'threadsLive', name: 'jvm.threads.live', format: 'count' },
  { key: 'threadsPeak', name: 'jvm.threads.peak', format: 'count' },
  { key: 'classesLoaded', name: 'jvm.classes.loaded', format: 'count' },
  { key: 'classesUnloaded', name: 'jvm.classes.unloaded', format: 'count' },
  { key: 'gcAllocated', name: 'jvm.gc.memory.allocated', format: 'bytes' },
  { key: 'gcPromoted', name: 'jvm.gc.memory.promoted', format: 'bytes' },
  { key: 'gcMaxData', name: 'jvm.gc.max.data.size', format: 'bytes' },
  { key: 'gcLiveData', name: 'jvm.gc.live.data.size', format: 'bytes' },
  { key: 'gcPauseCount', name: 'jvm.gc.pause', statistic: 'COUNT', format: 'count' },
  { key: 'gcPauseTotal', name: 'jvm.gc.pause', statistic: 'TOTAL_TIME', format: 'secondsAsMs' },
  { key: 'gcPauseMax', name: 'jvm.gc.pause', statistic: 'MAX', format: 'secondsAsMs' },
];

/** JVM信息 (`modules/monitor/JvmInfo`): on the emulator, the Node equivalents the descriptions name. */
export default function JvmInfoPage() {
  return <MetricTable rows={ROWS} titleKey="title.jvm" />;
}
