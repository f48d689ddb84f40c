import { z } from 'zod';
import { endpoint } from '../endpoint';
import { ANY_METHOD, exportXlsEndpoint, importExcelEndpoint } from '../import-export';
import { dateTimeString, listQuerySchema, pageSchema, resultSchema } from '../result';
import { dictCodeSchema, dictModelSchema } from './dict';
import { loadDict, loadDictItem, loadTreeData } from './system';

/**
 * Dictionary administration and the table-dictionary helpers (contract §4.3). `getDictItems`,
 * `queryAllDictItems` and `refleshCache` live in `dict.ts`; `loadDict`, `loadDictItem` and `loadTreeData`
 * were written for the console in `system.ts` and are served as they are.
 */

export { loadDict, loadDictItem, loadTreeData };

const text = (max = 500) => z.string().max(max);
const optionalText = (max = 500) => text(max).nullable().optional();
const required = (field: string, max = 64) =>
  z
    .string({ error: `${field}不能为空` })
    .trim()
    .min(1, `${field}不能为空`)
    .max(max);
const messageResult = resultSchema(z.string().nullable());

/** `SysDict` (contract §4.1). `type`: 0 string values, 1 number values. */
export const sysDictSchema = z.looseObject({
  id: z.string(),
  dictName: z.string(),
  dictCode: z.string(),
  description: z.string().nullable(),
  delFlag: z.number().int(),
  type: z.number().int(),
  createBy: z.string().nullable(),
  createTime: dateTimeString.nullable(),
  updateBy: z.string().nullable(),
  updateTime: dateTimeString.nullable(),
});
export type SysDict = z.infer<typeof sysDictSchema>;

/** A `treeList` node: the dictionary with `key` = id and `title` = name. */
export const sysDictTreeSchema = sysDictSchema.extend({ key: z.string(), title: z.string() });
export type SysDictTree = z.infer<typeof sysDictTreeSchema>;

/** `SysDictItem` (contract §4.1); `status` 1 enabled, 0 disabled. */
export const sysDictItemSchema = z.looseObject({
  id: z.string(),
  dictId: z.string(),
  itemText: z.string(),
  itemValue: z.string(),
  description: z.string().nullable(),
  sortOrder: z.number().int().nullable(),
  status: z.number().int(),
  createBy: z.string().nullable(),
  createTime: dateTimeString.nullable(),
  updateBy: z.string().nullable(),
  updateTime: dateTimeString.nullable(),
});
export type SysDictItem = z.infer<typeof sysDictItemSchema>;
export const sysDictItemListRecordSchema = sysDictItemSchema.extend({ status_dictText: z.string().optional() });

/** A plain dictionary code: what `sys_dict.dict_code` may hold (table forms are not stored). */
const dictCodeText = z
  .string()
  .trim()
  .min(1, '字典编码不能为空')
  .max(100)
  .regex(/^[A-Za-z0-9_.-]+$/, '字典编码只能包含字母、数字、下划线、点和短横线');

/** Jackson binds `"1"` and `1` alike onto an Integer. */
const intInput = (message: string) =>
  z
    .union([
      z.number(),
      z
        .string()
        .trim()
        .regex(/^-?\d+$/, message),
    ])
    .transform(Number)
    .pipe(z.number().int().min(-1_000_000, message).max(1_000_000, message));

export const dictAddBodySchema = z.looseObject({
  dictName: z.string().trim().min(1, '字典名称不能为空').max(100),
  dictCode: dictCodeText,
  description: optionalText(255),
  type: intInput('字典类型只能是 0（字符串）或 1（数字）')
    .pipe(z.union([z.literal(0), z.literal(1)], { error: '字典类型只能是 0（字符串）或 1（数字）' }))
    .nullable()
    .optional(),
});
export type DictAddBody = z.input<typeof dictAddBodySchema>;
export type DictAddValues = z.output<typeof dictAddBodySchema>;
export const dictEditBodySchema = dictAddBodySchema.partial().extend({ id: required('id', 32) });
export type DictEditBody = z.input<typeof dictEditBodySchema>;
export type DictEditValues = z.output<typeof dictEditBodySchema>;

const itemStatus = intInput('状态只能是 1（启用）或 0（不启用）').pipe(
  z.union([z.literal(0), z.literal(1)], { error: '状态只能是 1（启用）或 0（不启用）' }),
);

export const dictItemAddBodySchema = z.looseObject({
  dictId: required('dictId', 32),
  itemText: z.string().trim().min(1, '名称不能为空').max(100),
  itemValue: z.string().trim().min(1, '数据值不能为空').max(100),
  description: optionalText(255),
  sortOrder: intInput('排序值必须是整数').nullable().optional(),
  status: itemStatus.nullable().optional(),
});
export type DictItemAddBody = z.input<typeof dictItemAddBodySchema>;
export type DictItemAddValues = z.output<typeof dictItemAddBodySchema>;
export const dictItemEditBodySchema = dictItemAddBodySchema.partial().extend({ id: required('id', 32) });
export type DictItemEditBody = z.input<typeof dictItemEditBodySchema>;
export type DictItemEditValues = z.output<typeof dictItemEditBodySchema>;

const idQuery = z.looseObject({ id: required('id') });
const idsQuery = z.looseObject({ ids: z.string().trim().min(1, '参数不识别！').max(20000) });

/** `GET /sys/dict/loadDictOrderByValue/{dictCode}` (signed): first page with the rows of `keyword` prepended. */
export const loadDictOrderByValue = endpoint({
  method: 'GET',
  path: '/sys/dict/loadDictOrderByValue/:dictCode',
  access: 'self',
  auth: true,
  signed: true,
  params: z.object({ dictCode: dictCodeSchema }),
  query: z.looseObject({
    keyword: text(4000),
    pageSize: z.coerce.number().int().min(1).max(1000).optional(),
  }),
  response: resultSchema(z.array(dictModelSchema)),
});

/** `GET /sys/dict/getDictText/{dictCode}/{key}`: ok0 the item text of a plain dictionary (null if none). */
export const getDictText = endpoint({
  method: 'GET',
  path: '/sys/dict/getDictText/:dictCode/:key',
  access: 'self',
  auth: true,
  params: z.object({ dictCode: dictCodeSchema, key: text(100) }),
  response: resultSchema(z.string().nullable()),
});

/** `GET /sys/dict/list`: ok0 IPage of the non-deleted dictionaries. */
export const dictList = endpoint({
  method: 'GET',
  path: '/sys/dict/list',
  access: { menu: '/isystem/dict' },
  auth: true,
  query: listQuerySchema,
  response: resultSchema(pageSchema(sysDictSchema).nullable()),
});

/** `GET /sys/dict/treeList?dictName=`: ok0 flat list, newest first. */
export const dictTreeList = endpoint({
  method: 'GET',
  path: '/sys/dict/treeList',
  access: { menu: '/isystem/dict' },
  auth: true,
  query: z.looseObject({ dictName: text(100).optional() }),
  response: resultSchema(z.array(sysDictTreeSchema).nullable()),
});

/** `POST /sys/dict/add`: ok200 `保存成功！`. */
export const dictAdd = endpoint({
  method: 'POST',
  path: '/sys/dict/add',
  source: 'SysDictController#add',
  since: '3.4.0',
  access: { button: 'dict:add' },
  auth: true,
  body: dictAddBodySchema,
  response: messageResult,
});

/** `PUT|POST /sys/dict/edit`: ok200 `编辑成功!`; unknown id err500 `未找到对应实体`. */
export const dictEdit = endpoint({
  method: 'PUT',
  path: '/sys/dict/edit',
  source: 'SysDictController#edit',
  since: '3.4.0',
  access: { button: 'dict:edit' },
  auth: true,
  alsoMethods: ['POST'],
  body: dictEditBodySchema,
  response: messageResult,
});

/** `DELETE /sys/dict/delete?id=`: logical (recycle bin); ok200 `删除成功!`. */
export const dictDelete = endpoint({
  method: 'DELETE',
  path: '/sys/dict/delete',
  source: 'SysDictController#delete',
  since: '3.4.0',
  access: { button: 'dict:delete' },
  auth: true,
  query: idQuery,
  response: messageResult,
});

/** `DELETE /sys/dict/deleteBatch?ids=`: logical; ok200 `删除成功!`. */
export const dictDeleteBatch = endpoint({
  method: 'DELETE',
  path: '/sys/dict/deleteBatch',
  source: 'SysDictController#deleteBatch',
  since: '3.4.0',
  access: { button: 'dict:delete' },
  auth: true,
  query: idsQuery,
  response: messageResult,
});

/** `GET /sys/dict/deleteList`: the recycle bin, ok0 list. */
export const dictDeleteList = endpoint({
  method: 'GET',
  path: '/sys/dict/deleteList',
  access: { menu: '/isystem/dict' },
  auth: true,
  response: resultSchema(z.array(sysDictSchema).nullable()),
});

/** `DELETE /sys/dict/deletePhysic/{id}`: removes a recycled dictionary and its items; ok200 `删除成功!`. */
export const dictDeletePhysic = endpoint({
  method: 'DELETE',
  path: '/sys/dict/deletePhysic/:id',
  source: 'SysDictController#deletePhysic',
  since: '3.4.0',
  access: { button: 'dict:delete' },
  auth: true,
  params: z.object({ id: required('id') }),
  response: messageResult,
});

/** `PUT /sys/dict/back/{id}`: restores a recycled dictionary; ok200 `操作成功!`. */
export const dictBack = endpoint({
  method: 'PUT',
  path: '/sys/dict/back/:id',
  source: 'SysDictController#back',
  since: '3.4.0',
  access: { button: 'dict:edit' },
  auth: true,
  params: z.object({ id: required('id') }),
  response: messageResult,
});

/** `GET /sys/dictItem/list?dictId=`: ok0 IPage ordered by `sort_order`, with `status_dictText`. */
export const dictItemList = endpoint({
  method: 'GET',
  path: '/sys/dictItem/list',
  access: { menu: '/isystem/dict' },
  auth: true,
  query: listQuerySchema.extend({ dictId: text(32).optional() }),
  response: resultSchema(pageSchema(sysDictItemListRecordSchema).nullable()),
});

/** `POST /sys/dictItem/add`: ok200 `保存成功！`; a value already used in the dictionary is refused. */
export const dictItemAdd = endpoint({
  method: 'POST',
  path: '/sys/dictItem/add',
  source: 'SysDictItemController#add',
  since: '3.4.0',
  access: { button: 'dict:edit' },
  auth: true,
  body: dictItemAddBodySchema,
  response: messageResult,
});

/** `PUT|POST /sys/dictItem/edit`: ok200 `编辑成功!`. */
export const dictItemEdit = endpoint({
  method: 'PUT',
  path: '/sys/dictItem/edit',
  source: 'SysDictItemController#edit',
  since: '3.4.0',
  access: { button: 'dict:edit' },
  auth: true,
  alsoMethods: ['POST'],
  body: dictItemEditBodySchema,
  response: messageResult,
});

/** `DELETE /sys/dictItem/delete?id=`: ok200 `删除成功!`. */
export const dictItemDelete = endpoint({
  method: 'DELETE',
  path: '/sys/dictItem/delete',
  source: 'SysDictItemController#delete',
  since: '3.4.0',
  access: { button: 'dict:edit' },
  auth: true,
  query: idQuery,
  response: messageResult,
});

/** `DELETE /sys/dictItem/deleteBatch?ids=`: ok200 `删除成功!`. */
export const dictItemDeleteBatch = endpoint({
  method: 'DELETE',
  path: '/sys/dictItem/deleteBatch',
  source: 'SysDictItemController#deleteBatch',
  since: '3.4.0',
  access: { button: 'dict:edit' },
  auth: true,
  query: idsQuery,
  response: messageResult,
});

/** `GET /sys/dictItem/dictItemCheck?dictId=&itemValue=&id=`: ok200 `该值可用！` / err500 `该值不可用，系统中已存在！`. */
export const dictItemCheck = endpoint({
  method: 'GET',
  path: '/sys/dictItem/dictItemCheck',
  access: { menu: '/isystem/dict' },
  auth: true,
  query: z.looseObject({ dictId: required('dictId'), itemValue: text(100), id: text(32).optional() }),
  response: messageResult,
});

/** `GET /sys/dict/exportXls`: the dictionaries (list filters or `selections`) as `数据字典.xls`. */
export const dictExportXls = exportXlsEndpoint(
  '/sys/dict/exportXls',
  { menu: '/isystem/dict' },
  { source: 'SysDictController#exportXls', since: '3.4.0', ...ANY_METHOD },
);
/** `POST /sys/dict/importExcel`: row-level import of dictionaries (codes unique, recycle bin included). */
export const dictImportExcel = importExcelEndpoint(
  '/sys/dict/importExcel',
  { button: 'dict:add' },
  { source: 'SysDictController#importExcel', since: '3.4.0' },
);

/** One row of the dictionaries sheet. */
export const dictImportRowSchema = z.object({
  dictName: z.string().trim().min(1, '字典名称不能为空').max(100),
  dictCode: dictCodeText,
  description: z.string().trim().max(255).optional(),
  type: z.enum(['0', '1'], { error: '字典类型只能是 0（字符串）或 1（数字）' }).optional(),
});
export type DictImportRow = z.output<typeof dictImportRowSchema>;
