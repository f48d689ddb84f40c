import { EnvironmentOutlined, InfoCircleOutlined } from '@ant-design/icons';
import {
  Alert,
  Button,
  Card,
  Col,
  Empty,
  Row,
  Segmented,
  Select,
  Skeleton,
  Space,
  Tabs,
  Tag,
  Tooltip,
  Typography,
} from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { CROP_CONDITIONS, type CropOverviewUnit } from '@cropwatch/contract';
import { permissionStore } from '../../../stores/permission';
import { useCropOverview } from '../api/get-crop-overview';
import { BulletinCard } from '../components/bulletin-card';
import type { MapLayerKind } from '../components/condition-map';
import { MpzGlance } from '../components/mpz-glance';
import { RecentTasksCard } from '../components/recent-tasks-card';
import { SuggestedQuestionsCard } from '../components/suggested-questions-card';
import { SystemPanel } from '../components/system-panel';
import { UnitDetailsDrawer } from '../components/unit-details-drawer';
import { CONDITION_COLOURS, countByCondition, periodLabel } from '../lib/crop-figures';
import { menuHasPath } from '../lib/menu-grants';
import '../dashboard.css';

// Leaflet stays out of every chunk but the map's, and loads only when the map renders.
const ConditionMap = lazy(() => import('../components/condition-map'));

const MAP_HEIGHT = 460;

function Legend({ units }: { units: readonly CropOverviewUnit[] }) {
  const { t } = useTranslation('dashboard');
  const counts = countByCondition(units);
  return (
    <Space size="middle" wrap className="cw-condition-legend" aria-label={t('map.legend')}>
      {CROP_CONDITIONS.map((c) => (
        <Space key={c} size={4}>
          <span className="cw-condition-swatch" style={{ background: CONDITION_COLOURS[c] }} aria-hidden />
          {t(`condition.${c}`)}
          <Typography.Text type="secondary">({counts[c]})</Typography.Text>
        </Space>
      ))}
    </Space>
  );
}

/** The crop side of the home page: period picker, condition map, MPZs at a glance, bulletin, tasks, questions. */
function CropPanel() {
  const { t, i18n } = useTranslation('dashboard');
  const lang = i18n.language;
  const [period, setPeriod] = useState<string | undefined>(undefined);
  const [layer, setLayer] = useState<MapLayerKind>('country');
  const [openUnit, setOpenUnit] = useState<CropOverviewUnit | null>(null);
  const overview = useCropOverview(period);
  const data = overview.data;
  const layerUnits = data?.units.filter((u) => u.level === layer) ?? [];

  let map;
  if (overview.isPending) map = <Skeleton.Node active style={{ width: '100%', height: MAP_HEIGHT }} />;
  else if (overview.isError)
    map = (
      <Alert
        type="warning"
        showIcon
        title={t('overview.failed')}
        description={overview.error.message}
        action={<Button onClick={() => void overview.refetch()}>{t('retry')}</Button>}
      />
    );
  else if (!data || data.units.length === 0)
    map = (
      <Empty
        description={
          !data
            ? t('overview.empty')
            : !data.dataset
              ? t('overview.noDataset')
              : data.unavailable.some((u) => u.code === null)
                ? t('overview.notCovered', {
                    name: data.dataset.name,
                    version: data.dataset.version,
                    period: periodLabel(data.period, lang),
                  })
                : t('overview.empty')
        }
      />
    );
  else
    map = (
      <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height: MAP_HEIGHT }} />}>
        <ConditionMap units={layerUnits} layer={layer} onOpen={setOpenUnit} height={MAP_HEIGHT} />
      </Suspense>
    );

  const latest = data && data.period.code === data.latest;
  // Units the dataset holds but cannot class (no VCIx or CPI): named by code, never drawn with an invented class.
  const unavailableUnits = (data?.unavailable ?? []).flatMap((u) => (u.code ? [u.code] : []));
  return (
    <div className="cw-crop-panel">
      <Card variant="borderless" className="cw-home-hero">
        <div className="cw-home-hero-head">
          <div>
            <Typography.Title level={4} className="cw-home-title">
              <EnvironmentOutlined /> {t('overview.title')}
            </Typography.Title>
            <Typography.Text type="secondary" data-testid="period-caption">
              {data
                ? t(latest ? 'overview.captionLatest' : 'overview.caption', {
                    period: periodLabel(data.period, lang),
                    count: data.units.filter((u) => u.level === 'country').length,
                  })
                : t('overview.loading')}
            </Typography.Text>
          </div>
          <Space wrap>
            {data?.dataset ? (
              <Tooltip
                title={t('overview.datasetCitation', {
                  citation: data.dataset.citation,
                  licence: data.dataset.licence,
                })}
              >
                <Tag data-testid="overview-dataset" className="cw-home-dataset">
                  {t('overview.dataset', { name: data.dataset.name, version: data.dataset.version })}
                </Tag>
              </Tooltip>
            ) : null}
            {data?.dataset?.synthetic ? (
              <Tooltip title={t('demoNotice')}>
                <Tag icon={<InfoCircleOutlined />} color="gold">
                  {t('demoBadge')}
                </Tag>
              </Tooltip>
            ) : null}
            <Segmented<MapLayerKind>
              value={layer}
              onChange={setLayer}
              options={[
                { value: 'country', label: t('map.countries') },
                { value: 'mpz', label: t('map.mpzs') },
              ]}
              aria-label={t('map.layer')}
            />
            <Select
              aria-label={t('overview.period')}
              data-testid="period-picker"
              style={{ width: 200 }}
              loading={overview.isFetching}
              value={data?.period.code}
              onChange={setPeriod}
              options={(data?.periods ?? []).map((p) => ({
                value: p.code,
                label:
                  p.code === data?.latest ? `${periodLabel(p, lang)} · ${t('overview.latest')}` : periodLabel(p, lang),
              }))}
            />
          </Space>
        </div>
        <Row gutter={16}>
          <Col xs={24}>{map}</Col>
        </Row>
        {data ? (
          <div className="cw-home-map-foot">
            <Legend units={layerUnits} />
            <Typography.Text type="secondary" className="cw-map-note">
              {t('map.note')}
            </Typography.Text>
            {unavailableUnits.length > 0 ? (
              <Typography.Text type="warning" data-testid="units-unavailable">
                {t('overview.unitsUnavailable', { units: unavailableUnits.join(', ') })}
              </Typography.Text>
            ) : null}
          </div>
        ) : null}
      </Card>

      <Typography.Title level={5} className="cw-home-section">
        {t('glance.title')}
        <Typography.Text type="secondary" className="cw-home-section-hint">
          {t('glance.hint')}
        </Typography.Text>
      </Typography.Title>
      {data ? <MpzGlance units={data.units} onOpen={setOpenUnit} /> : <Skeleton active />}

      <Row gutter={[12, 12]} className="cw-home-cards">
        <Col xs={24} lg={8}>
          <BulletinCard />
        </Col>
        <Col xs={24} lg={8}>
          <RecentTasksCard />
        </Col>
        <Col xs={24} lg={8}>
          <SuggestedQuestionsCard />
        </Col>
      </Row>
      <UnitDetailsDrawer unit={openUnit} overview={data} onClose={() => setOpenUnit(null)} />
    </div>
  );
}

/**
 * `dashboard/Analysis` (issue #18): the home page is about crops. The system figures (users, departments,
 * announcements, logins) stay on a 'system' tab for users whose menu holds the user list.
 */
export default function AnalysisPage() {
  const { t } = useTranslation('dashboard');
  const { menu } = useSnapshot(permissionStore);
  const showSystem = menuHasPath(menu as never, '/isystem/user');
  if (!showSystem)
    return (
      <div className="cw-dashboard">
        <CropPanel />
      </div>
    );
  return (
    <div className="cw-dashboard">
      <Tabs
        className="cw-home-tabs"
        destroyOnHidden
        items={[
          { key: 'crops', label: t('tabs.crops'), children: <CropPanel /> },
          { key: 'system', label: t('tabs.system'), children: <SystemPanel /> },
        ]}
      />
    </div>
  );
}
