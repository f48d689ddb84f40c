import { Column, Entity, PrimaryColumn } from 'typeorm';
import { DateTimeColumn } from '../../../core/database/columns';

/** `crop_calendar`: dominant stage per month for a unit, crop and crop season (seed/crop/crop-calendars.json). */
@Entity('crop_calendar')
export class CropCalendarEntity {
  @PrimaryColumn({ type: 'varchar', length: 20, name: 'unit_code' })
  unitCode: string;

  @PrimaryColumn({ type: 'varchar', length: 20 })
  crop: string;

  @PrimaryColumn({ type: 'varchar', length: 20, name: 'crop_season' })
  cropSeason: string;

  @Column({ type: 'varchar', length: 10, name: 'unit_level' })
  unitLevel: string;

  @Column({ type: 'varchar', length: 3, name: 'country_iso3', nullable: true })
  countryIso3: string | null;

  /** 12 stage codes, January first. */
  @Column({ type: 'simple-json', name: 'stages_by_month' })
  stagesByMonth: string[];

  /** Window code (`JUL_OCT`) -> stages met in it. */
  @Column({ type: 'simple-json', name: 'by_window' })
  byWindow: Record<string, string[]>;
}

/** `crop_stage`: the phenological stage dictionary (seed/crop/stages.json). */
@Entity('crop_stage')
export class CropStageEntity {
  @PrimaryColumn({ type: 'varchar', length: 20 })
  code: string;

  @Column({ type: 'integer' })
  rank: number;

  @Column({ type: 'varchar', length: 50, name: 'name_en' })
  nameEn: string;

  @Column({ type: 'varchar', length: 50, name: 'name_zh' })
  nameZh: string;
}

/** `crop_irrigation`: one framing record per country (seed/crop/irrigation.json). */
@Entity('crop_irrigation')
export class CropIrrigationEntity {
  @PrimaryColumn({ type: 'varchar', length: 3, name: 'country_iso3' })
  countryIso3: string;

  @Column({ type: 'double precision', name: 'irrigated_share_pct' })
  irrigatedSharePct: number;

  @Column({ type: 'simple-json', name: 'main_irrigated_crops' })
  mainIrrigatedCrops: string[];

  @Column({ type: 'simple-json', name: 'water_source' })
  waterSource: string[];

  /** `low` / `medium` / `high`. */
  @Column({ type: 'varchar', length: 10, name: 'rainfall_relevance' })
  rainfallRelevance: string;

  @Column({ type: 'text', name: 'note_en' })
  noteEn: string;

  @Column({ type: 'text', name: 'note_zh' })
  noteZh: string;
}

/** `crop_production`: thousand tonnes per country, crop and year (seed/crop/production.json). */
@Entity('crop_production')
export class CropProductionEntity {
  @PrimaryColumn({ type: 'varchar', length: 3, name: 'country_iso3' })
  countryIso3: string;

  @PrimaryColumn({ type: 'varchar', length: 20 })
  crop: string;

  @PrimaryColumn({ type: 'integer' })
  year: number;

  @Column({ type: 'double precision', name: 'production_kt' })
  productionKt: number;

  @Column({ type: 'double precision', name: 'delta_pct' })
  deltaPct: number;

  @Column({ type: 'varchar', length: 20 })
  origin: string;
}

/** `crop_knowledge`: short bilingual documents for retrieval (seed/crop/knowledge.json). */
@Entity('crop_knowledge')
export class CropKnowledgeEntity {
  @PrimaryColumn({ type: 'varchar', length: 64 })
  id: string;

  @Column({ type: 'varchar', length: 30 })
  topic: string;

  @Column({ type: 'simple-json' })
  refs: string[];

  @Column({ type: 'varchar', length: 255 })
  source: string;

  @Column({ type: 'varchar', length: 255, name: 'title_en' })
  titleEn: string;

  @Column({ type: 'varchar', length: 255, name: 'title_zh' })
  titleZh: string;

  @Column({ type: 'text', name: 'body_en' })
  bodyEn: string;

  @Column({ type: 'text', name: 'body_zh' })
  bodyZh: string;
}

/** `crop_alias`: the gazetteer (seed/crop/aliases.json): alias -> target per kind. */
@Entity('crop_alias')
export class CropAliasEntity {
  @PrimaryColumn({ type: 'varchar', length: 20 })
  kind: string;

  @PrimaryColumn({ type: 'varchar', length: 100 })
  alias: string;

  /** `zh`, `en` or `code` (codes match case-sensitively). */
  @Column({ type: 'varchar', length: 10 })
  lang: string;

  @Column({ type: 'varchar', length: 50 })
  target: string;

  @Column({ type: 'varchar', length: 10, name: 'target_level', nullable: true })
  targetLevel: string | null;

  @Column({ type: 'varchar', length: 20, name: 'season_hint', nullable: true })
  seasonHint: string | null;
}

/**
 * `crop_abbreviation`: the noun abbreviation list (seed/crop/abbreviations.json), edited through
 * `/chat/abbreviation/*` and read by the offline answerer.
 */
@Entity('crop_abbreviation')
export class CropAbbreviationEntity {
  @PrimaryColumn({ type: 'varchar', length: 32 })
  id: string;

  @Column({ type: 'varchar', length: 32 })
  abbr: string;

  /** Lower-cased `abbr`, unique. */
  @Column({ type: 'varchar', length: 32, name: 'abbr_key', unique: true })
  abbrKey: string;

  @Column({ type: 'varchar', length: 200, name: 'full_en' })
  fullEn: string;

  @Column({ type: 'varchar', length: 200, name: 'full_zh' })
  fullZh: string;

  @Column({ type: 'text', name: 'definition_en', nullable: true })
  definitionEn: string | null;

  @Column({ type: 'text', name: 'definition_zh', nullable: true })
  definitionZh: string | null;

  @Column({ type: 'varchar', length: 50, nullable: true })
  category: string | null;

  @Column({ type: 'integer', name: 'sort_no', default: 0 })
  sortNo: number;

  @Column({ type: 'varchar', length: 32, name: 'create_by', nullable: true })
  createBy: string | null;

  @DateTimeColumn({ name: 'create_time' })
  createTime: Date | null;

  @Column({ type: 'varchar', length: 32, name: 'update_by', nullable: true })
  updateBy: string | null;

  @DateTimeColumn({ name: 'update_time' })
  updateTime: Date | null;
}
