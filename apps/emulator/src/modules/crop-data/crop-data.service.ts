import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type DataSource, In } from 'typeorm';
import { CropDataSeeder } from './crop-data.seeder';
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
import { aliasKey, type AliasMatch, Gazetteer } from './gazetteer';
import type { IndicatorDataset, IndicatorFilter, IndicatorSource } from './indicator-source';
import { KnowledgeIndex } from './knowledge-index';
import { aliasKeysOf, unitNames, worldAliases, worldCountry } from './world-names';

/** A spatial unit the indicator tables know: an MPZ, a country or an AEZ. */
export interface CropUnit {
  code: string;
  level: 'mpz' | 'country' | 'aez';
  nameEn: string;
  nameZh: string;
  countryIso3: string | null;
  mpzCode: string | null;
  /** True when `crop_indicator` has rows for it. */
  hasIndicators: boolean;
}

/** A country by its ISO3 code with its names in both languages: a gazetteer unit, else an ISO 3166 country. */
export interface NamedCountry {
  code: string;
  nameEn: string;
  nameZh: string;
  /** True when it is a unit of the crop data (one of the gazetteer's countries). */
  isUnit: boolean;
}

/** Everyday words the generated gazetteer (seed/crop/aliases.json) lacks; matched like its own aliases. */
export const EXTRA_ALIASES = [
  { alias: 'rain', lang: 'en', kind: 'indicator', target: 'RAIN' },
  { alias: 'rains', lang: 'en', kind: 'indicator', target: 'RAIN' },
  { alias: 'yield', lang: 'en', kind: 'indicator', target: 'PRODUCTION' },
  { alias: '单产', lang: 'zh', kind: 'indicator', target: 'PRODUCTION' },
];

export interface KnowledgeHit {
  doc: CropKnowledgeEntity;
  score: number;
}

/**
 * Read access to the crop data for every module that needs it (chat, crop tasks, bulletin analysis).
 * Reference data (units, periods, gazetteer, indicator definitions, knowledge index) is read into memory
 * at start; it never changes at run time. Indicator rows, calendars, irrigation, production and
 * abbreviations are queried when asked.
 */
@Injectable()
export class CropDataService implements OnApplicationBootstrap {
  private unitsByCode = new Map<string, CropUnit>();
  private periodList: CropPeriodEntity[] = [];
  private defs: CropIndicatorDefEntity[] = [];
  private stageMap = new Map<string, CropStageEntity>();
  private knowledge = new Map<string, CropKnowledgeEntity>();
  private index = new KnowledgeIndex([]);
  private gazetteerInstance = new Gazetteer([]);
  private zoneRows: CropZoneEntity[] = [];
  private countryRows: CropCountryEntity[] = [];
  private source: IndicatorSource | null = null;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(CropDataSeeder) private readonly seeder: CropDataSeeder,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.seeder.seedIfEmpty();
    await this.reload();
  }

  /** Re-reads the reference data (after seeding, or in tests). */
  async reload(): Promise<void> {
    const [countries, zones, periods, defs, stages, docs, aliases, indicatorUnits] = await Promise.all([
      this.db.getRepository(CropCountryEntity).find({ order: { iso3: 'ASC' } }),
      this.db.getRepository(CropZoneEntity).find({ order: { code: 'ASC' } }),
      this.db.getRepository(CropPeriodEntity).find({ order: { sortOrder: 'ASC' } }),
      this.db.getRepository(CropIndicatorDefEntity).find({ order: { sortOrder: 'ASC' } }),
      this.db.getRepository(CropStageEntity).find(),
      this.db.getRepository(CropKnowledgeEntity).find({ order: { id: 'ASC' } }),
      this.db.getRepository(CropAliasEntity).find(),
      this.db
        .getRepository(CropIndicatorEntity)
        .createQueryBuilder('i')
        .select('DISTINCT i.unitCode', 'code')
        .getRawMany<{ code: string }>(),
    ]);
    const withRows = new Set(indicatorUnits.map((u) => u.code));
    const units = new Map<string, CropUnit>();
    for (const z of zones) {
      units.set(z.code, {
        code: z.code,
        level: z.level === 'mpz' ? 'mpz' : 'aez',
        nameEn: z.nameEn,
        nameZh: z.nameZh,
        countryIso3: z.countryIso3,
        mpzCode: z.mpzCode,
        hasIndicators: withRows.has(z.code),
      });
    }
    for (const c of countries) {
      units.set(c.iso3, {
        code: c.iso3,
        level: 'country',
        nameEn: c.nameEn,
        nameZh: c.nameZh,
        countryIso3: c.iso3,
        mpzCode: c.mpzCode,
        hasIndicators: withRows.has(c.iso3),
      });
    }
    this.unitsByCode = units;
    this.zoneRows = zones;
    this.countryRows = countries;
    this.periodList = periods;
    this.defs = defs;
    this.stageMap = new Map(stages.map((s) => [s.code, s]));
    this.knowledge = new Map(docs.map((d) => [d.id, d]));
    this.index = new KnowledgeIndex(
      docs.map((d) => ({
        id: d.id,
        title: `${d.titleEn} ${d.titleZh}`,
        body: `${d.bodyEn}\n${d.bodyZh}`,
        refs: d.refs,
      })),
    );
    // Every ISO 3166 country by its ICU names (kind `country`), after the database's aliases, which keep precedence.
    const own = [...aliases, ...EXTRA_ALIASES];
    this.gazetteerInstance = new Gazetteer([...own, ...worldAliases(aliasKeysOf(own))]);
  }

  // ---- spatial units -------------------------------------------------------------------------------

  units(): CropUnit[] {
    return [...this.unitsByCode.values()];
  }

  unit(code: string): CropUnit | undefined {
    return this.unitsByCode.get(code);
  }

  /** A unit by its code (any case: `ind-96`, `chn`) or by one of its aliases (`恒河平原`, `Corn Belt`). */
  findUnit(codeOrAlias: string): CropUnit | undefined {
    const text = codeOrAlias.trim();
    if (!text) return undefined;
    const byCode = this.unitsByCode.get(text.toUpperCase()) ?? this.unitsByCode.get(text);
    if (byCode) return byCode;
    const alias = this.gazetteerInstance.lookup(text, 'region');
    return alias ? this.unitsByCode.get(alias.target) : undefined;
  }

  /**
   * A country by its ISO3 code (any case: `per`) or by a name of it (`秘鲁`, `Peru`, `刚果（金）`, a database alias):
   * a unit of the crop data first, else any ISO 3166 country; undefined for what names no country.
   */
  findCountry(codeOrName: string): NamedCountry | undefined {
    const text = codeOrName.trim();
    if (!text) return undefined;
    const unit = this.findUnit(text);
    if (unit?.level === 'country') return { code: unit.code, nameEn: unit.nameEn, nameZh: unit.nameZh, isUnit: true };
    const iso3 =
      worldCountry(text.toUpperCase())?.iso3 ?? this.gazetteerInstance.lookup(text, 'country')?.target ?? undefined;
    return iso3 ? this.countryNamed(iso3) : undefined;
  }

  /** A unit code's names in both languages: the gazetteer's, else ICU's (ISO3, M49 regions), else `fallback`. */
  namesOf(code: string, fallback = code): { nameEn: string; nameZh: string } {
    const unit = this.unitsByCode.get(code);
    return unit ? { nameEn: unit.nameEn, nameZh: unit.nameZh } : unitNames(code, fallback);
  }

  private countryNamed(iso3: string): NamedCountry | undefined {
    const unit = this.unitsByCode.get(iso3);
    if (unit) return { code: unit.code, nameEn: unit.nameEn, nameZh: unit.nameZh, isUnit: true };
    const c = worldCountry(iso3);
    return c ? { code: c.iso3, nameEn: c.nameEn, nameZh: c.nameZh, isUnit: false } : undefined;
  }

  /** A crop key of the gazetteer (`maize`) by one of its names (玉米, corn); undefined when unknown. */
  findCrop(name: string): string | undefined {
    const text = name.trim();
    return text ? this.gazetteerInstance.lookup(text, 'crop')?.target : undefined;
  }

  /** MPZ and AEZ rows with their outlines (GeoJSON polygons), for spatial questions such as crop tasks. */
  zones(): CropZoneEntity[] {
    return [...this.zoneRows];
  }

  /** Country rows (ISO codes, bbox; outlines come from world-atlas by `isoNumeric`). */
  countries(): CropCountryEntity[] {
    return [...this.countryRows];
  }

  /** Gazetteer matches (regions, indicators, crops, seasons, periods, stages, chapters) in a text. */
  matchAliases(text: string): AliasMatch[] {
    return this.gazetteerInstance.match(text);
  }

  // ---- periods ---------------------------------------------------------------------------------------

  /** Periods oldest first. */
  periods(): CropPeriodEntity[] {
    return [...this.periodList];
  }

  period(code: string): CropPeriodEntity | undefined {
    return this.periodList.find((p) => p.code === code);
  }

  latestPeriod(): CropPeriodEntity | undefined {
    return this.periodList[this.periodList.length - 1];
  }

  previousPeriod(code: string): CropPeriodEntity | undefined {
    const i = this.periodList.findIndex((p) => p.code === code);
    return i > 0 ? this.periodList[i - 1] : undefined;
  }

  /** The newest period of a monitoring window (`JUL_OCT`), optionally within a year. */
  latestPeriodOfSeason(season: string, year?: number): CropPeriodEntity | undefined {
    return [...this.periodList].reverse().find((p) => p.season === season && (year === undefined || p.year === year));
  }

  // ---- indicators ------------------------------------------------------------------------------------

  indicatorDefs(): CropIndicatorDefEntity[] {
    return [...this.defs];
  }

  indicatorDef(code: string): CropIndicatorDefEntity | undefined {
    return this.defs.find((d) => d.code === code);
  }

  /** Registers where indicator rows come from (the crop-dataset module, at start). */
  useIndicatorSource(source: IndicatorSource): void {
    this.source = source;
  }

  /**
   * The indicators dataset a read uses: the given one, else the active one; null when none is active. Without a
   * registered source the demo tables are read and no dataset is named.
   */
  async indicatorDataset(datasetId?: string): Promise<IndicatorDataset | null> {
    return this.source ? this.source.resolve(datasetId) : null;
  }

  async indicatorRow(unitCode: string, period: string, datasetId?: string): Promise<CropIndicatorEntity | null> {
    return (await this.indicatorRows({ unitCodes: [unitCode], periods: [period], datasetId }))[0] ?? null;
  }

  /**
   * Rows of several units and/or periods of the active indicators dataset (or the one given), in the order asked
   * for units, oldest period first; none when no indicators dataset is active.
   */
  async indicatorRows(filter: IndicatorFilter): Promise<CropIndicatorEntity[]> {
    const dataset = this.source ? await this.source.resolve(filter.datasetId) : null;
    if (this.source && !dataset) return [];
    const rows =
      dataset && dataset.storage === 'rows'
        ? await this.source!.indicatorRowsOf(dataset.id, filter)
        : await this.demoRows(filter);
    const unitOrder = new Map((filter.unitCodes ?? []).map((c, i) => [c, i]));
    const periodOrder = new Map(this.periodList.map((p, i) => [p.code, i]));
    return rows.sort(
      (a, b) =>
        (unitOrder.get(a.unitCode) ?? 0) - (unitOrder.get(b.unitCode) ?? 0) ||
        a.unitCode.localeCompare(b.unitCode) ||
        (periodOrder.get(a.period) ?? 0) - (periodOrder.get(b.period) ?? 0) ||
        a.period.localeCompare(b.period),
    );
  }

  private demoRows(filter: IndicatorFilter): Promise<CropIndicatorEntity[]> {
    const where: Record<string, unknown> = {};
    if (filter.unitCodes) where.unitCode = In(filter.unitCodes);
    if (filter.periods) where.period = In(filter.periods);
    return this.db.getRepository(CropIndicatorEntity).find({ where });
  }

  // ---- calendars, irrigation, production ------------------------------------------------------------

  /** Calendars of a unit; for an AEZ without its own calendar, those of its country. */
  async calendars(unitCode: string, crop?: string): Promise<CropCalendarEntity[]> {
    const repo = this.db.getRepository(CropCalendarEntity);
    const own = await repo.find({ where: crop ? { unitCode, crop } : { unitCode } });
    if (own.length > 0) return own;
    const country = this.unitsByCode.get(unitCode)?.countryIso3;
    if (!country || country === unitCode) return [];
    return repo.find({ where: crop ? { unitCode: country, crop } : { unitCode: country } });
  }

  /** The stage dictionary (seed/crop/stages.json). */
  stages(): CropStageEntity[] {
    return [...this.stageMap.values()];
  }

  stage(code: string): CropStageEntity | undefined {
    return this.stageMap.get(code);
  }

  irrigation(countryIso3: string): Promise<CropIrrigationEntity | null> {
    return this.db.getRepository(CropIrrigationEntity).findOneBy({ countryIso3 });
  }

  production(countryIso3: string, crop?: string, year?: number): Promise<CropProductionEntity[]> {
    const where: Record<string, unknown> = { countryIso3 };
    if (crop) where.crop = crop;
    if (year !== undefined) where.year = year;
    return this.db.getRepository(CropProductionEntity).find({ where, order: { crop: 'ASC', year: 'ASC' } });
  }

  // ---- knowledge and abbreviations ------------------------------------------------------------------

  knowledgeDoc(id: string): CropKnowledgeEntity | undefined {
    return this.knowledge.get(id);
  }

  /** BM25 over titles, bodies (both languages) and reference codes. */
  searchKnowledge(query: string, limit = 3): KnowledgeHit[] {
    return this.index
      .search(query, limit)
      .map((h) => ({ doc: this.knowledge.get(h.id)!, score: h.score }))
      .filter((h) => h.doc);
  }

  /** The noun abbreviation list as currently edited, in list order. */
  abbreviations(): Promise<CropAbbreviationEntity[]> {
    return this.db.getRepository(CropAbbreviationEntity).find({ order: { sortNo: 'ASC', abbr: 'ASC' } });
  }

  /** Key used for abbreviation uniqueness (`VCIx` and `vcix` are the same abbreviation). */
  static abbreviationKey(abbr: string): string {
    return aliasKey(abbr);
  }
}
