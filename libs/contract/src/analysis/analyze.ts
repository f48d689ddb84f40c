import { z } from 'zod';
import { endpoint } from '../endpoint';
import { binaryResponseSchema } from '../import-export';
import { dateTimeString, listQuerySchema, pageSchema, resultSchema } from '../result';
import { analysisIdQuery, analysisIdsQuery, analysisMessageResult, optionalText } from './common';

/**
 * Analyses (bulletins) and their items (`/analysis/analyzeMain/*`, `/analysis/analyzeItem/*`, spec catalogue
 * "analysis modules → analyze main and item", sidebar "notification analysis").
 *
 * An analysis is one bulletin: a year and a monitoring period, a crop stage, a title and a language. Its items
 * each write one section: chapter, partition, zone, the prompt (usually filled from a cue word), background
 * knowledge and an input (an image, or a data table from the indicator tables or an uploaded workbook).
 *
 * Generation: `generate` moves items to `WAITING`; a queue with bounded concurrency works through them, each
 * ending `GENERATED` (a new text version) or `FAILED` (with the error). Progress is polled with `progress`.
 * The only way to `GENERATED` is a finished run or a hand edit of generated text (`saveText`), never an edit of
 * the item. Permissions: `analysis:analyze:add` adds and edits analyses and items, `analysis:analyze:delete`
 * deletes them, `analysis:notification:generate` generates, cancels and saves text.
 */

// ---------------------------------------------------------------------------------------------- shared values

/** The four monitoring windows; an OCT_JAN analysis carries the year of its January. */
export const analysisPeriods = ['JAN_APR', 'APR_JUL', 'JUL_OCT', 'OCT_JAN'] as const;
export const analysisPeriodSchema = z.enum(analysisPeriods, {
  error: '监测时期只能是 JAN_APR、APR_JUL、JUL_OCT 或 OCT_JAN',
});
export type AnalysisPeriod = z.infer<typeof analysisPeriodSchema>;

/** The crop-data period code of an analysis (`2025-JUL_OCT`). */
export const cropPeriodCode = (year: number, period: AnalysisPeriod) => `${year}-${period}`;

export const analysisItemStatuses = ['NOT_GENERATED', 'WAITING', 'GENERATED', 'FAILED'] as const;
export const analysisItemStatusSchema = z.enum(analysisItemStatuses);
export type AnalysisItemStatus = z.infer<typeof analysisItemStatusSchema>;

/**
 * Derived status of an analysis: `EMPTY` without items, `GENERATING` while any item waits, `GENERATED` when
 * every item is generated, `FAILED` when none waits and some failed, else `NOT_GENERATED`.
 */
export const analysisStatuses = ['EMPTY', 'NOT_GENERATED', 'GENERATING', 'GENERATED', 'FAILED'] as const;
export const analysisStatusSchema = z.enum(analysisStatuses);
export type AnalysisStatus = z.infer<typeof analysisStatusSchema>;

export const analysisLangSchema = z.enum(['zh', 'en'], { error: '语言只能是 zh 或 en' });

export const analysisFileTypes = ['image', 'table'] as const;
/** `table` inputs come from the crop indicator tables (`indicators`) or an uploaded workbook (`upload`). */
export const analysisTableSources = ['indicators', 'upload'] as const;

export const analysisCountsSchema = z.object({
  total: z.number().int(),
  notGenerated: z.number().int(),
  waiting: z.number().int(),
  generated: z.number().int(),
  failed: z.number().int(),
});
export type AnalysisCounts = z.infer<typeof analysisCountsSchema>;

const audit = {
  createBy: z.string().nullable(),
  createTime: dateTimeString.nullable(),
  updateBy: z.string().nullable(),
  updateTime: dateTimeString.nullable(),
};
const editId = { id: z.string().trim().min(1, 'id不能为空').max(64) };

// ---------------------------------------------------------------------------------------------- analyses

export const analysisMainSchema = z.object({
  id: z.string(),
  year: z.number().int(),
  period: analysisPeriodSchema,
  /** Crop stage code of `seed/crop/stages.json` (`grain_filling`), the `{stage}` of prompts; null when unset. */
  stage: z.string().nullable(),
  title: z.string(),
  lang: z.enum(['zh', 'en']),
  remark: z.string().nullable(),
  /**
   * The indicators dataset the analysis reads (issue #35): recorded when it is created (the active one then),
   * so regenerating later gives the same numbers; null when none was active. `datasetName` is null when the
   * dataset no longer exists.
   */
  datasetId: z.string().nullable(),
  datasetVersion: z.number().int().nullable(),
  datasetName: z.string().nullable(),
  status: analysisStatusSchema,
  counts: analysisCountsSchema,
  ...audit,
});
export type AnalysisMain = z.infer<typeof analysisMainSchema>;

export const analysisMainAddBodySchema = z.object({
  year: z.coerce
    .number({ error: '年份不能为空' })
    .int('年份必须是整数')
    .min(2000, '年份不能早于2000')
    .max(2100, '年份不能晚于2100'),
  period: analysisPeriodSchema,
  stage: optionalText(32),
  title: z.string().trim().min(1, '标题不能为空').max(200, '标题不能超过200个字符'),
  lang: analysisLangSchema.default('zh'),
  remark: optionalText(500),
});
export type AnalysisMainAddBody = z.input<typeof analysisMainAddBodySchema>;
export type AnalysisMainAddValues = z.output<typeof analysisMainAddBodySchema>;
export const analysisMainEditBodySchema = analysisMainAddBodySchema.extend(editId);
export type AnalysisMainEditBody = z.input<typeof analysisMainEditBodySchema>;
export type AnalysisMainEditValues = z.output<typeof analysisMainEditBodySchema>;

/** `GET /analysis/analyzeMain/list`: filters `year`, `period`, `title` (§5.3 rules), `status`; default `createTime` desc. */
export const analysisMainList = endpoint({
  method: 'GET',
  path: '/analysis/analyzeMain/list',
  access: [{ menu: '/analysis/analyze' }, { menu: '/analysis/analyze-item' }, { menu: '/analysis/notification' }],
  auth: true,
  query: listQuerySchema,
  response: resultSchema(pageSchema(analysisMainSchema)),
});

/** `POST /analysis/analyzeMain/add`: ok200 `添加成功！`; unknown stage: `生育期不存在：<code>`. */
export const analysisMainAdd = endpoint({
  method: 'POST',
  path: '/analysis/analyzeMain/add',
  source: 'project',
  since: 'project',
  access: { button: 'analysis:analyze:add' },
  auth: true,
  body: analysisMainAddBodySchema,
  response: resultSchema(analysisMainSchema.nullable()),
});

/** `PUT|POST /analysis/analyzeMain/edit`: ok200 `编辑成功!`; refused while items wait: `分析正在生成中，请稍后再改`. */
export const analysisMainEdit = endpoint({
  method: 'PUT',
  path: '/analysis/analyzeMain/edit',
  source: 'project',
  since: 'project',
  access: { button: 'analysis:analyze:add' },
  auth: true,
  alsoMethods: ['POST'],
  body: analysisMainEditBodySchema,
  response: resultSchema(analysisMainSchema.nullable()),
});

/** `DELETE /analysis/analyzeMain/delete?id=`: ok200 `删除成功!`; cancels its runs, deletes its items and versions. */
export const analysisMainDelete = endpoint({
  method: 'DELETE',
  path: '/analysis/analyzeMain/delete',
  source: 'project',
  since: 'project',
  access: { button: 'analysis:analyze:delete' },
  auth: true,
  query: analysisIdQuery,
  response: analysisMessageResult,
});

/** `DELETE /analysis/analyzeMain/deleteBatch?ids=`: ok200 `批量删除成功!`. */
export const analysisMainDeleteBatch = endpoint({
  method: 'DELETE',
  path: '/analysis/analyzeMain/deleteBatch',
  source: 'project',
  since: 'project',
  access: { button: 'analysis:analyze:delete' },
  auth: true,
  query: analysisIdsQuery,
  response: analysisMessageResult,
});

/** `GET /analysis/analyzeMain/queryById?id=`: ok200 row. */
export const analysisMainQueryById = endpoint({
  method: 'GET',
  path: '/analysis/analyzeMain/queryById',
  access: [{ menu: '/analysis/analyze' }, { menu: '/analysis/analyze-item' }, { menu: '/analysis/notification' }],
  auth: true,
  query: analysisIdQuery,
  response: resultSchema(analysisMainSchema.nullable()),
});

// ---------------------------------------------------------------------------------------------- items

export const analysisItemSchema = z.object({
  id: z.string(),
  analysisId: z.string(),
  chapterCode: z.string(),
  partitionId: z.string(),
  zoneId: z.string(),
  /** Derived names for lists (null when the row they name is gone). */
  chapterNameZh: z.string().nullable(),
  chapterNameEn: z.string().nullable(),
  partitionNameZh: z.string().nullable(),
  partitionNameEn: z.string().nullable(),
  zoneCode: z.string().nullable(),
  zoneNameZh: z.string().nullable(),
  zoneNameEn: z.string().nullable(),
  /** Cue word the prompt came from, and its version at that time; null for a hand-written prompt. */
  cueWordId: z.string().nullable(),
  cueWordVersion: z.number().int().nullable(),
  /** Prompt template; `{variables}` are filled at generation time (see `analysisGenerationVariables`). */
  prompt: z.string(),
  backgroundKnowledge: z.string().nullable(),
  fileType: z.enum(analysisFileTypes),
  tableSource: z.enum(analysisTableSources).nullable(),
  /** Upload path (`/sys/common/upload` message) of the workbook when `tableSource` is `upload`. */
  tableFile: z.string().nullable(),
  /** Upload path of the image, or a generated image's path (`analysis/images/…svg`). */
  imagePath: z.string().nullable(),
  sortNo: z.number().int(),
  status: analysisItemStatusSchema,
  /** Error of the last failed run. */
  errorMessage: z.string().nullable(),
  /** Current text (the latest version), null before the first generation. */
  generatedText: z.string().nullable(),
  /** Number of the current text version; 0 before the first. */
  version: z.number().int(),
  ...audit,
});
export type AnalysisItem = z.infer<typeof analysisItemSchema>;

const itemBody = z.object({
  analysisId: z.string({ error: '请选择分析' }).trim().min(1, '请选择分析').max(64),
  chapterCode: z.string({ error: '请选择章节' }).trim().min(1, '请选择章节').max(32),
  partitionId: z.string({ error: '请选择分区' }).trim().min(1, '请选择分区').max(64),
  zoneId: z.string({ error: '请选择条目' }).trim().min(1, '请选择条目').max(64),
  cueWordId: optionalText(64),
  prompt: z.string({ error: '提示词不能为空' }).trim().min(1, '提示词不能为空').max(20000, '提示词不能超过20000个字符'),
  backgroundKnowledge: optionalText(20000),
  fileType: z.enum(analysisFileTypes, { error: '请选择文件类型' }),
  tableSource: z.enum(analysisTableSources, { error: '请选择数据表' }).nullable().optional(),
  tableFile: optionalText(500),
  imagePath: optionalText(500),
  sortNo: z.coerce.number().int('排序必须是整数').min(0, '排序不能小于0').max(100000).default(0),
});

/** Spec §5: a table item needs a data table (an uploaded one needs its file); an image item needs the image. */
const requireInput = <T extends z.infer<typeof itemBody>>(v: T, ctx: z.RefinementCtx) => {
  if (v.fileType === 'table') {
    if (!v.tableSource) ctx.addIssue({ code: 'custom', path: ['tableSource'], message: '请选择数据表' });
    else if (v.tableSource === 'upload' && !v.tableFile)
      ctx.addIssue({ code: 'custom', path: ['tableFile'], message: '请上传数据表' });
  } else if (!v.imagePath) ctx.addIssue({ code: 'custom', path: ['imagePath'], message: '请上传图片' });
};

export const analysisItemAddBodySchema = itemBody.superRefine(requireInput);
export type AnalysisItemAddBody = z.input<typeof analysisItemAddBodySchema>;
export type AnalysisItemAddValues = z.output<typeof analysisItemAddBodySchema>;
export const analysisItemEditBodySchema = itemBody.extend(editId).superRefine(requireInput);
export type AnalysisItemEditBody = z.input<typeof analysisItemEditBodySchema>;
export type AnalysisItemEditValues = z.output<typeof analysisItemEditBodySchema>;

/**
 * `GET /analysis/analyzeItem/list`: filters `analysisId`, `chapterCode`, `partitionId`, `zoneId`, `status`;
 * default order chapter `sortNo`, partition `sortNo`, item `sortNo`, zone `sortNo`.
 */
export const analysisItemList = endpoint({
  method: 'GET',
  path: '/analysis/analyzeItem/list',
  access: [{ menu: '/analysis/analyze' }, { menu: '/analysis/analyze-item' }, { menu: '/analysis/notification' }],
  auth: true,
  query: listQuerySchema,
  response: resultSchema(pageSchema(analysisItemSchema)),
});

/**
 * `POST /analysis/analyzeItem/add`: ok200 `添加成功！`. Rejected: the zone is not in the partition
 * (`区域不属于该分区`), the zone is already an item of this partition in this analysis
 * (`该分区已存在此条目：<zone name>`), unknown analysis, chapter, partition or cue word (`…不存在`).
 */
export const analysisItemAdd = endpoint({
  method: 'POST',
  path: '/analysis/analyzeItem/add',
  source: 'project',
  since: 'project',
  access: { button: 'analysis:analyze:add' },
  auth: true,
  body: analysisItemAddBodySchema,
  response: resultSchema(analysisItemSchema.nullable()),
});

/**
 * `PUT|POST /analysis/analyzeItem/edit`: ok200 `编辑成功!`; the same checks as add; refused while the item waits
 * (`条目正在生成中，请稍后再改`). Keeps the status and text: changing the input does not mark it generated.
 */
export const analysisItemEdit = endpoint({
  method: 'PUT',
  path: '/analysis/analyzeItem/edit',
  source: 'project',
  since: 'project',
  access: { button: 'analysis:analyze:add' },
  auth: true,
  alsoMethods: ['POST'],
  body: analysisItemEditBodySchema,
  response: resultSchema(analysisItemSchema.nullable()),
});

/** `DELETE /analysis/analyzeItem/delete?id=`: ok200 `删除成功!` (cancels its run, deletes its versions). */
export const analysisItemDelete = endpoint({
  method: 'DELETE',
  path: '/analysis/analyzeItem/delete',
  source: 'project',
  since: 'project',
  access: { button: 'analysis:analyze:delete' },
  auth: true,
  query: analysisIdQuery,
  response: analysisMessageResult,
});

/** `DELETE /analysis/analyzeItem/deleteBatch?ids=`: ok200 `批量删除成功!`. */
export const analysisItemDeleteBatch = endpoint({
  method: 'DELETE',
  path: '/analysis/analyzeItem/deleteBatch',
  source: 'project',
  since: 'project',
  access: { button: 'analysis:analyze:delete' },
  auth: true,
  query: analysisIdsQuery,
  response: analysisMessageResult,
});

/** `GET /analysis/analyzeItem/queryById?id=`: ok200 row. */
export const analysisItemQueryById = endpoint({
  method: 'GET',
  path: '/analysis/analyzeItem/queryById',
  access: [{ menu: '/analysis/analyze' }, { menu: '/analysis/analyze-item' }, { menu: '/analysis/notification' }],
  auth: true,
  query: analysisIdQuery,
  response: resultSchema(analysisItemSchema.nullable()),
});

// ---------------------------------------------------------------------------------------------- text versions

export const analysisItemVersionSchema = z.object({
  id: z.string(),
  itemId: z.string(),
  version: z.number().int(),
  text: z.string(),
  /** `generated` by a run, `edited` by hand. */
  origin: z.enum(['generated', 'edited']),
  /** Provider and model of a generated version (`offline`, `openai · gpt-4o-mini`); null for edits. */
  model: z.string().nullable(),
  createBy: z.string().nullable(),
  createTime: dateTimeString.nullable(),
});
export type AnalysisItemVersion = z.infer<typeof analysisItemVersionSchema>;

/** `GET /analysis/analyzeItem/versions?id=`: ok200 every text version of the item, newest first. */
export const analysisItemVersions = endpoint({
  method: 'GET',
  path: '/analysis/analyzeItem/versions',
  access: [{ menu: '/analysis/analyze' }, { menu: '/analysis/analyze-item' }, { menu: '/analysis/notification' }],
  auth: true,
  query: analysisIdQuery,
  response: resultSchema(z.array(analysisItemVersionSchema)),
});

export const analysisItemSaveTextBodySchema = z.object({
  ...editId,
  text: z.string().trim().min(1, '内容不能为空').max(100000, '内容不能超过100000个字符'),
});
export type AnalysisItemSaveTextBody = z.input<typeof analysisItemSaveTextBodySchema>;

/**
 * `POST /analysis/analyzeItem/saveText`: a hand edit of the generated text, stored as a new `edited` version;
 * ok200 `保存成功！` with the item. Only for a generated item (`条目尚未生成，不能编辑内容`); an unchanged text
 * adds no version.
 */
export const analysisItemSaveText = endpoint({
  method: 'POST',
  path: '/analysis/analyzeItem/saveText',
  source: 'project',
  since: 'project',
  access: { button: 'analysis:notification:generate' },
  auth: true,
  body: analysisItemSaveTextBodySchema,
  response: resultSchema(analysisItemSchema.nullable()),
});

// ---------------------------------------------------------------------------------------------- generation

/**
 * Values the server fills into a prompt's `{variables}` at generation time (both languages follow the analysis):
 * `region` / `zone` / `country` (the zone's name), `zone_code`, `period` (`2025年7–10月` / `July–October 2025`),
 * `year`, `stage`, `chapter`, `partition`, `crop` (main crops), `agroclimate` and `agronomic` (one line each, from
 * the table), `table` (the data table as Markdown), `background` (the background knowledge). A variable the item
 * cannot fill stays as written.
 */
export const analysisGenerationVariables = [
  'region',
  'zone',
  'country',
  'zone_code',
  'period',
  'year',
  'stage',
  'chapter',
  'partition',
  'crop',
  'agroclimate',
  'agronomic',
  'table',
  'background',
] as const;

export const analysisQueuedSchema = z.object({
  /** Items moved to `WAITING` by this call. */
  queued: z.number().int(),
  /** Items skipped because they were already waiting. */
  skipped: z.number().int(),
});

export const analysisMainGenerateBodySchema = z.object({
  ...editId,
  /** Only this chapter's items; all items when left out. */
  chapterCode: optionalText(32),
  /** `failed`: only failed items (retry); `all` (default): every item that is not waiting. */
  scope: z.enum(['all', 'failed']).default('all'),
});
export type AnalysisMainGenerateBody = z.input<typeof analysisMainGenerateBodySchema>;

/** `POST /analysis/analyzeMain/generate`: ok200 `已加入生成队列：<n>项` with the counts; none: `没有需要生成的条目`. */
export const analysisMainGenerate = endpoint({
  method: 'POST',
  path: '/analysis/analyzeMain/generate',
  source: 'project',
  since: 'project',
  access: { button: 'analysis:notification:generate' },
  auth: true,
  body: analysisMainGenerateBodySchema,
  response: resultSchema(analysisQueuedSchema.nullable()),
});

export const analysisItemGenerateBodySchema = z.object({
  ids: z.array(z.string().trim().min(1).max(64)).min(1, '请选择条目').max(1000),
});
export type AnalysisItemGenerateBody = z.input<typeof analysisItemGenerateBodySchema>;

/** `POST /analysis/analyzeItem/generate`: generate or regenerate the given items; same answers as above. */
export const analysisItemGenerate = endpoint({
  method: 'POST',
  path: '/analysis/analyzeItem/generate',
  source: 'project',
  since: 'project',
  access: { button: 'analysis:notification:generate' },
  auth: true,
  body: analysisItemGenerateBodySchema,
  response: resultSchema(analysisQueuedSchema.nullable()),
});

/**
 * `POST /analysis/analyzeMain/cancel`: every waiting item of the analysis goes back to the status it had
 * before (running ones are aborted); ok200 `已取消：<n>项` with `{ cancelled }`.
 */
export const analysisMainCancel = endpoint({
  method: 'POST',
  path: '/analysis/analyzeMain/cancel',
  source: 'project',
  since: 'project',
  access: { button: 'analysis:notification:generate' },
  auth: true,
  body: z.object(editId),
  response: resultSchema(z.object({ cancelled: z.number().int() }).nullable()),
});

export const analysisProgressItemSchema = analysisItemSchema.pick({
  id: true,
  status: true,
  errorMessage: true,
  version: true,
  updateTime: true,
});

/** `GET /analysis/analyzeMain/progress?id=`: ok200 the status, counts and each item's status, for polling. */
export const analysisMainProgress = endpoint({
  method: 'GET',
  path: '/analysis/analyzeMain/progress',
  access: [{ menu: '/analysis/analyze' }, { menu: '/analysis/analyze-item' }, { menu: '/analysis/notification' }],
  auth: true,
  query: analysisIdQuery,
  response: resultSchema(
    z
      .object({
        status: analysisStatusSchema,
        counts: analysisCountsSchema,
        items: z.array(analysisProgressItemSchema),
      })
      .nullable(),
  ),
});

// ---------------------------------------------------------------------------------------------- export

/**
 * `GET /analysis/analyzeMain/exportMarkdown?id=` and `exportDocx?id=` (binary): the generated bulletin, chapters
 * in order, each item under its chapter and partition with its table and image; items without text are listed
 * as not generated. File name `<title>.md` / `<title>.docx` (RFC 5987 `filename*`). Unknown id: the Result
 * envelope `未找到对应数据`.
 */
export const analysisMainExportMarkdown = endpoint({
  method: 'GET',
  path: '/analysis/analyzeMain/exportMarkdown',
  access: [{ menu: '/analysis/analyze' }, { menu: '/analysis/analyze-item' }, { menu: '/analysis/notification' }],
  auth: true,
  query: analysisIdQuery,
  envelope: 'binary',
  response: binaryResponseSchema,
});

export const analysisMainExportDocx = endpoint({
  method: 'GET',
  path: '/analysis/analyzeMain/exportDocx',
  access: [{ menu: '/analysis/analyze' }, { menu: '/analysis/analyze-item' }, { menu: '/analysis/notification' }],
  auth: true,
  query: analysisIdQuery,
  envelope: 'binary',
  response: binaryResponseSchema,
});
