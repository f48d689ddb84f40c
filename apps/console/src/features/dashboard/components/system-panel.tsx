import { ApartmentOutlined, LoginOutlined, NotificationOutlined, TeamOutlined } from '@ant-design/icons';
import { Button, Card, Col, Empty, Result, Row, Skeleton, Statistic, theme } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useAnnouncementTotal } from '../api/get-announcement-total';
import { useDepartCount } from '../api/get-depart-count';
import { useLoginInfo } from '../api/get-login-info';
import { useUserTotal } from '../api/get-user-total';
import { useVisitInfo } from '../api/get-visit-info';
import { StatCard } from './stat-card';

// echarts stays out of every chunk but this one, and loads only when the chart renders.
const VisitChart = lazy(() => import('./visit-chart'));

const COLS = { xs: 24, sm: 8 } as const;

function LoginCounters() {
  const { t } = useTranslation('dashboard');
  const info = useLoginInfo();
  if (info.isError) {
    return (
      <Card size="small" variant="borderless">
        <Result
          status="warning"
          title={t('loadFailed')}
          extra={<Button onClick={() => void info.refetch()}>{t('retry')}</Button>}
        />
      </Card>
    );
  }
  const figures = [
    ['totalVisits', info.data?.totalVisitCount],
    ['todayVisits', info.data?.todayVisitCount],
    ['todayIp', info.data?.todayIp],
  ] as const;
  return (
    <Row gutter={[12, 12]}>
      {figures.map(([key, value]) => (
        <Col key={key} {...COLS}>
          <Card size="small" variant="borderless">
            <Statistic title={t(key)} value={value ?? 0} loading={info.isPending} prefix={<LoginOutlined />} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}

function VisitsCard() {
  const { t } = useTranslation('dashboard');
  const { token } = theme.useToken();
  const visits = useVisitInfo();
  let body;
  if (visits.isPending) body = <Skeleton active />;
  else if (visits.isError) {
    body = (
      <Result
        status="warning"
        title={t('loadFailed')}
        extra={<Button onClick={() => void visits.refetch()}>{t('retry')}</Button>}
      />
    );
  } else if (visits.data.length === 0) body = <Empty description={t('noVisits')} />;
  else {
    body = (
      <Suspense fallback={<Skeleton active />}>
        <VisitChart days={visits.data} visitsLabel={t('visits')} ipsLabel={t('ips')} color={token.colorPrimary} />
      </Suspense>
    );
  }
  return (
    <Card title={t('visitsChart')} variant="borderless">
      {body}
    </Card>
  );
}

/** The system figures of the home page (users, departments, announcements, logins), on its 'system' tab. */
export function SystemPanel() {
  const { t } = useTranslation('dashboard');
  const users = useUserTotal();
  const departs = useDepartCount();
  const announcements = useAnnouncementTotal();

  return (
    <div className="cw-system-panel">
      <Row gutter={[12, 12]}>
        <Col {...COLS}>
          <StatCard title={t('users')} icon={<TeamOutlined />} query={users} />
        </Col>
        <Col {...COLS}>
          <StatCard title={t('departs')} icon={<ApartmentOutlined />} query={departs} />
        </Col>
        <Col {...COLS}>
          <StatCard title={t('announcements')} icon={<NotificationOutlined />} query={announcements} />
        </Col>
      </Row>
      <div style={{ marginTop: 12 }}>
        <LoginCounters />
      </div>
      <div style={{ marginTop: 12 }}>
        <VisitsCard />
      </div>
    </div>
  );
}
