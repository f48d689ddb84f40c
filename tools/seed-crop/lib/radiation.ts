import { SEASONS, type Season } from './types';

/** Calendar months (1–12) covered by each 4-month window; Oct–Jan wraps into the next year. */
export const SEASON_MONTHS: Record<Season, number[]> = {
  JAN_APR: [1, 2, 3, 4],
  APR_JUL: [4, 5, 6, 7],
  JUL_OCT: [7, 8, 9, 10],
  OCT_JAN: [10, 11, 12, 1],
};

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const SOLAR_CONSTANT = 0.082; // MJ m⁻² min⁻¹

/** Daily extraterrestrial radiation (FAO-56 eq. 21), MJ/m². */
function extraterrestrial(latDeg: number, dayOfYear: number): number {
  const phi = (latDeg * Math.PI) / 180;
  const dr = 1 + 0.033 * Math.cos(((2 * Math.PI) / 365) * dayOfYear);
  const delta = 0.409 * Math.sin(((2 * Math.PI) / 365) * dayOfYear - 1.39);
  const ws = Math.acos(Math.max(-1, Math.min(1, -Math.tan(phi) * Math.tan(delta))));
  return (
    ((24 * 60) / Math.PI) *
    SOLAR_CONSTANT *
    dr *
    (ws * Math.sin(phi) * Math.sin(delta) + Math.cos(phi) * Math.cos(delta) * Math.sin(ws))
  );
}

function isLocalWinter(latDeg: number, month: number): boolean {
  return latDeg >= 0 ? [11, 12, 1, 2].includes(month) : [5, 6, 7, 8].includes(month);
}

/**
 * Reference PAR sum over a window (MJ/m²): extraterrestrial radiation times a clearness index that falls with rain
 * and, poleward of 35°, in the local winter; PAR is taken as 45% of global radiation. Gives values in the ranges of
 * the notes' MPZ table (≈200 in a European winter to ≈1400 in a desert summer).
 */
export function referenceRadpar(latDeg: number, season: Season, rainMm: number): number {
  let total = 0;
  const monthlyRain = rainMm / 4;
  for (const month of SEASON_MONTHS[season]) {
    const firstDay = DAYS_IN_MONTH.slice(0, month - 1).reduce((a, b) => a + b, 0);
    let clearness = 0.62 - 0.18 * Math.min(1, monthlyRain / 250);
    if (Math.abs(latDeg) > 35 && isLocalWinter(latDeg, month)) clearness -= 0.18;
    for (let day = 1; day <= DAYS_IN_MONTH[month - 1]; day++) {
      total += 0.45 * clearness * extraterrestrial(latDeg, firstDay + day);
    }
  }
  return total;
}

export const seasonIndex = (season: Season): number => SEASONS.indexOf(season);
