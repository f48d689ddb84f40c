import { createHash } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';
import { CLOCK, type Clock } from '../../core/clock/clock';
import { EMULATOR_CONFIG, type EmulatorConfig } from '../../core/config/emulator.config';
import { type CropSeed, readCropSeed } from './crop-data.seed';
import { CropIndicatorDefEntity, CropIndicatorEntity } from './entities/crop-indicator.entity';
import {
  CropAbbreviationEntity,
  CropAliasEntity,
  CropCalendarEntity,
  CropIrrigationEntity,
  CropKnowledgeEntity,
  CropProductionEntity,
  CropStageEntity,
} from './entities/crop-reference.entities';
import { CropCountryEntity, CropPeriodEntity, CropZoneEntity } from './entities/crop-unit.entities';
import { aliasKey } from './gazetteer';

/** Rows per INSERT: stays far below SQLite's bound-variable limit for the widest table (≈40 columns). */
const CHUNK = 100;

/** Inserts without TypeORM writing keys back into the objects (wrong on SQLite multi-row inserts). */
async function insertAll<T extends ObjectLiteral>(
  em: EntityManager,
  entity: EntityTarget<T>,
  rows: QueryDeepPartialEntity<T>[],
): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) {
    await em
      .createQueryBuilder()
      .insert()
      .into(entity)
      .values(rows.slice(i, i + CHUNK))
      .updateEntity(false)
      .execute();
  }
}

/** Stable ids for seeded abbreviations. */
export const abbreviationId = (abbr: string) =>
  createHash('md5').update(`abbreviation:${abbr.toLowerCase()}`).digest('hex');

/**
 * Loads `seed/crop` into its tables once: when `crop_country` is empty (a fresh database, or one created
 * before this module existed), in one transaction. Edits made later (abbreviations) are never overwritten.
 */
@Injectable()
export class CropDataSeeder {
  private readonly logger = new Logger('Seed');

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(EMULATOR_CONFIG) private readonly config: EmulatorConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async seedIfEmpty(): Promise<boolean> {
    if ((await this.db.getRepository(CropCountryEntity).count()) > 0) return false;
    const seed = readCropSeed(this.config.seedDir);
    const now = new Date(this.clock.now());
    await this.db.transaction(async (em) => {
      await insertAll(
        em,
        CropCountryEntity,
        seed.countries.items.map((c) => ({
          iso3: c.iso3,
          iso2: c.iso2,
          isoNumeric: c.iso_numeric,
          nameEn: c.name_en,
          nameZh: c.name_zh,
          centroid: c.centroid,
          bbox: c.bbox,
          mpzCode: c.mpz_code,
          chapter: c.chapter,
          hasIndicators: c.has_indicators,
          aezCodes: c.aez_codes,
        })),
      );
      await insertAll(
        em,
        CropZoneEntity,
        seed.zones.features.map(({ properties: p, geometry }) => ({
          code: p.code,
          level: p.level,
          nameEn: p.name_en,
          nameZh: p.name_zh,
          countryIso3: p.country_iso3,
          mpzCode: p.mpz_code,
          cropwatchId: p.cropwatch_id,
          codeIsPlaceholder: p.code_is_placeholder,
          memberCountries: p.member_countries ?? [],
          cropWeight: p.crop_weight,
          irrigatedSharePct: p.irrigated_share_pct,
          coldWinter: p.cold_winter,
          mainCrops: p.main_crops,
          centroid: p.centroid,
          labelPoint: p.label_point,
          bbox: p.bbox,
          areaKm2: p.area_km2,
          geometry: { type: geometry.type, coordinates: geometry.coordinates },
        })),
      );
      await insertAll(
        em,
        CropPeriodEntity,
        seed.periods.items.map((p) => ({
          code: p.code,
          sortOrder: p.order,
          year: p.year,
          season: p.season,
          startMonth: p.start_month,
          endMonth: p.end_month,
          labelEn: p.label_en,
          labelZh: p.label_zh,
          seasonLabelEn: p.season_label_en,
          seasonLabelZh: p.season_label_zh,
          issueLabelEn: p.issue.label_en,
          issueLabelZh: p.issue.label_zh,
        })),
      );
      await insertAll(
        em,
        CropIndicatorDefEntity,
        seed['indicator-defs'].items.map((d, i) => ({
          code: d.code,
          sortOrder: i + 1,
          nameEn: d.name_en,
          nameZh: d.name_zh,
          group: d.group,
          unit: d.unit,
          unitZh: d.unit_zh,
          decimals: d.decimals,
          reference: d.reference,
          departure: d.departure,
          fields: d.fields,
          descriptionEn: d.description_en ?? null,
          descriptionZh: d.description_zh ?? null,
          wordBands: d.word_bands ?? null,
          thresholds: d.thresholds ?? null,
        })),
      );
      await insertAll(
        em,
        CropIndicatorEntity,
        seed.indicators.items.map((r) => ({
          unitCode: r.unit_code,
          period: r.period,
          unitLevel: r.unit_level,
          countryIso3: r.country_iso3,
          mpzCode: r.mpz_code,
          year: r.year,
          season: r.season,
          rainMm: r.rain_mm,
          rain15yaMm: r.rain_15ya_mm,
          rainDepPct: r.rain_dep_pct,
          tempC: r.temp_c,
          temp15yaC: r.temp_15ya_c,
          tempDepC: r.temp_dep_c,
          radparMjM2: r.radpar_mj_m2,
          radpar15yaMjM2: r.radpar_15ya_mj_m2,
          radparDepPct: r.radpar_dep_pct,
          biomssGdmM2: r.biomss_gdm_m2,
          biomss15yaGdmM2: r.biomss_15ya_gdm_m2,
          biomssDepPct: r.biomss_dep_pct,
          calfPct: r.calf_pct,
          calf5yaPct: r.calf_5ya_pct,
          calfDepPct: r.calf_dep_pct,
          vcix: r.vcix,
          ciPct: r.ci_pct,
          ci5yaPct: r.ci_5ya_pct,
          ciDepPct: r.ci_dep_pct,
          cpi: r.cpi,
          ndviBelowAvgPct: r.ndvi_below_avg_pct,
          irrigatedSharePct: r.irrigated_share_pct,
          waterLimited: r.water_limited,
          coldSeason: r.cold_season,
          condition: r.condition,
          conditionDrivers: r.condition_drivers,
          origin: r.origin,
        })),
      );
      await insertAll(
        em,
        CropCalendarEntity,
        seed['crop-calendars'].items.map((c) => ({
          unitCode: c.unit_code,
          crop: c.crop,
          cropSeason: c.season,
          unitLevel: c.unit_level,
          countryIso3: c.country_iso3,
          stagesByMonth: c.stages_by_month,
          byWindow: c.by_window,
        })),
      );
      await insertAll(
        em,
        CropStageEntity,
        seed.stages.items.map((s) => ({ code: s.code, rank: s.rank, nameEn: s.name_en, nameZh: s.name_zh })),
      );
      await insertAll(
        em,
        CropIrrigationEntity,
        seed.irrigation.items.map((r) => ({
          countryIso3: r.country_iso3,
          irrigatedSharePct: r.irrigated_share_pct,
          mainIrrigatedCrops: r.main_irrigated_crops,
          waterSource: r.water_source,
          rainfallRelevance: r.rainfall_relevance,
          noteEn: r.note_en,
          noteZh: r.note_zh,
        })),
      );
      await insertAll(
        em,
        CropProductionEntity,
        seed.production.items.map((p) => ({
          countryIso3: p.country_iso3,
          crop: p.crop,
          year: p.year,
          productionKt: p.production_kt,
          deltaPct: p.delta_pct,
          origin: p.origin,
        })),
      );
      await insertAll(
        em,
        CropKnowledgeEntity,
        seed.knowledge.items.map((k) => ({
          id: k.id,
          topic: k.topic,
          refs: k.refs,
          source: k.source,
          titleEn: k.title_en,
          titleZh: k.title_zh,
          bodyEn: k.body_en,
          bodyZh: k.body_zh,
        })),
      );
      // One row per (kind, alias); the README guarantees no alias key has two targets.
      const aliases = new Map<string, CropSeed['aliases']['items'][number]>();
      for (const a of seed.aliases.items) aliases.set(`${a.kind}\u0000${a.alias}`, a);
      await insertAll(
        em,
        CropAliasEntity,
        [...aliases.values()].map((a) => ({
          kind: a.kind,
          alias: a.alias,
          lang: a.lang,
          target: a.target,
          targetLevel: a.target_level ?? null,
          seasonHint: a.season_hint ?? null,
        })),
      );
      await insertAll(
        em,
        CropAbbreviationEntity,
        seed.abbreviations.items.map((a, i) => ({
          id: abbreviationId(a.abbr),
          abbr: a.abbr,
          abbrKey: aliasKey(a.abbr),
          fullEn: a.full_en,
          fullZh: a.full_zh,
          definitionEn: a.definition_en ?? null,
          definitionZh: a.definition_zh ?? null,
          category: a.category ?? null,
          sortNo: i + 1,
          createBy: 'admin',
          createTime: now,
          updateBy: null,
          updateTime: null,
        })),
      );
    });
    this.logger.log(
      `seeded crop data: ${seed.countries.items.length} countries, ${seed.zones.features.length} zones, ${seed.indicators.items.length} indicator rows, ${seed.knowledge.items.length} knowledge documents`,
    );
    return true;
  }
}
