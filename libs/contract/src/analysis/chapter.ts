import { z } from 'zod';
import { endpoint } from '../endpoint';
import { dateTimeString, listQuerySchema, pageSchema, resultSchema } from '../result';
import { analysisIdQuery, analysisIdsQuery, analysisMessageResult, optionalText } from './common';

/**
 * Bulletin chapters (`/analysis/chapter/*`, spec catalogue "analysis modules → chapter"): summary, global
 * agroclimate, production zones, countries, China, focus and perspectives, annexes, in display order.
 * Seeded from `seed/crop/chapters.json`. Everyone signed in may list them; add, edit and delete need the
 * button permission `analysis:chapter:edit`.
 */

export const analysisChapterSectionSchema = z.object({
  number: z.string().trim().max(20),
  nameEn: z.string().trim().min(1).max(200),
  nameZh: z.string().trim().min(1).max(200),
});
export type AnalysisChapterSection = z.infer<typeof analysisChapterSectionSchema>;

export const analysisChapterSchema = z.object({
  id: z.string(),
  /** Stable code (`CH2_MPZ`); unique. Cue words and analyses refer to chapters by it. */
  code: z.string(),
  /** Printed chapter number (`2`, `A`), empty for the summary. */
  number: z.string().nullable(),
  nameZh: z.string(),
  nameEn: z.string(),
  descriptionZh: z.string().nullable(),
  descriptionEn: z.string().nullable(),
  /** Main sections, in order. */
  sections: z.array(analysisChapterSectionSchema),
  /** Display order in the bulletin. */
  sortNo: z.number().int(),
  createBy: z.string().nullable(),
  createTime: dateTimeString.nullable(),
  updateBy: z.string().nullable(),
  updateTime: dateTimeString.nullable(),
});
export type AnalysisChapter = z.infer<typeof analysisChapterSchema>;

export const analysisChapterAddBodySchema = z.object({
  code: z
    .string()
    .trim()
    .min(1, '章节编码不能为空')
    .max(32, '章节编码不能超过32个字符')
    .regex(/^[A-Z][A-Z0-9_]*$/, '章节编码只能包含大写字母、数字和下划线，且以字母开头'),
  number: optionalText(20),
  nameZh: z.string().trim().min(1, '中文名称不能为空').max(200, '中文名称不能超过200个字符'),
  nameEn: z.string().trim().min(1, '英文名称不能为空').max(200, '英文名称不能超过200个字符'),
  descriptionZh: optionalText(2000),
  descriptionEn: optionalText(2000),
  /** Left out on edit: the sections stay as they are. */
  sections: z.array(analysisChapterSectionSchema).max(50).optional(),
  sortNo: z.coerce.number().int('排序必须是整数').min(0, '排序不能小于0').max(100000).default(0),
});
export type AnalysisChapterAddBody = z.input<typeof analysisChapterAddBodySchema>;
export type AnalysisChapterAddValues = z.output<typeof analysisChapterAddBodySchema>;

export const analysisChapterEditBodySchema = analysisChapterAddBodySchema.extend({
  id: z.string().trim().min(1, 'id不能为空').max(64),
});
export type AnalysisChapterEditBody = z.input<typeof analysisChapterEditBodySchema>;
export type AnalysisChapterEditValues = z.output<typeof analysisChapterEditBodySchema>;

/** `GET /analysis/chapter/list`: default order `sortNo`, then `code`. */
export const analysisChapterList = endpoint({
  method: 'GET',
  path: '/analysis/chapter/list',
  access: [{ menu: '/analysis/chapter' }, { menu: '/analysis/notification' }],
  auth: true,
  query: listQuerySchema,
  response: resultSchema(pageSchema(analysisChapterSchema)),
});

/** `POST /analysis/chapter/add`: ok200 `添加成功！` with the row; duplicate: `章节编码已存在：<code>`. */
export const analysisChapterAdd = endpoint({
  method: 'POST',
  path: '/analysis/chapter/add',
  source: 'project',
  since: 'project',
  access: { button: 'analysis:chapter:edit' },
  auth: true,
  body: analysisChapterAddBodySchema,
  response: resultSchema(analysisChapterSchema.nullable()),
});

/**
 * `PUT|POST /analysis/chapter/edit`: ok200 `编辑成功!` with the row. The code of a chapter that cue words use
 * cannot change: `章节已被提示词使用：<code>`; nor one analysis items use: `章节已被分析条目使用：<code>`.
 */
export const analysisChapterEdit = endpoint({
  method: 'PUT',
  path: '/analysis/chapter/edit',
  source: 'project',
  since: 'project',
  access: { button: 'analysis:chapter:edit' },
  auth: true,
  alsoMethods: ['POST'],
  body: analysisChapterEditBodySchema,
  response: resultSchema(analysisChapterSchema.nullable()),
});

/** `DELETE /analysis/chapter/delete?id=`: ok200 `删除成功!`; refused for a chapter cue words use (as on edit). */
export const analysisChapterDelete = endpoint({
  method: 'DELETE',
  path: '/analysis/chapter/delete',
  source: 'project',
  since: 'project',
  access: { button: 'analysis:chapter:edit' },
  auth: true,
  query: analysisIdQuery,
  response: analysisMessageResult,
});

/** `DELETE /analysis/chapter/deleteBatch?ids=`: ok200 `批量删除成功!`; refused if cue words use one of them. */
export const analysisChapterDeleteBatch = endpoint({
  method: 'DELETE',
  path: '/analysis/chapter/deleteBatch',
  source: 'project',
  since: 'project',
  access: { button: 'analysis:chapter:edit' },
  auth: true,
  query: analysisIdsQuery,
  response: analysisMessageResult,
});

/** `GET /analysis/chapter/queryById?id=`: ok200 row. */
export const analysisChapterQueryById = endpoint({
  method: 'GET',
  path: '/analysis/chapter/queryById',
  access: [{ menu: '/analysis/chapter' }, { menu: '/analysis/notification' }],
  auth: true,
  query: analysisIdQuery,
  response: resultSchema(analysisChapterSchema.nullable()),
});
