import {
  CROP_NAMES,
  type CropDataService,
  type CropIndicatorDefEntity,
  type CropIndicatorEntity,
  type CropPeriodEntity,
  type CropUnit,
  departureWords,
  fieldValue,
  formatDeparture,
  formatValue,
  indicatorName,
  referenceName,
  valueClass,
} from '../../../crop-data';
import type { Lang } from './question';

/**
 * The wording of structured answers (domain notes §1.7 d): crop seasons, conditions, table rows and verdicts, in
 * Chinese and English. An indicator's numbers (formats, units, word bands, value classes) are worded by
 * `crop-data/indicator-wording`, which the bulletin analyses share.
 */

/** Columns of a comparison when a question names none. */
export const COMPARE_PANEL = ['RAIN', 'TEMP', 'VCIx', 'CPI'];

export const cropName = (crop: string, lang: Lang) => CROP_NAMES[crop]?.[lang] ?? crop;

/**
 * Crop seasons of the calendars in the answer's language. The South Asian and Ethiopian season names are
 * transliterated in Chinese (拉比季, 哈里夫季) with the original in parentheses the first time an answer uses them.
 */
const CROP_SEASON: Record<string, { zh: string; en: string; original?: string }> = {
  winter: { zh: '冬', en: 'winter' },
  spring: { zh: '春', en: 'spring' },
  summer: { zh: '夏', en: 'summer' },
  early: { zh: '早', en: 'early' },
  late: { zh: '晚', en: 'late' },
  single: { zh: '单季', en: 'single-season' },
  safrinha: { zh: '二季', en: 'second-season (safrinha)' },
  kharif: { zh: '哈里夫季', en: 'Kharif', original: 'Kharif' },
  rabi: { zh: '拉比季', en: 'Rabi', original: 'Rabi' },
  meher: { zh: '梅赫尔季', en: 'Meher', original: 'Meher' },
  belg: { zh: '贝尔格季', en: 'Belg', original: 'Belg' },
};

/** A crop season's word ('' for the main season); `seen` makes the original appear once per answer. */
export function seasonTerm(code: string, lang: Lang, seen: Set<string>): string {
  if (code === 'main') return '';
  const s = CROP_SEASON[code];
  if (!s) return code;
  if (lang === 'en' || !s.original || seen.has(code)) return s[lang];
  seen.add(code);
  return `${s.zh}（${s.original}）`;
}

/** "拉比季（Rabi）小麦" / "Rabi wheat". */
export function seasonCropName(crop: string, season: string, lang: Lang, seen: Set<string>): string {
  const term = seasonTerm(season, lang, seen);
  const name = cropName(crop, lang);
  if (!term) return name;
  return lang === 'zh' ? `${term}${name}` : `${term} ${name}`;
}

/** Stage names of a calendar window in the answer's language. */
export function stageNames(data: CropDataService, stages: readonly string[], lang: Lang): string[] {
  return stages.map((s) => {
    const st = data.stage(s);
    return st ? (lang === 'zh' ? st.nameZh : st.nameEn.toLowerCase()) : s;
  });
}

export const productionDelta = (deltaPct: number) =>
  `${deltaPct > 0 ? '+' : deltaPct < 0 ? '−' : '±'}${Math.abs(deltaPct).toFixed(1)}%`;

const CONDITION: Record<string, { zh: string; en: string }> = {
  exceptional: { zh: '优', en: 'exceptional' },
  favourable: { zh: '良好', en: 'favourable' },
  watch: { zh: '需关注', en: 'watch (near average, yields at risk)' },
  poor: { zh: '差', en: 'poor' },
};
const DRIVER: Record<string, { zh: string; en: string }> = {
  dry: { zh: '偏旱', en: 'dry' },
  wet: { zh: '偏湿', en: 'wet' },
  hot: { zh: '偏热', en: 'hot' },
  cold: { zh: '偏冷', en: 'cold' },
};

export function conditionWords(row: CropIndicatorEntity, lang: Lang): string {
  const c = CONDITION[row.condition] ?? { zh: row.condition, en: row.condition };
  const drivers = (row.conditionDrivers ?? []).map((d) => DRIVER[d]?.[lang] ?? d);
  if (lang === 'zh') return drivers.length ? `${c.zh}（主要因素：${drivers.join('、')}）` : c.zh;
  return drivers.length ? `${c.en} (drivers: ${drivers.join(', ')})` : c.en;
}

export const unitName = (u: CropUnit, lang: Lang) =>
  lang === 'zh' ? `${u.nameZh}（${u.code}）` : `${u.nameEn} (${u.code})`;

export const periodName = (p: CropPeriodEntity, lang: Lang) => (lang === 'zh' ? p.labelZh : p.labelEn);

/** The reference cell of an indicator: "768毫米（15年平均）" / "768 mm (15YA)", or "—". */
export function referenceCell(def: CropIndicatorDefEntity, row: CropIndicatorEntity, lang: Lang): string {
  const ref = fieldValue(row, def.fields.reference);
  if (typeof ref !== 'number') return '—';
  return lang === 'zh'
    ? `${formatValue(def, ref, lang)}（${referenceName(def, lang)}）`
    : `${formatValue(def, ref, lang)} (${referenceName(def, lang)})`;
}

/** One row of the indicator table: name | value | reference | departure. */
export function tableRow(def: CropIndicatorDefEntity, row: CropIndicatorEntity, lang: Lang): string | null {
  const value = fieldValue(row, def.fields.value);
  if (typeof value !== 'number') return null;
  const dep = fieldValue(row, def.fields.departure);
  const depText = typeof dep === 'number' ? formatDeparture(def, dep) : '—';
  return `| ${indicatorName(def, lang)} | ${formatValue(def, value, lang)} | ${referenceCell(def, row, lang)} | ${depText} |`;
}

export function tableHeader(lang: Lang): string {
  return lang === 'zh'
    ? '| 指标 | 本期数值 | 参考值 | 距平 |\n|---|---|---|---|'
    : '| Indicator | Value | Reference | Departure |\n|---|---|---|---|';
}

/** "偏多6%", "偏高1.1℃", "增加1%", "持平" for a departure. */
function zhChange(def: CropIndicatorDefEntity, dep: number): string {
  if (dep === 0) return '持平';
  const up = dep > 0;
  const abs = Math.abs(dep);
  if (def.departure === 'absolute_c') return `${up ? '偏高' : '偏低'}${abs.toFixed(1)}℃`;
  const words = def.group === 'agroclimatic' ? (up ? '偏多' : '偏少') : up ? '增加' : '减少';
  return `${words}${Math.round(abs)}%`;
}

/** A plain-language reading of one indicator of a row; null when the row lacks it. */
export function verdict(def: CropIndicatorDefEntity, row: CropIndicatorEntity, lang: Lang): string | null {
  const value = fieldValue(row, def.fields.value);
  if (typeof value !== 'number') return null;
  const dep = fieldValue(row, def.fields.departure);
  const name = lang === 'zh' ? def.nameZh : def.nameEn;
  const v = formatValue(def, value, lang);
  if (typeof dep === 'number') {
    const words = departureWords(def, dep, lang);
    const depText = formatDeparture(def, dep);
    const ref = referenceName(def, lang);
    if (lang === 'zh') {
      const change = zhChange(def, dep);
      return words && words !== '接近平均'
        ? `${name}${v}，较${ref}${change}，属于${words}。`
        : words
          ? `${name}${v}，较${ref}${change}，接近平均水平。`
          : `${name}${v}，较${ref}${change}。`;
    }
    return words
      ? `${name} was ${v}, ${words} (${depText} vs the ${ref}).`
      : `${name} was ${v} (${depText} vs the ${ref}).`;
  }
  const cls = valueClass(def, value, lang);
  if (lang === 'zh') return cls ? `${name}为${v}，属于“${cls}”。` : `${name}为${v}。`;
  return cls ? `${name} was ${v}: ${cls}.` : `${name} was ${v}.`;
}

export const demoNotice = (lang: Lang) =>
  lang === 'zh'
    ? '*以上为演示用合成数据，不是 CropWatch 的真实结果。*'
    : '*Synthetic demo data, not actual CropWatch results.*';
