import type { BBox, Position } from './geometry';

/** The four overlapping monitoring windows of the bulletin, in calendar order of their first month. */
export const SEASONS = ['JAN_APR', 'APR_JUL', 'JUL_OCT', 'OCT_JAN'] as const;
export type Season = (typeof SEASONS)[number];

/** One value per season, in `SEASONS` order. */
export type Quad = [number, number, number, number];

export const MPZ_CODES = ['WAF', 'NAM', 'SAM', 'SEA', 'WEU', 'CEW'] as const;
export type MpzCode = (typeof MPZ_CODES)[number];

/** The four crops of the production estimates (AMIS crops); cotton appears only in calendars. */
export const PRODUCTION_CROPS = ['maize', 'rice', 'wheat', 'soybean'] as const;
export type ProductionCrop = (typeof PRODUCTION_CROPS)[number];
export type Crop = ProductionCrop | 'cotton';

export interface CountrySpec {
  iso3: string;
  iso2: string;
  /** ISO 3166-1 numeric, zero-padded: the feature id used by world-atlas. */
  isoNumeric: string;
  nameEn: string;
  nameZh: string;
  centroid: Position;
  /** Bounding box of the main territory (distant islands and Alaska left out; Russia clipped at 180°). */
  bbox: BBox;
  mpz: MpzCode | null;
  extraAliases?: string[];
}

/** Climate and cropping profile shared by MPZs and AEZs: 15YA/5YA reference values per season. */
export interface ClimateProfile {
  /** RAIN 15YA, mm per 4-month window. */
  rain: Quad;
  /** TEMP 15YA, °C mean. */
  temp: Quad;
  /** CALF 5YA, %. */
  calf: Quad;
  /** CI 5YA, % (100 = one crop a year). */
  ci: number;
  irrigated: number;
  /** NH zone whose Oct–Jan and Jan–Apr windows are mostly snow or dormancy (low CALF). */
  coldWinter: boolean;
}

export interface MpzSpec extends ClimateProfile {
  code: MpzCode;
  nameEn: string;
  nameZh: string;
  /** RADPAR 15YA, MJ/m², taken from the MPZ table of the notes (AEZs compute theirs from latitude). */
  radpar: Quad;
  ring: Position[];
  aliases: string[];
}

export interface AezSpec extends ClimateProfile {
  code: string;
  /** Real CropWatch AEZ number where the notes give one; otherwise the code is a placeholder. */
  cropwatchId: number | null;
  country: string;
  mpz: MpzCode | null;
  nameEn: string;
  nameZh: string;
  /** Share of the country's crop production, used to aggregate AEZ rows into the country row. */
  weight: number;
  crops: Crop[];
  ring: Position[];
  aliases?: string[];
}
