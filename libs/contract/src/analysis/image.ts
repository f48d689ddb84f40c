import { z } from 'zod';
import { endpoint } from '../endpoint';
import { dateTimeString, listQuerySchema, pageSchema, resultSchema } from '../result';
import { analysisIdQuery, analysisMessageResult, optionalText } from './common';

/**
 * Image generator (`/analysis/image/*`, spec catalogue "analysis modules → image generator"): charts and maps
 * of the crop indicator tables, rendered on the server to SVG (no native dependencies), stored under the upload
 * root (`analysis/images/<id>.svg`, served by `/sys/common/static/…`) and usable as the image input of an item
 * and in the exported bulletin.
 *
 * Kinds:
 * - `departure_bars`: one bar per unit of the indicator's departure in one period (Δ% or Δ°C; VCIx and CPI,
 *   which have no departure, show their value);
 * - `time_profile`: one line per unit of the indicator's value over every period of the crop data;
 * - `choropleth`: a map of the units coloured by the indicator's departure (or value) in one period, with a
 *   legend; AEZs and MPZs are drawn from their outlines, countries from the world atlas.
 * Everyone signed in may list; generating and deleting need `analysis:image:generate`.
 */

export const analysisImageKinds = ['departure_bars', 'time_profile', 'choropleth'] as const;
export const analysisImageKindSchema = z.enum(analysisImageKinds, {
  error: '图片类型只能是 departure_bars、time_profile 或 choropleth',
});
export type AnalysisImageKind = z.infer<typeof analysisImageKindSchema>;

export const analysisImageGenerateBodySchema = z.object({
  kind: analysisImageKindSchema,
  /** Indicator code of the crop data (`RAIN`, `TEMP`, `VCIx` …). */
  indicator: z.string().trim().min(1, '请选择指标').max(32),
  /** Crop period code (`2025-JUL_OCT`); required except for `time_profile`. */
  period: optionalText(32),
  /** Unit codes (`NAM`, `IND-96`, `IND`); or a `partitionId` whose zones are taken. One of the two is required. */
  units: z.array(z.string().trim().min(1).max(32)).max(100, '单元不能超过100个').optional(),
  partitionId: optionalText(64),
  lang: z.enum(['zh', 'en'], { error: '语言只能是 zh 或 en' }).default('zh'),
  /** Title drawn on the image; a title is made from the indicator and period when left out. */
  title: optionalText(200),
});
export type AnalysisImageGenerateBody = z.input<typeof analysisImageGenerateBodySchema>;
export type AnalysisImageGenerateValues = z.output<typeof analysisImageGenerateBodySchema>;

export const analysisImageSchema = z.object({
  id: z.string(),
  kind: analysisImageKindSchema,
  title: z.string(),
  indicator: z.string(),
  period: z.string().nullable(),
  /** Unit codes drawn, in order. */
  units: z.array(z.string()),
  lang: z.enum(['zh', 'en']),
  /** Path under the upload root (`analysis/images/<id>.svg`); display URL `/sys/common/static/<path>`. */
  path: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  createBy: z.string().nullable(),
  createTime: dateTimeString.nullable(),
});
export type AnalysisImage = z.infer<typeof analysisImageSchema>;

/**
 * `POST /analysis/image/generate`: ok200 `生成成功！` with the stored image. Refused: unknown indicator
 * (`指标不存在：<code>`), an indicator without numbers to draw (CONDITION, PRODUCTION: `该指标不能绘图：<code>`),
 * no period for a one-period kind (`请选择监测时期`), unknown period (`监测时期不存在：<code>`), unit
 * (`区域不存在：<code>`), partition (`分区不存在：<id>`), no unit (`请选择区域或分区`), or no data for any unit in
 * the period (`所选区域在该时期没有数据`). A partition's zones the crop data lacks (planned zones) are skipped.
 */
export const analysisImageGenerate = endpoint({
  method: 'POST',
  path: '/analysis/image/generate',
  source: 'project',
  since: 'project',
  access: { button: 'analysis:image:generate' },
  auth: true,
  body: analysisImageGenerateBodySchema,
  response: resultSchema(analysisImageSchema.nullable()),
});

/** `GET /analysis/image/list`: filters `kind`, `indicator`, `period`; default `createTime` desc. */
export const analysisImageList = endpoint({
  method: 'GET',
  path: '/analysis/image/list',
  access: [{ menu: '/analysis/image-generator' }, { menu: '/analysis/notification' }],
  auth: true,
  query: listQuerySchema,
  response: resultSchema(pageSchema(analysisImageSchema)),
});

/** `DELETE /analysis/image/delete?id=`: ok200 `删除成功!` (the file too); refused while an item uses it (`图片已被分析条目使用`). */
export const analysisImageDelete = endpoint({
  method: 'DELETE',
  path: '/analysis/image/delete',
  source: 'project',
  since: 'project',
  access: { button: 'analysis:image:generate' },
  auth: true,
  query: analysisIdQuery,
  response: analysisMessageResult,
});
