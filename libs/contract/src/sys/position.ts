import { z } from 'zod';
import { endpoint } from '../endpoint';
import { ANY_METHOD, exportXlsEndpoint, importExcelEndpoint } from '../import-export';
import { dateTimeString, listQuerySchema, pageSchema, resultSchema } from '../result';
import { idList, idText, optionalText, requiredText } from './fields';

/** Positions, `/sys/position/*` (contract §6.6): JeecgBoot's generated CRUD, so ok200 answers. */

/** `SysPosition`: `postRank` is a `position_rank` dictionary value. */
export const sysPositionSchema = z.looseObject({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  postRank: z.string().nullable(),
  companyId: z.string().nullable(),
  createBy: z.string().nullable(),
  createTime: dateTimeString.nullable(),
  updateBy: z.string().nullable(),
  updateTime: dateTimeString.nullable(),
  sysOrgCode: z.string().nullable(),
});
export type SysPosition = z.infer<typeof sysPositionSchema>;

export const POSITION_CODE_PATTERN = /^[A-Za-z0-9_-]{1,100}$/;

const positionFields = {
  code: z
    .string({ error: '职务编码不能为空' })
    .trim()
    .regex(POSITION_CODE_PATTERN, '职务编码只能包含字母、数字、下划线和中划线，长度1-100位'),
  name: requiredText(100, '职务名称不能为空'),
  postRank: optionalText(10),
  companyId: optionalText(64),
};
export const positionAddBodySchema = z.looseObject(positionFields);
export type PositionAddBody = z.input<typeof positionAddBodySchema>;
export type PositionAddValues = z.output<typeof positionAddBodySchema>;
export const positionEditBodySchema = z.looseObject({ id: idText(), ...positionFields });
export type PositionEditBody = z.input<typeof positionEditBodySchema>;
export type PositionEditValues = z.output<typeof positionEditBodySchema>;

const messageResult = resultSchema(z.string().nullable());

/** `GET list`: ok200 IPage with `postRank_dictText`. */
export const positionList = endpoint({
  method: 'GET',
  path: '/sys/position/list',
  access: { menu: '/isystem/position' },
  auth: true,
  query: listQuerySchema,
  response: resultSchema(pageSchema(sysPositionSchema).nullable()),
});

/** `POST add`: ok200 `添加成功！`; a taken code err500 `职务编码已存在`. */
export const positionAdd = endpoint({
  method: 'POST',
  path: '/sys/position/add',
  source: 'SysPositionController#add',
  since: '3.4.0',
  access: { button: 'position:add' },
  auth: true,
  body: positionAddBodySchema,
  response: messageResult,
});

/** `PUT|POST edit`: ok200 `编辑成功!`; err500 `未找到对应数据`. */
export const positionEdit = endpoint({
  method: 'PUT',
  path: '/sys/position/edit',
  source: 'SysPositionController#edit',
  since: '3.4.0',
  access: { button: 'position:edit' },
  auth: true,
  alsoMethods: ['POST'],
  body: positionEditBodySchema,
  response: messageResult,
});

/** `DELETE delete?id=`: ok200 `删除成功!`. */
export const positionDelete = endpoint({
  method: 'DELETE',
  path: '/sys/position/delete',
  source: 'SysPositionController#delete',
  since: '3.4.0',
  access: { button: 'position:delete' },
  auth: true,
  query: z.looseObject({ id: idText() }),
  response: messageResult,
});

/** `DELETE deleteBatch?ids=`: ok200 `批量删除成功!`. */
export const positionDeleteBatch = endpoint({
  method: 'DELETE',
  path: '/sys/position/deleteBatch',
  source: 'SysPositionController#deleteBatch',
  since: '3.4.0',
  access: { button: 'position:batch_delete' },
  auth: true,
  query: z.looseObject({ ids: idList() }),
  response: messageResult,
});

/** `GET queryById?id=`: ok200 SysPosition; err500 `未找到对应数据`. */
export const positionQueryById = endpoint({
  method: 'GET',
  path: '/sys/position/queryById',
  access: { menu: '/isystem/position' },
  auth: true,
  query: z.looseObject({ id: idText() }),
  response: resultSchema(sysPositionSchema.nullable()),
});

/** `GET queryByCode?code=`: ok0 SysPosition; err500 `未找到对应实体`. */
export const positionQueryByCode = endpoint({
  method: 'GET',
  path: '/sys/position/queryByCode',
  access: [{ menu: '/isystem/position' }, { menu: '/isystem/user' }],
  auth: true,
  query: z.looseObject({ code: z.string({ error: 'code不能为空' }).trim().min(1, 'code不能为空').max(100) }),
  response: resultSchema(sysPositionSchema.nullable()),
});

/** `GET exportXls`: `职务表.xls`. */
export const positionExportXls = exportXlsEndpoint(
  '/sys/position/exportXls',
  { button: 'position:export' },
  { source: 'SysPositionController#exportXls', since: '3.4.0', ...ANY_METHOD },
);
/** `POST importExcel`: row-level import. */
export const positionImportExcel = importExcelEndpoint(
  '/sys/position/importExcel',
  { button: 'position:import' },
  { source: 'SysPositionController#importExcel', since: '3.4.0' },
);

/** One row of the positions sheet. */
export const positionImportRowSchema = z.object(positionFields);
export type PositionImportRow = z.output<typeof positionImportRowSchema>;
