import type { CropIndicatorDefEntity, CropIndicatorEntity } from './entities/crop-indicator.entity';

/**
 * How an indicator's numbers read (domain notes §1.7 d): the row field behind each seed field, number formats, units,
 * the departure word bands and value classes of `indicator-defs.json`, crop names, in Chinese and English. Shared by
 * the chat's offline answers and the bulletin analyses, so it lives with the data it words.
 */

/** The language of a worded answer. */
export type Lang = 'zh' | 'en';

/** Row property holding each snake_case seed field. */
const FIELD: Record<string, keyof CropIndicatorEntity> = {
  rain_mm: 'rainMm',
  rain_15ya_mm: 'rain15yaMm',
  rain_dep_pct: 'rainDepPct',
  temp_c: 'tempC',
  temp_15ya_c: 'temp15yaC',
  temp_dep_c: 'tempDepC',
  radpar_mj_m2: 'radparMjM2',
  radpar_15ya_mj_m2: 'radpar15yaMjM2',
  radpar_dep_pct: 'radparDepPct',
  biomss_gdm_m2: 'biomssGdmM2',
  biomss_15ya_gdm_m2: 'biomss15yaGdmM2',
  biomss_dep_pct: 'biomssDepPct',
  calf_pct: 'calfPct',
  calf_5ya_pct: 'calf5yaPct',
  calf_dep_pct: 'calfDepPct',
  vcix: 'vcix',
  ci_pct: 'ciPct',
  ci_5ya_pct: 'ci5yaPct',
  ci_dep_pct: 'ciDepPct',
  cpi: 'cpi',
  ndvi_below_avg_pct: 'ndviBelowAvgPct',
  condition: 'condition',
};

/** Indicators shown when a question names none. */
export const PANEL = ['RAIN', 'TEMP', 'RADPAR', 'BIOMSS', 'CALF', 'VCIx', 'CI', 'CPI'];
export const fieldValue = (row: CropIndicatorEntity, seedField: string | null): number | string | null => {
  if (!seedField) return null;
  const key = FIELD[seedField];
  return key ? (row[key] as number | string | null) : null;
};

export function formatNumber(value: number, decimals: number): string {
  return value.toFixed(decimals);
}

export const CROP_NAMES: Record<string, { zh: string; en: string }> = {
  maize: { zh: '玉米', en: 'maize' },
  rice: { zh: '水稻', en: 'rice' },
  wheat: { zh: '小麦', en: 'wheat' },
  soybean: { zh: '大豆', en: 'soybean' },
  cotton: { zh: '棉花', en: 'cotton' },
};

export function formatDeparture(def: CropIndicatorDefEntity, dep: number): string {
  const sign = dep > 0 ? '+' : dep < 0 ? '−' : '±';
  const abs = Math.abs(dep);
  return def.departure === 'absolute_c' ? `${sign}${abs.toFixed(1)} °C` : `${sign}${Math.round(abs)}%`;
}

export const unitOf = (def: CropIndicatorDefEntity, lang: Lang) => {
  if (def.unit === '0–1' || def.unit === 'index') return '';
  return lang === 'zh' ? def.unitZh : def.unit;
};

export function formatValue(def: CropIndicatorDefEntity, value: number, lang: Lang): string {
  const unit = unitOf(def, lang);
  const text = formatNumber(value, def.decimals);
  if (!unit) return text;
  return unit === '%' || lang === 'zh' ? `${text}${unit}` : `${text} ${unit}`;
}

/** The word band of a departure (RAIN +6% → "略偏多" / "slightly wetter than average"). */
export function departureWords(def: CropIndicatorDefEntity, dep: number, lang: Lang): string | null {
  const bands = def.wordBands;
  if (!bands?.length) return null;
  const abs = Math.abs(dep);
  const band = [...bands].reverse().find((b) => abs >= b.from) ?? bands[0];
  if (lang === 'zh') return dep >= 0 ? band.label_zh_pos : band.label_zh_neg;
  return dep >= 0 ? band.label_en_pos : band.label_en_neg;
}

/** The class of a value with thresholds (VCIx 0.91 → "好" / "good"; CPI 1.04 → "有利" / "favourable"). */
export function valueClass(def: CropIndicatorDefEntity, value: number, lang: Lang): string | null {
  const t = def.thresholds?.find((x) => (x.min === null || value >= x.min) && (x.max === null || value < x.max));
  if (!t) return null;
  return lang === 'zh' ? t.label_zh : t.label_en;
}

export const indicatorName = (def: CropIndicatorDefEntity, lang: Lang) =>
  lang === 'zh' ? `${def.nameZh} ${def.code}` : `${def.nameEn} (${def.code})`;

export const referenceName = (def: CropIndicatorDefEntity, lang: Lang) => {
  if (def.reference === '15YA') return lang === 'zh' ? '15年平均' : '15YA';
  if (def.reference === '5YA') return lang === 'zh' ? '5年平均' : '5YA';
  return '';
};
