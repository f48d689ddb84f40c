import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TitleComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import type { ChatAnswerChart } from '@cropwatch/contract';
import { answerChartOption } from './answer-chart';
import { chartFileName, chartSvgString, saveChartPng, stamp } from './chart-save';

echarts.use([BarChart, LineChart, GridComponent, LegendComponent, TitleComponent, TooltipComponent, SVGRenderer]);

const chart: ChatAnswerChart = {
  table: 0,
  type: 'bar',
  title: 'CPI 对比',
  categories: ['巴基斯坦（PAK）', '印度（IND）'],
  series: [{ column: 1, name: 'CPI', unit: '', values: [1.04, 1.02] }],
};

describe('saving an answer chart (issue #34)', () => {
  it('names the file after the title, or "chart", and the local time', () => {
    const d = new Date(2026, 11, 4, 9, 5, 7);
    expect(stamp(d)).toBe('20261204090507');
    expect(chartFileName('CPI 对比', 'png', d)).toBe('CPI 对比-20261204090507.png');
    expect(chartFileName(null, 'svg', d)).toBe('chart-20261204090507.svg');
    expect(chartFileName('a/b:c', 'svg', d)).toBe('a_b_c-20261204090507.svg');
  });

  it('draws the SVG from the option the screen shows: its categories, series and title', () => {
    const option = answerChartOption(chart, 'zh-CN', '保存为 PNG', 'x');
    const svg = chartSvgString(option, 640, 260);
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg).toContain('巴基斯坦（PAK）');
    expect(svg).toContain('印度（IND）');
    expect(svg).toContain('CPI 对比');
    expect(svg).toContain('width="640"');
    // Changing a figure changes the drawing: the bars come from the option's data.
    const other = chartSvgString(
      answerChartOption({ ...chart, series: [{ ...chart.series[0], values: [1.04, 0.2] }] }, 'zh-CN', '', 'x'),
      640,
      260,
    );
    expect(other).not.toBe(svg);
  });

  it('saves the PNG of the live instance at twice its pixels on white', () => {
    const getDataURL = vi.fn(() => 'data:image/png;base64,iVBORw0KGgo=');
    const saved: Array<[string, string]> = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push([this.download, this.href]);
    });
    saveChartPng({ getDataURL }, 'chart-20261204090507.png');
    expect(getDataURL).toHaveBeenCalledWith({ type: 'png', pixelRatio: 2, backgroundColor: '#fff' });
    expect(saved).toEqual([['chart-20261204090507.png', 'data:image/png;base64,iVBORw0KGgo=']]);
    click.mockRestore();
  });
});
