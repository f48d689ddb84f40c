import { z } from 'zod';
import { endpoint } from '../endpoint';
import { ANY_METHOD, exportXlsEndpoint, importExcelEndpoint } from '../import-export';
import { listQuerySchema, pageSchema, resultSchema } from '../result';
import { idList, idText, optionalText, requiredText } from './fields';
import { dataRuleSchema, permissionTreeListSchema } from './permission-admin';
import { sysRoleSchema } from './system';

/**
 * Roles, `/sys/role/*` (contract §6.2). `SysRole` and `queryall` are defined in `./system` (the console's
 * role picker) and registered with this module in `endpointTable`.
 */

export const ROLE_CODE_PATTERN = /^[A-Za-z0-9_:-]{1,100}$/;
const ROLE_CODE_MESSAGE = '角色编码只能包含字母、数字、下划线、中划线和冒号，长度1-100位';

const roleFields = {
  roleName: requiredText(200, '角色名称不能为空'),
  roleCode: z.string({ error: '角色编码不能为空' }).trim().regex(ROLE_CODE_PATTERN, ROLE_CODE_MESSAGE),
  description: optionalText(255),
};
export const roleAddBodySchema = z.looseObject(roleFields);
export type RoleAddBody = z.input<typeof roleAddBodySchema>;
export type RoleAddValues = z.output<typeof roleAddBodySchema>;
export const roleEditBodySchema = z.looseObject({ id: idText(), ...roleFields });
export type RoleEditBody = z.input<typeof roleEditBodySchema>;
export type RoleEditValues = z.output<typeof roleEditBodySchema>;

const messageResult = resultSchema(z.string().nullable());

/** `GET list`: ok0 IPage<SysRole>. */
export const roleList = endpoint({
  method: 'GET',
  path: '/sys/role/list',
  access: { menu: '/isystem/roleUserList' },
  auth: true,
  query: listQuerySchema,
  response: resultSchema(pageSchema(sysRoleSchema).nullable()),
});

/** `POST add`: ok200 `添加成功！`; a taken code err500 `角色编码已存在`. */
export const roleAdd = endpoint({
  method: 'POST',
  path: '/sys/role/add',
  source: 'SysRoleController#add',
  since: '3.4.0',
  access: { button: 'role:add' },
  auth: true,
  body: roleAddBodySchema,
  response: messageResult,
});

/** `PUT|POST edit`: ok200 `修改成功!`; err500 `未找到对应实体`. */
export const roleEdit = endpoint({
  method: 'PUT',
  path: '/sys/role/edit',
  source: 'SysRoleController#edit',
  since: '3.4.0',
  access: { button: 'role:edit' },
  auth: true,
  alsoMethods: ['POST'],
  body: roleEditBodySchema,
  response: messageResult,
});

/** `DELETE delete?id=`: the role, its user links and permissions; ok200 `删除角色成功`. */
export const roleDelete = endpoint({
  method: 'DELETE',
  path: '/sys/role/delete',
  source: 'SysRoleController#delete',
  since: '3.4.0',
  access: { button: 'role:delete' },
  auth: true,
  query: z.looseObject({ id: idText() }),
  response: messageResult,
});

/** `DELETE deleteBatch?ids=`: ok200 `删除角色成功!`. */
export const roleDeleteBatch = endpoint({
  method: 'DELETE',
  path: '/sys/role/deleteBatch',
  source: 'SysRoleController#deleteBatch',
  since: '3.4.0',
  access: { button: 'role:batch_delete' },
  auth: true,
  query: z.looseObject({ ids: idList() }),
  response: messageResult,
});

/** `GET queryById?id=`: ok0 SysRole; err500 `未找到对应实体`. */
export const roleQueryById = endpoint({
  method: 'GET',
  path: '/sys/role/queryById',
  access: { menu: '/isystem/roleUserList' },
  auth: true,
  query: z.looseObject({ id: idText() }),
  response: resultSchema(sysRoleSchema.nullable()),
});

/** `GET checkRoleCode?id=&roleCode=`: ok0 `result:true` when free; `success:false` `角色编码已存在`. */
export const roleCheckRoleCode = endpoint({
  method: 'GET',
  path: '/sys/role/checkRoleCode',
  access: { menu: '/isystem/roleUserList' },
  auth: true,
  query: z.looseObject({
    id: z.string().trim().max(64).optional(),
    roleCode: z.string({ error: '角色编码不能为空' }).trim().min(1, '角色编码不能为空').max(100),
  }),
  response: resultSchema(z.boolean().nullable()),
});

/** `GET queryTreeList`: ok0 `{treeList, ids}`, the slotTitle variant (`title`/`label` null). */
export const roleQueryTreeList = endpoint({
  method: 'GET',
  path: '/sys/role/queryTreeList',
  access: { menu: '/isystem/roleUserList' },
  auth: true,
  response: resultSchema(permissionTreeListSchema.nullable()),
});

/** `GET datarule/{permissionId}/{roleId}`: ok200 `{datarule, drChecked}`; err500 `未找到权限配置信息`. */
export const roleDataRuleGet = endpoint({
  method: 'GET',
  path: '/sys/role/datarule/:permissionId/:roleId',
  access: { menu: '/isystem/roleUserList' },
  auth: true,
  params: z.object({ permissionId: idText('permissionId'), roleId: idText('roleId') }),
  response: resultSchema(z.object({ datarule: z.array(dataRuleSchema), drChecked: z.string().nullable() }).nullable()),
});

/** `POST datarule` `{permissionId, roleId, dataRuleIds}`: ok200 `保存成功!`; err500 `请先保存角色菜单权限!`. */
export const roleDataRuleSaveBodySchema = z.looseObject({
  permissionId: idText('permissionId'),
  roleId: idText('roleId'),
  dataRuleIds: z.string().max(4000).nullable().optional(),
});
export const roleDataRuleSave = endpoint({
  method: 'POST',
  path: '/sys/role/datarule',
  source: 'SysRoleController#saveDatarule',
  since: '3.4.0',
  access: { button: 'role:authorize' },
  auth: true,
  body: roleDataRuleSaveBodySchema,
  response: messageResult,
});

/** `GET exportXls`: `角色列表.xls`. */
export const roleExportXls = exportXlsEndpoint(
  '/sys/role/exportXls',
  { button: 'role:export' },
  { source: 'SysRoleController#exportXls', since: '3.4.0', ...ANY_METHOD },
);
/** `POST importExcel`: row-level import (codes must be new). */
export const roleImportExcel = importExcelEndpoint(
  '/sys/role/importExcel',
  { button: 'role:import' },
  { source: 'SysRoleController#importExcel', since: '3.4.0' },
);

/** One row of the roles sheet. */
export const roleImportRowSchema = z.object(roleFields);
export type RoleImportRow = z.output<typeof roleImportRowSchema>;
