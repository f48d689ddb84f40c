import type * as echarts from 'echarts';
import type { FeatureCollection, MultiPolygon, Polygon } from 'geojson';

/**
 * ECharts options of the image generator's three kinds, rendered to an SVG string on the server (ECharts'
 * own SSR: no DOM, no canvas, no native dependency). Everything here is pure: the service gathers the data,
 * these functions only draw it.
 */

export type Lang = 'zh' | 'en';

export const IMAGE_SIZE = {
  departure_bars: { width: 960, height: 540 },
  time_profile: { width: 960, height: 540 },
  choropleth: { width: 960, height: 600 },
} as const;

const FONT = "'Noto Sans SC', 'PingFang SC', 'Microsoft YaHei', 'Helvetica Neue', Arial, sans-serif";
const INK = '#1f2937';
const MUTED = '#6b7280';
const PALETTE = ['#2563eb', '#dc2626', '#16a34a', '#d97706', '#7c3aed', '#0891b2', '#db2777', '#4b5563'];

export const footnote = (lang: Lang) =>
  lang === 'zh'
    ? 'CropWatch GPT 演示用合成数据，不是 CropWatch 的真实结果'
    : 'Synthetic demo data, not actual CropWatch results';

/** Title block shared by every kind: the title, a subtitle line and the demo-data footnote at the bottom. */
function titles(title: string, subtitle: string, lang: Lang) {
  return [
    {
      text: title,
      subtext: subtitle,
      left: 'center',
      top: 12,
      z: 20,
      textStyle: { fontFamily: FONT, fontSize: 20, fontWeight: 'bold' as const, color: INK },
      subtextStyle: { fontFamily: FONT, fontSize: 13, color: MUTED },
    },
    {
      text: footnote(lang),
      left: 'center',
      bottom: 8,
      z: 20,
      textStyle: { fontFamily: FONT, fontSize: 11, fontWeight: 'normal' as const, color: MUTED },
    },
  ];
}

/** Rough width at 12 px: CJK characters are square, Latin ones about 7 px. */
const textWidth = (text: string) => [...text].reduce((w, c) => w + (c.charCodeAt(0) >= 0x2e80 ? 12 : 7), 0);

export interface BarDatum {
  /** Unit code (kept in the data for the tests and for anyone reading the SVG). */
  code: string;
  /** Axis label: the unit's name in the image's language. */
  label: string;
  value: number;
  /** The bar's label in the bulletin's number format (`+6%`, `−1.1 °C`, `0.87`). */
  text: string;
}

export interface BarChartInput {
  title: string;
  subtitle: string;
  lang: Lang;
  /** Axis name (`Δ% vs 15YA`, `VCIx`). */
  axisName: string;
  bars: BarDatum[];
  /** Departures are coloured by sign; plain values (VCIx, CPI) in one colour. */
  signed: boolean;
  /** Colours of positive and negative departures (temperature: warm red up; the others: green up). */
  colors: { positive: string; negative: string };
}

export function departureBarsOption(input: BarChartInput): echarts.EChartsCoreOption {
  // Labels that would not fit side by side under their bars are slanted.
  const widest = Math.max(...input.bars.map((b) => textWidth(b.label)));
  const many = input.bars.length * (widest + 8) > 840;
  return {
    animation: false,
    backgroundColor: '#ffffff',
    textStyle: { fontFamily: FONT },
    title: titles(input.title, input.subtitle, input.lang),
    grid: { left: many ? 120 : 72, right: 40, top: 96, bottom: many ? 150 : 84, containLabel: false },
    xAxis: {
      type: 'category',
      data: input.bars.map((b) => b.label),
      axisLabel: { interval: 0, rotate: many ? 35 : 0, color: INK, fontSize: 12 },
      axisTick: { alignWithLabel: true },
    },
    yAxis: {
      type: 'value',
      name: input.axisName,
      nameTextStyle: { color: MUTED, fontSize: 12, align: 'left' },
      axisLabel: { color: MUTED },
      splitLine: { lineStyle: { color: '#e5e7eb' } },
    },
    series: [
      {
        type: 'bar',
        barMaxWidth: 56,
        data: input.bars.map((b) => ({
          name: b.code,
          value: b.value,
          itemStyle: {
            color: !input.signed ? PALETTE[0] : b.value >= 0 ? input.colors.positive : input.colors.negative,
          },
          label: {
            show: true,
            position: b.value >= 0 ? 'top' : 'bottom',
            formatter: b.text,
            color: INK,
            fontSize: 12,
          },
        })),
      },
    ],
  };
}

export interface LineSeriesInput {
  code: string;
  name: string;
  /** One value per period, null where the unit has no row. */
  values: (number | null)[];
}

export interface TimeProfileInput {
  title: string;
  subtitle: string;
  lang: Lang;
  axisName: string;
  periods: string[];
  series: LineSeriesInput[];
  decimals: number;
}

export function timeProfileOption(input: TimeProfileInput): echarts.EChartsCoreOption {
  return {
    animation: false,
    backgroundColor: '#ffffff',
    textStyle: { fontFamily: FONT },
    color: PALETTE,
    title: titles(input.title, input.subtitle, input.lang),
    legend: { bottom: 32, type: 'plain', itemGap: 24, textStyle: { color: INK, fontSize: 12 } },
    grid: { left: 120, right: 48, top: 100, bottom: input.series.length > 6 ? 160 : 136 },
    xAxis: {
      type: 'category',
      boundaryGap: false,
      data: input.periods,
      axisLabel: { color: INK, fontSize: 11, interval: 0, rotate: input.periods.length > 4 ? 30 : 0 },
    },
    yAxis: {
      type: 'value',
      name: input.axisName,
      scale: true,
      nameTextStyle: { color: MUTED, fontSize: 12, align: 'left' },
      axisLabel: { color: MUTED },
      splitLine: { lineStyle: { color: '#e5e7eb' } },
    },
    series: input.series.map((s) => ({
      type: 'line',
      name: s.name,
      id: s.code,
      connectNulls: false,
      symbolSize: 6,
      data: s.values.map((v) => (v === null ? null : Number(v.toFixed(input.decimals)))),
    })),
  };
}

export interface MapFeature {
  /** Unit code, or `bg:<id>` for a backdrop country. */
  name: string;
  geometry: Polygon | MultiPolygon;
}

export interface ChoroplethInput {
  title: string;
  subtitle: string;
  lang: Lang;
  /** Units with their value and display name. */
  regions: { code: string; label: string; value: number; text: string }[];
  /** Every outline drawn: the units plus backdrop countries around them. */
  features: MapFeature[];
  /** View box [minLon, minLat, maxLon, maxLat]. */
  bbox: [number, number, number, number];
  signed: boolean;
  colors: { positive: string; negative: string };
  legendName: string;
  decimals: number;
}

/** The map name ECharts registers the outlines under; re-registered before each (synchronous) render. */
const MAP_NAME = 'cropwatch-analysis-units';

export function choroplethOption(input: ChoroplethInput): echarts.EChartsCoreOption {
  const values = input.regions.map((r) => r.value);
  const bound = Math.max(...values.map(Math.abs), 10 ** -input.decimals);
  const [min, max] = input.signed ? [-bound, bound] : [Math.min(...values), Math.max(...values)];
  const range = input.signed
    ? [input.colors.negative, '#f3f4f6', input.colors.positive]
    : ['#fef3c7', '#84cc16', '#166534'];
  const labelled = input.regions.length <= 12;
  // Backdrop countries reach past the view; white bands keep them from running under the titles.
  const band = (top: number | undefined, bottom: number | undefined, height: number) => ({
    type: 'rect',
    left: 0,
    top,
    bottom,
    z: 10,
    silent: true,
    shape: { width: 4000, height },
    style: { fill: '#ffffff' },
  });
  return {
    animation: false,
    backgroundColor: '#ffffff',
    textStyle: { fontFamily: FONT },
    title: titles(input.title, input.subtitle, input.lang),
    graphic: [band(0, undefined, 84), band(undefined, 0, 34)],
    visualMap: {
      type: 'continuous',
      min,
      max: max === min ? min + 1 : max,
      calculable: false,
      left: 24,
      bottom: 40,
      text: [input.legendName, ''],
      textStyle: { color: INK, fontSize: 12 },
      formatter: (v: number) => v.toFixed(input.decimals),
      inRange: { color: range },
      seriesIndex: 0,
      z: 20,
      padding: 8,
      backgroundColor: 'rgba(255,255,255,0.9)',
    },
    series: [
      {
        type: 'map',
        map: MAP_NAME,
        roam: false,
        boundingCoords: [
          [input.bbox[0], input.bbox[3]],
          [input.bbox[2], input.bbox[1]],
        ],
        layoutCenter: ['55%', '52%'],
        layoutSize: '76%',
        aspectScale: 0.85,
        itemStyle: { areaColor: '#e5e7eb', borderColor: '#ffffff', borderWidth: 0.6 },
        emphasis: { disabled: true },
        select: { disabled: true },
        label: {
          show: labelled,
          color: INK,
          fontSize: 11,
          formatter: (p: { name: string }) => {
            const r = input.regions.find((x) => x.code === p.name);
            return r ? `${r.label}\n${r.text}` : '';
          },
        },
        data: input.regions.map((r) => ({
          name: r.code,
          value: r.value,
          itemStyle: { borderColor: '#374151', borderWidth: 0.8 },
        })),
      },
    ],
  };
}

export function mapGeoJson(features: MapFeature[]): FeatureCollection<Polygon | MultiPolygon, { name: string }> {
  return {
    type: 'FeatureCollection',
    features: features.map((f) => ({ type: 'Feature', properties: { name: f.name }, geometry: f.geometry })),
  };
}

/**
 * Renders an option to a standalone SVG document. A choropleth first registers its outlines: rendering is
 * synchronous, so no other render can swap the registered map in between.
 */
export function renderSvg(
  option: echarts.EChartsCoreOption,
  size: { width: number; height: number },
  features?: MapFeature[],
): string {
  // Loaded on the first render, not when the emulator starts (docs/decisions.md D-108).
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const lib = require('echarts') as typeof echarts;
  if (features) lib.registerMap(MAP_NAME, mapGeoJson(features));
  const chart = lib.init(null, null, { renderer: 'svg', ssr: true, width: size.width, height: size.height });
  try {
    chart.setOption(option);
    return `<?xml version="1.0" encoding="UTF-8"?>\n${chart.renderToSVGString()}`;
  } finally {
    chart.dispose();
  }
}
