import type { ChatSource, ChatSourceRows } from '@cropwatch/contract';
import {
  type CropCalendarEntity,
  type CropDataService,
  type CropIndicatorEntity,
  type CropPeriodEntity,
  type CropProductionEntity,
  type CropUnit,
  fieldValue,
  formatDeparture,
  formatValue,
  indicatorName,
} from '../../../crop-data';
import { conditionWords, cropName, productionDelta, referenceCell, seasonTerm, stageNames } from './compose';
import type { Lang } from './question';

/**
 * Human citations of the offline answers ("CropWatch GPT 演示数据 · 指标表 · 印度 · 2025年7–10月") and the rows
 * each one cites, for the side panel of the chat page (`GET /chat/source/rows`) and for the test that every
 * number of an answer is in its cited rows. The id encodes what is cited; the title never shows a file path.
 *
 * Ids: `table:<period>:<unit>`, `calendar:<unit>:<crop>`, `production:<country>:<year>:<crop|*>`, `kb:<doc>`;
 * `kbp:<passage>` (a passage of an uploaded document) is opened by the chat controller with the asker's read rights.
 */
const DATASET = { zh: 'CropWatch GPT 演示数据', en: 'CropWatch GPT demo data' };
const SYNTHETIC = {
  zh: '合成演示数据，内部一致，但不是 CropWatch 的真实结果',
  en: 'Synthetic demo data: internally consistent, not actual CropWatch results',
};
const KIND = {
  table: { zh: '指标表', en: 'Indicator table' },
  calendar: { zh: '作物日历', en: 'Crop calendar' },
  production: { zh: '产量估算', en: 'Production estimate' },
};

const cite = (lang: Lang, ...parts: string[]) => [DATASET[lang], ...parts].join(' · ');
const place = (u: CropUnit, lang: Lang) => (lang === 'zh' ? u.nameZh : u.nameEn);
const yearLabel = (year: number, lang: Lang) => (lang === 'zh' ? `${year}年` : String(year));

export function tableSource(unit: CropUnit, period: CropPeriodEntity, lang: Lang): ChatSource {
  return {
    id: `table:${period.code}:${unit.code}`,
    title: cite(lang, KIND.table[lang], place(unit, lang), lang === 'zh' ? period.labelZh : period.labelEn),
    source: SYNTHETIC[lang],
  };
}

export function calendarSource(unit: CropUnit, crop: string, lang: Lang): ChatSource {
  return {
    id: `calendar:${unit.code}:${crop}`,
    title: cite(lang, KIND.calendar[lang], place(unit, lang), cropName(crop, lang)),
    source: SYNTHETIC[lang],
  };
}

export function productionSource(country: CropUnit, year: number, crop: string | null, lang: Lang): ChatSource {
  const parts = [KIND.production[lang], place(country, lang), yearLabel(year, lang)];
  if (crop) parts.push(cropName(crop, lang));
  return {
    id: `production:${country.code}:${year}:${crop ?? '*'}`,
    title: cite(lang, ...parts),
    source: SYNTHETIC[lang],
  };
}

/**
 * A passage of an uploaded document: `<document> · 第N段（heading）` / `<document> · passage N (heading)`, with the
 * page first for a PDF: `<document> · 第P页 第N段` / `<document> · page P, passage N`.
 */
export function passageSource(
  p: { id: string; documentName: string; kbName: string; seq: number; heading: string | null; page?: number | null },
  lang: Lang,
): ChatSource {
  const page = p.page ? (lang === 'zh' ? `第${p.page}页 ` : `page ${p.page}, `) : '';
  const where = lang === 'zh' ? `${page}第${p.seq}段` : `${page}passage ${p.seq}`;
  const heading = p.heading ? (lang === 'zh' ? `（${p.heading}）` : ` (${p.heading})`) : '';
  return {
    id: `kbp:${p.id}`,
    title: `${p.documentName} · ${where}${heading}`,
    source: lang === 'zh' ? `知识库：${p.kbName}` : `Knowledge base: ${p.kbName}`,
  };
}

/** One row per indicator of a table row, formatted exactly as the answers write them. */
export function indicatorRows(data: CropDataService, row: CropIndicatorEntity, lang: Lang): Record<string, string>[] {
  const rows: Record<string, string>[] = [];
  // NDVI is the share of cropland below average: written out below under its plain name, as the answers say it.
  for (const def of data.indicatorDefs().filter((d) => d.code !== 'NDVI')) {
    const value = fieldValue(row, def.fields.value);
    if (typeof value !== 'number') continue;
    const dep = fieldValue(row, def.fields.departure);
    rows.push({
      indicator: indicatorName(def, lang),
      value: formatValue(def, value, lang),
      reference: referenceCell(def, row, lang),
      departure: typeof dep === 'number' ? formatDeparture(def, dep) : '—',
    });
  }
  rows.push({
    indicator: lang === 'zh' ? '作物长势等级（耕地整体）' : 'Crop condition class (all cropland)',
    value: conditionWords(row, lang),
    reference: '—',
    departure: '—',
  });
  if (row.ndviBelowAvgPct !== null)
    rows.push({
      indicator: lang === 'zh' ? 'NDVI 低于近5年平均的耕地比例' : 'Cropland with NDVI below the 5-year average',
      value: `${row.ndviBelowAvgPct}%`,
      reference: '—',
      departure: '—',
    });
  if (row.irrigatedSharePct !== null)
    rows.push({
      indicator: lang === 'zh' ? '灌溉耕地比例' : 'Irrigated share of cropland',
      value: `${Math.round(row.irrigatedSharePct)}%`,
      reference: '—',
      departure: '—',
    });
  return rows;
}

export function calendarRows(
  data: CropDataService,
  calendars: readonly CropCalendarEntity[],
  lang: Lang,
): Record<string, string>[] {
  const seasons = data.periods().slice(-4);
  return calendars.flatMap((c) =>
    seasons.map((p) => {
      const stages = stageNames(data, c.byWindow[p.season] ?? [], lang);
      return {
        crop: cropName(c.crop, lang),
        season: seasonTerm(c.cropSeason, lang, new Set()) || (lang === 'zh' ? '主季' : 'main season'),
        window: lang === 'zh' ? p.seasonLabelZh : p.seasonLabelEn,
        stages: stages.length ? stages.join(lang === 'zh' ? '、' : ', ') : lang === 'zh' ? '非生长季' : 'out of season',
      };
    }),
  );
}

export function productionRows(rows: readonly CropProductionEntity[], lang: Lang): Record<string, string>[] {
  return rows.map((r) => ({
    crop: cropName(r.crop, lang),
    year: yearLabel(r.year, lang),
    production:
      lang === 'zh' ? `${Math.round(r.productionKt)}千吨` : `${Math.round(r.productionKt).toLocaleString('en-US')} kt`,
    change: productionDelta(r.deltaPct),
  }));
}

/** The rows a source id cites, in the given language; null when the id names nothing the data has. */
export async function citedRows(data: CropDataService, id: string, lang: Lang): Promise<ChatSourceRows | null> {
  const [kind, a, b, c] = id.split(':');
  if (kind === 'table' && a && b) {
    const unit = data.unit(b);
    const period = data.period(a);
    const row = unit && period ? await data.indicatorRow(unit.code, period.code) : null;
    if (!unit || !period || !row) return null;
    const s = tableSource(unit, period, lang);
    return { ...s, columns: ['indicator', 'value', 'reference', 'departure'], rows: indicatorRows(data, row, lang) };
  }
  if (kind === 'calendar' && a && b) {
    const unit = data.unit(a);
    const calendars = unit ? await data.calendars(unit.code, b) : [];
    if (!unit || calendars.length === 0) return null;
    const s = calendarSource(unit, b, lang);
    return { ...s, columns: ['crop', 'season', 'window', 'stages'], rows: calendarRows(data, calendars, lang) };
  }
  if (kind === 'production' && a && b) {
    const country = data.unit(a);
    const year = Number(b);
    const crop = c && c !== '*' ? c : null;
    const rows = country && Number.isInteger(year) ? await data.production(country.code, crop ?? undefined, year) : [];
    if (!country || rows.length === 0) return null;
    const s = productionSource(country, year, crop, lang);
    return { ...s, columns: ['crop', 'year', 'production', 'change'], rows: productionRows(rows, lang) };
  }
  if (kind === 'kb' && a) {
    const doc = data.knowledgeDoc(id.slice(3));
    if (!doc) return null;
    return {
      id,
      title: lang === 'zh' ? doc.titleZh : doc.titleEn,
      source: doc.source,
      columns: ['text'],
      rows: [{ text: lang === 'zh' ? doc.bodyZh : doc.bodyEn }],
    };
  }
  return null;
}
