import { PRODUCTION_2024 } from '../tables/production';
import { parseCsv, PRODUCTION_ROWS_CSV } from '../tables/verbatim';
import type { IndicatorRow } from './indicators';
import { randomFor } from './prng';
import { SEASON_MONTHS } from './radiation';
import { PRODUCTION_CROPS, SEASONS, type ProductionCrop } from './types';

export interface ProductionRow {
  country_iso3: string;
  crop: ProductionCrop;
  year: number;
  production_kt: number;
  delta_pct: number;
  origin: 'notes-1.7c' | 'derived' | 'generated';
}

export interface CalendarLike {
  unit_code: string;
  crop: string;
  stages_by_month: string[];
}

const YIELD_STAGES = new Set(['heading', 'flowering', 'grain_filling']);
const round1 = (value: number): number => Math.round(value * 10) / 10 + 0;

/**
 * Year-on-year change follows the country's CPI in the windows where the crop forms its yield (heading to grain
 * filling in the country calendar): a CPI of 0.95 gives about −3%, 1.05 about +3%, plus a little noise.
 */
function deltaFor(
  iso3: string,
  crop: ProductionCrop,
  year: number,
  rows: IndicatorRow[],
  calendars: CalendarLike[],
): number {
  const yieldMonths = new Set(
    calendars
      .filter((c) => c.unit_code === iso3 && c.crop === crop)
      .flatMap((c) => c.stages_by_month.flatMap((stage, i) => (YIELD_STAGES.has(stage) ? [i + 1] : []))),
  );
  const seasons = SEASONS.filter((s) => yieldMonths.size === 0 || SEASON_MONTHS[s].some((m) => yieldMonths.has(m)));
  const cpis = rows
    .filter((r) => r.unit_code === iso3 && r.year === year && seasons.includes(r.season))
    .map((r) => r.cpi);
  const cpi = cpis.reduce((a, b) => a + b, 0) / cpis.length;
  const noise = randomFor('production', `${iso3}:${crop}:${year}`).normal();
  return round1(Math.max(-15, Math.min(15, (cpi - 1) * 60 + 1.2 * noise)));
}

export function buildProduction(rows: IndicatorRow[], calendars: CalendarLike[]): ProductionRow[] {
  const given = new Map(parseCsv(PRODUCTION_ROWS_CSV).map((r) => [`${r.country_iso3}|${r.crop}`, r]));
  const out: ProductionRow[] = [];
  const countries = [...new Set([...Object.keys(PRODUCTION_2024), ...[...given.values()].map((r) => r.country_iso3)])];
  for (const iso3 of countries.sort()) {
    for (const crop of PRODUCTION_CROPS) {
      const note = given.get(`${iso3}|${crop}`);
      const delta2024 = deltaFor(iso3, crop, 2024, rows, calendars);
      if (note) {
        const p2025 = Number(note.production_kt);
        const d2025 = Number(note.delta_pct);
        const p2024 = Math.round(p2025 / (1 + d2025 / 100));
        out.push({
          country_iso3: iso3,
          crop,
          year: 2024,
          production_kt: p2024,
          delta_pct: delta2024,
          origin: 'derived',
        });
        out.push({
          country_iso3: iso3,
          crop,
          year: 2025,
          production_kt: p2025,
          delta_pct: d2025,
          origin: 'notes-1.7c',
        });
        continue;
      }
      const p2024 = PRODUCTION_2024[iso3]?.[crop];
      if (p2024 === undefined) continue;
      const d2025 = deltaFor(iso3, crop, 2025, rows, calendars);
      out.push({
        country_iso3: iso3,
        crop,
        year: 2024,
        production_kt: p2024,
        delta_pct: delta2024,
        origin: 'generated',
      });
      out.push({
        country_iso3: iso3,
        crop,
        year: 2025,
        production_kt: Math.round(p2024 * (1 + d2025 / 100)),
        delta_pct: d2025,
        origin: 'generated',
      });
    }
  }
  return out;
}
