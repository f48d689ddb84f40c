import type { ChatSource } from '@cropwatch/contract';
import type { CropDataService, CropPeriodEntity, CropUnit } from '../../../crop-data';
import { cropName, periodName, seasonCropName, unitName } from './compose';
import type { Lang, QuestionSlots } from './question';

/**
 * The offline answers without figures (domain notes §3.2, last step): a period, a place or a crop the demo data do not
 * hold, said honestly with what the data hold instead, and the fallback that lists what can be asked.
 */

/** An answer of this file (an `OfflineAnswer` of the routes `no-data` and `fallback`). */
export interface NoDataAnswer {
  text: string;
  sources: ChatSource[];
  route: 'no-data' | 'fallback';
  slots: QuestionSlots;
}

/** A period the data does not have: say so, and name the periods it has (the nearest first). */
export function noPeriod(data: CropDataService, slots: QuestionSlots): NoDataAnswer {
  const lang = slots.lang;
  const periods = data.periods();
  const label = (p: CropPeriodEntity) => periodName(p, lang);
  const missing = slots.missingPeriod ?? '';
  const year = Number(/(19|20)\d{2}/.exec(missing)?.[0] ?? NaN);
  const sameWindow = (p: CropPeriodEntity) => missing.includes(lang === 'zh' ? p.seasonLabelZh : p.seasonLabelEn);
  // Nearest year first, then the same monitoring window, then the newer period.
  const distance = (p: CropPeriodEntity, i: number) =>
    (Number.isFinite(year) ? Math.abs(p.year - year) * 100 : 0) + (sameWindow(p) ? 0 : 10) - i / 100;
  const nearest = periods.map((p, i) => ({ p, d: distance(p, i) })).sort((a, b) => a.d - b.d)[0].p;
  const first = periods[0];
  const last = periods[periods.length - 1];
  const text =
    lang === 'zh'
      ? `抱歉，演示数据中没有“${slots.missingPeriod}”的数据，无法给出该时间的指标。数据覆盖${label(first)}至${label(last)}共${periods.length}个监测期，离所问时间最近的是${label(nearest)}。`
      : `Sorry, the demo data has nothing for "${slots.missingPeriod}", so there are no figures for that time. The data cover ${periods.length} periods from ${label(first)} to ${label(last)}; the nearest to the one asked is ${label(nearest)}.`;
  return { text, sources: [], route: 'no-data', slots };
}

/** Units with a table nearest to a unit (by centroid), for "no data for X; nearest with data: …". */
function nearestCovered(data: CropDataService, unit: CropUnit, limit = 3): CropUnit[] {
  const centroid = (code: string) =>
    data.countries().find((c) => c.iso3 === code)?.centroid ?? data.zones().find((z) => z.code === code)?.centroid;
  const here = centroid(unit.code);
  const covered = data.units().filter((u) => u.hasIndicators && u.level === 'country' && u.code !== unit.code);
  if (!here) return covered.slice(0, limit);
  const dist = (u: CropUnit) => {
    const c = centroid(u.code);
    if (!c) return Infinity;
    const dx = (c[0] - here[0]) * Math.cos((((c[1] + here[1]) / 2) * Math.PI) / 180);
    return Math.hypot(dx, c[1] - here[1]);
  };
  return covered
    .map((u) => ({ u, d: dist(u) }))
    .sort((a, b) => a.d - b.d)
    .slice(0, limit)
    .map((x) => x.u);
}

function coveredCountries(data: CropDataService, lang: Lang): string {
  return data
    .units()
    .filter((u) => u.level === 'country' && u.hasIndicators)
    .map((u) => (lang === 'zh' ? u.nameZh : u.nameEn))
    .join(lang === 'zh' ? '、' : ', ');
}

/** A known unit without a row for the period (or without any table): no figures, what is covered instead. */
export function noData(data: CropDataService, unit: CropUnit, slots: QuestionSlots): NoDataAnswer {
  const lang = slots.lang;
  const names = (us: CropUnit[]) => us.map((u) => unitName(u, lang)).join(lang === 'zh' ? '、' : ', ');
  let text: string;
  if (unit.hasIndicators) {
    const periods = data.periods();
    text =
      lang === 'zh'
        ? `抱歉，没有${unitName(unit, lang)}在${slots.period ? periodName(slots.period, lang) : '该期'}的指标数据。数据覆盖${periodName(periods[0], lang)}至${periodName(periods[periods.length - 1], lang)}。`
        : `Sorry, there are no indicator data for ${unitName(unit, lang)} in ${slots.period ? periodName(slots.period, lang) : 'that period'}. The data cover ${periodName(periods[0], lang)} to ${periodName(periods[periods.length - 1], lang)}.`;
  } else {
    const near = nearestCovered(data, unit);
    text =
      lang === 'zh'
        ? `抱歉，演示数据中没有${unitName(unit, lang)}的指标表，无法回答它的作物长势。离它最近、有数据的国家：${names(near)}。有指标数据的国家共有：${coveredCountries(data, lang)}。`
        : `Sorry, the demo data has no indicator table for ${unitName(unit, lang)}, so I cannot tell its crop conditions. Nearest countries with data: ${names(near)}. All countries with data: ${coveredCountries(data, lang)}.`;
  }
  return { text, sources: [], route: 'no-data', slots };
}

/** Places the gazetteer does not know at all ("日本", "Kenya"). */
export function noPlace(data: CropDataService, slots: QuestionSlots): NoDataAnswer {
  const lang = slots.lang;
  const missing = slots.uncoveredPlaces.map((p) => p[lang]).join(lang === 'zh' ? '、' : ', ');
  const mpzs = data
    .units()
    .filter((u) => u.level === 'mpz' && u.hasIndicators)
    .map((u) => (lang === 'zh' ? u.nameZh : u.nameEn))
    .join(lang === 'zh' ? '、' : ', ');
  const text =
    lang === 'zh'
      ? `抱歉，演示数据中没有${missing}的数据（没有指标表，也没有作物日历），无法回答。有数据的是6个主产区（${mpzs}）和这些国家：${coveredCountries(data, lang)}，以及其中的农业生态区。`
      : `Sorry, the demo data has no data for ${missing} (no indicator table, no crop calendar), so I cannot answer. Data exist for the six major production zones (${mpzs}) and these countries: ${coveredCountries(data, lang)}, with their agro-ecological zones.`;
  return { text, sources: [], route: 'no-data', slots };
}

/** A crop without a calendar in the unit: no figures, the crops it has. */
export async function noCropData(data: CropDataService, unit: CropUnit, slots: QuestionSlots): Promise<NoDataAnswer> {
  const lang = slots.lang;
  const crop = cropName(slots.crop!.code, lang);
  const seen = new Set<string>();
  const have = (await data.calendars(unit.code)).map((c) => seasonCropName(c.crop, c.cropSeason, lang, seen));
  const list = [...new Set(have)].join(lang === 'zh' ? '、' : ', ');
  const text =
    lang === 'zh'
      ? `抱歉，演示数据中没有${unitName(unit, lang)}${crop}的作物日历，无法判断${crop}的长势。${list ? `${unit.nameZh}有日历的作物：${list}。` : `${unit.nameZh}没有任何作物日历。`}`
      : `Sorry, the demo data has no ${crop} calendar for ${unitName(unit, lang)}, so I cannot judge ${crop}. ${list ? `Crops with a calendar in ${unit.nameEn}: ${list}.` : `${unit.nameEn} has no crop calendar.`}`;
  return { text, sources: [], route: 'no-data', slots };
}

/** A question no route could answer: what the offline mode can answer, with examples. */
export function fallback(data: CropDataService, slots: QuestionSlots): NoDataAnswer {
  const lang = slots.lang;
  const periods = data.periods();
  const first = periods[0]?.code ?? '';
  const last = periods[periods.length - 1]?.code ?? '';
  const text =
    lang === 'zh'
      ? [
          '抱歉，我没有找到能回答这个问题的数据。离线模式下我只能根据演示指标表和知识库回答：',
          '',
          `- 监测期：${first} 至 ${last}（每年4期：1–4月、4–7月、7–10月、10–1月）`,
          '- 区域：6个主产区、18个国家及其农业生态区（含中国7个区）',
          '- 指标：RAIN、TEMP、RADPAR、BIOMSS、CALF、VCIx、CI、CPI、作物长势等级、产量估算',
          '',
          '可以试试：',
          '1. 印度恒河平原7-10月降水如何？',
          '2. 什么是 CALF？',
          '3. 比较巴基斯坦和印度的CPI',
        ].join('\n')
      : [
          'Sorry, I found no data to answer this. Offline, I can only answer from the demo indicator tables and the knowledge base:',
          '',
          `- Periods: ${first} to ${last} (four a year: Jan–Apr, Apr–Jul, Jul–Oct, Oct–Jan)`,
          "- Regions: the 6 major production zones, 18 countries and their agro-ecological zones (including China's 7 regions)",
          '- Indicators: RAIN, TEMP, RADPAR, BIOMSS, CALF, VCIx, CI, CPI, crop condition class, production estimates',
          '',
          'Try for example:',
          '1. How was rainfall in the Gangetic plain in Jul–Oct 2025?',
          '2. What is CALF?',
          '3. Compare the CPI of Pakistan and India',
        ].join('\n');
  return { text, sources: [], route: 'fallback', slots };
}
