import { MetricTable, type MetricRow } from '../components/metric-table';

const ROWS: readonly MetricRow[] = [
  { key: 'sessionsCreated', name: 'tomcat.sessions.created', format: 'count' },
  { key: 'sessionsExpired', name: 'tomcat.sessions.expired', format: 'count' },
  { key: 'sessionsActive', name: 'tomcat.sessions.active.current', format: 'count' },
  { key: 'sessionsMax', name: 'tomcat.sessions.active.max', format: 'count' },
  { key: 'sessionsRejected', name: 'tomcat.sessions.rejected', format: 'count' },
  { key: 'requestCount', name: 'http.server.requests', statistic: 'COUNT', format: 'count' },
  { key: 'requestTotal', name: 'http.server.requests', statistic: 'TOTAL_TIME', format: 'secondsAsMs' },
  { key: 'requestMax', name: 'http.server.requests', statistic: 'MAX', format: 'secondsAsMs' },
];

/** Tomcat信息 (`modules/monitor/TomcatInfo`). */
export default function TomcatInfoPage() {
  return <MetricTable rows={ROWS} titleKey="title.tomcat" />;
}
