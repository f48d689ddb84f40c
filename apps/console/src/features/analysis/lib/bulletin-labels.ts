import type { AnalysisItemStatus, AnalysisStatus } from '@cropwatch/contract';

/** Crop stage codes of `seed/crop/stages.json`, in cycle order; their names live in i18n (`analyze.stages.*`). */
export const cropStageCodes = [
  'sowing',
  'emergence',
  'tillering',
  'dormancy',
  'jointing',
  'heading',
  'flowering',
  'grain_filling',
  'milk',
  'maturity',
  'harvest',
  'out_of_season',
] as const;

/** antd tag colours of an item's status. */
export const itemStatusColor: Record<AnalysisItemStatus, string> = {
  NOT_GENERATED: 'default',
  WAITING: 'processing',
  GENERATED: 'success',
  FAILED: 'error',
};

export const analysisStatusColor: Record<AnalysisStatus, string> = {
  EMPTY: 'default',
  NOT_GENERATED: 'default',
  GENERATING: 'processing',
  GENERATED: 'success',
  FAILED: 'error',
};

/**
 * i18n options of `analyze.periodOf.<period>` (`2025年7–10月` / `Jul–Oct 2025`): an OCT_JAN analysis carries
 * the year of its January, so its October is in the year before.
 */
export const periodOfOptions = (year: number) => ({ year, prev: year - 1 });

/** Generated text as paragraphs: blank lines separate them; single line breaks stay inside one. */
export function paragraphsOf(text: string | null | undefined): string[] {
  if (!text) return [];
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter((p) => p !== '');
}
