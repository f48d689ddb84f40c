import path from 'node:path';
import * as prettier from 'prettier';
import { buildAliases } from './lib/aliases';
import { expandSpans, stagesByWindow } from './lib/calendar';
import { calendarDocs } from './lib/calendar-docs';
import type { BBox, Position, Ring } from './lib/geometry';
import { generateIndicators, SEED } from './lib/indicators';
import { buildProduction } from './lib/production';
import type { Season } from './lib/types';
import { shapeOf } from './lib/zones';
import { ABBREVIATIONS } from './tables/abbreviations';
import { AEZS } from './tables/aezs';
import { CALENDARS } from './tables/calendars';
import { COUNTRIES } from './tables/countries';
import { CHAPTERS, CROP_ENTRIES, CROP_SEASONS, STAGES } from './tables/dictionaries';
import { INDICATOR_DEFS } from './tables/indicator-defs';
import { IRRIGATION } from './tables/irrigation';
import { KNOWLEDGE } from './tables/knowledge';
import { MPZS } from './tables/mpzs';
import { LATEST_PERIOD, PERIODS, SEASON_ENTRIES } from './tables/periods';

export interface CountryItem {
  iso3: string;
  iso2: string;
  iso_numeric: string;
  name_en: string;
  name_zh: string;
  centroid: Position;
  bbox: BBox;
  mpz_code: string | null;
  chapter: 'CH3_COUNTRY' | 'CH4_CHINA';
  has_indicators: boolean;
  aez_codes: string[];
}

export interface ZoneFeature {
  type: 'Feature';
  id: string;
  properties: {
    code: string;
    level: 'mpz' | 'aez';
    name_en: string;
    name_zh: string;
    country_iso3: string | null;
    mpz_code: string | null;
    cropwatch_id: number | null;
    code_is_placeholder: boolean;
    member_countries: string[];
    crop_weight: number | null;
    irrigated_share_pct: number;
    cold_winter: boolean;
    main_crops: string[];
    centroid: Position;
    label_point: Position;
    bbox: BBox;
    area_km2: number;
  };
  geometry: { type: 'Polygon'; coordinates: Ring[] };
}

export interface CalendarItem {
  unit_code: string;
  unit_level: 'country' | 'aez';
  country_iso3: string;
  crop: string;
  season: string;
  stages_by_month: string[];
  by_window: Record<Season, string[]>;
}

/** Common header of every file; `items` (or `features` for zones.json) holds the records. */
export interface SeedEnvelope<T> {
  dataset: string;
  demo: true;
  notice_en: string;
  notice_zh: string;
  generated_by: string;
  description: string;
  items: T[];
}

/** Output folder relative to the repository root. */
export const OUTPUT_DIR = 'seed/crop';

const NOTICE_EN =
  'Synthetic demo data for CropWatch GPT: internally consistent, not CropWatch results. Do not cite as real data.';
const NOTICE_ZH = 'CropWatch GPT 演示用合成数据：内部一致，但不是 CropWatch 的真实结果，请勿作为真实数据引用。';

function envelope(dataset: string, description: string, body: Record<string, unknown>): Record<string, unknown> {
  return {
    dataset,
    demo: true,
    notice_en: NOTICE_EN,
    notice_zh: NOTICE_ZH,
    generated_by: 'tools/seed-crop/generate.ts',
    description,
    ...body,
  };
}

/** Builds every seed file in memory: file name → the exact text to write. Pure and deterministic. */
export async function buildSeedFiles(repoRoot: string): Promise<Map<string, string>> {
  const shapes = new Map([...MPZS, ...AEZS].map((z) => [z.code, shapeOf(z.ring)]));
  const focusCountries = new Set(AEZS.map((a) => a.country));
  const countryName = new Map(COUNTRIES.map((c) => [c.iso3, { en: c.nameEn, zh: c.nameZh }]));
  const zoneName = new Map([...MPZS, ...AEZS].map((z) => [z.code, { en: z.nameEn, zh: z.nameZh }]));

  const { rows } = generateIndicators({
    mpzs: MPZS,
    aezs: AEZS,
    aezLabelPoints: new Map(AEZS.map((a) => [a.code, shapes.get(a.code)!.labelPoint])),
    countryMpz: new Map(COUNTRIES.map((c) => [c.iso3, c.mpz])),
    countryIrrigation: new Map(IRRIGATION.map((r) => [r.country_iso3, r.irrigated_share_pct])),
    periods: PERIODS,
  });

  const calendars = CALENDARS.map((spec): CalendarItem => {
    const months = expandSpans(spec.spans);
    const isCountry = countryName.has(spec.unit);
    return {
      unit_code: spec.unit,
      unit_level: isCountry ? 'country' : 'aez',
      country_iso3: isCountry ? spec.unit : AEZS.find((a) => a.code === spec.unit)!.country,
      crop: spec.crop,
      season: spec.season,
      stages_by_month: months,
      by_window: stagesByWindow(months),
    };
  });

  const production = buildProduction(rows, calendars);

  const countries = COUNTRIES.map((c): CountryItem => ({
    iso3: c.iso3,
    iso2: c.iso2,
    iso_numeric: c.isoNumeric,
    name_en: c.nameEn,
    name_zh: c.nameZh,
    centroid: c.centroid,
    bbox: c.bbox,
    mpz_code: c.mpz,
    chapter: c.iso3 === 'CHN' ? 'CH4_CHINA' : 'CH3_COUNTRY',
    has_indicators: focusCountries.has(c.iso3),
    aez_codes: AEZS.filter((a) => a.country === c.iso3).map((a) => a.code),
  }));

  const features: ZoneFeature[] = [
    ...MPZS.map((m): ZoneFeature => {
      const shape = shapes.get(m.code)!;
      return {
        type: 'Feature',
        id: m.code,
        properties: {
          code: m.code,
          level: 'mpz',
          name_en: m.nameEn,
          name_zh: m.nameZh,
          country_iso3: null,
          mpz_code: null,
          cropwatch_id: null,
          code_is_placeholder: false,
          member_countries: COUNTRIES.filter((c) => c.mpz === m.code).map((c) => c.iso3),
          crop_weight: null,
          irrigated_share_pct: m.irrigated,
          cold_winter: m.coldWinter,
          main_crops: [],
          centroid: shape.centroid,
          label_point: shape.labelPoint,
          bbox: shape.bbox,
          area_km2: shape.areaKm2,
        },
        geometry: { type: 'Polygon', coordinates: [shape.ring] },
      };
    }),
    ...AEZS.map((a): ZoneFeature => {
      const shape = shapes.get(a.code)!;
      return {
        type: 'Feature',
        id: a.code,
        properties: {
          code: a.code,
          level: 'aez',
          name_en: a.nameEn,
          name_zh: a.nameZh,
          country_iso3: a.country,
          mpz_code: a.mpz,
          cropwatch_id: a.cropwatchId,
          code_is_placeholder: a.cropwatchId === null && a.country !== 'CHN',
          member_countries: [],
          crop_weight: a.weight,
          irrigated_share_pct: a.irrigated,
          cold_winter: a.coldWinter,
          main_crops: a.crops,
          centroid: shape.centroid,
          label_point: shape.labelPoint,
          bbox: shape.bbox,
          area_km2: shape.areaKm2,
        },
        geometry: { type: 'Polygon', coordinates: [shape.ring] },
      };
    }),
  ];

  const unitName = (code: string): { en: string; zh: string } => countryName.get(code) ?? zoneName.get(code)!;
  const knowledge = [...KNOWLEDGE, ...calendarDocs(calendars, unitName)];

  const aliases = buildAliases({
    countries: COUNTRIES,
    mpzs: MPZS,
    aezs: AEZS,
    seasons: SEASON_ENTRIES,
    periods: PERIODS,
    stages: STAGES,
  });

  const docs: Record<string, Record<string, unknown>> = {
    'countries.json': envelope(
      'crop-countries',
      'The 48 key countries of the bulletin plus China: ISO codes (iso_numeric matches world-atlas feature ids), zh/en names, a rounded centroid and bounding box [minLon, minLat, maxLon, maxLat] of the main territory, MPZ membership. has_indicators marks the countries with AEZs and indicator rows.',
      { items: countries },
    ),
    'zones.json': {
      ...envelope(
        'crop-zones',
        'GeoJSON FeatureCollection of the 6 MPZs and the AEZs (China: the 7 regions of Chapter 4). Rings are simplified hand-drawn outlines in lon/lat (RFC 7946, counter-clockwise); neighbouring AEZs share border vertices. crop_weight is the AEZ share of its country used to aggregate indicators; area_km2 is geodesic.',
        {},
      ),
      type: 'FeatureCollection',
      features,
    },
    'periods.json': envelope(
      'crop-periods',
      'Monitoring windows (seasons) and the periods of the seed. An OCT_JAN period carries the year of its January: 2025-OCT_JAN runs from 2024-10 to 2025-01 and is reported in issue No. 1 of 2025.',
      { latest: LATEST_PERIOD, seasons: SEASON_ENTRIES, items: PERIODS },
    ),
    'indicator-defs.json': envelope(
      'crop-indicator-defs',
      'Indicator codes, units, references (15YA for agroclimatic, 5YA for agronomic), which row fields hold value/reference/departure, typical ranges, thresholds and the wording bands used by templates.',
      {
        departure_rule_en:
          'departure = (current - reference) / reference x 100, in %, except TEMP whose departure is current - reference in °C. VCIx and CPI are relative to history by construction and carry no departure.',
        departure_rule_zh:
          '距平 =（当前值 − 参考值）/ 参考值 × 100（%）；气温距平为当前值减参考值（℃）。最佳植被状况指数和生产形势指数本身相对历史，不另给距平。',
        items: INDICATOR_DEFS,
      },
    ),
    'indicators.json': envelope(
      'crop-indicators',
      'One row per unit (MPZ, country, AEZ) and period. *_15ya_* and *_5ya_* fields hold the reference, *_dep_* the departure (% or °C for TEMP). Rows with origin notes-1.7a/notes-1.7b copy the domain notes verbatim; country rows aggregate their AEZs by crop_weight; all others are generated around them. water_limited marks rows where BIOMSS follows RAIN; cold_season marks NH cold-zone windows with low CALF.',
      { seed: SEED, periods: PERIODS.map((p) => p.code), items: rows },
    ),
    'crop-calendars.json': envelope(
      'crop-calendars',
      'Crop calendars per country or zone, crop and crop season: the dominant stage of each month (index 0 = January; codes from stages.json) and the stages met in each monitoring window.',
      { crops: CROP_ENTRIES, crop_seasons: CROP_SEASONS, items: calendars },
    ),
    'irrigation.json': envelope(
      'crop-irrigation',
      'Country irrigation records (domain notes §1.5). Shares are approximate and synthetic. rainfall_relevance: low ≥70% irrigated, medium 30–69%, high <30%.',
      { items: IRRIGATION },
    ),
    'production.json': envelope(
      'crop-production',
      'Production in thousand tonnes (rice as paddy) per country, crop and year, with the change from the previous year in %. 2025 rows of §1.7 (c) are verbatim; the others follow the country CPI in the yield-forming windows.',
      { unit: 'kt', items: production },
    ),
    'chapters.json': envelope('crop-chapters', 'Bulletin chapter dictionary with display order and main sections.', {
      items: CHAPTERS,
    }),
    'stages.json': envelope(
      'crop-stages',
      'Phenological stage dictionary. rank orders the stages within a crop cycle; dormancy shares the rank of tillering.',
      { items: STAGES },
    ),
    'abbreviations.json': envelope(
      'crop-abbreviations',
      'Noun abbreviation list with zh/en expansions and one-line definitions.',
      {
        items: ABBREVIATIONS,
      },
    ),
    'aliases.json': envelope(
      'crop-aliases',
      'Gazetteer for the offline answerer: alias → target per kind (region, indicator, crop, season, period, period_relative, chapter, stage). Match on the normalised key: NFKC, lower case, every dash or tilde as "-". No key maps to two targets.',
      { items: aliases },
    ),
    'knowledge.json': envelope(
      'crop-knowledge',
      'Short bilingual documents for retrieval (indicators, methods, classes, bulletin structure, spatial units, seasons, crop calendars). Written for this project; source names the public origin that was paraphrased.',
      { items: knowledge },
    ),
  };

  const counts: Record<string, number> = {};
  for (const [file, doc] of Object.entries(docs)) {
    const list = (doc.items ?? doc.features) as unknown[];
    counts[file] = list.length;
  }
  docs['manifest.json'] = envelope('crop-manifest', 'Files of seed/crop and their item counts.', {
    seed: SEED,
    latest_period: LATEST_PERIOD,
    files: Object.entries(counts).map(([file, items]) => ({ file, items })),
  });

  const prettierConfig = (await prettier.resolveConfig(path.join(repoRoot, OUTPUT_DIR, 'x.json'))) ?? {};
  const files = new Map<string, string>();
  for (const [file, doc] of Object.entries(docs)) {
    files.set(file, await prettier.format(JSON.stringify(doc), { ...prettierConfig, parser: 'json' }));
  }
  return files;
}
