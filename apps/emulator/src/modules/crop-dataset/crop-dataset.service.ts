import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
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
import { toCropDatasetJson, toCropYieldJson } from './crop-dataset.serializers';
import { CropDatasetEntity, CropYieldEntity } from './entities/crop-dataset.entities';

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
export class CropDatasetService {
  private unitNames: { datasetId: string; units: { code: string; name: string }[] } | null = null;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
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
    return fetchPage(qb, plan, (list) => list.map(toCropYieldJson), 'id');
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
   * A unit of the active yield-history dataset whose (English) name the text contains as a word, the longest
   * name first ("South Sudan" before "Sudan"); the names are read once per active dataset.
   */
  async findUnitIn(text: string): Promise<{ code: string; name: string } | null> {
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
      rows.sort((a, b) => b.name.length - a.name.length);
      this.unitNames = { datasetId: dataset.id, units: rows };
    }
    const lower = text.toLowerCase();
    return (
      this.unitNames.units.find((u) => {
        const i = lower.indexOf(u.name.toLowerCase());
        if (i < 0) return false;
        const before = lower[i - 1] ?? ' ';
        const after = lower[i + u.name.length] ?? ' ';
        return !/[\p{L}\p{N}]/u.test(before) && !/[\p{L}\p{N}]/u.test(after);
      }) ?? null
    );
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

  private async get(id: string): Promise<CropDatasetEntity> {
    const row = await this.datasets.findOneBy({ id });
    if (!row) throw new JeecgError(M.notFound);
    return row;
  }
}
