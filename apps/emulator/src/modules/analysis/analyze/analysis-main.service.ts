import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type DataSource, In } from 'typeorm';
import {
  type AnalysisMain,
  type AnalysisMainAddValues,
  type AnalysisMainEditValues,
  analysisStatuses,
} from '@cropwatch/contract';
import type { Principal } from '../../../core/auth/principal';
import { CLOCK, type Clock } from '../../../core/clock/clock';
import { newId } from '../../../core/database/id';
import { JeecgError } from '../../../core/errors/jeecg.errors';
import { requireIds } from '../../../core/http/id-list';
import type { ListQuery } from '../../../core/paging/data-rules';
import { fetchPage, type ListFields, planListQuery } from '../../../core/paging/list-query';
import type { IPage } from '../../../core/paging/page';
import { CropDataService } from '../../crop-data';
import { AnalysisItemVersionEntity } from '../entities/analysis-item-version.entity';
import { AnalysisItemEntity } from '../entities/analysis-item.entity';
import { AnalysisMainEntity } from '../entities/analysis-main.entity';
import { AnalysisQueueService } from '../generation/analysis-queue.service';
import { countsByAnalysis } from './analysis-lookup';
import { toMainJson } from './analyze.serializers';

export const MAIN_LIST_FIELDS: ListFields = {
  id: 'string',
  year: 'number',
  period: 'string',
  stage: 'string',
  title: 'string',
  lang: 'string',
  remark: 'string',
  createBy: 'string',
  createTime: 'datetime',
  updateBy: 'string',
  updateTime: 'datetime',
};

/** The derived status (contract `analysisStatuses`) as SQL over alias `m`, for the `status` filter. */
const STATUS_SQL = `(CASE
  WHEN NOT EXISTS (SELECT 1 FROM analysis_item i WHERE i.analysis_id = m.id) THEN 'EMPTY'
  WHEN EXISTS (SELECT 1 FROM analysis_item i WHERE i.analysis_id = m.id AND i.status = 'WAITING') THEN 'GENERATING'
  WHEN NOT EXISTS (SELECT 1 FROM analysis_item i WHERE i.analysis_id = m.id AND i.status <> 'GENERATED') THEN 'GENERATED'
  WHEN EXISTS (SELECT 1 FROM analysis_item i WHERE i.analysis_id = m.id AND i.status = 'FAILED') THEN 'FAILED'
  ELSE 'NOT_GENERATED' END)`;

/** CRUD of the analyses (bulletins); deleting one cancels its runs and removes its items and versions. */
@Injectable()
export class AnalysisMainService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(CropDataService) private readonly cropData: CropDataService,
    @Inject(AnalysisQueueService) private readonly queue: AnalysisQueueService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  private get rows() {
    return this.db.getRepository(AnalysisMainEntity);
  }

  list(query: ListQuery): Promise<IPage<AnalysisMain>> {
    const { status, ...rest } = query;
    const plan = planListQuery(MAIN_LIST_FIELDS, rest, 'm');
    const qb = this.rows.createQueryBuilder('m');
    const wanted = (Array.isArray(status) ? status[0] : status) as unknown;
    if (typeof wanted === 'string' && wanted.trim()) {
      const values = wanted.split(',').map((s) => s.trim());
      if (values.some((v) => !(analysisStatuses as readonly string[]).includes(v)))
        throw new JeecgError(`状态只能是 ${analysisStatuses.join('、')}`);
      qb.andWhere(`${STATUS_SQL} IN (:...statuses)`, { statuses: values });
    }
    if (plan.orderBy.length === 0) qb.orderBy('m.createTime', 'DESC');
    return fetchPage(qb, plan, (list) => this.toJson(list), 'id');
  }

  async queryById(id: string): Promise<AnalysisMain> {
    return (await this.toJson([await this.get(id)]))[0];
  }

  async add(v: AnalysisMainAddValues, user: Principal): Promise<AnalysisMain> {
    this.checkStage(v.stage);
    const now = new Date(this.clock.now());
    // The figures of a bulletin come from the dataset active when it was created, also when regenerated later.
    const dataset = await this.cropData.indicatorDataset();
    const row = Object.assign(new AnalysisMainEntity(), {
      id: newId(now.getTime()),
      ...this.fields(v),
      datasetId: dataset?.id ?? null,
      datasetVersion: dataset?.version ?? null,
      createBy: user.username,
      createTime: now,
      updateBy: null,
      updateTime: null,
    });
    await this.rows.insert(row);
    return (await this.toJson([row]))[0];
  }

  async edit(v: AnalysisMainEditValues, user: Principal): Promise<AnalysisMain> {
    const row = await this.get(v.id);
    this.checkStage(v.stage);
    if (await this.db.getRepository(AnalysisItemEntity).existsBy({ analysisId: row.id, status: 'WAITING' }))
      throw new JeecgError('分析正在生成中，请稍后再改');
    Object.assign(row, this.fields(v), { updateBy: user.username, updateTime: new Date(this.clock.now()) });
    await this.rows.save(row);
    return (await this.toJson([row]))[0];
  }

  async delete(id: string): Promise<void> {
    await this.get(id);
    await this.remove([id]);
  }

  async deleteBatch(ids: string): Promise<void> {
    await this.remove(requireIds(ids));
  }

  async get(id: string): Promise<AnalysisMainEntity> {
    const row = await this.rows.findOneBy({ id });
    if (!row) throw new JeecgError('未找到对应实体');
    return row;
  }

  private remove(ids: string[]): Promise<void> {
    return this.queue.exclusive(async () => {
      const items = await this.db.getRepository(AnalysisItemEntity).find({
        select: { id: true },
        where: { analysisId: In(ids) },
      });
      const itemIds = items.map((i) => i.id);
      this.queue.forget(itemIds);
      await this.db.transaction(async (em) => {
        if (itemIds.length > 0) {
          await em.delete(AnalysisItemVersionEntity, { itemId: In(itemIds) });
          await em.delete(AnalysisItemEntity, { id: In(itemIds) });
        }
        await em.delete(AnalysisMainEntity, { id: In(ids) });
      });
    });
  }

  private checkStage(stage: string | null | undefined): void {
    if (stage && !this.cropData.stage(stage)) throw new JeecgError(`生育期不存在：${stage}`);
  }

  private fields(v: AnalysisMainAddValues) {
    return {
      year: v.year,
      period: v.period,
      stage: v.stage || null,
      title: v.title,
      lang: v.lang,
      remark: v.remark || null,
    };
  }

  private async toJson(list: AnalysisMainEntity[]): Promise<AnalysisMain[]> {
    const counts = await countsByAnalysis(
      this.db,
      list.map((m) => m.id),
    );
    const names = new Map<string, string | null>();
    for (const id of new Set(list.map((m) => m.datasetId).filter((id): id is string => !!id)))
      names.set(id, (await this.cropData.indicatorDataset(id))?.name ?? null);
    return list.map((m) => toMainJson(m, counts.get(m.id)!, m.datasetId ? (names.get(m.datasetId) ?? null) : null));
  }
}
