import { Alert, Descriptions, Empty, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import type { CropTask, CropTaskIndicators, CropTaskSummaryUnit } from '@cropwatch/contract';
import { cellOrMark, EMPTY_CELL } from '../../../components/list-page/empty-cell';
import { useLabels } from './use-labels';

const CONDITION_COLOURS = { exceptional: 'green', favourable: 'cyan', watch: 'gold', poor: 'red' } as const;

const num = (v: number | null, digits = 1) => (v === null ? EMPTY_CELL : v.toFixed(digits));
const signed = (v: number | null, digits = 0) => (v === null ? EMPTY_CELL : `${v > 0 ? '+' : ''}${v.toFixed(digits)}`);
const pct = (share: number) => `${(share * 100).toFixed(1)}%`;

export function ConditionTag({ condition }: { condition: keyof typeof CONDITION_COLOURS | null }) {
  const { t } = useTranslation('cropTask');
  return condition ? <Tag color={CONDITION_COLOURS[condition]}>{t(`conditions.${condition}`)}</Tag> : cellOrMark(null);
}

/** The indicator columns shared by the units table and the overall row. */
function indicatorItems(v: CropTaskIndicators, t: (k: string) => string) {
  return [
    { key: 'rain', label: t('summary.rain'), children: `${num(v.rainMm, 0)} (${signed(v.rainDepPct)}%)` },
    { key: 'temp', label: t('summary.temp'), children: `${num(v.tempC)} (${signed(v.tempDepC, 1)} °C)` },
    { key: 'radpar', label: t('summary.radpar'), children: `${num(v.radparMjM2, 0)} (${signed(v.radparDepPct)}%)` },
    { key: 'biomss', label: t('summary.biomss'), children: `${num(v.biomssGdmM2, 0)} (${signed(v.biomssDepPct)}%)` },
    { key: 'calf', label: t('summary.calf'), children: `${num(v.calfPct, 0)} (${signed(v.calfDepPct)}%)` },
    { key: 'vcix', label: t('summary.vcix'), children: num(v.vcix, 2) },
    { key: 'cpi', label: t('summary.cpi'), children: num(v.cpi, 2) },
  ];
}

/** The summary of an analysed task: coverage, condition, stages, weighted indicators and the covered units. */
export function TaskSummary({ task }: { task: CropTask }) {
  const { t } = useTranslation('cropTask');
  const labels = useLabels();
  const summary = task.summary;
  if (task.status === 'failed') {
    return <Alert type="error" showIcon title={t('fields.failReason')} description={task.failReason} />;
  }
  if (!summary) return <Empty description={t('summary.notAnalysed')} />;

  const columns: ColumnsType<CropTaskSummaryUnit> = [
    {
      title: t('summary.unit'),
      key: 'unit',
      render: (_, u) => `${labels.name(u)} (${u.code})`,
      fixed: 'left',
      width: 200,
    },
    { title: t('summary.level'), dataIndex: 'level', width: 100, render: (l: string) => t(`levels.${l}`) },
    {
      title: t('summary.overlapKm2'),
      dataIndex: 'areaKm2',
      width: 120,
      align: 'right',
      render: (v: number) => v.toLocaleString(),
    },
    { title: t('summary.shareOfTask'), dataIndex: 'shareOfTask', width: 100, align: 'right', render: pct },
    { title: t('summary.shareOfUnit'), dataIndex: 'shareOfUnit', width: 100, align: 'right', render: pct },
    { title: t('summary.weight'), dataIndex: 'weight', width: 90, align: 'right', render: pct },
    {
      title: t('summary.rain'),
      dataIndex: 'rainMm',
      width: 90,
      align: 'right',
      render: (v: number | null) => num(v, 0),
    },
    {
      title: t('summary.rainDep'),
      dataIndex: 'rainDepPct',
      width: 110,
      align: 'right',
      render: (v: number | null) => signed(v),
    },
    {
      title: t('summary.tempDep'),
      dataIndex: 'tempDepC',
      width: 110,
      align: 'right',
      render: (v: number | null) => signed(v, 1),
    },
    {
      title: t('summary.biomssDep'),
      dataIndex: 'biomssDepPct',
      width: 120,
      align: 'right',
      render: (v: number | null) => signed(v),
    },
    {
      title: t('summary.calfDep'),
      dataIndex: 'calfDepPct',
      width: 120,
      align: 'right',
      render: (v: number | null) => signed(v),
    },
    { title: t('summary.vcix'), dataIndex: 'vcix', width: 80, align: 'right', render: (v: number | null) => num(v, 2) },
    { title: t('summary.cpi'), dataIndex: 'cpi', width: 80, align: 'right', render: (v: number | null) => num(v, 2) },
    {
      title: t('fields.condition'),
      dataIndex: 'condition',
      width: 100,
      render: (c: CropTaskSummaryUnit['condition']) => <ConditionTag condition={c} />,
    },
    {
      title: t('summary.stages'),
      dataIndex: 'stages',
      width: 220,
      render: (s: string[]) => labels.stagesLabel(s),
    },
  ];

  return (
    <div className="cw-crop-task-summary" data-testid="task-summary">
      {summary.dataset ? (
        <Typography.Text type="secondary" data-testid="summary-dataset">
          {summary.dataset.synthetic ? `${t('summary.demoNotice')} · ` : ''}
          {t('summary.dataset', {
            name: summary.dataset.name,
            version: summary.dataset.version,
            citation: summary.dataset.citation,
            licence: summary.dataset.licence,
          })}
        </Typography.Text>
      ) : (
        // Summaries computed before datasets existed were read from the demo tables.
        <Typography.Text type="secondary">{t('summary.demoNotice')}</Typography.Text>
      )}
      <Descriptions size="small" column={{ xs: 1, md: 2, xl: 4 }} style={{ marginTop: 8 }}>
        <Descriptions.Item label={t('summary.areaKm2')}>{`${summary.areaKm2.toLocaleString()} km²`}</Descriptions.Item>
        <Descriptions.Item label={t('summary.coveredShare')}>{pct(summary.coveredShare)}</Descriptions.Item>
        <Descriptions.Item label={t('summary.condition')}>
          <ConditionTag condition={summary.condition} />
        </Descriptions.Item>
        <Descriptions.Item label={t('summary.stages')}>{labels.stagesLabel(summary.stages)}</Descriptions.Item>
        <Descriptions.Item label={t('fields.period')}>{labels.periodLabel(summary.period)}</Descriptions.Item>
        <Descriptions.Item label={t('fields.crop')}>{labels.cropLabel(summary.crop)}</Descriptions.Item>
        <Descriptions.Item label={t('summary.computedTime')}>{summary.computedTime}</Descriptions.Item>
      </Descriptions>
      <Descriptions
        size="small"
        title={t('summary.overall')}
        column={{ xs: 1, md: 2, xl: 4 }}
        items={indicatorItems(summary.overall, t)}
      />
      <Typography.Title level={5}>{t('summary.units')}</Typography.Title>
      <Table<CropTaskSummaryUnit>
        size="small"
        rowKey="code"
        columns={columns}
        dataSource={summary.units}
        pagination={false}
        scroll={{ x: 1700 }}
      />
    </div>
  );
}
