import { BarChartOutlined, DownloadOutlined, FileImageOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TitleComponent, ToolboxComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer, SVGRenderer } from 'echarts/renderers';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatAnswerChart, ChatMessage } from '@cropwatch/contract';
import { EChart } from '../../../components/echart/echart';
import { currentLanguage } from '../../../lib/i18n';
import { downloadAnswerTable, safeFileName } from '../api/answer-out';
import { answerChartOption } from '../lib/answer-chart';
import { chartFileName, saveChartPng, saveChartSvg } from '../lib/chart-save';

// Tree-shaken: the bar and line charts of answers (in the chat chunk).
echarts.use([
  BarChart,
  LineChart,
  GridComponent,
  LegendComponent,
  TitleComponent,
  ToolboxComponent,
  TooltipComponent,
  CanvasRenderer,
  SVGRenderer,
]);

const CHART_HEIGHT = 260;

function AnswerChart({ chart, fileName }: { chart: ChatAnswerChart; fileName: string }) {
  const { t } = useTranslation('chat');
  const lang = currentLanguage();
  const option = useMemo(
    () => answerChartOption(chart, lang, t('answerOut.savePng'), fileName),
    [chart, lang, t, fileName],
  );
  const label = t('answerOut.chartLabel', { series: chart.series.map((s) => s.name).join('、') });
  const box = useRef<HTMLDivElement>(null);
  const instance = useRef<echarts.ECharts | null>(null);
  const savePng = () => {
    if (instance.current) saveChartPng(instance.current, chartFileName(chart.title, 'png'));
  };
  // The width on screen (a hidden or unmeasured box draws at 640), the same height.
  const saveSvg = () =>
    saveChartSvg(option, box.current?.clientWidth || 640, CHART_HEIGHT, chartFileName(chart.title, 'svg'));
  return (
    <div className="cw-chat-answer-chart" data-testid="chat-answer-chart" data-chart-type={chart.type} ref={box}>
      <Space size={4} wrap>
        <Button size="small" icon={<FileImageOutlined />} onClick={savePng}>
          {t('answerOut.savePng')}
        </Button>
        <Button size="small" icon={<FileImageOutlined />} onClick={saveSvg}>
          {t('answerOut.saveSvg')}
        </Button>
      </Space>
      <EChart option={option} height={CHART_HEIGHT} label={label} instanceRef={instance} />
    </div>
  );
}

function TableTools({ message, index, sessionTitle }: { message: ChatMessage; index: number; sessionTitle: string }) {
  const { t } = useTranslation('chat');
  const [showChart, setShowChart] = useState(false);
  const [busy, setBusy] = useState<'xlsx' | 'csv' | null>(null);
  const chart = message.parts?.charts.find((c) => c.table === index);
  const download = (format: 'xlsx' | 'csv') => {
    setBusy(format);
    void downloadAnswerTable(message.id, index, format, sessionTitle).finally(() => setBusy(null));
  };
  const many = (message.parts?.tables.length ?? 0) > 1;
  return (
    <div className="cw-chat-answer-out" data-testid="chat-answer-table-tools">
      <Space size={4} wrap>
        <span className="cw-chat-muted">
          <DownloadOutlined /> {many ? t('answerOut.downloadTableN', { n: index + 1 }) : t('answerOut.downloadTable')}
        </span>
        <Button size="small" loading={busy === 'xlsx'} onClick={() => download('xlsx')}>
          {t('answerOut.excel')}
        </Button>
        <Button size="small" loading={busy === 'csv'} onClick={() => download('csv')}>
          {t('answerOut.csv')}
        </Button>
        {chart && (
          <Button
            size="small"
            type={showChart ? 'primary' : 'default'}
            icon={<BarChartOutlined />}
            aria-pressed={showChart}
            onClick={() => setShowChart((v) => !v)}
          >
            {showChart ? t('answerOut.hideChart') : t('answerOut.showChart')}
          </Button>
        )}
      </Space>
      {chart && showChart && (
        <AnswerChart
          chart={chart}
          fileName={safeFileName(`${sessionTitle}-${index + 1}`, 'png').replace(/\.png$/, '')}
        />
      )}
    </div>
  );
}

/** Under a finished answer with tables: download each table, and show its chart when the answer declares one. */
export function AnswerParts({ message, sessionTitle }: { message: ChatMessage; sessionTitle: string }) {
  const tables = message.parts?.tables ?? [];
  if (!tables.length || message.status === 'streaming' || message.id.startsWith('local-')) return null;
  return (
    <>
      {tables.map((_, i) => (
        <TableTools key={i} message={message} index={i} sessionTitle={sessionTitle} />
      ))}
    </>
  );
}
