import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository } from 'typeorm';
import type { AnalysisPartition, AnalysisPartitionAddValues, AnalysisPartitionEditValues } from '@cropwatch/contract';
import type { Principal } from '../../../core/auth/principal';
import { CLOCK, type Clock } from '../../../core/clock/clock';
import { newId } from '../../../core/database/id';
import { JeecgError } from '../../../core/errors/jeecg.errors';
import type { ListQuery } from '../../../core/paging/data-rules';
import { fetchPage, type ListFields, planListQuery } from '../../../core/paging/list-query';
import type { IPage } from '../../../core/paging/page';
import { AnalysisChapterEntity } from '../entities/analysis-chapter.entity';
import { AnalysisItemEntity } from '../entities/analysis-item.entity';
import { AnalysisPartitionEntity } from '../entities/analysis-partition.entity';
import { AnalysisZoneEntity } from '../entities/analysis-zone.entity';
import { toPartitionJson } from './aez.serializers';

export const PARTITION_LIST_FIELDS: ListFields = {
  id: 'string',
  code: 'string',
  nameZh: 'string',
  nameEn: 'string',
  chapterCode: 'string',
  sortNo: 'number',
  createBy: 'string',
  createTime: 'datetime',
  updateBy: 'string',
  updateTime: 'datetime',
};

/** CRUD of the zone partitions; a partition with zones, or used by analysis items, cannot be deleted. */
@Injectable()
export class AnalysisPartitionService {
  constructor(
    @InjectRepository(AnalysisPartitionEntity) private readonly rows: Repository<AnalysisPartitionEntity>,
    @InjectRepository(AnalysisZoneEntity) private readonly zones: Repository<AnalysisZoneEntity>,
    @InjectRepository(AnalysisItemEntity) private readonly items: Repository<AnalysisItemEntity>,
    @InjectRepository(AnalysisChapterEntity) private readonly chapters: Repository<AnalysisChapterEntity>,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  list(query: ListQuery): Promise<IPage<AnalysisPartition>> {
    const plan = planListQuery(PARTITION_LIST_FIELDS, query, 'p');
    const qb = this.rows.createQueryBuilder('p');
    if (plan.orderBy.length === 0) qb.orderBy('p.sortNo', 'ASC').addOrderBy('p.code', 'ASC');
    return fetchPage(qb, plan, (list) => this.toJson(list), 'id');
  }

  async add(v: AnalysisPartitionAddValues, user: Principal): Promise<AnalysisPartition> {
    await this.check(v);
    const now = new Date(this.clock.now());
    const row = Object.assign(new AnalysisPartitionEntity(), {
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

  async edit(v: AnalysisPartitionEditValues, user: Principal): Promise<AnalysisPartition> {
    const row = await this.get(v.id);
    await this.check(v, row.id);
    Object.assign(row, this.fields(v), { updateBy: user.username, updateTime: new Date(this.clock.now()) });
    await this.rows.save(row);
    return (await this.toJson([row]))[0];
  }

  async delete(id: string): Promise<void> {
    const row = await this.get(id);
    if (await this.zones.existsBy({ partitionId: id })) throw new JeecgError(`分区下还有区域，不能删除：${row.code}`);
    if (await this.items.existsBy({ partitionId: id })) throw new JeecgError(`分区已被分析条目使用：${row.code}`);
    await this.rows.delete({ id });
  }

  private async get(id: string): Promise<AnalysisPartitionEntity> {
    const row = await this.rows.findOneBy({ id });
    if (!row) throw new JeecgError('未找到对应实体');
    return row;
  }

  private fields(v: AnalysisPartitionAddValues) {
    return {
      code: v.code,
      nameZh: v.nameZh,
      nameEn: v.nameEn,
      chapterCode: v.chapterCode || null,
      sortNo: v.sortNo,
    };
  }

  private async check(v: AnalysisPartitionAddValues, exceptId?: string): Promise<void> {
    const same = await this.rows.findOneBy({ code: v.code });
    if (same && same.id !== exceptId) throw new JeecgError(`分区编码已存在：${v.code}`);
    if (v.chapterCode && !(await this.chapters.existsBy({ code: v.chapterCode })))
      throw new JeecgError(`章节不存在：${v.chapterCode}`);
  }

  private async toJson(list: AnalysisPartitionEntity[]): Promise<AnalysisPartition[]> {
    if (list.length === 0) return [];
    const counts = await this.zones
      .createQueryBuilder('z')
      .select('z.partitionId', 'partitionId')
      .addSelect('COUNT(*)', 'n')
      .where({ partitionId: In(list.map((p) => p.id)) })
      .groupBy('z.partitionId')
      .getRawMany<{ partitionId: string; n: number | string }>();
    const byId = new Map(counts.map((c) => [c.partitionId, Number(c.n)]));
    return list.map((p) => toPartitionJson(p, byId.get(p.id) ?? 0));
  }
}
