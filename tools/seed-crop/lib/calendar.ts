import { SEASON_MONTHS } from './radiation';
import { SEASONS, type Season } from './types';

/** Expands `"10:sowing 12-2:dormancy"` into twelve stages (index 0 = January); unnamed months are out of season. */
export function expandSpans(spans: string): string[] {
  const months = Array.from({ length: 12 }, () => 'out_of_season');
  for (const token of spans.trim().split(/\s+/)) {
    const [range, stage] = token.split(':');
    const [from, to] = range.split('-').map(Number);
    const last = to ?? from;
    for (let month = from; ; month = (month % 12) + 1) {
      months[month - 1] = stage;
      if (month === last) break;
    }
  }
  return months;
}

/** Distinct stages met in each monitoring window, in month order (what "which crops were in which stage" needs). */
export function stagesByWindow(months: string[]): Record<Season, string[]> {
  return Object.fromEntries(
    SEASONS.map((season) => [
      season,
      [...new Set(SEASON_MONTHS[season].map((month) => months[month - 1]).filter((s) => s !== 'out_of_season'))],
    ]),
  ) as Record<Season, string[]>;
}
