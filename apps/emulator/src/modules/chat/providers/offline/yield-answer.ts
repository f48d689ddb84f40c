import type { ChatSource, ChatSourceRows, CropDataset } from '@cropwatch/contract';
import { demoNotice } from './compose';
import type { Lang, QuestionSlots } from './question';

/**
 * Yield-history questions of the offline writer (issue #35): 「2000年以来印度小麦单产变化如何？」, 'How have maize
 * yields in Kenya changed since 1990?'. Answered from the active yield-history dataset (FAO via Our World in Data on a
 * fresh start) with its real numbers and its citation, never with the demo notice; what the dataset does not cover
 * gets the plain "no data for …" answer naming what it covers.
 */

/** What the answerer needs of the datasets (CropDatasetService implements it). */
export interface YieldReader {
  active(kind: 'yield-history'): Promise<CropDataset | null>;
  yieldSeries(
    unitCode: string,
    crop: string,
    fromYear?: number,
  ): Promise<{ dataset: CropDataset; unitName: string; points: { year: number; yieldTHa: number }[] } | null>;
  /**
   * A unit of the active yield-history dataset whose name the text contains (regions and former states the ISO
   * names lack: "World", "Africa", "USSR"), with its names in both languages.
   */
  findUnitIn(text: string): Promise<YieldPlace | null>;
}

/** Names a unit code in both languages (CropDataService implements it: gazetteer, then ICU, then the fallback). */
export interface UnitNamer {
  namesOf(code: string, fallback?: string): { nameEn: string; nameZh: string };
}

/** Crop words of the FAO layout's crops (the gazetteer knows only the four CropWatch crops). */
const CROP_WORDS: { crop: string; zh: string; en: string; pattern: RegExp }[] = [
  { crop: 'wheat', zh: '小麦', en: 'wheat', pattern: /小麦|\bwheat\b/i },
  { crop: 'rice', zh: '水稻', en: 'rice', pattern: /水稻|稻谷|大米|稻米|\brice\b|\bpaddy\b/i },
  { crop: 'maize', zh: '玉米', en: 'maize', pattern: /玉米|\bmaize\b|\bcorn\b/i },
  { crop: 'soybeans', zh: '大豆', en: 'soybeans', pattern: /大豆|\bsoy(a|bean|beans)?\b/i },
  { crop: 'potatoes', zh: '马铃薯', en: 'potatoes', pattern: /马铃薯|土豆|\bpotato(es)?\b/i },
  { crop: 'peas', zh: '豌豆', en: 'peas', pattern: /豌豆|\bpeas?\b/i },
  { crop: 'beans', zh: '豆类', en: 'beans', pattern: /菜豆|豆类|\bbeans?\b/i },
  { crop: 'cassava', zh: '木薯', en: 'cassava', pattern: /木薯|\bcassava\b/i },
  { crop: 'barley', zh: '大麦', en: 'barley', pattern: /大麦|\bbarley\b/i },
  { crop: 'cocoa-beans', zh: '可可豆', en: 'cocoa beans', pattern: /可可|\bcocoa\b/i },
  { crop: 'bananas', zh: '香蕉', en: 'bananas', pattern: /香蕉|\bbananas?\b/i },
];
/** Crops people ask about that the layout lacks (answered with "no data", naming what is covered). */
const OTHER_CROPS: { zh: string; en: string; pattern: RegExp }[] = [
  { zh: '高粱', en: 'sorghum', pattern: /高粱|\bsorghum\b/i },
  { zh: '棉花', en: 'cotton', pattern: /棉花|\bcotton\b/i },
  { zh: '油菜', en: 'rapeseed', pattern: /油菜|\brapeseed\b|\bcanola\b/i },
  { zh: '小米', en: 'millet', pattern: /小米|谷子|\bmillets?\b/i },
  { zh: '甘蔗', en: 'sugarcane', pattern: /甘蔗|\bsugar ?cane\b/i },
];

const YIELD_WORD = /单产|亩产|\byields?\b|tonnes? per hectare|t\/ha/i;
const SINCE = /(\d{4})\s*年?\s*(?:以来|至今|起|开始|后)|(?:since|from|after)\s+(\d{4})/i;

export interface YieldQuestion {
  crop: { crop: string; zh: string; en: string } | null;
  /** A crop the question names that no yield layout has (sorghum). */
  otherCrop: { zh: string; en: string } | null;
  fromYear: number | undefined;
}

/** A yield-history question's crop and first year; null when the question is not about yields. */
export function readYieldQuestion(question: string): YieldQuestion | null {
  if (!YIELD_WORD.test(question)) return null;
  // "soybeans" before "beans": the first pattern that matches wins, so the longer crop words come first.
  const crop = CROP_WORDS.find((c) => c.pattern.test(question)) ?? null;
  const otherCrop = crop ? null : (OTHER_CROPS.find((c) => c.pattern.test(question)) ?? null);
  if (!crop && !otherCrop) return null;
  const m = SINCE.exec(question);
  const fromYear = m ? Number(m[1] ?? m[2]) : undefined;
  return { crop, otherCrop, fromYear };
}

const t = (v: number) => v.toFixed(2);
const cropLabel = (c: { zh: string; en: string }, lang: Lang) => (lang === 'zh' ? c.zh : c.en);
/** A place of a yield answer: a gazetteer country, or a unit the dataset names (its name in both languages). */
export interface YieldPlace {
  code: string;
  nameEn: string;
  nameZh: string;
}

const place = (u: YieldPlace, lang: Lang) => (lang === 'zh' ? u.nameZh : u.nameEn);

/** What a yield-history dataset covers, in words (for the "no data" answers). */
function coverage(d: CropDataset, lang: Lang): string {
  const crops = d.items
    .map((c) => CROP_WORDS.find((w) => w.crop === c))
    .filter((c) => !!c)
    .map((c) => cropLabel(c, lang));
  return lang === 'zh'
    ? `当前的单产历史数据集「${d.name}」覆盖${crops.join('、')}共${crops.length}种作物、${d.unitCount}个国家和地区，${d.periodStart}–${d.periodEnd}年。`
    : `The active yield-history dataset "${d.name}" covers ${crops.join(', ')} (${crops.length} crops) for ${d.unitCount} countries and regions, ${d.periodStart}–${d.periodEnd}.`;
}

export function yieldSource(d: CropDataset, unit: YieldPlace, crop: string, fromYear: number, lang: Lang): ChatSource {
  const word = CROP_WORDS.find((w) => w.crop === crop);
  return {
    id: `yield:${d.id}:${unit.code}:${crop}:${fromYear}`,
    title: [d.name, lang === 'zh' ? '单产' : 'Yield', place(unit, lang), word ? cropLabel(word, lang) : crop].join(
      ' · ',
    ),
    source: `${d.citation} · ${d.licence}${d.synthetic ? (lang === 'zh' ? ' · 合成演示数据' : ' · synthetic demo data') : ''}`,
  };
}

/** What the side panel needs to open a `yield:` citation (CropDatasetService implements it). */
export interface YieldSeriesSource {
  yieldSeriesOf(
    datasetId: string,
    unitCode: string,
    crop: string,
    fromYear?: number,
  ): Promise<{ dataset: CropDataset; unitName: string; points: { year: number; yieldTHa: number }[] } | null>;
}

/**
 * The rows a `yield:<dataset>:<unit>:<crop>:<from>` citation opens, written as the answer wrote them (t/ha with
 * two decimals); null when the id names nothing.
 */
export async function yieldCitedRows(
  source: YieldSeriesSource,
  namer: UnitNamer,
  id: string,
  lang: Lang,
): Promise<ChatSourceRows | null> {
  const [kind, datasetId, unitCode, crop, from] = id.split(':');
  if (kind !== 'yield' || !datasetId || !unitCode || !crop) return null;
  const fromYear = Number(from);
  const series = await source.yieldSeriesOf(
    datasetId,
    unitCode,
    crop,
    Number.isInteger(fromYear) ? fromYear : undefined,
  );
  if (!series || series.points.length === 0) return null;
  const named = { code: unitCode, ...namer.namesOf(unitCode, series.unitName) };
  const word = CROP_WORDS.find((w) => w.crop === crop);
  const cropText = word ? cropLabel(word, lang) : crop;
  return {
    ...yieldSource(series.dataset, named, crop, series.points[0].year, lang),
    columns: ['crop', 'year', 'value'],
    rows: series.points.map((p) => ({
      crop: cropText,
      year: String(p.year),
      value: lang === 'zh' ? `${t(p.yieldTHa)}吨/公顷` : `${t(p.yieldTHa)} t/ha`,
    })),
  };
}

export interface YieldAnswer {
  text: string;
  sources: ChatSource[];
  route: 'yield' | 'no-data';
}

/** Answers a yield question about one country; null when the question is not one (the other routes answer it). */
export async function answerYield(
  reader: YieldReader,
  question: string,
  slots: QuestionSlots,
): Promise<YieldAnswer | null> {
  const q = readYieldQuestion(question);
  if (!q) return null;
  let unit: YieldPlace | null = null;
  if (slots.regions.length === 1 && slots.regions[0].level === 'country') unit = slots.regions[0];
  // A country the demo gazetteer lacks, by its ICU names or ISO3 code (「秘鲁」, "Peru", `PER`).
  else if (slots.regions.length === 0 && slots.countries.length === 1) unit = slots.countries[0];
  // A region or former state no ISO name covers (World, Africa, USSR): by its name in the active dataset.
  else if (slots.regions.length === 0 && slots.countries.length === 0) unit = await reader.findUnitIn(question);
  if (!unit) return null;
  const lang = slots.lang;
  const active = await reader.active('yield-history');
  const asked = q.crop ? cropLabel(q.crop, lang) : cropLabel(q.otherCrop!, lang);
  const noData = (text: string): YieldAnswer => ({ text, sources: [], route: 'no-data' });
  if (!active)
    return noData(
      lang === 'zh'
        ? `抱歉，没有${place(unit, lang)}${asked}单产的数据：当前没有启用的单产历史数据集。`
        : `Sorry, there is no data for ${asked} yields in ${place(unit, lang)}: no yield-history dataset is active.`,
    );
  if (!q.crop || !active.items.includes(q.crop.crop))
    return noData(
      lang === 'zh'
        ? `抱歉，没有${place(unit, lang)}${asked}单产的数据。${coverage(active, lang)}`
        : `Sorry, there is no data for ${asked} yields in ${place(unit, lang)}. ${coverage(active, lang)}`,
    );
  const series = await reader.yieldSeries(unit.code, q.crop.crop, q.fromYear);
  const points = series?.points ?? [];
  if (points.length < 2) {
    const when = q.fromYear ? (lang === 'zh' ? `${q.fromYear}年以来` : ` since ${q.fromYear}`) : '';
    return noData(
      lang === 'zh'
        ? `抱歉，没有${place(unit, lang)}${when}${asked}单产的数据。${coverage(active, lang)}`
        : `Sorry, there is no data for ${asked} yields in ${place(unit, lang)}${when}. ${coverage(active, lang)}`,
    );
  }
  const first = points[0];
  const last = points[points.length - 1];
  const change = last.yieldTHa - first.yieldTHa;
  const pct = first.yieldTHa > 0 ? (change / first.yieldTHa) * 100 : null;
  const max = points.reduce((a, b) => (b.yieldTHa > a.yieldTHa ? b : a));
  const min = points.reduce((a, b) => (b.yieldTHa < a.yieldTHa ? b : a));
  const signed = (v: number, digits: number) => `${v >= 0 ? '+' : '−'}${Math.abs(v).toFixed(digits)}`;
  const pctText = pct === null ? '' : lang === 'zh' ? `（${signed(pct, 1)}%）` : ` (${signed(pct, 1)}%)`;
  const lines: string[] = [];
  if (lang === 'zh') {
    lines.push(`**${place(unit, lang)} · ${asked}单产（${first.year}–${last.year}年）**`, '');
    lines.push(
      `据${active.citation}（${active.licence}）的数据，${place(unit, lang)}${asked}单产从${first.year}年的${t(first.yieldTHa)}吨/公顷变为${last.year}年的${t(last.yieldTHa)}吨/公顷，${change >= 0 ? '增加' : '减少'}${t(Math.abs(change))}吨/公顷${pctText}。` +
        `期间最高为${max.year}年的${t(max.yieldTHa)}吨/公顷，最低为${min.year}年的${t(min.yieldTHa)}吨/公顷。`,
    );
  } else {
    lines.push(`**${place(unit, lang)} · ${asked} yield (${first.year}–${last.year})**`, '');
    lines.push(
      `According to ${active.citation} (${active.licence}), ${asked} yields in ${place(unit, lang)} went from ${t(first.yieldTHa)} t/ha in ${first.year} to ${t(last.yieldTHa)} t/ha in ${last.year}, ${change >= 0 ? 'up' : 'down'} ${t(Math.abs(change))} t/ha${pctText}. ` +
        `The highest was ${t(max.yieldTHa)} t/ha in ${max.year}, the lowest ${t(min.yieldTHa)} t/ha in ${min.year}.`,
    );
  }
  lines.push('', lang === 'zh' ? '| 年份 | 单产（吨/公顷） |' : '| Year | Yield (t/ha) |', '| --- | --- |');
  // Every year for up to 25 years; else every fifth year and the last.
  const shown =
    points.length <= 25 ? points : points.filter((p, i) => (p.year - first.year) % 5 === 0 || i === points.length - 1);
  for (const p of shown) lines.push(`| ${p.year} | ${t(p.yieldTHa)} |`);
  if (active.synthetic) lines.push('', demoNotice(lang));
  lines.push(
    '',
    lang === 'zh'
      ? `数据截至${active.periodEnd}年（数据集覆盖${active.periodStart}–${active.periodEnd}年）。`
      : `The data end in ${active.periodEnd} (the dataset covers ${active.periodStart}–${active.periodEnd}).`,
  );
  return {
    text: lines.join('\n'),
    sources: [yieldSource(active, unit, q.crop.crop, first.year, lang)],
    route: 'yield',
  };
}
