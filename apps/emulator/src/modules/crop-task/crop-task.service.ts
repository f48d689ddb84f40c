import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { type DataSource, In, type Repository } from 'typeorm';
import {
  type AoiGeometry,
  type CropTask,
  type CropTaskAddValues,
  type CropTaskEditValues,
  CropTaskMessages,
  type CropTaskOptions,
  type CropTaskStatus,
} from '@cropwatch/contract';
import type { Principal } from '../../core/auth/principal';
import { CLOCK, type Clock } from '../../core/clock/clock';
import { newId } from '../../core/database/id';
import type { DictTexts } from '../../core/dict/dict-text';
import { JeecgError } from '../../core/errors/jeecg.errors';
import type { ExcelColumn } from '../../core/excel/excel-columns';
import type { ListQuery } from '../../core/paging/data-rules';
import { applyListPlan, fetchPage, type ListFields, planListQuery } from '../../core/paging/list-query';
import type { IPage } from '../../core/paging/page';
import { formatDateTime } from '../../core/result/date-format';
import { CropCalendarEntity, CropDataService, type CropIndicatorEntity, datasetRefOf } from '../crop-data';
import { DataLogService } from '../data-log';
import { DictService } from '../dict';
import { RoleEntity, UserRoleEntity } from '../identity';
import { areaKm2, countryOutlines } from './crop-geometry';
import { computeSummary, type SummaryUnit, type UnitIndicators } from './crop-task-summary';
import { CropTaskEntity } from './entities/crop-task.entity';

export const toCropTaskJson = (t: CropTaskEntity): CropTask => ({
  id: t.id,
  taskName: t.taskName,
  crop: t.crop,
  period: t.period,
  description: t.description,
  aoiType: t.aoiType as CropTask['aoiType'],
  aoiCode: t.aoiCode,
  aoiGeometry: t.aoiGeometry,
  areaKm2: t.areaKm2,
  status: t.status as CropTaskStatus,
  summary: t.summary,
  failReason: t.failReason,
  submitTime: formatDateTime(t.submitTime),
  createBy: t.createBy,
  createTime: formatDateTime(t.createTime),
  updateBy: t.updateBy,
  updateTime: formatDateTime(t.updateTime),
});

/** Properties `GET /crop/task/list` filters and sorts by. */
export const CROP_TASK_LIST_FIELDS: ListFields = {
  id: 'string',
  taskName: 'string',
  crop: 'string',
  period: 'string',
  description: 'string',
  aoiType: 'string',
  aoiCode: 'string',
  areaKm2: 'number',
  status: 'string',
  submitTime: 'datetime',
  createBy: 'string',
  createTime: 'datetime',
  updateBy: 'string',
  updateTime: 'datetime',
};

export const CROP_TASK_DICT_FIELDS = { crop: 'crop_type', status: 'crop_task_status' } as const;

/** The export sheet. */
export const CROP_TASK_COLUMNS: ExcelColumn[] = [
  { key: 'taskName', header: '任务名称', width: 30 },
  { key: 'crop', header: '作物', width: 12, dict: 'crop_type' },
  { key: 'period', header: '监测时段', width: 16 },
  { key: 'aoiCode', header: '国家/分区', width: 14 },
  { key: 'areaKm2', header: '面积(km²)', width: 14 },
  { key: 'status', header: '状态', width: 10, dict: 'crop_task_status' },
  { key: 'condition', header: '长势等级', width: 12 },
  { key: 'description', header: '描述', width: 40 },
  { key: 'createBy', header: '创建人', width: 14 },
  { key: 'createTime', header: '创建时间', width: 20 },
];

/** Indicator row fields the summary reads, and the row's condition class. */
const toUnitIndicators = (r: CropIndicatorEntity): UnitIndicators => ({
  rainMm: r.rainMm,
  rainDepPct: r.rainDepPct,
  tempC: r.tempC,
  tempDepC: r.tempDepC,
  radparMjM2: r.radparMjM2,
  radparDepPct: r.radparDepPct,
  biomssGdmM2: r.biomssGdmM2,
  biomssDepPct: r.biomssDepPct,
  calfPct: r.calfPct,
  calfDepPct: r.calfDepPct,
  vcix: r.vcix,
  cpi: r.cpi,
  condition: r.condition,
});

/**
 * `/crop/task/*`: task CRUD with ownership (users their own tasks, role `admin` every task; someone
 * else's task reads as not found) and the submit that computes the summary from the crop tables.
 */
@Injectable()
export class CropTaskService {
  private unitCache: SummaryUnit[] | null = null;

  constructor(
    @InjectRepository(CropTaskEntity) private readonly tasks: Repository<CropTaskEntity>,
    @InjectDataSource() private readonly db: DataSource,
    @Inject(CropDataService) private readonly cropData: CropDataService,
    @Inject(DictService) private readonly dicts: DictService,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(DataLogService) private readonly dataLogs: DataLogService,
  ) {}

  /** Saves a task and its data-log version in one transaction. */
  private saveLogged(row: CropTaskEntity, user: Principal): Promise<CropTask> {
    return this.db.transaction(async (em) => {
      const json = toCropTaskJson(await em.save(CropTaskEntity, row));
      await this.dataLogs.record(em, 'crop_task', json, user);
      return json;
    });
  }

  async isAdmin(userId: string): Promise<boolean> {
    const count = await this.db
      .getRepository(UserRoleEntity)
      .createQueryBuilder('ur')
      .innerJoin(RoleEntity, 'r', 'r.id = ur.roleId')
      .where('ur.userId = :userId', { userId })
      .andWhere('r.roleCode = :code', { code: 'admin' })
      .getCount();
    return count > 0;
  }

  /** The list query with the ownership filter applied. */
  private async scoped(user: Principal, alias = 't') {
    const qb = this.tasks.createQueryBuilder(alias);
    if (!(await this.isAdmin(user.id))) qb.andWhere(`${alias}.createBy = :owner`, { owner: user.username });
    return qb;
  }

  async list(query: ListQuery, user: Principal): Promise<IPage<CropTask>> {
    const plan = planListQuery(CROP_TASK_LIST_FIELDS, query, 't');
    if (plan.orderBy.length === 0) plan.orderBy.push({ property: 'createTime', direction: 'DESC' });
    return fetchPage(await this.scoped(user), plan, (rows) => rows.map(toCropTaskJson), 'id');
  }

  /** The filtered list (or the `selections`) for `exportXls`, with the summary's condition class. */
  async exportRows(query: ListQuery, user: Principal): Promise<Record<string, unknown>[]> {
    const plan = planListQuery(CROP_TASK_LIST_FIELDS, query, 't');
    if (plan.orderBy.length === 0) plan.orderBy.push({ property: 'createTime', direction: 'DESC' });
    const qb = applyListPlan(await this.scoped(user), plan).addOrderBy('t.id', 'ASC');
    const selections = typeof query.selections === 'string' ? query.selections.split(',').filter(Boolean) : [];
    if (selections.length) qb.andWhere('t.id IN (:...selections)', { selections });
    return (await qb.getMany()).map((t) => ({ ...toCropTaskJson(t), condition: t.summary?.condition ?? null }));
  }

  sheetDicts(): Promise<DictTexts> {
    return this.dicts.texts(Object.values(CROP_TASK_DICT_FIELDS));
  }

  private async owned(id: string, user: Principal): Promise<CropTaskEntity> {
    const row = await (await this.scoped(user)).andWhere('t.id = :id', { id }).getOne();
    if (!row) throw new JeecgError(CropTaskMessages.notFound);
    return row;
  }

  async queryById(id: string, user: Principal): Promise<CropTask> {
    return toCropTaskJson(await this.owned(id, user));
  }

  /** Period checked against the crop tables; a picked unit's outline built by the server. */
  private resolveArea(body: CropTaskAddValues): { geometry: AoiGeometry; code: string | null } {
    if (!this.cropData.period(body.period)) throw new JeecgError(CropTaskMessages.periodUnknown);
    if (body.aoiType === 'country' || body.aoiType === 'zone') {
      const code = (body.aoiCode ?? '').toUpperCase();
      const unit = this.summaryUnits().find(
        (u) => u.code === code && (body.aoiType === 'country' ? u.level === 'country' : u.level !== 'country'),
      );
      if (!unit) throw new JeecgError(CropTaskMessages.unitUnknown);
      return { geometry: unit.geometry as AoiGeometry, code: unit.code };
    }
    // Validated by the contract (aoiGeometryInputSchema) before it gets here.
    return { geometry: body.aoiGeometry as AoiGeometry, code: null };
  }

  async add(body: CropTaskAddValues, user: Principal): Promise<CropTask> {
    const { geometry, code } = this.resolveArea(body);
    const row = this.tasks.create({
      id: newId(),
      taskName: body.taskName,
      crop: body.crop,
      period: body.period,
      description: body.description ?? null,
      aoiType: body.aoiType,
      aoiCode: code,
      aoiGeometry: geometry,
      areaKm2: Math.round(areaKm2(geometry) * 10) / 10,
      status: 'draft',
      summary: null,
      failReason: null,
      submitTime: null,
      createBy: user.username,
      createTime: new Date(this.clock.now()),
      updateBy: null,
      updateTime: null,
    });
    return this.saveLogged(row, user);
  }

  /** An edit sends the task back to draft: its summary no longer matches the area or period. */
  async edit(body: CropTaskEditValues, user: Principal): Promise<CropTask> {
    const row = await this.owned(body.id, user);
    if (row.status === 'submitted') throw new JeecgError(CropTaskMessages.notEditable);
    const { geometry, code } = this.resolveArea(body);
    Object.assign(row, {
      taskName: body.taskName,
      crop: body.crop,
      period: body.period,
      description: body.description ?? null,
      aoiType: body.aoiType,
      aoiCode: code,
      aoiGeometry: geometry,
      areaKm2: Math.round(areaKm2(geometry) * 10) / 10,
      status: 'draft',
      summary: null,
      failReason: null,
      submitTime: null,
      updateBy: user.username,
      updateTime: new Date(this.clock.now()),
    });
    return this.saveLogged(row, user);
  }

  /** Deletes the caller's tasks among `ids` (admins: any); false when none was found. */
  async delete(ids: string[], user: Principal): Promise<boolean> {
    const visible = await (await this.scoped(user)).andWhere('t.id IN (:...ids)', { ids }).select('t.id').getMany();
    if (visible.length === 0) return false;
    await this.tasks.delete({ id: In(visible.map((t) => t.id)) });
    return true;
  }

  /** Submits and analyses the task at once: analysed with its summary, or failed with the reason. */
  async submit(id: string, user: Principal): Promise<CropTask> {
    const row = await this.owned(id, user);
    const now = new Date(this.clock.now());
    row.status = 'submitted';
    row.submitTime = now;
    row.updateBy = user.username;
    row.updateTime = now;
    await this.tasks.save(row);
    try {
      row.summary = await this.summarise(row.aoiGeometry, row.period, row.crop);
      row.status = 'analysed';
      row.failReason = null;
    } catch (e) {
      row.summary = null;
      row.status = 'failed';
      row.failReason = e instanceof JeecgError ? e.message : '分析失败';
    }
    return toCropTaskJson(await this.tasks.save(row));
  }

  /** The summary of an area for a period and crop (also used by the benchmark). */
  async summarise(aoi: AoiGeometry, period: string, crop: string) {
    const units = this.summaryUnits();
    const dataset = await this.cropData.indicatorDataset();
    const [rows, calendars] = await Promise.all([
      this.cropData.indicatorRows({ periods: [period], datasetId: dataset?.id }),
      this.stagesByUnit(units, crop, period),
    ]);
    const byUnit = new Map(rows.map((r) => [r.unitCode, toUnitIndicators(r)]));
    const summary = computeSummary({
      aoi,
      period,
      crop,
      units,
      indicators: (code) => byUnit.get(code),
      stages: (code) => calendars.get(code) ?? [],
      computedTime: formatDateTime(new Date(this.clock.now()))!,
    });
    if (summary.coveredShare === 0) throw new JeecgError(CropTaskMessages.noCoverage);
    return { ...summary, dataset: dataset ? datasetRefOf(dataset) : null };
  }

  /**
   * Stage codes met in the period's window, per unit (AEZs without a calendar use their country's), from one
   * query of the crop's calendars. A unit that grows the crop but not in this window reads `out_of_season`.
   */
  private async stagesByUnit(units: SummaryUnit[], crop: string, period: string): Promise<Map<string, string[]>> {
    const season = this.cropData.period(period)?.season;
    const out = new Map<string, string[]>();
    if (!season) return out;
    const calendars = await this.db.getRepository(CropCalendarEntity).find({ where: { crop } });
    const byUnit = new Map<string, CropCalendarEntity[]>();
    for (const c of calendars) byUnit.set(c.unitCode, [...(byUnit.get(c.unitCode) ?? []), c]);
    const rank = (s: string) => this.cropData.stage(s)?.rank ?? 99;
    for (const u of units) {
      if (u.level === 'mpz') continue;
      const cals = byUnit.get(u.code) ?? (u.countryIso3 ? byUnit.get(u.countryIso3) : undefined) ?? [];
      const codes = new Set(cals.flatMap((c) => c.byWindow[season] ?? []));
      if (cals.length > 0 && codes.size === 0) codes.add('out_of_season');
      out.set(
        u.code,
        [...codes].sort((a, b) => rank(a) - rank(b)),
      );
    }
    return out;
  }

  /** Every unit with an outline: MPZs and AEZs from the zone table, key countries from world-atlas. */
  summaryUnits(): SummaryUnit[] {
    if (this.unitCache) return this.unitCache;
    const units: SummaryUnit[] = this.cropData.zones().map((z) => ({
      code: z.code,
      level: z.level === 'mpz' ? 'mpz' : 'aez',
      nameEn: z.nameEn,
      nameZh: z.nameZh,
      countryIso3: z.countryIso3,
      mpzCode: z.mpzCode,
      geometry: z.geometry as SummaryUnit['geometry'],
      bbox: z.bbox as SummaryUnit['bbox'],
      areaKm2: z.areaKm2,
    }));
    const outlines = countryOutlines();
    for (const c of this.cropData.countries()) {
      const outline = outlines.get(c.isoNumeric);
      if (!outline) continue;
      units.push({
        code: c.iso3,
        level: 'country',
        nameEn: c.nameEn,
        nameZh: c.nameZh,
        countryIso3: c.iso3,
        mpzCode: c.mpzCode,
        geometry: outline.geometry,
        bbox: outline.bbox,
        areaKm2: outline.areaKm2,
      });
    }
    this.unitCache = units;
    return units;
  }

  options(): CropTaskOptions {
    return {
      periods: this.cropData
        .periods()
        .reverse()
        .map((p) => ({ code: p.code, season: p.season, labelEn: p.labelEn, labelZh: p.labelZh })),
      units: this.summaryUnits().map((u) => ({
        code: u.code,
        level: u.level,
        nameEn: u.nameEn,
        nameZh: u.nameZh,
        countryIso3: u.countryIso3,
        bbox: u.bbox.map((v) => Math.round(v * 1000) / 1000),
      })),
      stages: this.cropData
        .stages()
        .sort((a, b) => a.rank - b.rank)
        .map((s) => ({ code: s.code, nameEn: s.nameEn, nameZh: s.nameZh })),
    };
  }
}
