import { z } from 'zod';
import { readSeedFile } from '../../core/seed/seed-file';

/** Shapes of the seed/crop files this module loads, checked before anything is written. */

const items = <T extends z.ZodType>(item: T) => z.looseObject({ demo: z.literal(true), items: z.array(item) });
const nullableNumber = z.number().nullable();
const lonLat = z.array(z.number());

export const cropSeedSchemas = {
  countries: items(
    z.looseObject({
      iso3: z.string().length(3),
      iso2: z.string().length(2),
      iso_numeric: z.string(),
      name_en: z.string(),
      name_zh: z.string(),
      centroid: lonLat,
      bbox: lonLat,
      mpz_code: z.string().nullable(),
      chapter: z.string(),
      has_indicators: z.boolean(),
      aez_codes: z.array(z.string()),
    }),
  ),
  zones: z.looseObject({
    demo: z.literal(true),
    features: z.array(
      z.looseObject({
        properties: z.looseObject({
          code: z.string(),
          level: z.enum(['mpz', 'aez']),
          name_en: z.string(),
          name_zh: z.string(),
          country_iso3: z.string().nullable(),
          mpz_code: z.string().nullable(),
          cropwatch_id: z.number().int().nullable(),
          code_is_placeholder: z.boolean(),
          member_countries: z.array(z.string()).optional(),
          crop_weight: nullableNumber,
          irrigated_share_pct: nullableNumber,
          cold_winter: z.boolean(),
          main_crops: z.array(z.string()),
          centroid: lonLat,
          label_point: lonLat,
          bbox: lonLat,
          area_km2: z.number(),
        }),
        geometry: z.looseObject({ type: z.string(), coordinates: z.array(z.array(z.array(z.number()))) }),
      }),
    ),
  }),
  periods: items(
    z.looseObject({
      code: z.string(),
      order: z.number().int(),
      year: z.number().int(),
      season: z.string(),
      start_month: z.string(),
      end_month: z.string(),
      label_en: z.string(),
      label_zh: z.string(),
      season_label_en: z.string(),
      season_label_zh: z.string(),
      issue: z.looseObject({ label_en: z.string(), label_zh: z.string() }),
    }),
  ),
  'indicator-defs': items(
    z.looseObject({
      code: z.string(),
      name_en: z.string(),
      name_zh: z.string(),
      group: z.string(),
      unit: z.string(),
      unit_zh: z.string(),
      decimals: z.number().int(),
      reference: z.string().nullable(),
      departure: z.string().nullable(),
      fields: z.object({ value: z.string(), reference: z.string().nullable(), departure: z.string().nullable() }),
      description_en: z.string().optional(),
      description_zh: z.string().optional(),
      word_bands: z
        .array(
          z.object({
            from: z.number(),
            label_en_pos: z.string(),
            label_en_neg: z.string(),
            label_zh_pos: z.string(),
            label_zh_neg: z.string(),
          }),
        )
        .optional(),
      thresholds: z
        .array(z.object({ min: nullableNumber, max: nullableNumber, label_en: z.string(), label_zh: z.string() }))
        .optional(),
    }),
  ),
  indicators: items(
    z.looseObject({
      period: z.string(),
      unit_code: z.string(),
      unit_level: z.enum(['mpz', 'country', 'aez']),
      country_iso3: z.string().nullable(),
      mpz_code: z.string().nullable(),
      year: z.number().int(),
      season: z.string(),
      rain_mm: nullableNumber,
      rain_15ya_mm: nullableNumber,
      rain_dep_pct: nullableNumber,
      temp_c: nullableNumber,
      temp_15ya_c: nullableNumber,
      temp_dep_c: nullableNumber,
      radpar_mj_m2: nullableNumber,
      radpar_15ya_mj_m2: nullableNumber,
      radpar_dep_pct: nullableNumber,
      biomss_gdm_m2: nullableNumber,
      biomss_15ya_gdm_m2: nullableNumber,
      biomss_dep_pct: nullableNumber,
      calf_pct: nullableNumber,
      calf_5ya_pct: nullableNumber,
      calf_dep_pct: nullableNumber,
      vcix: nullableNumber,
      ci_pct: nullableNumber,
      ci_5ya_pct: nullableNumber,
      ci_dep_pct: nullableNumber,
      cpi: nullableNumber,
      ndvi_below_avg_pct: nullableNumber,
      irrigated_share_pct: nullableNumber,
      water_limited: z.boolean(),
      cold_season: z.boolean(),
      condition: z.string(),
      condition_drivers: z.array(z.string()),
      origin: z.string(),
    }),
  ),
  'crop-calendars': items(
    z.looseObject({
      unit_code: z.string(),
      unit_level: z.string(),
      country_iso3: z.string().nullable(),
      crop: z.string(),
      season: z.string(),
      stages_by_month: z.array(z.string()).length(12),
      by_window: z.record(z.string(), z.array(z.string())),
    }),
  ),
  stages: items(z.looseObject({ code: z.string(), rank: z.number().int(), name_en: z.string(), name_zh: z.string() })),
  irrigation: items(
    z.looseObject({
      country_iso3: z.string(),
      irrigated_share_pct: z.number(),
      main_irrigated_crops: z.array(z.string()),
      water_source: z.array(z.string()),
      rainfall_relevance: z.string(),
      note_en: z.string(),
      note_zh: z.string(),
    }),
  ),
  production: items(
    z.looseObject({
      country_iso3: z.string(),
      crop: z.string(),
      year: z.number().int(),
      production_kt: z.number(),
      delta_pct: z.number(),
      origin: z.string(),
    }),
  ),
  knowledge: items(
    z.looseObject({
      id: z.string(),
      topic: z.string(),
      refs: z.array(z.string()),
      source: z.string(),
      title_en: z.string(),
      title_zh: z.string(),
      body_en: z.string(),
      body_zh: z.string(),
    }),
  ),
  aliases: items(
    z.looseObject({
      alias: z.string().min(1),
      lang: z.string(),
      kind: z.string(),
      target: z.string(),
      target_level: z.string().optional(),
      season_hint: z.string().optional(),
    }),
  ),
  abbreviations: items(
    z.looseObject({
      abbr: z.string().min(1),
      full_en: z.string(),
      full_zh: z.string(),
      definition_en: z.string().optional(),
      definition_zh: z.string().optional(),
      category: z.string().optional(),
    }),
  ),
};

export type CropSeed = { [K in keyof typeof cropSeedSchemas]: z.infer<(typeof cropSeedSchemas)[K]> };

/** Reads and validates `seed/crop/*.json`; throws naming the file and the first problem. */
export function readCropSeed(seedDir: string): CropSeed {
  const out: Partial<Record<keyof CropSeed, unknown>> = {};
  for (const [name, schema] of Object.entries(cropSeedSchemas)) {
    out[name as keyof CropSeed] = readSeedFile(seedDir, `crop/${name}.json`, schema);
  }
  return out as CropSeed;
}
