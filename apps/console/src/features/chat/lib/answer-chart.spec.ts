import type { ChatAnswerChart } from '@cropwatch/contract';
import { answerChartOption, seriesLabel } from './answer-chart';

const chart: ChatAnswerChart = {
  table: 0,
  type: 'bar',
  title: '恒河平原 2025年7–10月',
  categories: ['降水 RAIN', '气温 TEMP', '潜在生物量 BIOMSS'],
  series: [{ column: 3, name: '距平', unit: '%', values: [6, null, -4] }],
};

describe('answer chart option (issue #34)', () => {
  it('draws exactly the figures of the spec, a missing one as a gap', () => {
    const option = answerChartOption(chart, 'zh-CN', '保存为 PNG', 'chart') as {
      xAxis: { data: string[] };
      yAxis: { name?: string };
      series: { type: string; name: string; data: (number | string)[] }[];
    };
    expect(option.xAxis.data).toEqual(chart.categories);
    expect(option.series).toHaveLength(1);
    expect(option.series[0]).toMatchObject({ type: 'bar', name: '距平（%）', data: [6, '-', -4] });
    expect(option.yAxis.name).toBe('%');
  });

  it('draws a time series as a line, plain numbers without a unit', () => {
    const line = answerChartOption(
      { ...chart, type: 'line', title: null, series: [{ column: 1, name: 'CPI', unit: '', values: [1.04, 1.02, 0.98] }] },
      'en-US',
      'Save as PNG',
      'chart',
    ) as { series: { type: string; name: string; data: number[] }[]; yAxis: { name?: string }; title?: unknown };
    expect(line.series[0]).toMatchObject({ type: 'line', name: 'CPI', data: [1.04, 1.02, 0.98] });
    expect(line.yAxis.name).toBeUndefined();
    expect(line.title).toBeUndefined();
  });

  it('names a series with its unit in the UI language', () => {
    expect(seriesLabel('Departure', '%', 'en-US')).toBe('Departure (%)');
    expect(seriesLabel('距平', '%', 'zh-CN')).toBe('距平（%）');
  });
});
