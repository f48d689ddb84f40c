import type { ChatAnswerChart } from '@cropwatch/contract';
import type { EChartOption } from '../../../components/echart/echart';

/** A series name with its unit: `距平（%）` / `Departure (%)`; a plain number has none. */
export function seriesLabel(name: string, unit: string, lang: 'zh-CN' | 'en-US'): string {
  if (!unit) return name;
  return lang === 'zh-CN' ? `${name}（${unit}）` : `${name} (${unit})`;
}

/**
 * The ECharts option of an answer's chart spec (issue #34): categories and figures exactly as the spec gives them
 * (read by the server from the answer's table, so the chart and the table are one data source); a missing figure is
 * a gap, never a zero. Saving as PNG is the toolbox's.
 */
export function answerChartOption(
  chart: ChatAnswerChart,
  lang: 'zh-CN' | 'en-US',
  saveLabel: string,
  fileName: string,
): EChartOption {
  const unit = chart.series[0]?.unit ?? '';
  return {
    animation: false,
    title: chart.title ? { text: chart.title, left: 'center', textStyle: { fontSize: 13 } } : undefined,
    tooltip: { trigger: 'axis' },
    legend: { bottom: 0 },
    grid: { left: 56, right: 24, top: chart.title ? 40 : 24, bottom: 56 },
    toolbox: { right: 8, feature: { saveAsImage: { title: saveLabel, name: fileName, pixelRatio: 2 } } },
    xAxis: { type: 'category', data: chart.categories, axisLabel: { interval: 0, hideOverlap: true } },
    yAxis: { type: 'value', name: unit || undefined, scale: chart.type === 'line' },
    series: chart.series.map((s) => ({
      type: chart.type,
      name: seriesLabel(s.name, s.unit, lang),
      data: s.values.map((v) => (v === null ? '-' : v)),
      ...(chart.type === 'line' ? { connectNulls: false, symbolSize: 6 } : { barMaxWidth: 36 }),
    })),
  };
}
