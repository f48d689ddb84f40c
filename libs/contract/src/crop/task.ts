import { z } from 'zod';
import { endpoint } from '../endpoint';
import { exportXlsEndpoint } from '../import-export';
import { dateTimeString, listQuerySchema, pageSchema, resultSchema } from '../result';
import { idList, idText } from '../sys/fields';
import { cropDatasetRefSchema } from './dataset';
import { aoiGeometryInputSchema, aoiGeometrySchema } from './geojson';

/**
 * Crop tasks (`/crop/task/*`, issue #7): a monitoring task a staff member defines (crop, period, area of
 * interest). Submitting computes its summary from the crop tables: the countries and zones the area
 * covers (area-weighted), indicator values and departures for the period, the condition class and the
 * crop stages of the crop calendar. Users see and change their own tasks; admins (role `admin`) see all.
 * Writes need the buttons `crop:task:add|edit|delete|export` (510 otherwise); submit needs `edit`.
 */

export const CROP_TASK_STATUSES = ['draft', 'submitted', 'analysed', 'failed'] as const;
export type CropTaskStatus = (typeof CROP_TASK_STATUSES)[number];

/** How the area was given: drawn (polygon or rectangle) or picked from the units. */
export const CROP_TASK_AOI_TYPES = ['polygon', 'rectangle', 'country', 'zone'] as const;
export type CropTaskAoiType = (typeof CROP_TASK_AOI_TYPES)[number];

export const CROP_TASK_CROPS = ['maize', 'rice', 'wheat', 'soybean'] as const;

export const CropTaskMessages = {
  nameRequired: '任务名称不能为空',
  cropRequired: '请选择作物',
  cropUnknown: '作物须为 maize、rice、wheat 或 soybean',
  periodRequired: '请选择监测时段',
  periodUnknown: '监测时段不存在',
  aoiRequired: '请绘制任务区域或选择国家/分区',
  codeRequired: '请选择国家或分区',
  unitUnknown: '国家或分区不存在',
  notFound: '未找到对应数据',
  notEditable: '任务正在分析中，不能修改',
  noCoverage: '任务区域未覆盖任何有监测数据的国家或分区',
} as const;

/** The indicator values of one unit (or the area-weighted mix): value and departure per indicator. */
export const cropTaskIndicatorsSchema = z.object({
  rainMm: z.number().nullable(),
  rainDepPct: z.number().nullable(),
  tempC: z.number().nullable(),
  tempDepC: z.number().nullable(),
  radparMjM2: z.number().nullable(),
  radparDepPct: z.number().nullable(),
  biomssGdmM2: z.number().nullable(),
  biomssDepPct: z.number().nullable(),
  calfPct: z.number().nullable(),
  calfDepPct: z.number().nullable(),
  vcix: z.number().nullable(),
  cpi: z.number().nullable(),
});
export type CropTaskIndicators = z.infer<typeof cropTaskIndicatorsSchema>;

export const CROP_CONDITIONS = ['exceptional', 'favourable', 'watch', 'poor'] as const;

/** One unit the area covers. */
export const cropTaskSummaryUnitSchema = cropTaskIndicatorsSchema.extend({
  code: z.string(),
  level: z.enum(['mpz', 'country', 'aez']),
  nameEn: z.string(),
  nameZh: z.string(),
  /** Area of the overlap, km² (geodesic). */
  areaKm2: z.number(),
  /** Overlap / task area, 0–1. */
  shareOfTask: z.number(),
  /** Overlap / unit area, 0–1. */
  shareOfUnit: z.number(),
  /** Weight of the unit in the task's mix (0 when a finer unit covers the same ground), 0–1. */
  weight: z.number(),
  hasIndicators: z.boolean(),
  condition: z.enum(CROP_CONDITIONS).nullable(),
  /** Stage codes (seed/crop/stages.json) of the crop's calendar met in the period's window. */
  stages: z.array(z.string()),
});
export type CropTaskSummaryUnit = z.infer<typeof cropTaskSummaryUnitSchema>;

export const cropTaskSummarySchema = z.object({
  period: z.string(),
  crop: z.string(),
  /** Task area, km² (geodesic). */
  areaKm2: z.number(),
  /** Share of the task area that falls in units with indicator rows, 0–1. */
  coveredShare: z.number(),
  /** Countries then zones (MPZ, AEZ), largest overlap first. */
  units: z.array(cropTaskSummaryUnitSchema),
  /** Area-weighted values over the weighted units. */
  overall: cropTaskIndicatorsSchema,
  /** Condition class with the largest weight. */
  condition: z.enum(CROP_CONDITIONS).nullable(),
  /** Stages of the unit with the largest weight. */
  stages: z.array(z.string()),
  /** The indicators dataset the figures were read from (absent in summaries computed before issue #35). */
  dataset: cropDatasetRefSchema.nullable().optional(),
  computedTime: dateTimeString,
});
export type CropTaskSummary = z.infer<typeof cropTaskSummarySchema>;

export const cropTaskSchema = z.object({
  id: z.string(),
  taskName: z.string(),
  /** Dictionary `crop_type`. */
  crop: z.string(),
  /** Period code of the crop tables (`2025-JUL_OCT`). */
  period: z.string(),
  description: z.string().nullable(),
  aoiType: z.enum(CROP_TASK_AOI_TYPES),
  /** Country ISO3 or zone code when picked. */
  aoiCode: z.string().nullable(),
  aoiGeometry: aoiGeometrySchema,
  /** Task area, km² (geodesic). */
  areaKm2: z.number(),
  /** Dictionary `crop_task_status`. */
  status: z.enum(CROP_TASK_STATUSES),
  summary: cropTaskSummarySchema.nullable(),
  failReason: z.string().nullable(),
  submitTime: dateTimeString.nullable(),
  createBy: z.string().nullable(),
  createTime: dateTimeString.nullable(),
  updateBy: z.string().nullable(),
  updateTime: dateTimeString.nullable(),
});
export type CropTask = z.infer<typeof cropTaskSchema>;

const taskFields = {
  taskName: z
    .string({ error: CropTaskMessages.nameRequired })
    .trim()
    .min(1, CropTaskMessages.nameRequired)
    .max(100, '任务名称不能超过100个字符'),
  crop: z.enum(CROP_TASK_CROPS, { error: CropTaskMessages.cropUnknown }),
  period: z.string({ error: CropTaskMessages.periodRequired }).trim().min(1, CropTaskMessages.periodRequired).max(20),
  description: z.string().trim().max(500, '描述不能超过500个字符').nullable().optional(),
  aoiType: z.enum(CROP_TASK_AOI_TYPES, { error: CropTaskMessages.aoiRequired }),
  aoiCode: z.string().trim().max(20).nullable().optional(),
  aoiGeometry: aoiGeometryInputSchema.nullable().optional(),
};

/** Drawn areas carry their geometry; picked ones their unit code (the server builds the outline). */
const aoiGiven = (
  b: { aoiType: CropTaskAoiType; aoiCode?: string | null; aoiGeometry?: unknown },
  ctx: z.RefinementCtx,
) => {
  const picked = b.aoiType === 'country' || b.aoiType === 'zone';
  if (picked && !b.aoiCode) ctx.addIssue({ code: 'custom', path: ['aoiCode'], message: CropTaskMessages.codeRequired });
  if (!picked && !b.aoiGeometry) {
    ctx.addIssue({ code: 'custom', path: ['aoiGeometry'], message: CropTaskMessages.aoiRequired });
  }
};

export const cropTaskAddBodySchema = z.object(taskFields).superRefine(aoiGiven);
export type CropTaskAddBody = z.input<typeof cropTaskAddBodySchema>;
export type CropTaskAddValues = z.output<typeof cropTaskAddBodySchema>;

export const cropTaskEditBodySchema = z.object({ ...taskFields, id: idText() }).superRefine(aoiGiven);
export type CropTaskEditBody = z.input<typeof cropTaskEditBodySchema>;
export type CropTaskEditValues = z.output<typeof cropTaskEditBodySchema>;

const taskResult = resultSchema(cropTaskSchema.nullable());
const messageResult = resultSchema(z.string().nullable());

/** `GET list`: the caller's tasks (admins: all), newest first; filters `taskName`, `crop`, `period`, `status`. */
export const cropTaskList = endpoint({
  method: 'GET',
  path: '/crop/task/list',
  access: { menu: '/crop/task' },
  auth: true,
  query: listQuerySchema,
  response: resultSchema(pageSchema(cropTaskSchema)),
});

/** `POST add`: ok200 `添加成功！` with the task (status draft). */
export const cropTaskAdd = endpoint({
  method: 'POST',
  path: '/crop/task/add',
  source: 'project',
  since: 'project',
  access: { button: 'crop:task:add' },
  auth: true,
  body: cropTaskAddBodySchema,
  response: taskResult,
});

/** `PUT|POST edit`: ok200 `编辑成功!`; the task returns to draft and loses its summary. */
export const cropTaskEdit = endpoint({
  method: 'PUT',
  path: '/crop/task/edit',
  source: 'project',
  since: 'project',
  access: { button: 'crop:task:edit' },
  auth: true,
  alsoMethods: ['POST'],
  body: cropTaskEditBodySchema,
  response: taskResult,
});

/** `DELETE delete?id=`: ok200 `删除成功!`. */
export const cropTaskDelete = endpoint({
  method: 'DELETE',
  path: '/crop/task/delete',
  source: 'project',
  since: 'project',
  access: { button: 'crop:task:delete' },
  auth: true,
  query: z.looseObject({ id: idText() }),
  response: messageResult,
});

/** `DELETE deleteBatch?ids=`: ok200 `批量删除成功!`. */
export const cropTaskDeleteBatch = endpoint({
  method: 'DELETE',
  path: '/crop/task/deleteBatch',
  source: 'project',
  since: 'project',
  access: { button: 'crop:task:delete' },
  auth: true,
  query: z.looseObject({ ids: idList() }),
  response: messageResult,
});

/** `GET queryById?id=`: ok200 the task; err500 `未找到对应数据` (also for another user's task). */
export const cropTaskQueryById = endpoint({
  method: 'GET',
  path: '/crop/task/queryById',
  access: { menu: '/crop/task' },
  auth: true,
  query: z.looseObject({ id: idText() }),
  response: taskResult,
});

/**
 * `POST submit?id=`: computes the summary; ok200 `任务已提交并完成分析` with the analysed task, or ok200
 * `任务分析失败：<reason>` with the failed task (the submit itself succeeded).
 */
export const cropTaskSubmit = endpoint({
  method: 'POST',
  path: '/crop/task/submit',
  source: 'project',
  since: 'project',
  access: { button: 'crop:task:edit' },
  auth: true,
  query: z.looseObject({ id: idText() }),
  response: taskResult,
});

/** `GET exportXls`: the filtered list (or `selections`) as `作物任务.xls`. */
export const cropTaskExportXls = exportXlsEndpoint(
  '/crop/task/exportXls',
  { button: 'crop:task:export' },
  { source: 'project', since: 'project' },
);

/** A unit a task area can be picked from. */
export const cropTaskUnitOptionSchema = z.object({
  code: z.string(),
  level: z.enum(['mpz', 'country', 'aez']),
  nameEn: z.string(),
  nameZh: z.string(),
  countryIso3: z.string().nullable(),
  /** [minLon, minLat, maxLon, maxLat]. */
  bbox: z.array(z.number()),
});
export type CropTaskUnitOption = z.infer<typeof cropTaskUnitOptionSchema>;

export const cropTaskPeriodOptionSchema = z.object({
  code: z.string(),
  season: z.string(),
  labelEn: z.string(),
  labelZh: z.string(),
});
export type CropTaskPeriodOption = z.infer<typeof cropTaskPeriodOptionSchema>;

export const cropTaskStageOptionSchema = z.object({ code: z.string(), nameEn: z.string(), nameZh: z.string() });

/** `GET options`: what the task form picks from: periods (newest first), countries and zones, stage names. */
export const cropTaskOptions = endpoint({
  method: 'GET',
  path: '/crop/task/options',
  access: { menu: '/crop/task' },
  auth: true,
  response: resultSchema(
    z.object({
      periods: z.array(cropTaskPeriodOptionSchema),
      units: z.array(cropTaskUnitOptionSchema),
      stages: z.array(cropTaskStageOptionSchema),
    }),
  ),
});
export type CropTaskOptions = z.infer<(typeof cropTaskOptions)['response']>['result'];
