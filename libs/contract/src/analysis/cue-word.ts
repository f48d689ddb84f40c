import { z } from 'zod';
import { endpoint } from '../endpoint';
import { dateTimeString, listQuerySchema, pageSchema, resultSchema } from '../result';
import { analysisIdQuery, analysisIdsQuery, analysisMessageResult, optionalText } from './common';

/**
 * Cue words (`/analysis/cueWord/*`, spec catalogue "analysis modules → cue word"): prompt templates with
 * `{variables}` (region, period, indicators …) that the bulletin analyses send to the model. Each row is
 * versioned: `version` starts at 1 and goes up whenever the template text changes. `preview` renders a
 * template with sample values (see `renderCueWord`). Everyone signed in may list and preview; add, edit and
 * delete need the button permission `analysis:cueWord:edit`.
 */

const variableName = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** Sample values per variable name, kept with the template so previews can be repeated. */
export const cueWordValuesSchema = z.record(
  z.string().regex(variableName, '变量名只能包含字母、数字和下划线'),
  z.string().max(2000, '示例值不能超过2000个字符'),
);
export type CueWordValues = z.infer<typeof cueWordValuesSchema>;

export const analysisCueWordSchema = z.object({
  id: z.string(),
  /** Unique name (`country-paragraph-zh`). */
  name: z.string(),
  /** Chapter the prompt writes for (`CH3_COUNTRY`), null when it serves any chapter. */
  chapterCode: z.string().nullable(),
  /** Language of the generated text. */
  lang: z.enum(['zh', 'en']),
  template: z.string(),
  /** Variables of the template, in order of first use (derived, never sent). */
  variables: z.array(z.string()),
  sampleValues: cueWordValuesSchema,
  description: z.string().nullable(),
  version: z.number().int(),
  createBy: z.string().nullable(),
  createTime: dateTimeString.nullable(),
  updateBy: z.string().nullable(),
  updateTime: dateTimeString.nullable(),
});
export type AnalysisCueWord = z.infer<typeof analysisCueWordSchema>;

const template = z.string().trim().min(1, '提示词不能为空').max(20000, '提示词不能超过20000个字符');

export const analysisCueWordAddBodySchema = z.object({
  name: z.string().trim().min(1, '名称不能为空').max(100, '名称不能超过100个字符'),
  chapterCode: optionalText(32),
  lang: z.enum(['zh', 'en'], { error: '语言只能是 zh 或 en' }),
  template,
  sampleValues: cueWordValuesSchema.default({}),
  description: optionalText(500),
});
export type AnalysisCueWordAddBody = z.input<typeof analysisCueWordAddBodySchema>;
export type AnalysisCueWordAddValues = z.output<typeof analysisCueWordAddBodySchema>;

export const analysisCueWordEditBodySchema = analysisCueWordAddBodySchema.extend({
  id: z.string().trim().min(1, 'id不能为空').max(64),
});
export type AnalysisCueWordEditBody = z.input<typeof analysisCueWordEditBodySchema>;
export type AnalysisCueWordEditValues = z.output<typeof analysisCueWordEditBodySchema>;

export const analysisCueWordPreviewBodySchema = z.object({
  template,
  values: cueWordValuesSchema.default({}),
});
export type AnalysisCueWordPreviewBody = z.input<typeof analysisCueWordPreviewBodySchema>;
export type AnalysisCueWordPreviewValues = z.output<typeof analysisCueWordPreviewBodySchema>;

export const analysisCueWordPreviewSchema = z.object({
  text: z.string(),
  variables: z.array(z.string()),
  missing: z.array(z.string()),
  unused: z.array(z.string()),
});
export type AnalysisCueWordPreview = z.infer<typeof analysisCueWordPreviewSchema>;

/** `GET /analysis/cueWord/list`: default order `name`. */
export const analysisCueWordList = endpoint({
  method: 'GET',
  path: '/analysis/cueWord/list',
  access: [{ menu: '/analysis/cue-word' }, { menu: '/analysis/notification' }],
  auth: true,
  query: listQuerySchema,
  response: resultSchema(pageSchema(analysisCueWordSchema)),
});

/** `POST /analysis/cueWord/add`: ok200 `添加成功！` with the row; duplicate: `提示词名称已存在：<name>`. */
export const analysisCueWordAdd = endpoint({
  method: 'POST',
  path: '/analysis/cueWord/add',
  source: 'project',
  since: 'project',
  access: { button: 'analysis:cueWord:edit' },
  auth: true,
  body: analysisCueWordAddBodySchema,
  response: resultSchema(analysisCueWordSchema.nullable()),
});

/** `PUT|POST /analysis/cueWord/edit`: ok200 `编辑成功!`; the version goes up when the template changed. */
export const analysisCueWordEdit = endpoint({
  method: 'PUT',
  path: '/analysis/cueWord/edit',
  source: 'project',
  since: 'project',
  access: { button: 'analysis:cueWord:edit' },
  auth: true,
  alsoMethods: ['POST'],
  body: analysisCueWordEditBodySchema,
  response: resultSchema(analysisCueWordSchema.nullable()),
});

/** `DELETE /analysis/cueWord/delete?id=`: ok200 `删除成功!`. */
export const analysisCueWordDelete = endpoint({
  method: 'DELETE',
  path: '/analysis/cueWord/delete',
  source: 'project',
  since: 'project',
  access: { button: 'analysis:cueWord:edit' },
  auth: true,
  query: analysisIdQuery,
  response: analysisMessageResult,
});

/** `DELETE /analysis/cueWord/deleteBatch?ids=`: ok200 `批量删除成功!`. */
export const analysisCueWordDeleteBatch = endpoint({
  method: 'DELETE',
  path: '/analysis/cueWord/deleteBatch',
  source: 'project',
  since: 'project',
  access: { button: 'analysis:cueWord:edit' },
  auth: true,
  query: analysisIdsQuery,
  response: analysisMessageResult,
});

/** `GET /analysis/cueWord/queryById?id=`: ok200 row. */
export const analysisCueWordQueryById = endpoint({
  method: 'GET',
  path: '/analysis/cueWord/queryById',
  access: [{ menu: '/analysis/cue-word' }, { menu: '/analysis/notification' }],
  auth: true,
  query: analysisIdQuery,
  response: resultSchema(analysisCueWordSchema.nullable()),
});

/** `POST /analysis/cueWord/preview`: ok200 with the rendered text and the missing / unused variables. */
export const analysisCueWordPreview = endpoint({
  method: 'POST',
  path: '/analysis/cueWord/preview',
  source: 'project',
  since: 'project',
  access: [{ menu: '/analysis/cue-word' }, { menu: '/analysis/notification' }],
  auth: true,
  body: analysisCueWordPreviewBodySchema,
  response: resultSchema(analysisCueWordPreviewSchema.nullable()),
});
