import { MessageOutlined } from '@ant-design/icons';
import { Button, Descriptions, Drawer, Space, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { CropOverview, CropOverviewUnit } from '@cropwatch/contract';
import {
  askAssistantPath,
  CONDITION_COLOURS,
  isEnglish,
  periodLabel,
  plain,
  signed,
  unitName,
} from '../lib/crop-figures';

interface Row {
  key: string;
  name: string;
  value: string;
  reference: string;
  departure: string;
}

/** The indicator table of a unit: current value and departure (agroclimatic vs 15YA, agronomic vs 5YA). */
function indicatorRows(u: CropOverviewUnit, t: (k: string) => string): Row[] {
  return [
    {
      key: 'RAIN',
      name: t('indicator.RAIN'),
      value: `${plain(u.rainMm)} mm`,
      reference: '15YA',
      departure: signed(u.rainDepPct, '%'),
    },
    {
      key: 'TEMP',
      name: t('indicator.TEMP'),
      value: `${plain(u.tempC, 1)} °C`,
      reference: '15YA',
      departure: signed(u.tempDepC, ' °C', 1),
    },
    {
      key: 'RADPAR',
      name: t('indicator.RADPAR'),
      value: `${plain(u.radparMjM2)} MJ/m²`,
      reference: '15YA',
      departure: signed(u.radparDepPct, '%'),
    },
    {
      key: 'BIOMSS',
      name: t('indicator.BIOMSS'),
      value: `${plain(u.biomssGdmM2)} gDM/m²`,
      reference: '15YA',
      departure: signed(u.biomssDepPct, '%'),
    },
    {
      key: 'CALF',
      name: t('indicator.CALF'),
      value: `${plain(u.calfPct)}%`,
      reference: '5YA',
      departure: signed(u.calfDepPct, '%'),
    },
    { key: 'VCIx', name: t('indicator.VCIx'), value: plain(u.vcix, 2), reference: '–', departure: '–' },
    {
      key: 'CI',
      name: t('indicator.CI'),
      value: u.ciPct === null ? '–' : `${plain(u.ciPct)}%`,
      reference: '5YA',
      departure: signed(u.ciDepPct, '%'),
    },
    { key: 'CPI', name: t('indicator.CPI'), value: plain(u.cpi, 2), reference: '–', departure: '–' },
  ];
}

/** A unit's details: condition, indicator table, crop calendar stages in the period, and "ask the assistant". */
export function UnitDetailsDrawer({
  unit,
  overview,
  onClose,
}: {
  unit: CropOverviewUnit | null;
  overview: CropOverview | undefined;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('dashboard');
  const navigate = useNavigate();
  const lang = i18n.language;
  const en = isEnglish(lang);
  const stageName = (code: string) => {
    const s = overview?.stageNames.find((n) => n.code === code);
    return s ? (en ? s.nameEn : s.nameZh) : code;
  };
  const name = unit ? unitName(unit, lang) : '';
  const period = overview ? periodLabel(overview.period, lang) : '';
  const question = t('ask.question', { unit: name, period });

  return (
    <Drawer
      open={unit !== null}
      onClose={onClose}
      size={520}
      title={
        unit ? (
          <Space>
            {name}
            <Tag color={CONDITION_COLOURS[unit.condition]}>{t(`condition.${unit.condition}`)}</Tag>
          </Space>
        ) : null
      }
      extra={
        unit ? (
          <Button
            type="primary"
            icon={<MessageOutlined />}
            onClick={() => void navigate(askAssistantPath(question))}
            data-testid="ask-assistant"
          >
            {t('ask.button')}
          </Button>
        ) : null
      }
      destroyOnHidden
    >
      {unit ? (
        <div data-testid="unit-details">
          <Descriptions size="small" column={1} bordered>
            <Descriptions.Item label={t('details.level')}>{t(`level.${unit.level}`)}</Descriptions.Item>
            <Descriptions.Item label={t('details.period')}>{period}</Descriptions.Item>
            <Descriptions.Item label={t('details.drivers')}>
              {unit.drivers.length
                ? unit.drivers.map((d) => <Tag key={d}>{t(`driver.${d}`)}</Tag>)
                : t('details.noDrivers')}
            </Descriptions.Item>
            <Descriptions.Item label={t('details.irrigated')}>
              {unit.irrigatedSharePct === null ? t('details.unknown') : `${plain(unit.irrigatedSharePct)}%`}
            </Descriptions.Item>
          </Descriptions>
          <Typography.Title level={5} className="cw-details-heading">
            {t('details.indicators')}
          </Typography.Title>
          <Table<Row>
            size="small"
            pagination={false}
            rowKey="key"
            dataSource={indicatorRows(unit, t)}
            columns={[
              { title: t('details.indicator'), dataIndex: 'name' },
              { title: t('details.value'), dataIndex: 'value', align: 'right' },
              { title: t('details.departure'), dataIndex: 'departure', align: 'right' },
              { title: t('details.reference'), dataIndex: 'reference', align: 'center' },
            ]}
          />
          <Typography.Title level={5} className="cw-details-heading">
            {t('details.calendar')}
          </Typography.Title>
          {unit.stages.length === 0 ? (
            <Typography.Text type="secondary">{t('details.noCalendar')}</Typography.Text>
          ) : (
            <ul className="cw-stage-list">
              {unit.stages.map((s) => (
                <li key={`${s.crop}-${s.cropSeason}`}>
                  <Typography.Text strong>
                    {t(`crop.${s.crop}`, { defaultValue: s.crop })}
                    {s.cropSeason !== 'main'
                      ? ` · ${t(`cropSeason.${s.cropSeason}`, { defaultValue: s.cropSeason })}`
                      : ''}
                  </Typography.Text>
                  {en ? ': ' : '：'}
                  {s.stages.map(stageName).join(en ? ' → ' : '→')}
                </li>
              ))}
            </ul>
          )}
          <Typography.Paragraph type="secondary" className="cw-demo-note">
            {t('demoNotice')}
          </Typography.Paragraph>
        </div>
      ) : null}
    </Drawer>
  );
}
