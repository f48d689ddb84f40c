import { init } from 'echarts/core';
import type * as echarts from 'echarts/core';
import type { EChartOption } from '../../../components/echart/echart';
import { clickDownload, saveBlob } from '../../../lib/save-file';

/** `yyyyMMddHHmmss` of the local time, for file names. */
export function stamp(d: Date = new Date()): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}${p(d.getMonth() + 1)}${p(d.getDate())}${p(d.getHours())}${p(d.getMinutes())}${p(d.getSeconds())}`;
}

/** `<title or 'chart'>-<yyyyMMddHHmmss>.<ext>`, without characters Windows refuses. */
export function chartFileName(title: string | null, ext: 'png' | 'svg', d: Date = new Date()): string {
  const base =
    (title ?? '')
      .replace(/[\\/:*?"<>|\r\n\t]+/g, '_')
      .trim()
      .slice(0, 100) || 'chart';
  return `${base}-${stamp(d)}.${ext}`;
}

/** The PNG of the chart on screen (twice its pixels, white behind it). */
export function saveChartPng(instance: Pick<echarts.ECharts, 'getDataURL'>, fileName: string) {
  clickDownload(instance.getDataURL({ type: 'png', pixelRatio: 2, backgroundColor: '#fff' }), fileName);
}

/**
 * The SVG of the same option object the screen shows (one data source), drawn by ECharts' SVG renderer on the
 * server-side path (no DOM). The toolbox is left out: it is a control, not part of the figure.
 */
export function chartSvgString(option: EChartOption, width: number, height: number): string {
  const chart = init(null, null, { renderer: 'svg', ssr: true, width, height });
  try {
    const figure: Record<string, unknown> = { ...option, backgroundColor: '#fff' };
    delete figure.toolbox;
    chart.setOption(figure);
    return chart.renderToSVGString();
  } finally {
    chart.dispose();
  }
}

export function saveChartSvg(option: EChartOption, width: number, height: number, fileName: string) {
  saveBlob(new Blob([chartSvgString(option, width, height)], { type: 'image/svg+xml' }), fileName);
}
