import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type EntityManager, In, type Repository } from 'typeorm';
import {
  type PositionAddValues,
  type PositionEditValues,
  type PositionImportRow,
  positionImportRowSchema,
  type SysPosition,
} from '@cropwatch/contract';
import type { Principal } from '../../core/auth/principal';
import { CLOCK, type Clock } from '../../core/clock/clock';
import { newId } from '../../core/database/id';
import { type DictTexts, withDictText } from '../../core/dict/dict-text';
import { JeecgError } from '../../core/errors/jeecg.errors';
import { bulkInsert } from '../../core/excel/bulk-insert';
import type { ExcelColumn } from '../../core/excel/excel-columns';
import type { ImportSpec } from '../../core/excel/excel-import.service';
import type { ListQuery } from '../../core/paging/data-rules';
import { applyListPlan, fetchPage, type ListFields, planListQuery } from '../../core/paging/list-query';
import type { IPage } from '../../core/paging/page';
import { formatDateTime } from '../../core/result/date-format';
import { DictService } from '../dict';
import { PositionEntity } from './entities/position.entity';

export const POSITION_LIST_FIELDS: ListFields = {
  id: 'string',
  code: 'string',
  name: 'string',
  postRank: 'string',
  companyId: 'string',
  sysOrgCode: 'string',
  createBy: 'string',
  createTime: 'datetime',
  updateBy: 'string',
  updateTime: 'datetime',
};

const DICT_FIELDS = { postRank: 'position_rank' };

/** The positions sheet (SysPosition's `@Excel` columns). */
export const POSITION_COLUMNS: ExcelColumn[] = [
  { key: 'code', header: '职务编码', width: 20 },
  { key: 'name', header: '职务名称', width: 20 },
  { key: 'postRank', header: '职级', width: 15, dict: 'position_rank' },
];

export const toSysPositionJson = (p: PositionEntity): SysPosition => ({
  id: p.id,
  code: p.code,
  name: p.name,
  postRank: p.postRank,
  companyId: p.companyId,
  createBy: p.createBy,
  createTime: formatDateTime(p.createTime),
  updateBy: p.updateBy,
  updateTime: formatDateTime(p.updateTime),
  sysOrgCode: p.sysOrgCode,
});

/** Positions (SysPositionController, contract §6.6). */
@Injectable()
export class PositionService {
  constructor(
    @InjectRepository(PositionEntity) private readonly positions: Repository<PositionEntity>,
    @Inject(DictService) private readonly dicts: DictService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  rankTexts(): Promise<DictTexts> {
    return this.dicts.texts(['position_rank']);
  }

  async list(query: ListQuery): Promise<IPage<SysPosition>> {
    const plan = planListQuery(POSITION_LIST_FIELDS, query, 'p');
    const texts = await this.rankTexts();
    return fetchPage(
      this.positions.createQueryBuilder('p'),
      plan,
      (rows) => rows.map((r) => withDictText(toSysPositionJson(r), DICT_FIELDS, texts)),
      'id',
    );
  }

  async exportRows(query: ListQuery): Promise<SysPosition[]> {
    const plan = planListQuery(POSITION_LIST_FIELDS, query, 'p');
    const qb = applyListPlan(this.positions.createQueryBuilder('p'), plan).addOrderBy('p.id', 'ASC');
    const selections = typeof query.selections === 'string' ? query.selections.split(',').filter(Boolean) : [];
    if (selections.length) qb.andWhere('p.id IN (:...selections)', { selections });
    return (await qb.getMany()).map(toSysPositionJson);
  }

  findById(id: string) {
    return this.positions.findOne({ where: { id } });
  }

  findByCode(code: string) {
    return this.positions.findOne({ where: { code } });
  }

  private async checkRank(postRank: string | null | undefined): Promise<void> {
    if (!postRank) return;
    if (!(await this.rankTexts()).get('position_rank')?.has(postRank)) throw new JeecgError('职级不存在');
  }

  async add(v: PositionAddValues, user: Principal): Promise<void> {
    if (await this.findByCode(v.code)) throw new JeecgError('操作失败，职务编码已存在');
    await this.checkRank(v.postRank);
    await this.positions.insert({
      id: newId(this.clock.now()),
      code: v.code,
      name: v.name,
      postRank: v.postRank ?? null,
      companyId: v.companyId ?? null,
      sysOrgCode: user.orgCode,
      createBy: user.username,
      createTime: new Date(this.clock.now()),
      updateBy: null,
      updateTime: null,
    });
  }

  async edit(v: PositionEditValues, user: Principal): Promise<void> {
    const p = await this.findById(v.id);
    if (!p) throw new JeecgError('未找到对应数据');
    const other = await this.findByCode(v.code);
    if (other && other.id !== p.id) throw new JeecgError('操作失败，职务编码已存在');
    await this.checkRank(v.postRank);
    p.code = v.code;
    p.name = v.name;
    if (v.postRank !== undefined) p.postRank = v.postRank;
    if (v.companyId !== undefined) p.companyId = v.companyId;
    p.updateBy = user.username;
    p.updateTime = new Date(this.clock.now());
    await this.positions.save(p);
  }

  async delete(ids: string[]): Promise<number> {
    const found = await this.positions.find({ select: { id: true }, where: { id: In(ids) } });
    if (found.length) await this.positions.delete({ id: In(found.map((f) => f.id)) });
    return found.length;
  }

  async importSpec(user: Principal): Promise<ImportSpec<PositionImportRow>> {
    const codes = new Set((await this.positions.find({ select: { code: true } })).map((p) => p.code));
    const dicts = await this.rankTexts();
    const ranks = dicts.get('position_rank') ?? new Map<string, string>();
    return {
      entity: 'sysPosition',
      columns: POSITION_COLUMNS,
      schema: positionImportRowSchema,
      dicts,
      check: (row) => {
        if (row.postRank && !ranks.has(row.postRank)) return `职级不存在：${row.postRank}`;
        if (codes.has(row.code)) return `职务编码已存在：${row.code}`;
        codes.add(row.code);
        return null;
      },
      insert: async (em: EntityManager, rows) => {
        const now = new Date(this.clock.now());
        await bulkInsert(em, PositionEntity, rows, (r) => ({
          id: newId(this.clock.now()),
          code: r.code,
          name: r.name,
          postRank: r.postRank ?? null,
          companyId: r.companyId ?? null,
          sysOrgCode: user.orgCode,
          createBy: user.username,
          createTime: now,
          updateBy: null,
          updateTime: null,
        }));
      },
    };
  }
}
