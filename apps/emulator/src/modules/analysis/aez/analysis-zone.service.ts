import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository } from 'typeorm';
import type { AnalysisZone, AnalysisZoneAddValues, AnalysisZoneEditValues } from '@cropwatch/contract';
import type { Principal } from '../../../core/auth/principal';
import { CLOCK, type Clock } from '../../../core/clock/clock';
import { newId } from '../../../core/database/id';
import { JeecgError } from '../../../core/errors/jeecg.errors';
import { requireIds } from '../../../core/http/id-list';
import type { ListQuery } from '../../../core/paging/data-rules';
import { fetchPage, type ListFields, planListQuery } from '../../../core/paging/list-query';
import type { IPage } from '../../../core/paging/page';
import { CropDataService } from '../../crop-data';
import { AnalysisItemEntity } from '../entities/analysis-item.entity';
import { AnalysisPartitionEntity } from '../entities/analysis-partition.entity';
import { AnalysisZoneEntity } from '../entities/analysis-zone.entity';
import { toZoneJson } from './aez.serializers';

export const ZONE_LIST_FIELDS: ListFields = {
  id: 'string',
  partitionId: 'string',
  code: 'string',
  nameZh: 'string',
  nameEn: 'string',
  level: 'string',
  countryIso3: 'string',
  sortNo: 'number',
  remark: 'string',
  createBy: 'string',
  createTime: 'datetime',
  updateBy: 'string',
  updateTime: 'datetime',
};

/** CRUD of the zones of the partitions; a zone analysis items use cannot be deleted. */
@Injectable()
export class AnalysisZoneService {
  constructor(
    @InjectRepository(AnalysisZoneEntity) private readonly rows: Repository<AnalysisZoneEntity>,
    @InjectRepository(AnalysisPartitionEntity) private readonly partitions: Repository<AnalysisPartitionEntity>,
    @InjectRepository(AnalysisItemEntity) private readonly items: Repository<AnalysisItemEntity>,
    @Inject(CropDataService) private readonly cropData: CropDataService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  list(query: ListQuery): Promise<IPage<AnalysisZone>> {
    const plan = planListQuery(ZONE_LIST_FIELDS, query, 'z');
    const qb = this.rows.createQueryBuilder('z');
    if (plan.orderBy.length === 0)
      // Partition order first (a correlated subquery keeps paging a plain LIMIT/OFFSET), then the zone's own.
      qb.orderBy('(SELECT p.sort_no FROM analysis_partition p WHERE p.id = z.partition_id)', 'ASC')
        .addOrderBy('z.partitionId', 'ASC')
        .addOrderBy('z.sortNo', 'ASC')
        .addOrderBy('z.code', 'ASC');
    return fetchPage(qb, plan, (list) => this.toJson(list), 'id');
  }

  async queryById(id: string): Promise<AnalysisZone> {
    return (await this.toJson([await this.get(id)]))[0];
  }

  async add(v: AnalysisZoneAddValues, user: Principal): Promise<AnalysisZone> {
    await this.check(v);
    const now = new Date(this.clock.now());
    const row = Object.assign(new AnalysisZoneEntity(), {
      id: newId(now.getTime()),
      ...this.fields(v),
      createBy: user.username,
      createTime: now,
      updateBy: null,
      updateTime: null,
    });
    await this.rows.insert(row);
    return (await this.toJson([row]))[0];
  }

  async edit(v: AnalysisZoneEditValues, user: Principal): Promise<AnalysisZone> {
    const row = await this.get(v.id);
    await this.check(v, row.id);
    Object.assign(row, this.fields(v), { updateBy: user.username, updateTime: new Date(this.clock.now()) });
    await this.rows.save(row);
    return (await this.toJson([row]))[0];
  }

  async delete(id: string): Promise<void> {
    const row = await this.get(id);
    await this.ensureUnused([row]);
    await this.rows.delete({ id });
  }

  async deleteBatch(ids: string): Promise<void> {
    const list = requireIds(ids);
    await this.ensureUnused(await this.rows.findBy({ id: In(list) }));
    await this.rows.delete({ id: In(list) });
  }

  private async get(id: string): Promise<AnalysisZoneEntity> {
    const row = await this.rows.findOneBy({ id });
    if (!row) throw new JeecgError('未找到对应实体');
    return row;
  }

  private fields(v: AnalysisZoneAddValues) {
    return {
      partitionId: v.partitionId,
      code: v.code,
      nameZh: v.nameZh,
      nameEn: v.nameEn,
      level: v.level,
      countryIso3: v.countryIso3 || null,
      sortNo: v.sortNo,
      remark: v.remark || null,
    };
  }

  private async check(v: AnalysisZoneAddValues, exceptId?: string): Promise<void> {
    if (!(await this.partitions.existsBy({ id: v.partitionId }))) throw new JeecgError('分区不存在');
    const same = await this.rows.findOneBy({ partitionId: v.partitionId, code: v.code });
    if (same && same.id !== exceptId) throw new JeecgError(`该分区已存在此区域：${v.code}`);
  }

  /** Items name their zone by id: a zone in use by one cannot go (the whole batch is refused). */
  private async ensureUnused(zones: AnalysisZoneEntity[]): Promise<void> {
    if (zones.length === 0) return;
    const used = await this.items.findOne({ where: { zoneId: In(zones.map((z) => z.id)) } });
    if (used) throw new JeecgError(`区域已被分析条目使用：${zones.find((z) => z.id === used.zoneId)?.code}`);
  }

  private async toJson(list: AnalysisZoneEntity[]): Promise<AnalysisZone[]> {
    if (list.length === 0) return [];
    const partitions = await this.partitions.findBy({ id: In([...new Set(list.map((z) => z.partitionId))]) });
    const byId = new Map(partitions.map((p) => [p.id, p]));
    return list.map((z) => toZoneJson(z, byId.get(z.partitionId), this.cropData.unit(z.code)?.hasIndicators ?? false));
  }
}
