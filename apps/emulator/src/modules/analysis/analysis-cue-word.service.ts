import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository } from 'typeorm';
import {
  type AnalysisCueWord,
  type AnalysisCueWordAddValues,
  type AnalysisCueWordEditValues,
  type AnalysisCueWordPreview,
  type AnalysisCueWordPreviewValues,
  renderCueWord,
} from '@cropwatch/contract';
import type { Principal } from '../../core/auth/principal';
import { CLOCK, type Clock } from '../../core/clock/clock';
import { newId } from '../../core/database/id';
import { JeecgError } from '../../core/errors/jeecg.errors';
import { requireIds } from '../../core/http/id-list';
import type { ListQuery } from '../../core/paging/data-rules';
import { fetchPage, type ListFields, planListQuery } from '../../core/paging/list-query';
import type { IPage } from '../../core/paging/page';
import { toCueWordJson } from './analysis.serializers';
import { AnalysisChapterEntity } from './entities/analysis-chapter.entity';
import { AnalysisCueWordEntity } from './entities/analysis-cue-word.entity';

export const CUE_WORD_LIST_FIELDS: ListFields = {
  id: 'string',
  name: 'string',
  chapterCode: 'string',
  lang: 'string',
  template: 'string',
  description: 'string',
  version: 'number',
  createBy: 'string',
  createTime: 'datetime',
  updateBy: 'string',
  updateTime: 'datetime',
};

/** CRUD and preview of the cue words; the version goes up each time the template text changes. */
@Injectable()
export class AnalysisCueWordService {
  constructor(
    @InjectRepository(AnalysisCueWordEntity) private readonly rows: Repository<AnalysisCueWordEntity>,
    @InjectRepository(AnalysisChapterEntity) private readonly chapters: Repository<AnalysisChapterEntity>,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  list(query: ListQuery): Promise<IPage<AnalysisCueWord>> {
    const plan = planListQuery(CUE_WORD_LIST_FIELDS, query, 'w');
    const qb = this.rows.createQueryBuilder('w');
    if (plan.orderBy.length === 0) qb.orderBy('w.name', 'ASC');
    return fetchPage(qb, plan, (list) => list.map(toCueWordJson), 'id');
  }

  async queryById(id: string): Promise<AnalysisCueWord> {
    return toCueWordJson(await this.get(id));
  }

  preview(v: AnalysisCueWordPreviewValues): AnalysisCueWordPreview {
    return renderCueWord(v.template, v.values);
  }

  async add(v: AnalysisCueWordAddValues, user: Principal): Promise<AnalysisCueWord> {
    const now = new Date(this.clock.now());
    await this.check(v);
    const row = Object.assign(new AnalysisCueWordEntity(), {
      id: newId(now.getTime()),
      ...this.fields(v),
      version: 1,
      createBy: user.username,
      createTime: now,
      updateBy: null,
      updateTime: null,
    });
    await this.rows.insert(row);
    return toCueWordJson(row);
  }

  async edit(v: AnalysisCueWordEditValues, user: Principal): Promise<AnalysisCueWord> {
    const row = await this.get(v.id);
    await this.check(v, row.id);
    const version = v.template === row.template ? row.version : row.version + 1;
    Object.assign(row, this.fields(v), {
      version,
      updateBy: user.username,
      updateTime: new Date(this.clock.now()),
    });
    await this.rows.save(row);
    return toCueWordJson(row);
  }

  async delete(id: string): Promise<void> {
    await this.get(id);
    await this.rows.delete({ id });
  }

  async deleteBatch(ids: string): Promise<void> {
    await this.rows.delete({ id: In(requireIds(ids)) });
  }

  private async get(id: string): Promise<AnalysisCueWordEntity> {
    const row = await this.rows.findOneBy({ id });
    if (!row) throw new JeecgError('未找到对应实体');
    return row;
  }

  private fields(v: AnalysisCueWordAddValues) {
    return {
      name: v.name,
      chapterCode: v.chapterCode || null,
      lang: v.lang,
      template: v.template,
      sampleValues: v.sampleValues,
      description: v.description || null,
    };
  }

  private async check(v: AnalysisCueWordAddValues, exceptId?: string): Promise<void> {
    const same = await this.rows.findOneBy({ name: v.name });
    if (same && same.id !== exceptId) throw new JeecgError(`提示词名称已存在：${v.name}`);
    if (v.chapterCode && !(await this.chapters.existsBy({ code: v.chapterCode })))
      throw new JeecgError(`章节不存在：${v.chapterCode}`);
  }
}
