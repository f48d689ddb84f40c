import chinaAreas from './china-areas.json';

/** One administrative division (spec §3: id, text, pid). */
export interface AreaRow {
  id: string;
  text: string;
  /** Parent id; provinces have '0'. */
  pid: string;
}

export const AREA_ROOT = '0';

/**
 * A small slice of China's divisions (GB/T 2260 codes) in `china-areas.json`: every province-level division and a
 * few cities and districts. A deployment needing the full list replaces the JSON file.
 */
export const areaRows: readonly AreaRow[] = chinaAreas;
