import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type DataSource, In } from 'typeorm';
import type {
  AnalysisItem,
  AnalysisItemAddValues,
  AnalysisItemEditValues,
  AnalysisItemVersion,
} from '@cropwatch/contract';
import type { Principal } from '../../../core/auth/principal';
import { CLOCK, type Clock } from '../../../core/clock/clock';
import { newId } from '../../../core/database/id';
import { JeecgError } from '../../../core/errors/jeecg.errors';
import { requireIds } from '../../../core/http/id-list';
import type { ListQuery } from '../../../core/paging/data-rules';
import { fetchPage, type ListFields, planListQuery } from '../../../core/paging/list-query';
import type { IPage } from '../../../core/paging/page';
import { DataLogService } from '../../data-log';
import { AnalysisChapterEntity } from '../entities/analysis-chapter.entity';
import { AnalysisCueWordEntity } from '../entities/analysis-cue-word.entity';
import { AnalysisItemVersionEntity } from '../entities/analysis-item-version.entity';
import { AnalysisItemEntity } from '../entities/analysis-item.entity';
import { AnalysisMainEntity } from '../entities/analysis-main.entity';
import { AnalysisPartitionEntity } from '../entities/analysis-partition.entity';
import { AnalysisZoneEntity } from '../entities/analysis-zone.entity';
import { AnalysisQueueService } from '../generation/analysis-queue.service';
import { nextStatus } from '../generation/item-status';
import { ITEM_ORDER, itemNames } from './analysis-lookup';
import { toItemJson, toVersionJson } from './analyze.serializers';

export const ITEM_LIST_FIELDS: ListFields = {
  id: 'string',
  analysisId: 'string',
  chapterCode: 'string',
  partitionId: 'string',
  zoneId: 'string',
  cueWordId: 'string',
  fileType: 'string',
  tableSource: 'string',
  status: 'string',
  sortNo: 'number',
  version: 'number',
  createBy: 'string',
  createTime: 'datetime',
  updateBy: 'string',
  updateTime: 'datetime',
};

/** CRUD of analysis items, their text versions and hand edits (`saveText`). */
@Injectable()
export class AnalysisItemService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(AnalysisQueueService) private readonly queue: AnalysisQueueService,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(DataLogService) private readonly dataLogs: DataLogService,
  ) {}

  private get rows() {
    return this.db.getRepository(AnalysisItemEntity);
  }

  list(query: ListQuery): Promise<IPage<AnalysisItem>> {
    const plan = planListQuery(ITEM_LIST_FIELDS, query, 'i');
    const qb = this.rows.createQueryBuilder('i');
    if (plan.orderBy.length === 0) for (const o of ITEM_ORDER) qb.addOrderBy(o, 'ASC');
    return fetchPage(qb, plan, (list) => this.toJson(list), 'id');
  }

  async queryById(id: string): Promise<AnalysisItem> {
    return (await this.toJson([await this.get(id)]))[0];
  }

  async add(v: AnalysisItemAddValues, user: Principal): Promise<AnalysisItem> {
    const cueWordVersion = await this.check(v);
    const now = new Date(this.clock.now());
    const row = Object.assign(new AnalysisItemEntity(), {
      id: newId(now.getTime()),
      ...this.fields(v),
      cueWordVersion,
      status: 'NOT_GENERATED' as const,
      previousStatus: null,
      queuedTime: null,
      errorMessage: null,
      generatedText: null,
      version: 0,
      createBy: user.username,
      createTime: now,
      updateBy: null,
      updateTime: null,
    });
    await this.rows.insert(row);
    return (await this.toJson([row]))[0];
  }

  /** Changes the item's definition only: its status and text stay as they are (contract). */
  async edit(v: AnalysisItemEditValues, user: Principal): Promise<AnalysisItem> {
    return this.queue.exclusive(async () => {
      const row = await this.get(v.id);
      if (row.status === 'WAITING') throw new JeecgError('条目正在生成中，请稍后再改');
      if (v.analysisId !== row.analysisId) throw new JeecgError('条目不能移到其他分析');
      const cueWordVersion = await this.check(v, row.id);
      Object.assign(row, this.fields(v), {
        cueWordVersion: v.cueWordId && v.cueWordId === row.cueWordId ? row.cueWordVersion : cueWordVersion,
        updateBy: user.username,
        updateTime: new Date(this.clock.now()),
      });
      await this.db.transaction(async (em) => {
        await em.save(AnalysisItemEntity, row);
        await this.dataLogs.record(em, 'analysis_item', row, user);
      });
      return (await this.toJson([row]))[0];
    });
  }

  async delete(id: string): Promise<void> {
    await this.get(id);
    await this.remove([id]);
  }

  async deleteBatch(ids: string): Promise<void> {
    await this.remove(requireIds(ids));
  }

  async versions(id: string): Promise<AnalysisItemVersion[]> {
    await this.get(id);
    const list = await this.db
      .getRepository(AnalysisItemVersionEntity)
      .find({ where: { itemId: id }, order: { version: 'DESC' } });
    return list.map(toVersionJson);
  }

  /** A hand edit of generated text: a new `edited` version (an unchanged text adds none). */
  saveText(id: string, text: string, user: Principal): Promise<AnalysisItem> {
    return this.writeText(id, text, user, 'save-text');
  }

  /**
   * A chat answer taken as the item's text (issue #34): a new `edited` version by the caller, and the item is
   * generated, whatever it was, unless a run is waiting.
   */
  takeChatAnswer(id: string, text: string, user: Principal): Promise<AnalysisItem> {
    return this.writeText(id, text, user, 'chat-answer');
  }

  /** The language of the analysis an item belongs to (null when it is gone). */
  async itemLang(id: string): Promise<'zh' | 'en' | null> {
    const row = await this.get(id);
    const main = await this.db.getRepository(AnalysisMainEntity).findOneBy({ id: row.analysisId });
    return main?.lang ?? null;
  }

  private writeText(
    id: string,
    text: string,
    user: Principal,
    event: 'save-text' | 'chat-answer',
  ): Promise<AnalysisItem> {
    return this.queue.exclusive(async () => {
      const row = await this.get(id);
      if (row.status === 'WAITING' && event === 'chat-answer') throw new JeecgError('条目正在生成中，请稍后再改');
      if (row.status !== 'GENERATED' && event === 'save-text') throw new JeecgError('条目尚未生成，不能编辑内容');
      if (text === row.generatedText && row.status === 'GENERATED') return (await this.toJson([row]))[0];
      const now = new Date(this.clock.now());
      const version = row.version + 1;
      await this.db.transaction(async (em) => {
        await em.insert(AnalysisItemVersionEntity, {
          id: newId(now.getTime()),
          itemId: id,
          version,
          text,
          origin: 'edited',
          model: null,
          createBy: user.username,
          createTime: now,
        });
        await em.update(
          AnalysisItemEntity,
          { id },
          {
            status: nextStatus(row.status, { type: event }),
            generatedText: text,
            version,
            updateBy: user.username,
            updateTime: now,
          },
        );
      });
      return this.queryById(id);
    });
  }

  async get(id: string): Promise<AnalysisItemEntity> {
    const row = await this.rows.findOneBy({ id });
    if (!row) throw new JeecgError('未找到对应实体');
    return row;
  }

  private remove(ids: string[]): Promise<void> {
    return this.queue.exclusive(async () => {
      this.queue.forget(ids);
      await this.db.transaction(async (em) => {
        await em.delete(AnalysisItemVersionEntity, { itemId: In(ids) });
        await em.delete(AnalysisItemEntity, { id: In(ids) });
      });
    });
  }

  private fields(v: AnalysisItemAddValues) {
    const table = v.fileType === 'table';
    return {
      analysisId: v.analysisId,
      chapterCode: v.chapterCode,
      partitionId: v.partitionId,
      zoneId: v.zoneId,
      cueWordId: v.cueWordId || null,
      prompt: v.prompt,
      backgroundKnowledge: v.backgroundKnowledge || null,
      fileType: v.fileType,
      // Only the input of the chosen type is kept, so an item never carries a stale second input.
      tableSource: table ? (v.tableSource ?? null) : null,
      tableFile: table && v.tableSource === 'upload' ? v.tableFile || null : null,
      imagePath: table ? null : v.imagePath || null,
      sortNo: v.sortNo,
    };
  }

  /** Spec §5 checks beyond the body schema; returns the cue word's current version (null without one). */
  private async check(v: AnalysisItemAddValues, exceptId?: string): Promise<number | null> {
    if (!(await this.db.getRepository(AnalysisMainEntity).existsBy({ id: v.analysisId })))
      throw new JeecgError('分析不存在');
    if (!(await this.db.getRepository(AnalysisChapterEntity).existsBy({ code: v.chapterCode })))
      throw new JeecgError(`章节不存在：${v.chapterCode}`);
    if (!(await this.db.getRepository(AnalysisPartitionEntity).existsBy({ id: v.partitionId })))
      throw new JeecgError('分区不存在');
    const zone = await this.db.getRepository(AnalysisZoneEntity).findOneBy({ id: v.zoneId });
    if (!zone) throw new JeecgError('区域不存在');
    if (zone.partitionId !== v.partitionId) throw new JeecgError('区域不属于该分区');
    const same = await this.rows.findOneBy({ analysisId: v.analysisId, partitionId: v.partitionId, zoneId: v.zoneId });
    if (same && same.id !== exceptId) throw new JeecgError(`该分区已存在此条目：${zone.nameZh}`);
    if (!v.cueWordId) return null;
    const cueWord = await this.db.getRepository(AnalysisCueWordEntity).findOneBy({ id: v.cueWordId });
    if (!cueWord) throw new JeecgError('提示词不存在');
    return cueWord.version;
  }

  private async toJson(list: AnalysisItemEntity[]): Promise<AnalysisItem[]> {
    if (list.length === 0) return [];
    const names = await itemNames(this.db, list);
    return list.map((i) => toItemJson(i, names));
  }
}
