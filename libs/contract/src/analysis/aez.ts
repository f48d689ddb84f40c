import { z } from 'zod';
import { endpoint } from '../endpoint';
import { dateTimeString, listQuerySchema, pageSchema, resultSchema } from '../result';
import { analysisIdQuery, analysisIdsQuery, analysisMessageResult, optionalText } from './common';

/**
 * Zones and partitions (`/analysis/partition/*`, `/analysis/aezs/*`, spec catalogue "analysis modules → aezs").
 * A partition groups the zones one bulletin section walks through (the 6 major production zones, the AEZs of
 * one country, China's 7 regions, the key countries). A zone is a spatial unit of the crop data: an MPZ, an
 * AEZ or a country, named by its crop-data code (`NAM`, `IND-96`, `IND`), so generation finds its indicator
 * rows. Codes the crop data lacks are allowed (a planned zone); items on them fail with a clear error until
 * data exists. Everyone signed in may list; add, edit and delete need `analysis:aezs:edit`.
 */

export const analysisZoneLevels = ['mpz', 'aez', 'country'] as const;
export const analysisZoneLevelSchema = z.enum(analysisZoneLevels, { error: '区域级别只能是 mpz、aez 或 country' });
export type AnalysisZoneLevel = z.infer<typeof analysisZoneLevelSchema>;

const code = (label: string) =>
  z
    .string()
    .trim()
    .min(1, `${label}不能为空`)
    .max(32, `${label}不能超过32个字符`)
    .regex(/^[A-Za-z][A-Za-z0-9_-]*$/, `${label}只能包含字母、数字、下划线和连字符，且以字母开头`);
const names = {
  nameZh: z.string().trim().min(1, '中文名称不能为空').max(200, '中文名称不能超过200个字符'),
  nameEn: z.string().trim().min(1, '英文名称不能为空').max(200, '英文名称不能超过200个字符'),
};
const sortNo = z.coerce.number().int('排序必须是整数').min(0, '排序不能小于0').max(100000).default(0);
const editId = { id: z.string().trim().min(1, 'id不能为空').max(64) };
const audit = {
  createBy: z.string().nullable(),
  createTime: dateTimeString.nullable(),
  updateBy: z.string().nullable(),
  updateTime: dateTimeString.nullable(),
};

// ---------------------------------------------------------------------------------------------- partitions

export const analysisPartitionSchema = z.object({
  id: z.string(),
  /** Unique (`MPZ`, `IND`, `CHN`, `KEY_COUNTRIES`). */
  code: z.string(),
  nameZh: z.string(),
  nameEn: z.string(),
  /** Chapter whose items usually use this partition (`CH2_MPZ`); null for any. */
  chapterCode: z.string().nullable(),
  sortNo: z.number().int(),
  /** Zones in the partition (derived). */
  zoneCount: z.number().int(),
  ...audit,
});
export type AnalysisPartition = z.infer<typeof analysisPartitionSchema>;

export const analysisPartitionAddBodySchema = z.object({
  code: code('分区编码'),
  ...names,
  chapterCode: optionalText(32),
  sortNo,
});
export type AnalysisPartitionAddBody = z.input<typeof analysisPartitionAddBodySchema>;
export type AnalysisPartitionAddValues = z.output<typeof analysisPartitionAddBodySchema>;
export const analysisPartitionEditBodySchema = analysisPartitionAddBodySchema.extend(editId);
export type AnalysisPartitionEditBody = z.input<typeof analysisPartitionEditBodySchema>;
export type AnalysisPartitionEditValues = z.output<typeof analysisPartitionEditBodySchema>;

/** `GET /analysis/partition/list`: default order `sortNo`, then `code`. */
export const analysisPartitionList = endpoint({
  method: 'GET',
  path: '/analysis/partition/list',
  access: [{ menu: '/analysis/aezs' }, { menu: '/analysis/notification' }],
  auth: true,
  query: listQuerySchema,
  response: resultSchema(pageSchema(analysisPartitionSchema)),
});

/** `POST /analysis/partition/add`: ok200 `添加成功！`; duplicate: `分区编码已存在：<code>`; unknown chapter: `章节不存在：<code>`. */
export const analysisPartitionAdd = endpoint({
  method: 'POST',
  path: '/analysis/partition/add',
  source: 'project',
  since: 'project',
  access: { button: 'analysis:aezs:edit' },
  auth: true,
  body: analysisPartitionAddBodySchema,
  response: resultSchema(analysisPartitionSchema.nullable()),
});

/** `PUT|POST /analysis/partition/edit`: ok200 `编辑成功!`. */
export const analysisPartitionEdit = endpoint({
  method: 'PUT',
  path: '/analysis/partition/edit',
  source: 'project',
  since: 'project',
  access: { button: 'analysis:aezs:edit' },
  auth: true,
  alsoMethods: ['POST'],
  body: analysisPartitionEditBodySchema,
  response: resultSchema(analysisPartitionSchema.nullable()),
});

/**
 * `DELETE /analysis/partition/delete?id=`: ok200 `删除成功!`; refused while zones belong to it
 * (`分区下还有区域，不能删除：<code>`) or analysis items use it (`分区已被分析条目使用：<code>`).
 */
export const analysisPartitionDelete = endpoint({
  method: 'DELETE',
  path: '/analysis/partition/delete',
  source: 'project',
  since: 'project',
  access: { button: 'analysis:aezs:edit' },
  auth: true,
  query: analysisIdQuery,
  response: analysisMessageResult,
});

// ---------------------------------------------------------------------------------------------- zones

export const analysisZoneSchema = z.object({
  id: z.string(),
  partitionId: z.string(),
  /** The partition's name in both languages (derived). */
  partitionNameZh: z.string().nullable(),
  partitionNameEn: z.string().nullable(),
  /** Crop-data unit code (`IND-96`); unique within the partition. */
  code: z.string(),
  nameZh: z.string(),
  nameEn: z.string(),
  level: analysisZoneLevelSchema,
  /** ISO3 of the zone's country; null for MPZs. */
  countryIso3: z.string().nullable(),
  /** Whether the crop data holds indicator rows for this code (derived). */
  hasData: z.boolean(),
  sortNo: z.number().int(),
  remark: z.string().nullable(),
  ...audit,
});
export type AnalysisZone = z.infer<typeof analysisZoneSchema>;

export const analysisZoneAddBodySchema = z.object({
  partitionId: z.string().trim().min(1, '请选择分区').max(64),
  code: code('区域编码'),
  ...names,
  level: analysisZoneLevelSchema,
  countryIso3: z
    .string()
    .trim()
    .regex(/^[A-Z]{3}$/, '国家代码必须是3位大写字母')
    .nullable()
    .optional()
    .or(z.literal('').transform(() => null)),
  sortNo,
  remark: optionalText(500),
});
export type AnalysisZoneAddBody = z.input<typeof analysisZoneAddBodySchema>;
export type AnalysisZoneAddValues = z.output<typeof analysisZoneAddBodySchema>;
export const analysisZoneEditBodySchema = analysisZoneAddBodySchema.extend(editId);
export type AnalysisZoneEditBody = z.input<typeof analysisZoneEditBodySchema>;
export type AnalysisZoneEditValues = z.output<typeof analysisZoneEditBodySchema>;

/**
 * `GET /analysis/aezs/list`: filters `partitionId`, `level`, `countryIso3` (exact), `code`, `nameZh`, `nameEn`
 * (contract §5.3 value rules); default order partition `sortNo`, zone `sortNo`, `code`.
 */
export const analysisZoneList = endpoint({
  method: 'GET',
  path: '/analysis/aezs/list',
  access: [{ menu: '/analysis/aezs' }, { menu: '/analysis/notification' }],
  auth: true,
  query: listQuerySchema,
  response: resultSchema(pageSchema(analysisZoneSchema)),
});

/** `POST /analysis/aezs/add`: ok200 `添加成功！`; same code twice in a partition: `该分区已存在此区域：<code>`. */
export const analysisZoneAdd = endpoint({
  method: 'POST',
  path: '/analysis/aezs/add',
  source: 'project',
  since: 'project',
  access: { button: 'analysis:aezs:edit' },
  auth: true,
  body: analysisZoneAddBodySchema,
  response: resultSchema(analysisZoneSchema.nullable()),
});

/** `PUT|POST /analysis/aezs/edit`: ok200 `编辑成功!`. */
export const analysisZoneEdit = endpoint({
  method: 'PUT',
  path: '/analysis/aezs/edit',
  source: 'project',
  since: 'project',
  access: { button: 'analysis:aezs:edit' },
  auth: true,
  alsoMethods: ['POST'],
  body: analysisZoneEditBodySchema,
  response: resultSchema(analysisZoneSchema.nullable()),
});

/** `DELETE /analysis/aezs/delete?id=`: ok200 `删除成功!`; refused when items use it: `区域已被分析条目使用：<code>`. */
export const analysisZoneDelete = endpoint({
  method: 'DELETE',
  path: '/analysis/aezs/delete',
  source: 'project',
  since: 'project',
  access: { button: 'analysis:aezs:edit' },
  auth: true,
  query: analysisIdQuery,
  response: analysisMessageResult,
});

/** `DELETE /analysis/aezs/deleteBatch?ids=`: ok200 `批量删除成功!`; refused as a whole if items use one. */
export const analysisZoneDeleteBatch = endpoint({
  method: 'DELETE',
  path: '/analysis/aezs/deleteBatch',
  source: 'project',
  since: 'project',
  access: { button: 'analysis:aezs:edit' },
  auth: true,
  query: analysisIdsQuery,
  response: analysisMessageResult,
});

/** `GET /analysis/aezs/queryById?id=`: ok200 row. */
export const analysisZoneQueryById = endpoint({
  method: 'GET',
  path: '/analysis/aezs/queryById',
  access: [{ menu: '/analysis/aezs' }, { menu: '/analysis/notification' }],
  auth: true,
  query: analysisIdQuery,
  response: resultSchema(analysisZoneSchema.nullable()),
});

// ---------------------------------------------------------------------------------------------- crop reference

export const cropUnitRefSchema = z.object({
  code: z.string(),
  nameZh: z.string(),
  nameEn: z.string(),
  level: analysisZoneLevelSchema,
  countryIso3: z.string().nullable(),
  mpzCode: z.string().nullable(),
});
export type CropUnitRef = z.infer<typeof cropUnitRefSchema>;

export const cropPeriodRefSchema = z.object({
  /** `2025-JUL_OCT` (an OCT_JAN period carries the year of its January). */
  code: z.string(),
  year: z.number().int(),
  season: z.enum(['JAN_APR', 'APR_JUL', 'JUL_OCT', 'OCT_JAN']),
  labelZh: z.string(),
  labelEn: z.string(),
});
export type CropPeriodRef = z.infer<typeof cropPeriodRefSchema>;

export const cropIndicatorRefSchema = z.object({
  code: z.string(),
  nameZh: z.string(),
  nameEn: z.string(),
  unit: z.string(),
  /** `percent` (Δ%), `absolute_c` (Δ°C) or null (reported as a value only). */
  departure: z.string().nullable(),
});
export type CropIndicatorRef = z.infer<typeof cropIndicatorRefSchema>;

/**
 * `GET /analysis/cropReference`: the crop data's spatial units, periods (oldest first) and numeric indicators,
 * for the zone picker, the analysis period check and the image generator.
 */
export const analysisCropReference = endpoint({
  method: 'GET',
  path: '/analysis/cropReference',
  access: [{ menu: '/analysis/aezs' }, { menu: '/analysis/notification' }],
  auth: true,
  response: resultSchema(
    z.object({
      units: z.array(cropUnitRefSchema),
      periods: z.array(cropPeriodRefSchema),
      indicators: z.array(cropIndicatorRefSchema),
    }),
  ),
});
