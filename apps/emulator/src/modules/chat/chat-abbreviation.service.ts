import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository } from 'typeorm';
import type { ChatAbbreviation, ChatAbbreviationAddValues, ChatAbbreviationEditValues } from '@cropwatch/contract';
import type { Principal } from '../../core/auth/principal';
import { CLOCK, type Clock } from '../../core/clock/clock';
import { newId } from '../../core/database/id';
import { JeecgError } from '../../core/errors/jeecg.errors';
import type { ListQuery } from '../../core/paging/data-rules';
import { fetchPage, type ListFields, planListQuery } from '../../core/paging/list-query';
import type { IPage } from '../../core/paging/page';
import { CropAbbreviationEntity, CropDataService } from '../crop-data';
import { toChatAbbreviationJson } from './chat.serializers';

export const CHAT_ABBREVIATION_LIST_FIELDS: ListFields = {
  id: 'string',
  abbr: 'string',
  fullEn: 'string',
  fullZh: 'string',
  definitionEn: 'string',
  definitionZh: 'string',
  category: 'string',
  sortNo: 'number',
  createBy: 'string',
  createTime: 'datetime',
  updateBy: 'string',
  updateTime: 'datetime',
};

/** CRUD of the noun abbreviation list (table owned by the crop-data module). */
@Injectable()
export class ChatAbbreviationService {
  constructor(
    @InjectRepository(CropAbbreviationEntity) private readonly rows: Repository<CropAbbreviationEntity>,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  list(query: ListQuery): Promise<IPage<ChatAbbreviation>> {
    const plan = planListQuery(CHAT_ABBREVIATION_LIST_FIELDS, query, 'a');
    const qb = this.rows.createQueryBuilder('a');
    if (plan.orderBy.length === 0) qb.orderBy('a.sortNo', 'ASC').addOrderBy('a.abbr', 'ASC');
    return fetchPage(qb, plan, (list) => list.map(toChatAbbreviationJson), 'id');
  }

  async queryById(id: string): Promise<ChatAbbreviation> {
    return toChatAbbreviationJson(await this.get(id));
  }

  async add(v: ChatAbbreviationAddValues, user: Principal): Promise<ChatAbbreviation> {
    const now = new Date(this.clock.now());
    const row = Object.assign(new CropAbbreviationEntity(), {
      id: newId(now.getTime()),
      ...this.fields(v),
      createBy: user.username,
      createTime: now,
      updateBy: null,
      updateTime: null,
    });
    await this.ensureUnique(row.abbrKey, row.abbr);
    await this.rows.insert(row);
    return toChatAbbreviationJson(row);
  }

  async edit(v: ChatAbbreviationEditValues, user: Principal): Promise<ChatAbbreviation> {
    const row = await this.get(v.id);
    Object.assign(row, this.fields(v), { updateBy: user.username, updateTime: new Date(this.clock.now()) });
    await this.ensureUnique(row.abbrKey, row.abbr, row.id);
    await this.rows.save(row);
    return toChatAbbreviationJson(row);
  }

  async delete(id: string): Promise<void> {
    await this.get(id);
    await this.rows.delete({ id });
  }

  async deleteBatch(ids: string): Promise<void> {
    const list = ids
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    if (list.length === 0) throw new JeecgError('ids不能为空');
    await this.rows.delete({ id: In(list) });
  }

  private async get(id: string): Promise<CropAbbreviationEntity> {
    const row = await this.rows.findOneBy({ id });
    if (!row) throw new JeecgError('未找到对应实体');
    return row;
  }

  private fields(v: ChatAbbreviationAddValues) {
    return {
      abbr: v.abbr,
      abbrKey: CropDataService.abbreviationKey(v.abbr),
      fullEn: v.fullEn,
      fullZh: v.fullZh,
      definitionEn: v.definitionEn || null,
      definitionZh: v.definitionZh || null,
      category: v.category || null,
      sortNo: v.sortNo,
    };
  }

  private async ensureUnique(abbrKey: string, abbr: string, exceptId?: string): Promise<void> {
    const same = await this.rows.findOneBy({ abbrKey });
    if (same && same.id !== exceptId) throw new JeecgError(`缩写已存在：${abbr}`);
  }
}
