import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository } from 'typeorm';
import type {
  AnalysisCountryIrrigation,
  AnalysisCountryIrrigationAddValues,
  AnalysisCountryIrrigationEditValues,
  AnalysisIrrigationCountry,
} from '@cropwatch/contract';
import { JeecgError } from '../../core/errors/jeecg.errors';
import { requireIds } from '../../core/http/id-list';
import type { ListQuery } from '../../core/paging/data-rules';
import { fetchPage, type ListFields, planListQuery } from '../../core/paging/list-query';
import type { IPage } from '../../core/paging/page';
import { CropCountryEntity, CropIrrigationEntity } from '../crop-data';

export const IRRIGATION_LIST_FIELDS: ListFields = {
  countryIso3: 'string',
  irrigatedSharePct: 'number',
  rainfallRelevance: 'string',
  noteZh: 'string',
  noteEn: 'string',
};

/**
 * CRUD of the crop data's `crop_irrigation` rows (one per country, keyed by ISO3). The chat assistant reads
 * the same table, so its irrigation caveats follow the edits.
 */
@Injectable()
export class AnalysisIrrigationService {
  constructor(
    @InjectRepository(CropIrrigationEntity) private readonly rows: Repository<CropIrrigationEntity>,
    @InjectRepository(CropCountryEntity) private readonly countries: Repository<CropCountryEntity>,
  ) {}

  async list(query: ListQuery): Promise<IPage<AnalysisCountryIrrigation>> {
    const plan = planListQuery(IRRIGATION_LIST_FIELDS, query, 'i');
    const qb = this.rows.createQueryBuilder('i');
    if (plan.orderBy.length === 0) qb.orderBy('i.countryIso3', 'ASC');
    const names = await this.countryNames();
    return fetchPage(qb, plan, (list) => list.map((r) => this.toJson(r, names)), 'countryIso3');
  }

  async countryOptions(): Promise<AnalysisIrrigationCountry[]> {
    const [countries, rows] = await Promise.all([
      this.countries.find({ order: { iso3: 'ASC' } }),
      this.rows.find({ select: { countryIso3: true } }),
    ]);
    const covered = new Set(rows.map((r) => r.countryIso3));
    return countries.map((c) => ({
      iso3: c.iso3,
      nameZh: c.nameZh,
      nameEn: c.nameEn,
      hasIrrigation: covered.has(c.iso3),
    }));
  }

  async queryById(id: string): Promise<AnalysisCountryIrrigation> {
    return this.toJson(await this.get(id), await this.countryNames());
  }

  async add(v: AnalysisCountryIrrigationAddValues): Promise<AnalysisCountryIrrigation> {
    if (!(await this.countries.existsBy({ iso3: v.countryIso3 }))) throw new JeecgError(`国家不存在：${v.countryIso3}`);
    if (await this.rows.existsBy({ countryIso3: v.countryIso3 }))
      throw new JeecgError(`该国家的灌溉信息已存在：${v.countryIso3}`);
    const row = Object.assign(new CropIrrigationEntity(), { countryIso3: v.countryIso3, ...this.fields(v) });
    await this.rows.insert(row);
    return this.queryById(row.countryIso3);
  }

  async edit(v: AnalysisCountryIrrigationEditValues): Promise<AnalysisCountryIrrigation> {
    const row = await this.get(v.id);
    if (v.countryIso3 !== row.countryIso3) throw new JeecgError('国家不能修改');
    Object.assign(row, this.fields(v));
    await this.rows.save(row);
    return this.queryById(row.countryIso3);
  }

  async delete(id: string): Promise<void> {
    await this.get(id);
    await this.rows.delete({ countryIso3: id });
  }

  async deleteBatch(ids: string): Promise<void> {
    await this.rows.delete({ countryIso3: In(requireIds(ids)) });
  }

  private async get(id: string): Promise<CropIrrigationEntity> {
    const row = await this.rows.findOneBy({ countryIso3: id });
    if (!row) throw new JeecgError('未找到对应实体');
    return row;
  }

  private fields(v: AnalysisCountryIrrigationAddValues) {
    return {
      irrigatedSharePct: v.irrigatedSharePct,
      mainIrrigatedCrops: [...new Set(v.mainIrrigatedCrops)],
      waterSource: [...new Set(v.waterSource)],
      rainfallRelevance: v.rainfallRelevance,
      noteZh: v.noteZh ?? '',
      noteEn: v.noteEn ?? '',
    };
  }

  private async countryNames(): Promise<Map<string, CropCountryEntity>> {
    return new Map((await this.countries.find()).map((c) => [c.iso3, c]));
  }

  private toJson(r: CropIrrigationEntity, names: Map<string, CropCountryEntity>): AnalysisCountryIrrigation {
    const country = names.get(r.countryIso3);
    return {
      id: r.countryIso3,
      countryIso3: r.countryIso3,
      countryNameZh: country?.nameZh ?? null,
      countryNameEn: country?.nameEn ?? null,
      irrigatedSharePct: r.irrigatedSharePct,
      mainIrrigatedCrops: r.mainIrrigatedCrops,
      waterSource: r.waterSource,
      rainfallRelevance: r.rainfallRelevance,
      noteZh: r.noteZh,
      noteEn: r.noteEn,
    };
  }
}
