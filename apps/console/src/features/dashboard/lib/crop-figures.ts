import type { CropCondition, CropOverviewPeriod, CropOverviewUnit } from '@cropwatch/contract';

/** One colour per condition class: map fills, legend swatches and tags agree. */
export const CONDITION_COLOURS: Record<CropCondition, string> = {
  exceptional: '#1b7a3e',
  favourable: '#7cc36e',
  watch: '#f2b632',
  poor: '#d9483b',
};

/** A country the data has no row for (drawn, not coloured). */
export const NO_DATA_COLOUR = '#e6e1d3';

export const isEnglish = (lang: string) => lang.startsWith('en');

export const unitName = (u: Pick<CropOverviewUnit, 'nameEn' | 'nameZh'>, lang: string) =>
  isEnglish(lang) ? u.nameEn : u.nameZh;

export const periodLabel = (p: Pick<CropOverviewPeriod, 'labelEn' | 'labelZh'>, lang: string) =>
  isEnglish(lang) ? p.labelEn : p.labelZh;

/** A signed figure (`+12%`, `−0.4 °C`, `0%`), or `–` when the data has none. */
export function signed(value: number | null, unit: string, decimals = 0): string {
  if (value === null || Number.isNaN(value)) return '–';
  const rounded = Number(value.toFixed(decimals));
  const text = Math.abs(rounded).toFixed(decimals);
  const sign = rounded > 0 ? '+' : rounded < 0 ? '−' : '';
  return `${sign}${text}${unit}`;
}

/** A plain figure with fixed decimals, or `–`. */
export const plain = (value: number | null, decimals = 0): string =>
  value === null || Number.isNaN(value) ? '–' : value.toFixed(decimals);

/** Which way a departure leans, for its colour: rainfall and biomass deficits are the analyst's warning signs. */
export function departureTone(value: number | null, threshold: number): 'up' | 'down' | 'flat' {
  if (value === null || Math.abs(value) < threshold) return 'flat';
  return value > 0 ? 'up' : 'down';
}

/** The stages of a unit's calendars in the period, crop by crop, without out-of-season crops when others grow. */
export function inSeason(unit: CropOverviewUnit) {
  return unit.stages.filter((s) => !(s.stages.length === 1 && s.stages[0] === 'out_of_season'));
}

/** Units by condition, worst first, for the legend counts and the glance cards. */
export function countByCondition(units: readonly CropOverviewUnit[]): Record<CropCondition, number> {
  const counts: Record<CropCondition, number> = { exceptional: 0, favourable: 0, watch: 0, poor: 0 };
  for (const u of units) counts[u.condition] += 1;
  return counts;
}

/** The chat page with a question filled in (the composer shows it; the user sends it). */
export const askAssistantPath = (question: string) => `/chat/assistant?q=${encodeURIComponent(question)}`;
