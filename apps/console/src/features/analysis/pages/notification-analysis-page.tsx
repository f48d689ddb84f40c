import { FileMarkdownOutlined, FileWordOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Descriptions, Empty, Popconfirm, Progress, Select, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { AnalysisItem } from '@cropwatch/contract';
import { usePermission } from '../../../components/authorized/use-permission';
import { EMPTY_CELL, withEmptyMark } from '../../../components/list-page/empty-cell';
import { ListEmpty } from '../../../components/list-page/list-empty';
import { feedback } from '../../../lib/feedback';
import { failureMessage } from '../../../lib/http';
import { useAnalysis, useRecentAnalyses } from '../api/analyses';
import { exportBulletin } from '../api/export-bulletin';
import { type GenerationCommand, useGeneration } from '../api/generation';
import { useAnalysisItems } from '../api/items';
import { useChapters } from '../api/list-chapters';
import { ItemFormModal } from '../components/item-form-modal';
import { ItemStatusTag } from '../components/item-status-tag';
import { ItemTextDrawer } from '../components/item-text-drawer';
import { useAnalysisProgress } from '../hooks/use-analysis-progress';
import { analysisStatusColor, periodOfOptions } from '../lib/bulletin-labels';

/** Seeded on the workspace menu: generate, cancel, retry and hand edits (the server answers 510 without it). */
export const NOTIFICATION_PREFIX = 'analysis:notification:';
/** Adding and editing items belongs to the analyses' permission. */
export const ANALYZE_PREFIX = 'analysis:analyze:';

interface ChapterGroup {
  code: string;
  title: string;
  items: AnalysisItem[];
}

/** Items in the server's bulletin order, grouped by chapter in the order chapters first appear. */
export function groupByChapter(items: AnalysisItem[], titleOf: (item: AnalysisItem) => string): ChapterGroup[] {
  const groups = new Map<string, ChapterGroup>();
  for (const item of items) {
    const group = groups.get(item.chapterCode) ?? { code: item.chapterCode, title: titleOf(item), items: [] };
    group.items.push(item);
    groups.set(item.chapterCode, group);
  }
  return [...groups.values()];
}

/**
 * Sidebar → notification analysis (`analysis/NotificationAnalysis`): the bulletin workspace. One analysis (from
 * `?id=` or the picker), its progress, its items by chapter with their statuses, generation commands, each
 * item's text with hand edits and versions, and the Markdown and Word exports.
 */
export function NotificationAnalysisPage() {
  const { t, i18n } = useTranslation('analysis');
  const zh = !i18n.language.startsWith('en');
  const { excluded } = usePermission();
  const canGenerate = !excluded(NOTIFICATION_PREFIX).includes('generate');
  const canAdd = !excluded(ANALYZE_PREFIX).includes('add');
  const [params, setParams] = useSearchParams();
  const analysisId = params.get('id') ?? undefined;

  const analyses = useRecentAnalyses();
  // From the sidebar (no `?id=`): the newest analysis, the one being written.
  const newest = analyses.data?.[0]?.id;
  useEffect(() => {
    if (!analysisId && newest) setParams({ id: newest }, { replace: true });
  }, [analysisId, newest, setParams]);
  const analysis = useAnalysis(analysisId);
  const items = useAnalysisItems(analysisId);
  const progress = useAnalysisProgress(analysisId);
  const chapters = useChapters();
  const generation = useGeneration();
  const [formTarget, setFormTarget] = useState<{ item: AnalysisItem | 'new'; chapterCode?: string } | null>(null);
  const [textItemId, setTextItemId] = useState<string | null>(null);
  const [exporting, setExporting] = useState<'md' | 'docx' | null>(null);

  // The progress answer is newer than the item list between two list fetches: its statuses win.
  const live = useMemo(() => {
    const byId = new Map(progress.data?.items.map((p) => [p.id, p]));
    return (items.data ?? []).map((item) => {
      const p = byId.get(item.id);
      return p ? { ...item, status: p.status, errorMessage: p.errorMessage } : item;
    });
  }, [items.data, progress.data]);
  const chapterTitle = (item: AnalysisItem) => {
    const c = chapters.data?.find((x) => x.code === item.chapterCode);
    const name = (zh ? item.chapterNameZh : item.chapterNameEn) ?? item.chapterCode;
    return c?.number ? `${c.number} ${name}` : name;
  };
  const groups = groupByChapter(live, chapterTitle);
  const textItem = live.find((i) => i.id === textItemId) ?? null;

  const main = analysis.data;
  const counts = progress.data?.counts ?? main?.counts;
  const status = progress.data?.status ?? main?.status;
  const waiting = (counts?.waiting ?? 0) > 0;

  const run = async (command: GenerationCommand) => {
    try {
      feedback.message.success(await generation.mutateAsync(command));
    } catch (error) {
      const message = failureMessage(error);
      if (message) feedback.message.warning(message);
    }
  };
  const download = async (format: 'md' | 'docx') => {
    if (!main) return;
    setExporting(format);
    try {
      await exportBulletin(main.id, main.title, format);
    } finally {
      setExporting(null);
    }
  };

  const columns: ColumnsType<AnalysisItem> = [
    {
      title: t('analyze.item.zone'),
      key: 'zone',
      render: (_: unknown, row) => (
        <Space size={4}>
          <span>{(zh ? row.zoneNameZh : row.zoneNameEn) ?? EMPTY_CELL}</span>
          <Typography.Text type="secondary">{row.zoneCode}</Typography.Text>
        </Space>
      ),
    },
    {
      title: t('analyze.item.partition'),
      key: 'partition',
      width: 180,
      render: (_: unknown, row) => (zh ? row.partitionNameZh : row.partitionNameEn),
    },
    {
      title: t('analyze.item.fileType'),
      dataIndex: 'fileType',
      width: 110,
      render: (v: AnalysisItem['fileType']) => t(`analyze.fileTypes.${v}`),
    },
    {
      title: t('analyze.item.status'),
      dataIndex: 'status',
      width: 130,
      render: (_: unknown, row) => <ItemStatusTag status={row.status} error={row.errorMessage} />,
    },
    {
      title: t('analyze.item.version'),
      dataIndex: 'version',
      width: 80,
      render: (v: number) => (v ? t('cueWord.versionValue', { version: v }) : null),
    },
    {
      title: t('analyze.workspace.actions'),
      key: 'actions',
      width: 240,
      render: (_: unknown, row) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setTextItemId(row.id)}>
            {t('analyze.workspace.openText')}
          </Button>
          {canGenerate && (
            <Button
              type="link"
              size="small"
              disabled={row.status === 'WAITING'}
              onClick={() => void run({ kind: 'items', ids: [row.id] })}
            >
              {t(row.status === 'NOT_GENERATED' ? 'analyze.workspace.generateOne' : 'analyze.workspace.regenerate')}
            </Button>
          )}
          {canAdd && (
            <Button
              type="link"
              size="small"
              disabled={row.status === 'WAITING'}
              onClick={() => setFormTarget({ item: row })}
            >
              {t('common.edit')}
            </Button>
          )}
        </Space>
      ),
    },
  ];

  // Loading is not empty (issue #31): the picker's list, the jump to the newest analysis and the chosen analysis.
  const firstLoad = analysisId ? analysis.isPending : analyses.isPending || Boolean(newest);
  const percent = counts?.total ? Math.round((100 * (counts.generated + counts.failed)) / counts.total) : 0;

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }} className="cw-notification-analysis">
      <Card size="small">
        <Space wrap>
          <span>{t('analyze.workspace.pick')}</span>
          <Select
            aria-label={t('analyze.workspace.pick')}
            showSearch
            optionFilterProp="label"
            style={{ width: 420 }}
            value={analysisId}
            loading={analyses.isLoading}
            placeholder={t('analyze.workspace.pickPlaceholder')}
            onChange={(id: string) => setParams({ id })}
            options={(analyses.data ?? []).map((a) => ({
              value: a.id,
              label: `${a.title} · ${t(`analyze.periodOf.${a.period}`, periodOfOptions(a.year))}`,
            }))}
          />
        </Space>
      </Card>
      {firstLoad && <ListEmpty phase="loading" />}
      {!analysisId && !firstLoad && <Empty description={t('analyze.workspace.none')} />}
      {analysisId && analysis.isSuccess && !main && <Empty description={t('analyze.workspace.notFound')} />}
      {main && (
        <Card
          title={
            <Space>
              <span data-testid="analysis-title" className="cw-data">
                {main.title}
              </span>
              {status && (
                <Tag color={analysisStatusColor[status]} data-status={status}>
                  {t(`analyze.status.${status}`)}
                </Tag>
              )}
            </Space>
          }
          extra={
            <Space wrap>
              {canGenerate && (
                <Button
                  type="primary"
                  disabled={!counts?.total}
                  loading={generation.isPending}
                  onClick={() => void run({ kind: 'analysis', body: { id: main.id } })}
                >
                  {t('analyze.workspace.generateAll')}
                </Button>
              )}
              {canGenerate && (counts?.failed ?? 0) > 0 && (
                <Button onClick={() => void run({ kind: 'analysis', body: { id: main.id, scope: 'failed' } })}>
                  {t('analyze.workspace.retryFailed', { count: counts?.failed })}
                </Button>
              )}
              {canGenerate && waiting && (
                <Popconfirm
                  title={t('analyze.workspace.cancelConfirm')}
                  okText={t('form.ok')}
                  cancelText={t('form.cancel')}
                  onConfirm={() => void run({ kind: 'cancel', id: main.id })}
                >
                  <Button danger>{t('analyze.workspace.cancel')}</Button>
                </Popconfirm>
              )}
              {canAdd && (
                <Button icon={<PlusOutlined />} onClick={() => setFormTarget({ item: 'new' })}>
                  {t('analyze.workspace.addItem')}
                </Button>
              )}
              <Button icon={<FileMarkdownOutlined />} loading={exporting === 'md'} onClick={() => void download('md')}>
                {t('analyze.workspace.exportMd')}
              </Button>
              <Button icon={<FileWordOutlined />} loading={exporting === 'docx'} onClick={() => void download('docx')}>
                {t('analyze.workspace.exportDocx')}
              </Button>
            </Space>
          }
        >
          <Descriptions size="small" column={{ xs: 1, md: 4 }}>
            <Descriptions.Item label={t('analyze.main.period')}>
              {t(`analyze.periodOf.${main.period}`, periodOfOptions(main.year))}
            </Descriptions.Item>
            <Descriptions.Item label={t('analyze.main.stage')}>
              {main.stage ? t(`analyze.stages.${main.stage}`, { defaultValue: main.stage }) : '—'}
            </Descriptions.Item>
            <Descriptions.Item label={t('analyze.main.lang')}>{t(`cueWord.langs.${main.lang}`)}</Descriptions.Item>
            <Descriptions.Item label={t('dataset.title')}>
              <span data-testid="analysis-dataset">
                {!main.datasetId
                  ? t('dataset.none')
                  : main.datasetName
                    ? t('dataset.label', { name: main.datasetName, version: main.datasetVersion ?? 1 })
                    : t('dataset.gone', { id: main.datasetId, version: main.datasetVersion ?? 1 })}
              </span>
            </Descriptions.Item>
            <Descriptions.Item label={t('analyze.main.counts')}>
              <span data-testid="analysis-counts">
                {t('analyze.workspace.counts', {
                  generated: counts?.generated ?? 0,
                  total: counts?.total ?? 0,
                  waiting: counts?.waiting ?? 0,
                  failed: counts?.failed ?? 0,
                })}
              </span>
            </Descriptions.Item>
          </Descriptions>
          <Progress
            percent={percent}
            success={{ percent: counts?.total ? Math.round((100 * counts.generated) / counts.total) : 0 }}
            status={waiting ? 'active' : (counts?.failed ?? 0) > 0 ? 'exception' : 'normal'}
          />
        </Card>
      )}
      {main && items.isSuccess && groups.length === 0 && <Empty description={t('analyze.workspace.noItems')} />}
      {main &&
        groups.map((group) => (
          <Card
            key={group.code}
            size="small"
            title={group.title}
            data-testid={`chapter-${group.code}`}
            extra={
              <Space>
                {canAdd && (
                  <Button size="small" onClick={() => setFormTarget({ item: 'new', chapterCode: group.code })}>
                    {t('analyze.workspace.addItem')}
                  </Button>
                )}
                {canGenerate && (
                  <Button
                    size="small"
                    type="primary"
                    ghost
                    disabled={group.items.every((i) => i.status === 'WAITING')}
                    onClick={() => void run({ kind: 'analysis', body: { id: main.id, chapterCode: group.code } })}
                  >
                    {t('analyze.workspace.generateChapter')}
                  </Button>
                )}
              </Space>
            }
          >
            <Table<AnalysisItem>
              rowKey="id"
              size="small"
              pagination={false}
              columns={withEmptyMark(columns)}
              dataSource={group.items}
            />
          </Card>
        ))}
      {formTarget && main && (
        <ItemFormModal
          target={formTarget.item}
          analysis={main}
          chapterCode={formTarget.chapterCode}
          onClose={() => setFormTarget(null)}
        />
      )}
      <ItemTextDrawer item={textItem} canEdit={canGenerate} onClose={() => setTextItemId(null)} />
    </Space>
  );
}

export default NotificationAnalysisPage;
