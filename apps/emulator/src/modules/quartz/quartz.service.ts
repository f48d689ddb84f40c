import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type EntityManager, In, type Repository } from 'typeorm';
import {
  type QuartzJob,
  type QuartzJobAddValues,
  type QuartzJobClass,
  type QuartzJobEditValues,
  type QuartzJobImportRow,
  quartzJobImportRowSchema,
  type QuartzJobListRecord,
  type QuartzJobLog,
  type QuartzJobStatus,
  type QuartzRunStatus,
  type QuartzRunTrigger,
} from '@cropwatch/contract';
import type { Principal } from '../../core/auth/principal';
import { CLOCK, type Clock } from '../../core/clock/clock';
import { newId } from '../../core/database/id';
import { type DictTexts, withDictText } from '../../core/dict/dict-text';
import { JeecgError } from '../../core/errors/jeecg.errors';
import { bulkInsert } from '../../core/excel/bulk-insert';
import type { ExcelColumn } from '../../core/excel/excel-columns';
import type { ImportSpec } from '../../core/excel/excel-import.service';
import { QuartzJobRegistry } from '../../core/jobs/job-registry';
import type { ListQuery } from '../../core/paging/data-rules';
import { applyListPlan, fetchPage, type ListFields, planListQuery } from '../../core/paging/list-query';
import type { IPage } from '../../core/paging/page';
import { formatDateTime } from '../../core/result/date-format';
import { DictService } from '../dict';
import { QuartzJobLogEntity } from './entities/quartz-job-log.entity';
import { QuartzJobEntity } from './entities/quartz-job.entity';
import { QuartzSchedulerService } from './quartz-scheduler.service';

const STATUS_NORMAL = 0;
const STATUS_STOPPED = -1;

export const toQuartzJobJson = (j: QuartzJobEntity): QuartzJob => ({
  id: j.id,
  createBy: j.createBy,
  createTime: formatDateTime(j.createTime),
  delFlag: j.delFlag,
  updateBy: j.updateBy,
  updateTime: formatDateTime(j.updateTime),
  jobClassName: j.jobClassName,
  cronExpression: j.cronExpression,
  parameter: j.parameter,
  description: j.description,
  status: j.status as QuartzJobStatus,
});

export const toQuartzJobLogJson = (l: QuartzJobLogEntity): QuartzJobLog => ({
  id: l.id,
  jobId: l.jobId,
  jobClassName: l.jobClassName,
  startTime: formatDateTime(l.startTime)!,
  endTime: formatDateTime(l.endTime),
  durationMs: l.durationMs,
  status: l.status as QuartzRunStatus,
  result: l.result,
  error: l.error,
  trigger: l.trigger as QuartzRunTrigger,
  instance: l.instance,
});

/** Properties `GET /sys/quartzJob/list` filters and sorts by (QueryGenerator over QuartzJob). */
export const QUARTZ_JOB_LIST_FIELDS: ListFields = {
  id: 'string',
  jobClassName: 'string',
  cronExpression: 'string',
  parameter: 'string',
  description: 'string',
  status: 'number',
  delFlag: 'number',
  createBy: 'string',
  createTime: 'datetime',
  updateBy: 'string',
  updateTime: 'datetime',
};

/** Properties of the run log (emulator extension). */
export const QUARTZ_JOB_LOG_FIELDS: ListFields = {
  id: 'string',
  jobId: 'string',
  jobClassName: 'string',
  status: 'string',
  trigger: 'string',
  startTime: 'datetime',
  endTime: 'datetime',
  durationMs: 'number',
  instance: 'string',
};

const QUARTZ_DICT_FIELDS = { status: 'quartz_status' };

/** The jobs sheet: QuartzJob's `@Excel` columns (status as its `quartz_status` text). */
export const QUARTZ_JOB_COLUMNS: ExcelColumn[] = [
  { key: 'jobClassName', header: '任务类名', width: 40 },
  { key: 'cronExpression', header: 'cron表达式', width: 30 },
  { key: 'parameter', header: '参数', width: 15 },
  { key: 'description', header: '描述', width: 40 },
  { key: 'status', header: '状态', width: 15, dict: 'quartz_status' },
];

/**
 * `/sys/quartzJob/*` after JeecgBoot's QuartzJobController and QuartzJobServiceImpl (contract §11). Every
 * change is written to the database first and then applied to the scheduler, so it takes effect at once
 * and survives a restart. Unlike JeecgBoot, class and cron are checked even for a stopped job.
 */
@Injectable()
export class QuartzService {
  constructor(
    @InjectRepository(QuartzJobEntity) private readonly jobs: Repository<QuartzJobEntity>,
    @InjectRepository(QuartzJobLogEntity) private readonly logs: Repository<QuartzJobLogEntity>,
    @Inject(QuartzSchedulerService) private readonly scheduler: QuartzSchedulerService,
    @Inject(QuartzJobRegistry) private readonly registry: QuartzJobRegistry,
    @Inject(DictService) private readonly dicts: DictService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async list(query: ListQuery): Promise<IPage<QuartzJobListRecord>> {
    const plan = planListQuery(QUARTZ_JOB_LIST_FIELDS, query, 'j');
    const texts = await this.dicts.texts(Object.values(QUARTZ_DICT_FIELDS));
    return fetchPage(
      this.jobs.createQueryBuilder('j'),
      plan,
      (rows) => rows.map((r) => withDictText(toQuartzJobJson(r), QUARTZ_DICT_FIELDS, texts) as QuartzJobListRecord),
      'id',
    );
  }

  /** `saveAndScheduleJob`: saved with `del_flag=0`, scheduled at once when running. */
  async add(body: QuartzJobAddValues, user: Principal): Promise<void> {
    const status = body.status ?? STATUS_STOPPED;
    this.scheduler.validate(body, status === STATUS_NORMAL);
    const now = this.clock.now();
    const row = this.jobs.create({
      id: newId(now),
      jobClassName: body.jobClassName,
      cronExpression: body.cronExpression,
      parameter: body.parameter ?? null,
      description: body.description ?? null,
      status,
      delFlag: 0,
      createBy: user.username,
      createTime: new Date(now),
      updateBy: null,
      updateTime: null,
    });
    await this.jobs.insert(row);
    if (status === STATUS_NORMAL) this.scheduler.schedule(row);
    await this.scheduler.announce(row.id);
  }

  /**
   * `editAndScheduleJob`: rescheduled with the new class, cron and parameter when running, stopped
   * otherwise. Like MyBatis-Plus' `updateById`, a null field keeps the stored value.
   */
  async edit(body: QuartzJobEditValues, user: Principal): Promise<void> {
    const row = await this.jobs.findOneBy({ id: body.id });
    if (!row) throw new JeecgError('未找到对应实体');
    const next: QuartzJobEntity = {
      ...row,
      jobClassName: body.jobClassName,
      cronExpression: body.cronExpression,
      parameter: body.parameter ?? row.parameter,
      description: body.description ?? row.description,
      status: body.status ?? row.status,
      updateBy: user.username,
      updateTime: new Date(this.clock.now()),
    };
    this.scheduler.validate(next, next.status === STATUS_NORMAL);
    await this.jobs.save(next);
    if (next.status === STATUS_NORMAL) this.scheduler.schedule(next);
    else this.scheduler.unschedule(next.id);
    await this.scheduler.announce(next.id);
  }

  /** Unschedules and physically deletes the job and its run log. */
  async delete(id: string): Promise<void> {
    const row = await this.jobs.findOneBy({ id });
    if (!row) throw new JeecgError('未找到对应实体');
    await this.remove([row.id]);
  }

  /** Ids are a comma list; blanks (the trailing comma) and unknown ids are skipped. */
  async deleteBatch(ids: string): Promise<void> {
    const wanted = [
      ...new Set(
        ids
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      ),
    ];
    if (wanted.length === 0) return;
    const rows = await this.jobs.find({ where: { id: In(wanted) }, select: { id: true } });
    await this.remove(rows.map((r) => r.id));
  }

  async pause(id: string, user: Principal): Promise<void> {
    const row = await this.jobs.findOneBy({ id });
    if (!row) throw new JeecgError('定时任务不存在！');
    this.scheduler.unschedule(row.id);
    await this.jobs.update(
      { id: row.id },
      { status: STATUS_STOPPED, updateBy: user.username, updateTime: new Date(this.clock.now()) },
    );
    await this.scheduler.announce(row.id);
  }

  async resume(id: string, user: Principal): Promise<void> {
    const row = await this.jobs.findOneBy({ id });
    if (!row) throw new JeecgError('定时任务不存在！');
    this.scheduler.schedule(row);
    await this.jobs.update(
      { id: row.id },
      { status: STATUS_NORMAL, updateBy: user.username, updateTime: new Date(this.clock.now()) },
    );
    await this.scheduler.announce(row.id);
  }

  /** One manual run ~100 ms later, whatever the job's status; a class that cannot load fails the call. */
  async execute(id: string): Promise<void> {
    const row = await this.jobs.findOneBy({ id });
    if (!row) throw new JeecgError('未找到对应实体');
    try {
      this.scheduler.executeOnce(row);
    } catch {
      throw new JeecgError('执行失败!');
    }
  }

  async queryById(id: string): Promise<QuartzJob> {
    const row = await this.jobs.findOneBy({ id });
    if (!row) throw new JeecgError('未找到对应实体');
    return toQuartzJobJson(row);
  }

  /** The run history, newest first unless the request sorts. */
  async runLog(query: ListQuery): Promise<IPage<QuartzJobLog>> {
    const plan = planListQuery(QUARTZ_JOB_LOG_FIELDS, query, 'l');
    if (plan.orderBy.length === 0) {
      plan.orderBy = [
        { property: 'startTime', direction: 'DESC' },
        { property: 'id', direction: 'DESC' },
      ];
    }
    return fetchPage(this.logs.createQueryBuilder('l'), plan, (rows) => rows.map(toQuartzJobLogJson));
  }

  statusTexts(): Promise<DictTexts> {
    return this.dicts.texts(Object.values(QUARTZ_DICT_FIELDS));
  }

  /** The filtered list (or the `selections`) for `exportXls`, in id order. */
  async exportRows(query: ListQuery): Promise<QuartzJob[]> {
    const plan = planListQuery(QUARTZ_JOB_LIST_FIELDS, query, 'j');
    const qb = applyListPlan(this.jobs.createQueryBuilder('j'), plan).addOrderBy('j.id', 'ASC');
    const selections = typeof query.selections === 'string' ? query.selections.split(',').filter(Boolean) : [];
    if (selections.length) qb.andWhere('j.id IN (:...selections)', { selections });
    return (await qb.getMany()).map(toQuartzJobJson);
  }

  /**
   * `importExcel` (QuartzJobController): every imported job is stored stopped whatever its status cell says,
   * so nothing runs until someone resumes it. Class and cron are checked like `add` does for a stopped job;
   * a class name already stored (or earlier in the file) is refused, as JeecgBoot's unique index
   * `uniq_job_class_name` does.
   */
  async importSpec(user: Principal): Promise<ImportSpec<QuartzJobImportRow>> {
    const taken = new Set((await this.jobs.find({ select: { jobClassName: true } })).map((j) => j.jobClassName));
    return {
      entity: 'quartzJob',
      columns: QUARTZ_JOB_COLUMNS,
      schema: quartzJobImportRowSchema,
      dicts: await this.statusTexts(),
      check: (row) => {
        try {
          this.scheduler.validate(row, false);
        } catch (e) {
          if (e instanceof JeecgError) return e.message;
          throw e;
        }
        if (taken.has(row.jobClassName)) return `任务类名已经存在：${row.jobClassName}`;
        taken.add(row.jobClassName);
        return null;
      },
      insert: async (em: EntityManager, rows) => {
        const now = new Date(this.clock.now());
        await bulkInsert(em, QuartzJobEntity, rows, (r) => ({
          id: newId(this.clock.now()),
          jobClassName: r.jobClassName,
          cronExpression: r.cronExpression,
          parameter: r.parameter ?? null,
          description: r.description ?? null,
          status: STATUS_STOPPED,
          delFlag: 0,
          createBy: user.username,
          createTime: now,
          updateBy: null,
          updateTime: null,
        }));
      },
    };
  }

  jobClasses(): QuartzJobClass[] {
    return this.registry.list();
  }

  private async remove(ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    for (const id of ids) this.scheduler.unschedule(id);
    await this.jobs.delete({ id: In(ids) });
    await this.logs.delete({ jobId: In(ids) });
    for (const id of ids) await this.scheduler.announce(id);
  }
}
