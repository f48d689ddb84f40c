import type { AnalysisPeriod } from '@cropwatch/contract';

const MONTHS: Record<AnalysisPeriod, { zh: [number, number]; en: [string, string] }> = {
  JAN_APR: { zh: [1, 4], en: ['January', 'April'] },
  APR_JUL: { zh: [4, 7], en: ['April', 'July'] },
  JUL_OCT: { zh: [7, 10], en: ['July', 'October'] },
  OCT_JAN: { zh: [10, 1], en: ['October', 'January'] },
};

/**
 * The `{period}` of a prompt: `2025年7–10月` / `July–October 2025`. An OCT_JAN analysis carries the year of
 * its January, so its window starts in the year before: `2024年10月–2025年1月` / `October 2024–January 2025`.
 */
export function periodLabel(year: number, period: AnalysisPeriod, lang: 'zh' | 'en'): string {
  const m = MONTHS[period];
  if (period === 'OCT_JAN')
    return lang === 'zh'
      ? `${year - 1}年${m.zh[0]}月–${year}年${m.zh[1]}月`
      : `${m.en[0]} ${year - 1}–${m.en[1]} ${year}`;
  return lang === 'zh' ? `${year}年${m.zh[0]}–${m.zh[1]}月` : `${m.en[0]}–${m.en[1]} ${year}`;
}
