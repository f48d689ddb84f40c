import { z } from 'zod';
import { endpoint } from '../endpoint';
import { ANY_METHOD, exportXlsEndpoint, importExcelEndpoint } from '../import-export';
import { dateTimeString, listQuerySchema, pageSchema, resultSchema } from '../result';
import { dictModelSchema } from './dict';
import { categoryLoadDictItem, categoryLoadTreeChildren, categoryLoadTreeData, categoryLoadTreeRoot } from './system';

/**
 * Category dictionary, `/sys/category/*` (contract §8.4). Root rows have `pid = "0"`; a child's code starts
 * with its parent's. The tree loaders were written for the console in `system.ts` and are served as they are.
 */

export { categoryLoadDictItem, categoryLoadTreeChildren, categoryLoadTreeData, categoryLoadTreeRoot };

const text = (max = 500) => z.string().max(max);
const required = (field: string, max = 64) =>
  z
    .string({ error: `${field}不能为空` })
    .trim()
    .min(1, `${field}不能为空`)
    .max(max);
const messageResult = resultSchema(z.string().nullable());

/** `SysCategory` (contract §6.6). `hasChild` is `"1"` for a node with children. */
export const sysCategorySchema = z.looseObject({
  id: z.string(),
  pid: z.string(),
  name: z.string(),
  code: z.string(),
  hasChild: z.string().nullable(),
  sysOrgCode: z.string().nullable(),
  createBy: z.string().nullable(),
  createTime: dateTimeString.nullable(),
  updateBy: z.string().nullable(),
  updateTime: dateTimeString.nullable(),
});
export type SysCategory = z.infer<typeof sysCategorySchema>;

const categoryCode = z
  .string()
  .trim()
  .max(100)
  .regex(/^[A-Za-z0-9_-]*$/, '分类编码只能包含字母、数字、下划线和短横线');

/** Body of `add`: without `code` the server numbers it like the org codes (A01, A01A01, …). */
export const categoryAddBodySchema = z.looseObject({
  pid: text(32).nullable().optional(),
  name: z.string().trim().min(1, '分类名称不能为空').max(100),
  code: categoryCode.nullable().optional(),
});
export type CategoryAddBody = z.input<typeof categoryAddBodySchema>;
export type CategoryAddValues = z.output<typeof categoryAddBodySchema>;

export const categoryEditBodySchema = categoryAddBodySchema.partial().extend({ id: required('id', 32) });
export type CategoryEditBody = z.input<typeof categoryEditBodySchema>;
export type CategoryEditValues = z.output<typeof categoryEditBodySchema>;

/** `GET rootList`: ok0 IPage; `pid` defaults to `"0"`, a name or code filter drops the pid filter. */
export const categoryRootList = endpoint({
  method: 'GET',
  path: '/sys/category/rootList',
  access: { menu: '/isys/category' },
  auth: true,
  query: listQuerySchema,
  response: resultSchema(pageSchema(sysCategorySchema).nullable()),
});

/** `GET childList?pid=`: ok0 the children (QueryGenerator filters apply). */
export const categoryChildList = endpoint({
  method: 'GET',
  path: '/sys/category/childList',
  access: { menu: '/isys/category' },
  auth: true,
  query: z.looseObject({ pid: text(32).optional() }),
  response: resultSchema(z.array(sysCategorySchema).nullable()),
});

/** `GET getChildListBatch?parentIds=a,b`: ok200 a page holding every child of those parents. */
export const categoryGetChildListBatch = endpoint({
  method: 'GET',
  path: '/sys/category/getChildListBatch',
  access: { menu: '/isys/category' },
  auth: true,
  query: z.looseObject({ parentIds: required('parentIds', 20000) }),
  response: resultSchema(pageSchema(sysCategorySchema).nullable()),
});

/** `GET checkCode?pid=&code=`: ok200 when `code` starts with the parent's code. */
export const categoryCheckCode = endpoint({
  method: 'GET',
  path: '/sys/category/checkCode',
  access: { menu: '/isys/category' },
  auth: true,
  query: z.looseObject({ pid: text(32).optional(), code: text(100).optional() }),
  response: resultSchema(z.null()),
});

/** `GET loadOne?field=&val=`: ok0 the only category whose property `field` equals `val`. */
export const categoryLoadOne = endpoint({
  method: 'GET',
  path: '/sys/category/loadOne',
  access: 'self',
  auth: true,
  query: z.looseObject({ field: required('field', 50), val: text(200) }),
  response: resultSchema(sysCategorySchema.nullable()),
});

/** `GET loadAllData?code=`: ok0 `DictModel[]` (value = id, text = name) of the codes starting with `code`. */
export const categoryLoadAllData = endpoint({
  method: 'GET',
  path: '/sys/category/loadAllData',
  access: { menu: '/isys/category' },
  auth: true,
  query: z.looseObject({ code: text(100).optional() }),
  response: resultSchema(z.array(dictModelSchema).nullable()),
});

/** `POST add`: ok200 `添加成功！`; the parent becomes `has_child='1'`. */
export const categoryAdd = endpoint({
  method: 'POST',
  path: '/sys/category/add',
  source: 'SysCategoryController#add',
  since: '3.4.0',
  access: { button: 'category:add' },
  auth: true,
  body: categoryAddBodySchema,
  response: messageResult,
});

/** `PUT|POST edit`: ok200 `编辑成功!`. */
export const categoryEdit = endpoint({
  method: 'PUT',
  path: '/sys/category/edit',
  source: 'SysCategoryController#edit',
  since: '3.4.0',
  access: { button: 'category:edit' },
  auth: true,
  alsoMethods: ['POST'],
  body: categoryEditBodySchema,
  response: messageResult,
});

/** `DELETE delete?id=`: the node and its descendants; ok200 `删除成功!`. */
export const categoryDelete = endpoint({
  method: 'DELETE',
  path: '/sys/category/delete',
  source: 'SysCategoryController#delete',
  since: '3.4.0',
  access: { button: 'category:delete' },
  auth: true,
  query: z.looseObject({ id: required('id') }),
  response: messageResult,
});

/** `DELETE deleteBatch?ids=`: ok200 `批量删除成功!`. */
export const categoryDeleteBatch = endpoint({
  method: 'DELETE',
  path: '/sys/category/deleteBatch',
  source: 'SysCategoryController#deleteBatch',
  since: '3.4.0',
  access: { button: 'category:batch_delete' },
  auth: true,
  query: z.looseObject({ ids: z.string().trim().min(1, '参数不识别！').max(20000) }),
  response: messageResult,
});

/** `GET queryById?id=`: ok200 the category; err500 `未找到对应数据`. */
export const categoryQueryById = endpoint({
  method: 'GET',
  path: '/sys/category/queryById',
  access: { menu: '/isys/category' },
  auth: true,
  query: z.looseObject({ id: required('id') }),
  response: resultSchema(sysCategorySchema.nullable()),
});

/** `GET /sys/category/exportXls`: the categories (list filters or `selections`) as `分类字典.xls`. */
export const categoryExportXls = exportXlsEndpoint(
  '/sys/category/exportXls',
  { button: 'category:export' },
  { source: 'SysCategoryController#exportXls', since: '3.4.0', ...ANY_METHOD },
);
/** `POST /sys/category/importExcel`: row-level import; `parentCode` (empty for a root) must exist. */
export const categoryImportExcel = importExcelEndpoint(
  '/sys/category/importExcel',
  { button: 'category:import' },
  { source: 'SysCategoryController#importExcel', since: '3.4.0' },
);

/** One row of the categories sheet. */
export const categoryImportRowSchema = z.object({
  name: z.string().trim().min(1, '分类名称不能为空').max(100),
  code: categoryCode.min(1, '分类编码不能为空'),
  parentCode: categoryCode.optional(),
});
export type CategoryImportRow = z.output<typeof categoryImportRowSchema>;
