import { z } from 'zod';
import { endpoint } from '../endpoint';
import { listQuerySchema, pageSchema, resultSchema } from '../result';
import { analysisIdQuery, analysisIdsQuery, analysisMessageResult, optionalText } from './common';

/**
 * Country irrigation (`/analysis/countryIrrigation/*`, spec catalogue "analysis modules → country
 * irrigation"): per country the irrigated share of cropland, the main irrigated crops, the water sources,
 * how much rainfall matters and a note in both languages. The rows are the crop data's own
 * `crop_irrigation` table (seeded from `seed/crop/irrigation.json`), so the chat assistant's irrigation
 * caveats follow every edit. A row's `id` is its ISO3 country code. Everyone signed in may list them; add,
 * edit and delete need the button permission `analysis:irrigation:edit`.
 */

export const IRRIGATION_WATER_SOURCES = ['river', 'reservoir', 'canal', 'groundwater'] as const;
export const RAINFALL_RELEVANCE = ['low', 'medium', 'high'] as const;
export type RainfallRelevance = (typeof RAINFALL_RELEVANCE)[number];

/**
 * The bulletin's rule of thumb (domain notes §1.5): rainfall matters little where ≥70% of the cropland is
 * irrigated, somewhat at 30–69% and much below 30%. The form proposes it; the user may override it.
 */
export const rainfallRelevanceFor = (sharePct: number): RainfallRelevance =>
  sharePct >= 70 ? 'low' : sharePct >= 30 ? 'medium' : 'high';

export const analysisCountryIrrigationSchema = z.object({
  /** The ISO3 code again: the list kit and the delete endpoints key rows by `id`. */
  id: z.string(),
  countryIso3: z.string(),
  countryNameZh: z.string().nullable(),
  countryNameEn: z.string().nullable(),
  irrigatedSharePct: z.number(),
  mainIrrigatedCrops: z.array(z.string()),
  waterSource: z.array(z.string()),
  rainfallRelevance: z.string(),
  noteZh: z.string(),
  noteEn: z.string(),
});
export type AnalysisCountryIrrigation = z.infer<typeof analysisCountryIrrigationSchema>;

export const analysisCountryIrrigationAddBodySchema = z.object({
  countryIso3: z
    .string()
    .trim()
    .min(1, '国家不能为空')
    .regex(/^[A-Z]{3}$/, '国家代码必须是3位大写字母'),
  irrigatedSharePct: z.coerce
    .number({ error: '灌溉比例必须是数字' })
    .min(0, '灌溉比例必须在0到100之间')
    .max(100, '灌溉比例必须在0到100之间'),
  mainIrrigatedCrops: z
    .array(z.string().trim().min(1).max(30, '作物名称不能超过30个字符'))
    .max(20, '主要灌溉作物最多20个')
    .default([]),
  waterSource: z.array(z.enum(IRRIGATION_WATER_SOURCES, { error: '未知的水源类型' })).default([]),
  rainfallRelevance: z.enum(RAINFALL_RELEVANCE, { error: '降水相关性只能是 low、medium 或 high' }),
  noteZh: optionalText(2000),
  noteEn: optionalText(2000),
});
export type AnalysisCountryIrrigationAddBody = z.input<typeof analysisCountryIrrigationAddBodySchema>;
export type AnalysisCountryIrrigationAddValues = z.output<typeof analysisCountryIrrigationAddBodySchema>;

export const analysisCountryIrrigationEditBodySchema = analysisCountryIrrigationAddBodySchema.extend({
  id: z.string().trim().min(1, 'id不能为空').max(64),
});
export type AnalysisCountryIrrigationEditBody = z.input<typeof analysisCountryIrrigationEditBodySchema>;
export type AnalysisCountryIrrigationEditValues = z.output<typeof analysisCountryIrrigationEditBodySchema>;

export const analysisIrrigationCountrySchema = z.object({
  iso3: z.string(),
  nameZh: z.string(),
  nameEn: z.string(),
  /** Whether the country already has an irrigation row. */
  hasIrrigation: z.boolean(),
});
export type AnalysisIrrigationCountry = z.infer<typeof analysisIrrigationCountrySchema>;

/** `GET /analysis/countryIrrigation/list`: default order `countryIso3`. */
export const analysisCountryIrrigationList = endpoint({
  method: 'GET',
  path: '/analysis/countryIrrigation/list',
  access: [{ menu: '/analysis/country-irrigation' }, { menu: '/analysis/notification' }],
  auth: true,
  query: listQuerySchema,
  response: resultSchema(pageSchema(analysisCountryIrrigationSchema)),
});

/** `GET /analysis/countryIrrigation/countries`: the crop data's countries, for the form's picker. */
export const analysisCountryIrrigationCountries = endpoint({
  method: 'GET',
  path: '/analysis/countryIrrigation/countries',
  access: [{ menu: '/analysis/country-irrigation' }, { menu: '/analysis/notification' }],
  auth: true,
  response: resultSchema(z.array(analysisIrrigationCountrySchema)),
});

/**
 * `POST /analysis/countryIrrigation/add`: ok200 `添加成功！`; unknown country `国家不存在：<iso3>`;
 * duplicate `该国家的灌溉信息已存在：<iso3>`.
 */
export const analysisCountryIrrigationAdd = endpoint({
  method: 'POST',
  path: '/analysis/countryIrrigation/add',
  source: 'project',
  since: 'project',
  access: { button: 'analysis:irrigation:edit' },
  auth: true,
  body: analysisCountryIrrigationAddBodySchema,
  response: resultSchema(analysisCountryIrrigationSchema.nullable()),
});

/** `PUT|POST /analysis/countryIrrigation/edit`: ok200 `编辑成功!`; the country cannot change (`国家不能修改`). */
export const analysisCountryIrrigationEdit = endpoint({
  method: 'PUT',
  path: '/analysis/countryIrrigation/edit',
  source: 'project',
  since: 'project',
  access: { button: 'analysis:irrigation:edit' },
  auth: true,
  alsoMethods: ['POST'],
  body: analysisCountryIrrigationEditBodySchema,
  response: resultSchema(analysisCountryIrrigationSchema.nullable()),
});

/** `DELETE /analysis/countryIrrigation/delete?id=`: ok200 `删除成功!`. */
export const analysisCountryIrrigationDelete = endpoint({
  method: 'DELETE',
  path: '/analysis/countryIrrigation/delete',
  source: 'project',
  since: 'project',
  access: { button: 'analysis:irrigation:edit' },
  auth: true,
  query: analysisIdQuery,
  response: analysisMessageResult,
});

/** `DELETE /analysis/countryIrrigation/deleteBatch?ids=`: ok200 `批量删除成功!`. */
export const analysisCountryIrrigationDeleteBatch = endpoint({
  method: 'DELETE',
  path: '/analysis/countryIrrigation/deleteBatch',
  source: 'project',
  since: 'project',
  access: { button: 'analysis:irrigation:edit' },
  auth: true,
  query: analysisIdsQuery,
  response: analysisMessageResult,
});

/** `GET /analysis/countryIrrigation/queryById?id=`: ok200 row. */
export const analysisCountryIrrigationQueryById = endpoint({
  method: 'GET',
  path: '/analysis/countryIrrigation/queryById',
  access: [{ menu: '/analysis/country-irrigation' }, { menu: '/analysis/notification' }],
  auth: true,
  query: analysisIdQuery,
  response: resultSchema(analysisCountryIrrigationSchema.nullable()),
});
