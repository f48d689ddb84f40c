import type { CropPeriodEntity } from '../../../crop-data';
import type { Lang } from './question';

/**
 * Time words of a question resolved against the periods the data has (never against the wall clock: the demo
 * tables end where they end, and "this year" means the newest year they cover). Every resolution carries the
 * reason, which the answer states ("the latest data are for Jul–Oct 2025").
 */
export type TimeWord = 'this-year' | 'last-year' | 'this-season' | 'latest' | 'previous';

/** How the period of an answer was chosen. */
export interface PeriodChoice {
  period: CropPeriodEntity;
  /** The time word met, or `explicit` (a named period/window/year) or `default` (none: the latest). */
  why: TimeWord | 'explicit' | 'default';
  /** The words of the question that set it (for the explanation), e.g. `今年`. */
  words: string | null;
}

/** Patterns of the relative time words, most specific first (上一季 before 季). */
const WORDS: { word: TimeWord; re: RegExp }[] = [
  { word: 'last-year', re: /去年同期|去年|上一年|前一年|last\s+year|previous\s+year|a\s+year\s+ago/i },
  {
    word: 'previous',
    re: /上一期|上期|前一期|上一季|上季|上个季度|上一个监测期|last\s+(season|period|quarter)|previous\s+(season|period)/i,
  },
  { word: 'this-year', re: /今年|本年|本年度|当年|this\s+year|current\s+year/i },
  {
    word: 'this-season',
    re: /本季|当季|这季|本期|当前|目前|现在|this\s+season|current\s+(season|period)|this\s+period|\bnow\b|currently/i,
  },
  { word: 'latest', re: /最近|最新|近期|latest|recent(ly)?|most\s+recent|newest/i },
];

/** The first relative time word of a (normalised) question and the words that expressed it. */
export function findTimeWord(text: string): { word: TimeWord; words: string } | null {
  for (const { word, re } of WORDS) {
    const m = re.exec(text);
    if (m) return { word, words: m[0] };
  }
  return null;
}

/** Resolves a relative time word against the periods (oldest first); null when the data has no such period. */
export function resolveTimeWord(word: TimeWord, periods: readonly CropPeriodEntity[]): CropPeriodEntity | null {
  const latest = periods[periods.length - 1];
  if (!latest) return null;
  switch (word) {
    case 'this-year':
    case 'this-season':
    case 'latest':
      return latest;
    case 'previous':
      return periods[periods.length - 2] ?? null;
    case 'last-year':
      return periods.find((p) => p.season === latest.season && p.year === latest.year - 1) ?? null;
  }
}

/** The sentence that says which period an answer uses and why. */
export function periodReason(choice: PeriodChoice, latest: CropPeriodEntity, lang: Lang): string {
  const p = lang === 'zh' ? choice.period.labelZh : choice.period.labelEn;
  const l = lang === 'zh' ? latest.labelZh : latest.labelEn;
  const w = choice.words;
  if (lang === 'zh') {
    switch (choice.why) {
      case 'this-year':
        return `时间：「${w}」按演示数据最新的年份${latest.year}年解读，最新的数据为${l}。`;
      case 'this-season':
      case 'latest':
        return `时间：「${w}」指数据中最新的监测期，即${p}。`;
      case 'previous':
        return `时间：「${w}」指最新监测期（${l}）的前一期，即${p}。`;
      case 'last-year':
        return `时间：「${w}」按最新监测期（${l}）的上年同期解读，即${p}。`;
      case 'explicit':
        return `时间：按问题所指的监测期${p}。`;
      case 'default':
        return `时间：问题未指明时间，使用数据中最新的监测期${p}。`;
    }
  }
  switch (choice.why) {
    case 'this-year':
      return `Period: "${w}" is read as ${latest.year}, the newest year of the data; the latest data are for ${l}.`;
    case 'this-season':
    case 'latest':
      return `Period: "${w}" is the newest period of the data, ${p}.`;
    case 'previous':
      return `Period: "${w}" is the period before the latest one (${l}), i.e. ${p}.`;
    case 'last-year':
      return `Period: "${w}" is read as the same window a year before the latest period (${l}), i.e. ${p}.`;
    case 'explicit':
      return `Period: ${p}, as asked.`;
    case 'default':
      return `Period: the question names no time, so the answer uses the latest period of the data, ${p}.`;
  }
}
