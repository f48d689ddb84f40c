import { z } from 'zod';
import { endpoint } from '../endpoint';
import { ANY_METHOD, exportXlsEndpoint, importExcelEndpoint } from '../import-export';
import { dateTimeString, listQuerySchema, pageSchema, resultSchema } from '../result';
import { optionalText, requiredText } from './fields';

/**
 * Scheduled jobs, `/sys/quartzJob/*` (contract §11). The cron expression is checked by the server with
 * the Quartz engine (`@cropwatch/cron`); this module stays zod-only, so it only bounds the text.
 */

/** `quartz_status`: 0 running ("正常"), -1 stopped ("停止"). */
export const QuartzJobStatus = { normal: 0, stopped: -1 } as const;
export const quartzJobStatusSchema = z.union([z.literal(0), z.literal(-1)]);
export type QuartzJobStatus = z.infer<typeof quartzJobStatusSchema>;

/** `QuartzJob` as the server emits it. */
export const quartzJobSchema = z.looseObject({
  id: z.string(),
  createBy: z.string().nullable(),
  createTime: dateTimeString.nullable(),
  delFlag: z.number().int().nullable(),
  updateBy: z.string().nullable(),
  updateTime: dateTimeString.nullable(),
  jobClassName: z.string(),
  cronExpression: z.string(),
  parameter: z.string().nullable(),
  description: z.string().nullable(),
  status: quartzJobStatusSchema,
});
export type QuartzJob = z.infer<typeof quartzJobSchema>;

/** A list record: DictAspect adds the status text (`正常` / `停止`). */
export const quartzJobListRecordSchema = quartzJobSchema.extend({ status_dictText: z.string() });
export type QuartzJobListRecord = z.infer<typeof quartzJobListRecordSchema>;

/** Jackson binds `"0"` and `0` alike onto the Integer `status`. */
const statusInput = z
  .union([z.number(), z.string().trim()])
  .transform((v) => Number(v))
  .pipe(z.union([z.literal(0), z.literal(-1)], { error: '状态只能是 0（正常）或 -1（停止）' }));

/** Body of `POST add`; unknown properties (the console sends the whole row) are ignored. */
export const quartzJobAddBodySchema = z.object({
  jobClassName: z.string().trim().min(1, '任务类名不能为空').max(255),
  cronExpression: z.string().trim().min(1, 'Cron表达式不能为空').max(255),
  parameter: z.string().max(255).nullable().optional(),
  description: z.string().max(255).nullable().optional(),
  /** Missing means stopped: the emulator never schedules a job nobody asked to run. */
  status: statusInput.optional(),
});
export type QuartzJobAddBody = z.input<typeof quartzJobAddBodySchema>;
export type QuartzJobAddValues = z.output<typeof quartzJobAddBodySchema>;

/** Body of `PUT|POST edit`: the full job with its id. */
export const quartzJobEditBodySchema = quartzJobAddBodySchema.extend({
  id: z.string().trim().min(1, 'id不能为空').max(64),
});
export type QuartzJobEditBody = z.input<typeof quartzJobEditBodySchema>;
export type QuartzJobEditValues = z.output<typeof quartzJobEditBodySchema>;

/**
 * Emulator extension: an invalid cron answers err500 with the zh-CN text in `message` and this detail in
 * `result`, so a client can render the error in its own language (`formatCronMessage` of `@cropwatch/cron`);
 * `message` here is the en-US text.
 */
export const quartzCronErrorSchema = z.object({
  field: z.string(),
  code: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  message: z.string(),
});
export type QuartzCronError = z.infer<typeof quartzCronErrorSchema>;

/** Run outcome of the emulator's run log. */
export const quartzRunStatusSchema = z.enum(['running', 'success', 'failed', 'skipped-overlap']);
export type QuartzRunStatus = z.infer<typeof quartzRunStatusSchema>;
export const quartzRunTriggerSchema = z.enum(['schedule', 'manual']);
export type QuartzRunTrigger = z.infer<typeof quartzRunTriggerSchema>;

/** One run of a job (emulator extension; JeecgBoot keeps no run history). */
export const quartzJobLogSchema = z.object({
  id: z.string(),
  jobId: z.string(),
  jobClassName: z.string(),
  startTime: dateTimeString,
  endTime: dateTimeString.nullable(),
  durationMs: z.number().int().nullable(),
  status: quartzRunStatusSchema,
  result: z.string().nullable(),
  error: z.string().nullable(),
  trigger: quartzRunTriggerSchema,
  /** The emulator instance that ran it (issue #16; null for runs recorded before). */
  instance: z.string().nullable(),
});
export type QuartzJobLog = z.infer<typeof quartzJobLogSchema>;

/** A job class the server can run (emulator extension, for the console's class select). */
export const quartzJobClassSchema = z.object({
  jobClassName: z.string(),
  name: z.string(),
  nameEn: z.string(),
  description: z.string(),
  descriptionEn: z.string(),
  parameter: z.object({
    required: z.boolean(),
    description: z.string(),
    descriptionEn: z.string(),
    example: z.string().nullable(),
  }),
});
export type QuartzJobClass = z.infer<typeof quartzJobClassSchema>;

const idQuery = z.looseObject({ id: z.string().trim().min(1, 'id不能为空').max(64) });
const messageResult = resultSchema(z.string().nullable());
/** Scheduling answers: the message string on success, the cron detail (or null) on failure. */
const scheduleResult = resultSchema(z.union([z.string(), quartzCronErrorSchema]).nullable());

/** `GET list`: ok200 IPage with `status_dictText`. */
export const quartzJobList = endpoint({
  method: 'GET',
  path: '/sys/quartzJob/list',
  access: { menu: '/isystem/QuartzJobList' },
  auth: true,
  query: listQuerySchema,
  response: resultSchema(pageSchema(quartzJobListRecordSchema)),
});

/** `POST add`: ok200 `创建定时任务成功`; scheduled at once when `status` is 0. */
export const quartzJobAdd = endpoint({
  method: 'POST',
  path: '/sys/quartzJob/add',
  source: 'QuartzJobController#add',
  since: '3.4.0',
  access: { button: 'quartz:add' },
  auth: true,
  body: quartzJobAddBodySchema,
  response: scheduleResult,
});

/** `PUT|POST edit`: ok200 `更新定时任务成功!`; rescheduled when `status` is 0, else stopped. */
export const quartzJobEdit = endpoint({
  method: 'PUT',
  path: '/sys/quartzJob/edit',
  source: 'QuartzJobController#eidt',
  since: '3.4.0',
  access: { button: 'quartz:edit' },
  auth: true,
  alsoMethods: ['POST'],
  body: quartzJobEditBodySchema,
  response: scheduleResult,
});

/** `DELETE delete?id=`: ok200 `删除成功!`; unknown id err500 `未找到对应实体`. */
export const quartzJobDelete = endpoint({
  method: 'DELETE',
  path: '/sys/quartzJob/delete',
  source: 'QuartzJobController#delete',
  since: '3.4.0',
  access: { button: 'quartz:delete' },
  auth: true,
  query: idQuery,
  response: messageResult,
});

/** `DELETE deleteBatch?ids=a,b,` (trailing comma tolerated): ok200 `删除定时任务成功!`. */
export const quartzJobDeleteBatch = endpoint({
  method: 'DELETE',
  path: '/sys/quartzJob/deleteBatch',
  source: 'QuartzJobController#deleteBatch',
  since: '3.4.0',
  access: { button: 'quartz:batch_delete' },
  auth: true,
  query: z.looseObject({ ids: z.string().trim().min(1, 'ids不能为空').max(20000) }),
  response: messageResult,
});

/** `GET pause?id=`: ok200 `停止定时任务成功`; unknown id err500 `定时任务不存在！`. */
export const quartzJobPause = endpoint({
  method: 'GET',
  path: '/sys/quartzJob/pause',
  access: { button: 'quartz:pause' },
  auth: true,
  query: idQuery,
  response: messageResult,
});

/** `GET resume?id=`: ok200 `启动定时任务成功`; unknown id err500 `定时任务不存在！`. */
export const quartzJobResume = endpoint({
  method: 'GET',
  path: '/sys/quartzJob/resume',
  access: { button: 'quartz:resume' },
  auth: true,
  query: idQuery,
  response: scheduleResult,
});

/** `GET execute?id=`: runs once ~100 ms later; ok200 `执行成功!`, err500 `执行失败!` / `未找到对应实体`. */
export const quartzJobExecute = endpoint({
  method: 'GET',
  path: '/sys/quartzJob/execute',
  access: { button: 'quartz:execute' },
  auth: true,
  query: idQuery,
  response: messageResult,
});

/** `GET queryById?id=`: ok0 with the job; unknown id err500 `未找到对应实体`. */
export const quartzJobQueryById = endpoint({
  method: 'GET',
  path: '/sys/quartzJob/queryById',
  access: { menu: '/isystem/QuartzJobList' },
  auth: true,
  query: idQuery,
  response: resultSchema(quartzJobSchema.nullable()),
});

/** Emulator extension: the run history, newest first; all jobs when `jobId` is absent. */
export const quartzJobRunLog = endpoint({
  method: 'GET',
  path: '/sys/quartzJob/runLog',
  access: { menu: '/isystem/QuartzJobList' },
  auth: true,
  query: listQuerySchema.extend({ jobId: z.string().trim().max(64).optional() }),
  response: resultSchema(pageSchema(quartzJobLogSchema)),
});

/** Emulator extension: the job classes the server can run. */
export const quartzJobClasses = endpoint({
  method: 'GET',
  path: '/sys/quartzJob/jobClasses',
  access: { menu: '/isystem/QuartzJobList' },
  auth: true,
  response: resultSchema(z.array(quartzJobClassSchema)),
});

/** `GET exportXls`: `定时任务列表.xls` (QuartzJob's `@Excel` columns, status as its `quartz_status` text). */
export const quartzJobExportXls = exportXlsEndpoint(
  '/sys/quartzJob/exportXls',
  { button: 'quartz:export' },
  { source: 'QuartzJobController#exportXls', since: '3.4.0', ...ANY_METHOD },
);
/** `POST importExcel`: row-level import; imported jobs are always stored stopped (`status=-1`), never scheduled. */
export const quartzJobImportExcel = importExcelEndpoint(
  '/sys/quartzJob/importExcel',
  { button: 'quartz:import' },
  { source: 'QuartzJobController#importExcel', since: '3.4.0' },
);

/** One row of the jobs sheet; a `status` cell is read but ignored (imports are stored stopped). */
export const quartzJobImportRowSchema = z.object({
  jobClassName: requiredText(255, '任务类名不能为空'),
  cronExpression: requiredText(255, 'Cron表达式不能为空'),
  parameter: optionalText(255),
  description: optionalText(255),
});
export type QuartzJobImportRow = z.output<typeof quartzJobImportRowSchema>;
