import { z } from 'zod';
import { endpoint } from '../endpoint';
import { binaryResponseSchema, importExcelEndpoint } from '../import-export';
import { dateTimeString, listQuerySchema, pageSchema, resultSchema } from '../result';

/**
 * Crop datasets (`/crop/dataset/*`, issue #35): every body of crop figures the product reads, with its
 * provenance (source, licence, citation), whether it is synthetic, what it covers and its state. One dataset
 * of each kind is active at a time; activating one archives the previously active one of its kind. The
 * synthetic demo data of `seed/crop` is one dataset (kind `indicators`, synthetic); FAO's crop yields via Our
 * World in Data is seeded as a real `yield-history` dataset. Reading needs the datasets page; importing and
 * activating/archiving need the buttons `crop:dataset:import` and `crop:dataset:activate` (510 otherwise).
 */

export const CROP_DATASET_KINDS = ['indicators', 'production', 'yield-history', 'zone-outlines'] as const;
export type CropDatasetKind = (typeof CROP_DATASET_KINDS)[number];

export const CROP_DATASET_STATES = ['draft', 'active', 'archived'] as const;
export type CropDatasetState = (typeof CROP_DATASET_STATES)[number];

/** The crops of the FAO yield-history layout (its 11 yield columns), by the key stored in each row. */
export const YIELD_CROPS = [
  'wheat',
  'rice',
  'maize',
  'soybeans',
  'potatoes',
  'beans',
  'peas',
  'cassava',
  'barley',
  'cocoa-beans',
  'bananas',
] as const;
export type YieldCrop = (typeof YIELD_CROPS)[number];

/** Highest yield an import accepts, t/ha (bananas and potatoes reach 50–70 t/ha; anything above is an error). */
export const YIELD_MAX_T_HA = 150;

export const CropDatasetMessages = {
  notFound: '数据集不存在',
  alreadyActive: '数据集已是启用状态',
  alreadyArchived: '数据集已归档',
  activated: '数据集已启用',
  archived: '数据集已归档',
  noFile: '文件导入失败:未上传任何文件',
  wrongType: '文件导入失败:请上传.csv或.xlsx格式的文件',
  wrongEncoding: '文件导入失败:无法识别文件编码，请使用UTF-8或GB18030编码的CSV',
  noHeader: '文件导入失败:未找到表头行，请使用模板（Entity, Code, Year 及作物单产列）',
  noRows: '文件导入失败:文件中没有数据行',
  noIndicatorHeader:
    '文件导入失败:未找到表头行，请使用模板（Code/Name, Period 及指标列 RAIN、TEMP、RADPAR、BIOMSS、CALF、VCIx、CI、CPI）',
  noProductionHeader: '文件导入失败:未找到表头行，请使用模板（Code/Name, Crop, Year, Production (kt), Change (%)）',
} as const;

export const cropDatasetSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(CROP_DATASET_KINDS),
  source: z.string(),
  licence: z.string(),
  citation: z.string(),
  /** True for invented (demo) figures: the UI shows the demo badge wherever they appear. */
  synthetic: z.boolean(),
  /** First and last period covered (`1961`, `2025-JUL_OCT`), null when the dataset is empty. */
  periodStart: z.string().nullable(),
  periodEnd: z.string().nullable(),
  periodCount: z.number().int(),
  unitCount: z.number().int(),
  /** Crops (yield history, production) or indicator codes covered. */
  items: z.array(z.string()),
  rowCount: z.number().int(),
  /** 1 for a new name; importing a dataset of the same kind and name again (other bytes) counts up. */
  version: z.number().int(),
  state: z.enum(CROP_DATASET_STATES),
  /** Name of the imported file, null for seeded datasets. */
  fileName: z.string().nullable(),
  importBy: z.string().nullable(),
  importTime: dateTimeString.nullable(),
  updateBy: z.string().nullable(),
  updateTime: dateTimeString.nullable(),
});
export type CropDataset = z.infer<typeof cropDatasetSchema>;

/**
 * The dataset a figure was read from (home page, crop task summary, bulletin analysis): enough to name and cite it
 * and to show the demo badge only for synthetic figures.
 */
export const cropDatasetRefSchema = z.object({
  id: z.string(),
  name: z.string(),
  version: z.number().int(),
  synthetic: z.boolean(),
  source: z.string(),
  licence: z.string(),
  citation: z.string(),
});
export type CropDatasetRef = z.infer<typeof cropDatasetRefSchema>;

/** One yield-history row: a unit (ISO3 code, an OWID former state or a named aggregate), crop, year, t/ha. */
export const cropYieldRowSchema = z.object({
  id: z.string(),
  datasetId: z.string(),
  unitCode: z.string(),
  /** The unit's name as the file gives it (what the list's search and sort use). */
  unitName: z.string(),
  /**
   * The unit's name in each language: the gazetteer's, else ICU's for an ISO3 code or a UN M49 region (`OWID_WRL` →
   * 世界), else the file's name (former states, income groups).
   */
  unitNameZh: z.string(),
  unitNameEn: z.string(),
  /** `country`; `former` (USSR, Yugoslavia, …); `aggregate` (World, continents, income groups). */
  unitKind: z.enum(['country', 'former', 'aggregate']),
  crop: z.enum(YIELD_CROPS),
  year: z.number().int(),
  yieldTHa: z.number(),
});
export type CropYieldRow = z.infer<typeof cropYieldRowSchema>;

const idQuery = z.object({ id: z.string().trim().min(1, 'id不能为空').max(64) });
const idBody = z.object({ id: z.string().trim().min(1, 'id不能为空').max(64) });
const datasetResult = resultSchema(cropDatasetSchema.nullable());

/** `GET list`: newest import first; filters `name`, `kind`, `state`, `synthetic`. */
export const cropDatasetList = endpoint({
  method: 'GET',
  path: '/crop/dataset/list',
  source: 'project',
  since: 'project',
  access: { menu: '/crop-data/datasets' },
  auth: true,
  query: listQuerySchema,
  response: resultSchema(pageSchema(cropDatasetSchema)),
});

/** `GET queryById?id=`: one dataset; unknown id: `数据集不存在`. */
export const cropDatasetQueryById = endpoint({
  method: 'GET',
  path: '/crop/dataset/queryById',
  source: 'project',
  since: 'project',
  access: { menu: '/crop-data/datasets' },
  auth: true,
  query: idQuery,
  response: datasetResult,
});

/** `PUT|POST activate {id}`: ok200 `数据集已启用` with the dataset; the active one of its kind is archived. */
export const cropDatasetActivate = endpoint({
  method: 'PUT',
  path: '/crop/dataset/activate',
  source: 'project',
  since: 'project',
  access: { button: 'crop:dataset:activate' },
  auth: true,
  alsoMethods: ['POST'],
  body: idBody,
  response: datasetResult,
});

/** `PUT|POST archive {id}`: ok200 `数据集已归档` with the dataset (an active one leaves its kind without one). */
export const cropDatasetArchive = endpoint({
  method: 'PUT',
  path: '/crop/dataset/archive',
  source: 'project',
  since: 'project',
  access: { button: 'crop:dataset:activate' },
  auth: true,
  alsoMethods: ['POST'],
  body: idBody,
  response: datasetResult,
});

/** `GET rows?datasetId=`: a yield-history dataset's rows (list kit: `unitCode`, `crop`, `year` filters). */
export const cropDatasetRows = endpoint({
  method: 'GET',
  path: '/crop/dataset/rows',
  source: 'project',
  since: 'project',
  access: { menu: '/crop-data/datasets' },
  auth: true,
  query: listQuerySchema.extend({ datasetId: z.string().trim().min(1, 'datasetId不能为空').max(64) }),
  response: resultSchema(pageSchema(cropYieldRowSchema)),
});

/**
 * `POST importYieldHistory`: multipart, one `.csv` (UTF-8 with or without BOM, or GB18030) or `.xlsx` file in
 * the FAO layout (`Entity, Code, Year, <Crop> (tonnes per hectare)…`), optional fields `name`, `source`,
 * `licence`, `citation`. All or nothing: a new draft dataset with every row, or nothing stored and the code-201
 * error file listing every bad row. The same file again (same bytes) adds nothing: ok200 naming the dataset.
 */
export const cropDatasetImportYieldHistory = importExcelEndpoint(
  '/crop/dataset/importYieldHistory',
  { button: 'crop:dataset:import' },
  { source: 'project', since: 'project' },
);

/**
 * `POST importIndicators`: multipart, one `.csv` or `.xlsx` indicator table (`Code`/`Name`, `Period`, then any of
 * `RAIN (mm)`, `RAIN dep (%)`, `TEMP (°C)`, `TEMP dep (°C)`, `RADPAR (MJ/m²)`, `RADPAR dep (%)`, `BIOMSS (gDM/m²)`,
 * `BIOMSS dep (%)`, `CALF (%)`, `CALF dep (%)`, `VCIx`, `CI (%)`, `CI dep (%)`, `CPI`); units resolve through the
 * gazetteer, periods are normalised (`2025 JUL-OCT`, `2025年7-10月` → `2025-JUL_OCT`), each value is range-checked
 * for its indicator. Same answers as `importYieldHistory` (all or nothing, code 201 error file, same bytes once).
 */
export const cropDatasetImportIndicators = importExcelEndpoint(
  '/crop/dataset/importIndicators',
  { button: 'crop:dataset:import' },
  { source: 'project', since: 'project' },
);

/**
 * `POST importProduction`: multipart, one `.csv` or `.xlsx` production table (`Code`/`Name`, `Crop`, `Year`,
 * `Production (kt)`, `Change (%)` optional); otherwise as `importIndicators`.
 */
export const cropDatasetImportProduction = importExcelEndpoint(
  '/crop/dataset/importProduction',
  { button: 'crop:dataset:import' },
  { source: 'project', since: 'project' },
);

/** `GET importTemplate?kind=indicators|production|yield-history&format=csv|xlsx`: a layout with two example rows. */
export const cropDatasetImportTemplate = endpoint({
  method: 'GET',
  path: '/crop/dataset/importTemplate',
  source: 'project',
  since: 'project',
  access: { menu: '/crop-data/datasets' },
  auth: true,
  query: z.object({
    kind: z.enum(['indicators', 'production', 'yield-history']),
    format: z.enum(['csv', 'xlsx']).default('xlsx'),
  }),
  envelope: 'binary',
  response: binaryResponseSchema,
});

/** `GET yieldHistoryTemplate?format=csv|xlsx`: the FAO layout with two example rows. */
export const cropDatasetYieldTemplate = endpoint({
  method: 'GET',
  path: '/crop/dataset/yieldHistoryTemplate',
  source: 'project',
  since: 'project',
  access: { menu: '/crop-data/datasets' },
  auth: true,
  query: z.object({ format: z.enum(['csv', 'xlsx']).default('xlsx') }),
  envelope: 'binary',
  response: binaryResponseSchema,
});
