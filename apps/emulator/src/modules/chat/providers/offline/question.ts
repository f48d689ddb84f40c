import {
  aliasKey,
  type CropDataService,
  type CropPeriodEntity,
  type CropUnit,
  type Lang,
  type NamedCountry,
} from '../../../crop-data';
import { findUncoveredPlaces } from './places';
import { findTimeWord, type PeriodChoice, resolveTimeWord } from './time-words';

/** An abbreviation of the noun list as the normaliser uses it. */
export interface Abbreviation {
  abbr: string;
  fullEn: string;
  fullZh: string;
  definitionEn: string | null;
  definitionZh: string | null;
}

/** The language of an answer (the wording of an indicator's numbers shares it). */
export type { Lang };

/** What the offline answerer understood of a question. */
export interface QuestionSlots {
  lang: Lang;
  /** The question after normalisation and abbreviation substitution. */
  normalized: string;
  /** Regions in text order, most specific only (an AEZ hides its own country). */
  regions: CropUnit[];
  /** The period to answer for (explicit, relative or the latest). */
  period: CropPeriodEntity | null;
  /** Why that period (the answer states it). */
  periodWhy: PeriodChoice['why'];
  /** The words of the question that chose it (`今年`, `last season`), null for explicit or default. */
  periodWords: string | null;
  periodExplicit: boolean;
  /**
   * ISO 3166 countries named in the question that are no unit of the crop data (「秘鲁」, "Peru", `PER`), in text
   * order, with their ICU names in both languages: the yield history covers them, the indicator tables do not.
   */
  countries: NamedCountry[];
  /** Places named in the question that the data does not cover at all (not even as a unit without a table). */
  uncoveredPlaces: { zh: string; en: string }[];
  /** Set when the question names a period the tables do not have (e.g. "2019年7-10月"). */
  missingPeriod: string | null;
  indicators: string[];
  crop: { code: string; seasonHint: string | null } | null;
  stage: string | null;
  /** "What is …", "什么是…", "how is … computed": a definition or method question. */
  definitional: boolean;
  /** "处于什么生育期", "what stage": a question about the crop calendar, not the crop's condition. */
  stageQuestion: boolean;
  /** Abbreviations of the noun list mentioned (by abbreviation or full name). */
  abbreviations: Abbreviation[];
}

const CJK = /[\u3400-\u9fff\uf900-\ufaff]/;
const DEFINITIONAL =
  /(what\s+(is|are|does|do)\b|\bdefin|\bmeaning\b|\bstand(s)?\s+for\b|\bexplain\b|\bhow\s+(is|are|do|does)\b.*\b(calculat|comput|derive|measur|defin|work)|\bwhy\b|什么是|是什么|是啥|什么意思|含义|定义|的意思|怎么算|如何计算|计算方法|怎么计算|如何得到|解释|为什么|介绍一下|代表什么|指什么)/i;

const STAGE_QUESTION =
  /生育期|生育阶段|物候|什么阶段|哪个阶段|什么时期|growth\s+stage|what\s+stage|which\s+stage|phenolog/i;

/** "2019年7–10月" / "Jul–Oct 2019" for a monitoring window the data lacks in a year. */
function seasonName(data: CropDataService, season: string, year: number | undefined, lang: Lang): string {
  const p = data.periods().find((x) => x.season === season);
  if (!p) return year ? `${year} ${season}` : season;
  if (lang === 'zh') return `${year ? `${year}年` : ''}${p.seasonLabelZh}`;
  return `${p.seasonLabelEn}${year ? ` ${year}` : ''}`;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The language of the question: Chinese when it contains any CJK character, else the UI language's. */
export function detectLang(text: string, uiLang: 'zh-CN' | 'en-US' = 'zh-CN'): Lang {
  if (CJK.test(text)) return 'zh';
  if (/[a-z]{2,}/i.test(text)) return 'en';
  return uiLang === 'en-US' ? 'en' : 'zh';
}

/**
 * Normalises a question (NFKC, dashes, spaces) and replaces full names of the noun abbreviation list by
 * their abbreviation ("maximum vegetation condition index" → VCIx), returning the abbreviations met.
 */
export function normalizeQuestion(text: string, abbreviations: readonly Abbreviation[]) {
  let normalized = aliasKey(text, true);
  const met = new Map<string, Abbreviation>();
  // Longest full names first, so "maximum vegetation condition index" wins over "vegetation condition index".
  const byLength = [...abbreviations].sort(
    (a, b) => Math.max(b.fullEn.length, b.fullZh.length) - Math.max(a.fullEn.length, a.fullZh.length),
  );
  for (const a of byLength) {
    for (const full of [a.fullZh, a.fullEn]) {
      if (full.length < 3) continue;
      const re = new RegExp(CJK.test(full) ? escapeRegExp(full) : `\\b${escapeRegExp(full)}\\b`, 'giu');
      if (re.test(normalized)) {
        normalized = normalized.replace(re, ` ${a.abbr} `).replace(/\s+/g, ' ').trim();
        met.set(a.abbr, a);
      }
    }
  }
  for (const a of abbreviations) {
    if (met.has(a.abbr)) continue;
    // Short abbreviations (CI, NH, PAR) match with their exact case only, so ordinary words are not read as them.
    const flags = a.abbr.length <= 3 ? 'u' : 'iu';
    const re = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(a.abbr)}(?![\\p{L}\\p{N}])`, flags);
    if (re.test(normalized)) met.set(a.abbr, a);
  }
  return { normalized, abbreviations: [...met.values()] };
}

/** Reads region, period, indicators, crop and stage from a question with the gazetteer of seed/crop. */
export function extractSlots(
  question: string,
  data: CropDataService,
  abbreviations: readonly Abbreviation[],
  uiLang: 'zh-CN' | 'en-US' = 'zh-CN',
): QuestionSlots {
  const lang = detectLang(question, uiLang);
  const { normalized, abbreviations: met } = normalizeQuestion(question, abbreviations);
  const matches = data.matchAliases(normalized);

  const regionCodes: string[] = [];
  const countryCodes: string[] = [];
  const indicators: string[] = [];
  let crop: QuestionSlots['crop'] = null;
  let stage: string | null = null;
  let periodCode: string | null = null;
  let season: string | null = null;
  let relative: string | null = null;
  for (const m of matches) {
    // An ICU name of a gazetteer country ("Myanmar (Burma)") names that unit like its own aliases.
    const region = m.kind === 'region' || (m.kind === 'country' && !!data.unit(m.target));
    if (region && !regionCodes.includes(m.target)) regionCodes.push(m.target);
    else if (m.kind === 'country' && !region && !countryCodes.includes(m.target)) countryCodes.push(m.target);
    else if (m.kind === 'indicator' && !indicators.includes(m.target)) indicators.push(m.target);
    else if (m.kind === 'crop' && !crop) crop = { code: m.target, seasonHint: m.seasonHint };
    else if (m.kind === 'stage' && !stage) stage = m.target;
    else if (m.kind === 'period' && !periodCode) periodCode = m.target;
    else if (m.kind === 'season' && !season) season = m.target;
    else if (m.kind === 'period_relative' && !relative) relative = m.target;
  }

  let units = regionCodes.map((c) => data.unit(c)).filter((u): u is CropUnit => !!u);
  // "印度恒河平原": the AEZ is the subject, its country only locates it.
  units = units.filter(
    (u) => !(u.level === 'country' && units.some((o) => o.level === 'aez' && o.countryIso3 === u.code)),
  );

  const yearMatch = /(?<!\d)(19|20)\d{2}(?!\d)/.exec(normalized);
  const periods = data.periods();
  const latest = periods[periods.length - 1];
  const timeWord = findTimeWord(normalized);
  // "今年7-10月", "last year's Jan–Apr": a year given by a time word.
  const wordYear =
    timeWord?.word === 'this-year'
      ? latest?.year
      : timeWord?.word === 'last-year'
        ? latest && latest.year - 1
        : undefined;
  const year = yearMatch ? Number(yearMatch[0]) : wordYear;
  let period: CropPeriodEntity | null = null;
  let missingPeriod: string | null = null;
  let periodWhy: PeriodChoice['why'] = 'default';
  let periodWords: string | null = null;
  const explicit = !!(periodCode || season || relative || year || timeWord);
  if (periodCode) {
    period = data.period(periodCode) ?? null;
    periodWhy = 'explicit';
  } else if (season) {
    period = data.latestPeriodOfSeason(season, year) ?? null;
    periodWhy = 'explicit';
    if (!period) missingPeriod = seasonName(data, season, year, lang);
  } else if (yearMatch) {
    period = [...periods].reverse().find((p) => p.year === year) ?? null;
    periodWhy = 'explicit';
    if (!period) missingPeriod = String(year);
  } else if (timeWord) {
    period = resolveTimeWord(timeWord.word, periods);
    periodWhy = timeWord.word;
    periodWords = timeWord.words;
    if (!period) missingPeriod = timeWord.words;
  } else if (relative === 'previous') {
    period = latest ? (data.previousPeriod(latest.code) ?? null) : null;
    periodWhy = 'previous';
  } else if (relative === 'latest') {
    period = latest ?? null;
    periodWhy = 'latest';
  }
  if (!period && !missingPeriod) period = latest ?? null;

  return {
    lang,
    normalized,
    regions: units,
    countries: countryCodes
      .map((c) => data.findCountry(c))
      .filter((c): c is NamedCountry => !!c && !c.isUnit && !units.some((u) => u.code === c.code)),
    period,
    periodWhy,
    periodWords,
    periodExplicit: explicit,
    uncoveredPlaces: findUncoveredPlaces(normalized, data, matches),
    missingPeriod,
    indicators,
    crop,
    stage,
    definitional: DEFINITIONAL.test(normalized),
    stageQuestion: !!stage || STAGE_QUESTION.test(normalized),
    abbreviations: met,
  };
}
