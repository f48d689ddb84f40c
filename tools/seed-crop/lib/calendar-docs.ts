import { CROP_ENTRIES } from '../tables/dictionaries';
import type { KnowledgeDoc } from '../tables/knowledge';

const MONTHS_EN = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const SEASON_EN: Record<string, string> = {
  main: '',
  winter: 'winter ',
  spring: 'spring ',
  summer: 'summer ',
  kharif: 'Kharif ',
  rabi: 'Rabi ',
  early: 'early ',
  late: 'late ',
  single: 'single-season ',
  first: 'first-season ',
  safrinha: 'second-season (safrinha) ',
  wet: 'wet-season ',
  dry: 'dry-season ',
  winter_spring: 'winter–spring ',
  summer_autumn: 'summer–autumn ',
  autumn_winter: 'autumn–winter ',
};
const SEASON_ZH: Record<string, string> = {
  main: '',
  winter: '冬',
  spring: '春',
  summer: '夏',
  kharif: 'Kharif季',
  rabi: 'Rabi季',
  early: '早',
  late: '晚',
  single: '一季',
  first: '头季',
  safrinha: '二季',
  wet: '雨季',
  dry: '旱季',
  winter_spring: '冬春',
  summer_autumn: '夏秋',
  autumn_winter: '秋冬',
};
const RICE_ZH: Record<string, string> = { early: '早稻', late: '晚稻', single: '一季稻' };

/** Consecutive runs of months (cyclic), e.g. [12, 1, 2] → one run. */
function runs(months: number[]): number[][] {
  const set = new Set(months);
  const starts = months.filter((m) => !set.has(m === 1 ? 12 : m - 1));
  if (starts.length === 0) return [months];
  return starts.map((start) => {
    const run = [start];
    for (let m = (start % 12) + 1; set.has(m) && m !== start; m = (m % 12) + 1) run.push(m);
    return run;
  });
}

const monthsEn = (months: number[]): string =>
  runs(months)
    .map((r) => (r.length === 1 ? MONTHS_EN[r[0] - 1] : `${MONTHS_EN[r[0] - 1]}–${MONTHS_EN[r[r.length - 1] - 1]}`))
    .join(' and ');
const monthsZh = (months: number[]): string =>
  runs(months)
    .map((r) => {
      if (r.length === 1) return `${r[0]}月`;
      const last = r[r.length - 1];
      return last < r[0] ? `${r[0]}月至次年${last}月` : `${r[0]}–${last}月`;
    })
    .join('和');

export interface CalendarRowLike {
  unit_code: string;
  crop: string;
  season: string;
  stages_by_month: string[];
}

function monthsOf(row: CalendarRowLike, stage: string): number[] {
  return row.stages_by_month.flatMap((s, i) => (s === stage ? [i + 1] : []));
}

function sentence(row: CalendarRowLike): { en: string; zh: string } {
  const crop = CROP_ENTRIES.find((c) => c.code === row.crop)!;
  const nameEn = `${SEASON_EN[row.season]}${crop.name_en.toLowerCase()}`;
  const nameZh =
    row.crop === 'rice' && RICE_ZH[row.season] ? RICE_ZH[row.season] : `${SEASON_ZH[row.season]}${crop.name_zh}`;
  const partsEn = [`sown in ${monthsEn(monthsOf(row, 'sowing'))}`];
  const partsZh = [`${monthsZh(monthsOf(row, 'sowing'))}播种`];
  const dormant = monthsOf(row, 'dormancy');
  if (dormant.length > 0) {
    partsEn.push(`dormant in ${monthsEn(dormant)}`);
    partsZh.push(`${monthsZh(dormant)}越冬`);
  }
  const bloom = [...monthsOf(row, 'heading'), ...monthsOf(row, 'flowering')];
  if (bloom.length > 0) {
    partsEn.push(`heading or flowering in ${monthsEn(bloom)}`);
    partsZh.push(`${monthsZh(bloom)}抽穗或开花`);
  }
  const filling = monthsOf(row, 'grain_filling');
  if (filling.length > 0) {
    partsEn.push(`grain filling in ${monthsEn(filling)}`);
    partsZh.push(`${monthsZh(filling)}灌浆`);
  }
  partsEn.push(`harvested in ${monthsEn(monthsOf(row, 'harvest'))}`);
  partsZh.push(`${monthsZh(monthsOf(row, 'harvest'))}收获`);
  const capital = nameEn.charAt(0).toUpperCase() + nameEn.slice(1);
  return { en: `${capital}: ${partsEn.join(', ')}.`, zh: `${nameZh}：${partsZh.join('，')}。` };
}

/** One knowledge document per unit with calendars, written from the calendar rows themselves. */
export function calendarDocs(
  rows: CalendarRowLike[],
  unitName: (code: string) => { en: string; zh: string },
): KnowledgeDoc[] {
  const units = [...new Set(rows.map((r) => r.unit_code))];
  return units.map((unit) => {
    const name = unitName(unit);
    const sentences = rows.filter((r) => r.unit_code === unit).map(sentence);
    return {
      id: `calendar-${unit.toLowerCase()}`,
      topic: 'calendar',
      refs: [unit],
      title_en: `Crop calendar: ${name.en}`,
      title_zh: `作物日历：${name.zh}`,
      body_en: `Typical crop calendar for ${name.en} (dominant stage per month). ${sentences.map((s) => s.en).join(' ')}`,
      body_zh: `${name.zh}的典型作物日历（每月主要生育期）。${sentences.map((s) => s.zh).join('')}`,
      source:
        'Hand-seeded from general crop calendar knowledge (FAO, GEOGLAM and national crop calendars, paraphrased); synthetic demo data',
    };
  });
}
