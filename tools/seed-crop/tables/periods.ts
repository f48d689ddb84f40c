import { SEASON_MONTHS } from '../lib/radiation';
import { SEASONS, type Season } from '../lib/types';

export const YEARS = [2024, 2025] as const;

const MONTHS_EN = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const MONTHS_EN_LONG = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

export interface SeasonEntry {
  code: Season;
  months: number[];
  label_en: string;
  label_zh: string;
  label_en_long: string;
  /** Bulletin issue that reports this window: No. 1 (February) reports Oct–Jan, and so on. */
  issue_number: number;
  issue_month: number;
  /** Typical content from the notes' issue table. */
  content_en: string;
  content_zh: string;
}

export const SEASON_ENTRIES: SeasonEntry[] = SEASONS.map((code) => {
  const months = SEASON_MONTHS[code];
  const first = months[0];
  const last = months[months.length - 1];
  const issue = { OCT_JAN: [1, 2], JAN_APR: [2, 5], APR_JUL: [3, 8], JUL_OCT: [4, 11] }[code];
  const content = {
    OCT_JAN: [
      'NH winter crops sown and dormant; SH summer crops growing; SH wheat harvested',
      '北半球冬季作物播种和越冬；南半球夏季作物生长；南半球小麦收获',
    ],
    JAN_APR: [
      'NH winter crops green up and joint; SH summer crops harvested; first global production outlook',
      '北半球冬季作物返青、拔节；南半球夏季作物收获；首次全球产量展望',
    ],
    APR_JUL: [
      'NH winter crops harvested and summer crops sown; SH winter crops sown',
      '北半球冬季作物收获、夏季作物播种；南半球冬季作物播种',
    ],
    JUL_OCT: [
      'NH summer crops fill grain and are harvested; NH winter crops sown; final production estimate',
      '北半球夏季作物灌浆和收获；北半球冬季作物播种；最终产量估算',
    ],
  }[code];
  return {
    code,
    months,
    label_en: `${MONTHS_EN[first - 1]}–${MONTHS_EN[last - 1]}`,
    label_zh: `${first}–${last}月`,
    label_en_long: `${MONTHS_EN_LONG[first - 1]}–${MONTHS_EN_LONG[last - 1]}`,
    issue_number: issue[0],
    issue_month: issue[1],
    content_en: content[0],
    content_zh: content[1],
  };
});

export interface PeriodEntry {
  code: string;
  order: number;
  year: number;
  season: Season;
  start_month: string;
  end_month: string;
  label_en: string;
  label_zh: string;
  season_label_en: string;
  season_label_zh: string;
  issue: { year: number; number: number; month: number; label_en: string; label_zh: string };
}

const pad = (month: number): string => String(month).padStart(2, '0');

/** Oct–Jan carries the year of its January (domain notes §1.1), so 2024-OCT_JAN runs from Oct 2023 to Jan 2024. */
export const PERIODS: PeriodEntry[] = YEARS.flatMap((year) =>
  (['OCT_JAN', 'JAN_APR', 'APR_JUL', 'JUL_OCT'] as const).map((season) => {
    const entry = SEASON_ENTRIES.find((s) => s.code === season)!;
    const first = entry.months[0];
    const last = entry.months[entry.months.length - 1];
    const startYear = season === 'OCT_JAN' ? year - 1 : year;
    const label_en =
      season === 'OCT_JAN'
        ? `${MONTHS_EN[first - 1]} ${startYear}–${MONTHS_EN[last - 1]} ${year}`
        : `${entry.label_en} ${year}`;
    const label_zh =
      season === 'OCT_JAN' ? `${startYear}年${first}月–${year}年${last}月` : `${year}年${entry.label_zh}`;
    return {
      code: `${year}-${season}`,
      order: 0,
      year,
      season,
      start_month: `${startYear}-${pad(first)}`,
      end_month: `${year}-${pad(last)}`,
      label_en,
      label_zh,
      season_label_en: entry.label_en,
      season_label_zh: entry.label_zh,
      issue: {
        year,
        number: entry.issue_number,
        month: entry.issue_month,
        label_en: `CropWatch bulletin ${year} No. ${entry.issue_number} (${MONTHS_EN_LONG[entry.issue_month - 1]})`,
        label_zh: `${year}年第${entry.issue_number}期（${entry.issue_month}月）`,
      },
    };
  }),
).map((period, index) => ({ ...period, order: index + 1 }));

export const LATEST_PERIOD = PERIODS[PERIODS.length - 1].code;
