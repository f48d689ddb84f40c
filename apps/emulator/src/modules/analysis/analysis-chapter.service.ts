import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository } from 'typeorm';
import type { AnalysisChapter, AnalysisChapterAddValues, AnalysisChapterEditValues } from '@cropwatch/contract';
import type { Principal } from '../../core/auth/principal';
import { CLOCK, type Clock } from '../../core/clock/clock';
import { newId } from '../../core/database/id';
import { JeecgError } from '../../core/errors/jeecg.errors';
import { requireIds } from '../../core/http/id-list';
import type { ListQuery } from '../../core/paging/data-rules';
import { fetchPage, type ListFields, planListQuery } from '../../core/paging/list-query';
import type { IPage } from '../../core/paging/page';
import { toChapterJson } from './analysis.serializers';
import { AnalysisChapterEntity } from './entities/analysis-chapter.entity';
import { AnalysisCueWordEntity } from './entities/analysis-cue-word.entity';
import { AnalysisItemEntity } from './entities/analysis-item.entity';

export const CHAPTER_LIST_FIELDS: ListFields = {
  id: 'string',
  code: 'string',
  number: 'string',
  nameZh: 'string',
  nameEn: 'string',
  descriptionZh: 'string',
  descriptionEn: 'string',
  sortNo: 'number',
  createBy: 'string',
  createTime: 'datetime',
  updateBy: 'string',
  updateTime: 'datetime',
};

/** CRUD of the bulletin chapters. */
@Injectable()
export class AnalysisChapterService {
  constructor(
    @InjectRepository(AnalysisChapterEntity) private readonly rows: Repository<AnalysisChapterEntity>,
    @InjectRepository(AnalysisCueWordEntity) private readonly cueWords: Repository<AnalysisCueWordEntity>,
    @InjectRepository(AnalysisItemEntity) private readonly items: Repository<AnalysisItemEntity>,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  list(query: ListQuery): Promise<IPage<AnalysisChapter>> {
    const plan = planListQuery(CHAPTER_LIST_FIELDS, query, 'c');
    const qb = this.rows.createQueryBuilder('c');
    if (plan.orderBy.length === 0) qb.orderBy('c.sortNo', 'ASC').addOrderBy('c.code', 'ASC');
    return fetchPage(qb, plan, (list) => list.map(toChapterJson), 'id');
  }

  async queryById(id: string): Promise<AnalysisChapter> {
    return toChapterJson(await this.get(id));
  }

  async add(v: AnalysisChapterAddValues, user: Principal): Promise<AnalysisChapter> {
    const now = new Date(this.clock.now());
    await this.ensureUnique(v.code);
    const row = Object.assign(new AnalysisChapterEntity(), {
      id: newId(now.getTime()),
      ...this.fields(v),
      sections: v.sections ?? [],
      createBy: user.username,
      createTime: now,
      updateBy: null,
      updateTime: null,
    });
    await this.rows.insert(row);
    return toChapterJson(row);
  }

  async edit(v: AnalysisChapterEditValues, user: Principal): Promise<AnalysisChapter> {
    const row = await this.get(v.id);
    await this.ensureUnique(v.code, row.id);
    if (v.code !== row.code) await this.ensureUnused([row]);
    Object.assign(row, this.fields(v), { updateBy: user.username, updateTime: new Date(this.clock.now()) });
    if (v.sections) row.sections = v.sections;
    await this.rows.save(row);
    return toChapterJson(row);
  }

  async delete(id: string): Promise<void> {
    await this.ensureUnused([await this.get(id)]);
    await this.rows.delete({ id });
  }

  async deleteBatch(ids: string): Promise<void> {
    const list = requireIds(ids);
    await this.ensureUnused(await this.rows.findBy({ id: In(list) }));
    await this.rows.delete({ id: In(list) });
  }

  private async get(id: string): Promise<AnalysisChapterEntity> {
    const row = await this.rows.findOneBy({ id });
    if (!row) throw new JeecgError('未找到对应实体');
    return row;
  }

  private fields(v: AnalysisChapterAddValues) {
    return {
      code: v.code,
      number: v.number || null,
      nameZh: v.nameZh,
      nameEn: v.nameEn,
      descriptionZh: v.descriptionZh || null,
      descriptionEn: v.descriptionEn || null,
      sortNo: v.sortNo,
    };
  }

  /** Cue words and analysis items name their chapter by code: a chapter they use keeps its code and cannot go. */
  private async ensureUnused(chapters: AnalysisChapterEntity[]): Promise<void> {
    if (chapters.length === 0) return;
    const codes = In(chapters.map((c) => c.code));
    const used = await this.cueWords.findOne({ where: { chapterCode: codes } });
    if (used) throw new JeecgError(`章节已被提示词使用：${used.chapterCode}`);
    const item = await this.items.findOne({ where: { chapterCode: codes } });
    if (item) throw new JeecgError(`章节已被分析条目使用：${item.chapterCode}`);
  }

  private async ensureUnique(code: string, exceptId?: string): Promise<void> {
    const same = await this.rows.findOneBy({ code });
    if (same && same.id !== exceptId) throw new JeecgError(`章节编码已存在：${code}`);
  }
}
