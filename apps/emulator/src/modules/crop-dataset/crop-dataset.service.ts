import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type DataSource, In } from 'typeorm';
import {
  type CropDataset,
  type CropDatasetKind,
  CropDatasetMessages as M,
  type CropYieldRow,
} from '@cropwatch/contract';
import type { Principal } from '../../core/auth/principal';
import { CLOCK, type Clock } from '../../core/clock/clock';
import { JeecgError } from '../../core/errors/jeecg.errors';
import type { ListQuery } from '../../core/paging/data-rules';
import { fetchPage, type ListFields, planListQuery } from '../../core/paging/list-query';
import type { IPage } from '../../core/paging/page';
import { CropDataService, CropIndicatorEntity, type IndicatorDataset, type IndicatorSource } from '../crop-data';
import { DEMO_DATASET_ID } from './crop-dataset.seeder';
import { toCropDatasetJson, toCropDatasetRef, toCropYieldJson } from './crop-dataset.serializers';
import {
  CropDatasetEntity,
  CropDatasetIndicatorEntity,
  CropDatasetProductionEntity,
  CropYieldEntity,
} from './entities/crop-dataset.entities';
import { conditionFromIndicators, driversFromIndicators } from './indicator-condition';

export const CROP_DATASET_LIST_FIELDS: ListFields = {
  name: 'string',
  kind: 'string',
  state: 'string',
  source: 'string',
  licence: 'string',
  rowCount: 'number',
  importBy: 'string',
  importTime: 'datetime',
  updateTime: 'datetime',
};

export const CROP_YIELD_LIST_FIELDS: ListFields = {
  unitCode: 'string',
  unitName: 'string',
  unitKind: 'string',
  crop: 'string',
  year: 'number',
  yieldTHa: 'number',
};

const CJK = /[\u3400-\u9fff]/;

/** A yield series of one unit and crop from the active yield-history dataset, oldest year first. */
export interface YieldSeries {
  dataset: CropDataset;
  unitCode: string;
  unitName: string;
  crop: string;
  points: { year: number; yieldTHa: number }[];
}

/** Datasets: the list, one dataset, its state changes, and reads of the active dataset of a kind. */
@Injectable()
export class CropDatasetService implements IndicatorSource {
  private unitNames: { datasetId: string; units: { code: string; name: string; key: string; word: boolean }[] } | null =
    null;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(CropDataService) private readonly crop: CropDataService,
  ) {}

  private get datasets() {
    return this.db.getRepository(CropDatasetEntity);
  }

  list(query: ListQuery): Promise<IPage<CropDataset>> {
    const plan = planListQuery(CROP_DATASET_LIST_FIELDS, query, 'd');
    const qb = this.datasets.createQueryBuilder('d');
    if (plan.orderBy.length === 0) qb.orderBy('d.importTime', 'DESC').addOrderBy('d.id', 'DESC');
    return fetchPage(qb, plan, (list) => list.map(toCropDatasetJson), 'id');
  }

  async queryById(id: string): Promise<CropDataset> {
    return toCropDatasetJson(await this.get(id));
  }

  /** Makes a dataset the active one of its kind; the one active before is archived (one transaction). */
  async activate(id: string, user: Principal): Promise<CropDataset> {
    const row = await this.get(id);
    if (row.state === 'active') throw new JeecgError(M.alreadyActive);
    const now = new Date(this.clock.now());
    await this.db.transaction(async (em) => {
      await em
        .createQueryBuilder()
        .update(CropDatasetEntity)
        .set({ state: 'archived', updateBy: user.username, updateTime: now })
        .where('kind = :kind AND state = :state', { kind: row.kind, state: 'active' })
        .execute();
      await em.update(CropDatasetEntity, { id }, { state: 'active', updateBy: user.username, updateTime: now });
    });
    return this.queryById(id);
  }

  async archive(id: string, user: Principal): Promise<CropDataset> {
    const row = await this.get(id);
    if (row.state === 'archived') throw new JeecgError(M.alreadyArchived);
    await this.datasets.update(
      { id },
      { state: 'archived', updateBy: user.username, updateTime: new Date(this.clock.now()) },
    );
    return this.queryById(id);
  }

  async rows(datasetId: string, query: ListQuery): Promise<IPage<CropYieldRow>> {
    const dataset = await this.get(datasetId);
    if (dataset.kind !== 'yield-history') throw new JeecgError(`暂不支持浏览此类数据集的行：${dataset.kind}`);
    const plan = planListQuery(CROP_YIELD_LIST_FIELDS, query, 'y');
    const qb = this.db.getRepository(CropYieldEntity).createQueryBuilder('y').where('y.datasetId = :datasetId', {
      datasetId,
    });
    if (plan.orderBy.length === 0) qb.orderBy('y.unitCode', 'ASC').addOrderBy('y.crop', 'ASC').addOrderBy('y.year');
    return fetchPage(
      qb,
      plan,
      (list) => list.map((r) => toCropYieldJson(r, this.crop.namesOf(r.unitCode, r.unitName))),
      'id',
    );
  }

  /** The active dataset of a kind, if any. */
  async active(kind: CropDatasetKind): Promise<CropDataset | null> {
    const row = await this.datasets.findOneBy({ kind, state: 'active' });
    return row ? toCropDatasetJson(row) : null;
  }

  /** A unit's yields of one crop in the active yield-history dataset (from a year on); null without a dataset. */
  async yieldSeries(unitCode: string, crop: string, fromYear?: number): Promise<YieldSeries | null> {
    const dataset = await this.active('yield-history');
    return dataset ? this.seriesIn(dataset, unitCode, crop, fromYear) : null;
  }

  /**
   * A unit of the active yield-history dataset whose name the text contains: its name in the file (English, as a
   * word) or its Chinese name (ICU's for ISO3 codes and M49 regions: 「世界」「非洲」), the longest name first
   * ("South Sudan" before "Sudan", 「南部非洲」 before 「非洲」); the names are read once per active dataset.
   */
  async findUnitIn(text: string): Promise<{ code: string; nameEn: string; nameZh: string } | null> {
    const dataset = await this.active('yield-history');
    if (!dataset) return null;
    if (this.unitNames?.datasetId !== dataset.id) {
      const rows = await this.db
        .getRepository(CropYieldEntity)
        .createQueryBuilder('y')
        .select('y.unitCode', 'code')
        .addSelect('MIN(y.unitName)', 'name')
        .where('y.datasetId = :id', { id: dataset.id })
        .groupBy('y.unitCode')
        .getRawMany<{ code: string; name: string }>();
      const units: { code: string; name: string; key: string; word: boolean }[] = [];
      for (const r of rows) {
        const named = { code: r.code, ...this.crop.namesOf(r.code, r.name) };
        units.push({ ...named, name: r.name, key: r.name.toLowerCase(), word: true });
        if (CJK.test(named.nameZh)) units.push({ ...named, name: r.name, key: named.nameZh, word: false });
      }
      units.sort((a, b) => b.key.length - a.key.length);
      this.unitNames = { datasetId: dataset.id, units };
    }
    const lower = text.toLowerCase();
    const hit = this.unitNames.units.find((u) => {
      const i = lower.indexOf(u.key);
      if (i < 0) return false;
      if (!u.word) return true;
      const before = lower[i - 1] ?? ' ';
      const after = lower[i + u.key.length] ?? ' ';
      return !/[\p{L}\p{N}]/u.test(before) && !/[\p{L}\p{N}]/u.test(after);
    });
    return hit ? { code: hit.code, ...this.crop.namesOf(hit.code, hit.name) } : null;
  }

  /** The same series from a given dataset (a citation keeps naming the dataset it was written from). */
  async yieldSeriesOf(
    datasetId: string,
    unitCode: string,
    crop: string,
    fromYear?: number,
  ): Promise<YieldSeries | null> {
    const row = await this.datasets.findOneBy({ id: datasetId, kind: 'yield-history' });
    return row ? this.seriesIn(toCropDatasetJson(row), unitCode, crop, fromYear) : null;
  }

  private async seriesIn(
    dataset: CropDataset,
    unitCode: string,
    crop: string,
    fromYear?: number,
  ): Promise<YieldSeries> {
    const qb = this.db
      .getRepository(CropYieldEntity)
      .createQueryBuilder('y')
      .where('y.datasetId = :id AND y.unitCode = :unitCode AND y.crop = :crop', { id: dataset.id, unitCode, crop })
      .orderBy('y.year', 'ASC');
    if (fromYear !== undefined) qb.andWhere('y.year >= :fromYear', { fromYear });
    const rows = await qb.getMany();
    return {
      dataset,
      unitCode,
      unitName: rows[0]?.unitName ?? unitCode,
      crop,
      points: rows.map((r) => ({ year: r.year, yieldTHa: r.yieldTHa })),
    };
  }

  // ---- indicators (IndicatorSource of the crop-data module) ------------------------------------------

  async resolve(datasetId?: string): Promise<IndicatorDataset | null> {
    const row = datasetId
      ? await this.datasets.findOneBy({ id: datasetId, kind: 'indicators' })
      : await this.datasets.findOneBy({ kind: 'indicators', state: 'active' });
    if (!row) return null;
    return { ...toCropDatasetRef(row), storage: row.id === DEMO_DATASET_ID ? 'demo' : 'rows' };
  }

  async indicatorRowsOf(
    datasetId: string,
    filter: { unitCodes?: string[]; periods?: string[] },
  ): Promise<CropIndicatorEntity[]> {
    const where: Record<string, unknown> = { datasetId };
    if (filter.unitCodes) where.unitCode = In(filter.unitCodes);
    if (filter.periods) where.period = In(filter.periods);
    const rows = await this.db.getRepository(CropDatasetIndicatorEntity).find({ where });
    return rows.map((r) => this.asIndicatorRow(r));
  }

  /** An imported row in the shape of a demo row: what the layout lacks is null, the condition derived or empty. */
  private asIndicatorRow(r: CropDatasetIndicatorEntity): CropIndicatorEntity {
    const unit = this.crop.unit(r.unitCode);
    const condition = conditionFromIndicators(r.vcix, r.cpi);
    return Object.assign(new CropIndicatorEntity(), {
      unitCode: r.unitCode,
      period: r.period,
      unitLevel: unit?.level ?? 'country',
      countryIso3: unit?.countryIso3 ?? null,
      mpzCode: unit?.mpzCode ?? null,
      year: r.year,
      season: r.season,
      rainMm: r.rainMm,
      rain15yaMm: null,
      rainDepPct: r.rainDepPct,
      tempC: r.tempC,
      temp15yaC: null,
      tempDepC: r.tempDepC,
      radparMjM2: r.radparMjM2,
      radpar15yaMjM2: null,
      radparDepPct: r.radparDepPct,
      biomssGdmM2: r.biomssGdmM2,
      biomss15yaGdmM2: null,
      biomssDepPct: r.biomssDepPct,
      calfPct: r.calfPct,
      calf5yaPct: null,
      calfDepPct: r.calfDepPct,
      vcix: r.vcix,
      ciPct: r.ciPct,
      ci5yaPct: null,
      ciDepPct: r.ciDepPct,
      cpi: r.cpi,
      ndviBelowAvgPct: null,
      irrigatedSharePct: null,
      waterLimited: false,
      coldSeason: false,
      // Empty: no VCIx or CPI in the file, so no class (pages show it as unavailable).
      condition: condition ?? '',
      conditionDrivers: condition && condition !== 'favourable' ? driversFromIndicators(r) : [],
      origin: 'import',
    });
  }

  /** Production estimates of the active production dataset; null when none is active. */
  async activeProduction(
    unitCode: string,
    crop?: string,
  ): Promise<{ dataset: CropDataset; rows: CropDatasetProductionEntity[] } | null> {
    const dataset = await this.active('production');
    if (!dataset) return null;
    const where: Record<string, unknown> = { datasetId: dataset.id, unitCode };
    if (crop) where.crop = crop;
    const rows = await this.db
      .getRepository(CropDatasetProductionEntity)
      .find({ where, order: { crop: 'ASC', year: 'ASC' } });
    return { dataset, rows };
  }

  private async get(id: string): Promise<CropDatasetEntity> {
    const row = await this.datasets.findOneBy({ id });
    if (!row) throw new JeecgError(M.notFound);
    return row;
  }
}
