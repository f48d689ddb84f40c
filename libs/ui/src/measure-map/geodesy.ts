import turfArea from '@turf/area';
import { lineString, polygon } from '@turf/helpers';
import turfLength from '@turf/length';

/** A vertex as the map gives it: [longitude, latitude] in degrees. */
export type LonLat = [number, number];

export const LENGTH_UNITS = ['m', 'km'] as const;
export type LengthUnit = (typeof LENGTH_UNITS)[number];
export const AREA_UNITS = ['m2', 'km2', 'ha', 'mu'] as const;
export type AreaUnit = (typeof AREA_UNITS)[number];

/** 1 亩 = 10 000 / 15 m² (the Chinese market mu). */
export const SQUARE_METRES_PER_MU = 10_000 / 15;

const PER_UNIT: Record<LengthUnit | AreaUnit, number> = {
  m: 1,
  km: 1000,
  m2: 1,
  km2: 1e6,
  ha: 1e4,
  mu: SQUARE_METRES_PER_MU,
};

/**
 * Geodesic length of each leg's end from the start, in metres (turf: great circle on the mean-radius sphere).
 * `running[i]` is the distance walked when reaching vertex i, so `running[0]` is 0 and the last is the total.
 */
export function runningLengths(points: readonly LonLat[]): number[] {
  const out = [0];
  for (let i = 1; i < points.length; i++) {
    const leg = turfLength(lineString([points[i - 1], points[i]]), { units: 'meters' });
    out.push(out[i - 1] + leg);
  }
  return out;
}

export const pathLength = (points: readonly LonLat[]): number => runningLengths(points).at(-1) ?? 0;

/** Geodesic area (m²) and perimeter (m) of the polygon through `points` (open ring: the closing edge is implied). */
export function polygonMetrics(points: readonly LonLat[]): { area: number; perimeter: number } {
  if (points.length < 3) return { area: 0, perimeter: points.length === 2 ? 2 * pathLength(points) : 0 };
  const ring = [...points, points[0]];
  return {
    area: turfArea(polygon([ring])),
    perimeter: pathLength(ring),
  };
}

/** A length (m) or area (m²) in `unit`. */
export const convert = (value: number, unit: LengthUnit | AreaUnit): number => value / PER_UNIT[unit];

/** Digits that keep about four significant figures without noise for the usual map scales. */
export function roundForDisplay(value: number): string {
  const abs = Math.abs(value);
  const digits = abs >= 1000 ? 0 : abs >= 100 ? 1 : abs >= 1 ? 2 : 3;
  return value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

/** Which length unit reads best for a value in metres. */
export const autoLengthUnit = (metres: number): LengthUnit => (metres >= 1000 ? 'km' : 'm');
