import { z } from 'zod';
import { endpoint } from '../endpoint';
import { resultSchema } from '../result';
import { cropDatasetRefSchema } from './dataset';
import { CROP_CONDITIONS } from './task';

/**
 * The crop situation at a glance (issue #18): the home page's map and cards. For one monitoring period (the
 * latest when none is asked for) every MPZ and key country with indicator rows: its condition class, the key
 * agroclimatic departures (vs 15YA) and agronomic indicators (vs 5YA), the crop calendar stages met in that
 * window, and the outline of the MPZs (countries are drawn from the app's own world-atlas by `isoNumeric`).
 * Demo data: every figure comes from the seeded indicator tables (seed/crop), nothing is computed on the fly.
 */

/** The condition classes (defined with the crop task summary, which reports them too). */
export type CropCondition = (typeof CROP_CONDITIONS)[number];

export const CropOverviewMessages = {
  periodUnknown: '监测时段不存在',
} as const;

export const cropOverviewPeriodSchema = z.object({
  /** `2025-JUL_OCT` (an OCT_JAN period carries the year of its January). */
  code: z.string(),
  year: z.number().int(),
  season: z.string(),
  labelEn: z.string(),
  labelZh: z.string(),
  /** `2025-07` … `2025-10`. */
  startMonth: z.string(),
  endMonth: z.string(),
});
export type CropOverviewPeriod = z.infer<typeof cropOverviewPeriodSchema>;

export const cropOverviewStageSchema = z.object({
  crop: z.string(),
  cropSeason: z.string(),
  /** Stage codes met in the period's window, in calendar order (`out_of_season` when the crop is not in the field). */
  stages: z.array(z.string()),
});
export type CropOverviewStage = z.infer<typeof cropOverviewStageSchema>;

const figure = z.number().nullable();

export const cropOverviewUnitSchema = z.object({
  code: z.string(),
  level: z.enum(['mpz', 'country']),
  nameEn: z.string(),
  nameZh: z.string(),
  /** world-atlas feature id of a country (`"356"`); null for an MPZ. */
  isoNumeric: z.string().nullable(),
  mpzCode: z.string().nullable(),
  condition: z.enum(CROP_CONDITIONS),
  /** `dry` / `wet` / `hot` / `cold`. */
  drivers: z.array(z.string()),
  rainMm: figure,
  rainDepPct: figure,
  tempC: figure,
  /** Absolute departure in °C. */
  tempDepC: figure,
  radparMjM2: figure,
  radparDepPct: figure,
  biomssGdmM2: figure,
  biomssDepPct: figure,
  calfPct: figure,
  calfDepPct: figure,
  vcix: figure,
  cpi: figure,
  ciPct: figure,
  ciDepPct: figure,
  ndviBelowAvgPct: figure,
  irrigatedSharePct: figure,
  stages: z.array(cropOverviewStageSchema),
  /** GeoJSON Polygon coordinates ([lon, lat] rings) of an MPZ; null for a country. */
  outline: z.array(z.array(z.array(z.number()))).nullable(),
});
export type CropOverviewUnit = z.infer<typeof cropOverviewUnitSchema>;

export const cropOverviewQuerySchema = z.looseObject({
  period: z
    .string()
    .trim()
    .max(20)
    .optional()
    .transform((v) => v || undefined),
});

export const cropOverviewSchema = z.object({
  /** The period shown. */
  period: cropOverviewPeriodSchema,
  /** The newest period of the data. */
  latest: z.string(),
  /** Every period, newest first. */
  periods: z.array(cropOverviewPeriodSchema),
  /** MPZs first (code order), then countries (ISO3 order). */
  units: z.array(cropOverviewUnitSchema),
  /** The active indicators dataset the figures were read from; null when no indicators dataset is active. */
  dataset: cropDatasetRefSchema.nullable(),
  /**
   * Why MPZs and countries are missing from `units`: the whole period (no active dataset, or the dataset does not
   * cover it: `code` null) or one unit (its row lacks VCIx or CPI, so no condition class). Never filled in.
   */
  unavailable: z.array(z.object({ code: z.string().nullable(), reason: z.string() })),
  /** The stage dictionary, for labels. */
  stageNames: z.array(z.object({ code: z.string(), nameEn: z.string(), nameZh: z.string() })),
});
export type CropOverview = z.infer<typeof cropOverviewSchema>;

/** `GET /crop/overview?period=`: ok200 the overview; an unknown period: err500 `监测时段不存在`. */
export const cropOverview = endpoint({
  method: 'GET',
  path: '/crop/overview',
  auth: true,
  access: { menu: '/dashboard/analysis' },
  query: cropOverviewQuerySchema,
  response: resultSchema(cropOverviewSchema),
});
