import { z } from 'zod';
import { endpoint } from '../endpoint';
import { dateTimeString, resultSchema } from '../result';
import { idList, idText, optionalFlag, optionalText, requiredText } from './fields';

/**
 * Menu and permission administration, `/sys/permission/*` (contract §6.4, §3.2); the signed-in user's
 * own menu (`getUserPermissionByToken`) is in `./permission`.
 */

/** `SysPermissionTree` (contract §6.4): `leaf` and `isLeaf` both present; `children` null on leaves. */
export interface SysPermissionTree {
  id: string;
  key: string;
  title: string;
  parentId: string | null;
  name: string;
  perms: string | null;
  permsType: string | null;
  icon: string | null;
  component: string | null;
  componentName: string | null;
  url: string | null;
  redirect: string | null;
  sortNo: number;
  menuType: number;
  isLeaf: boolean;
  leaf: boolean;
  route: boolean;
  keepAlive: boolean;
  alwaysShow: boolean;
  hidden: boolean;
  hideTab: boolean;
  internalOrExternal: boolean;
  description: string | null;
  delFlag: number;
  ruleFlag: number;
  status: string | null;
  createBy: string | null;
  createTime: string | null;
  updateBy: string | null;
  updateTime: string | null;
  children: SysPermissionTree[] | null;
}
export const sysPermissionTreeSchema: z.ZodType<SysPermissionTree> = z.lazy(() =>
  z.looseObject({
    id: z.string(),
    key: z.string(),
    title: z.string(),
    parentId: z.string().nullable(),
    name: z.string(),
    perms: z.string().nullable(),
    permsType: z.string().nullable(),
    icon: z.string().nullable(),
    component: z.string().nullable(),
    componentName: z.string().nullable(),
    url: z.string().nullable(),
    redirect: z.string().nullable(),
    sortNo: z.number(),
    menuType: z.number().int(),
    isLeaf: z.boolean(),
    leaf: z.boolean(),
    route: z.boolean(),
    keepAlive: z.boolean(),
    alwaysShow: z.boolean(),
    hidden: z.boolean(),
    hideTab: z.boolean(),
    internalOrExternal: z.boolean(),
    description: z.string().nullable(),
    delFlag: z.number().int(),
    ruleFlag: z.number().int(),
    status: z.string().nullable(),
    createBy: z.string().nullable(),
    createTime: dateTimeString.nullable(),
    updateBy: z.string().nullable(),
    updateTime: dateTimeString.nullable(),
    children: z.array(sysPermissionTreeSchema).nullable(),
  }),
);

/**
 * `TreeModel` of the authorisation trees (contract §6.2, §6.4): the permission variant carries `title`,
 * `label` and `icon`; the role variant only `slotTitle`, with `scopedSlots:{title:'hasDatarule'}` on menus
 * that have data rules.
 */
export interface PermissionTreeModel {
  key: string;
  title: string | null;
  slotTitle: string;
  label: string | null;
  value: string;
  parentId: string | null;
  icon?: string | null;
  isLeaf: boolean;
  ruleFlag: number | null;
  scopedSlots: { title: string } | null;
  children: PermissionTreeModel[] | null;
}
export const permissionTreeModelSchema: z.ZodType<PermissionTreeModel> = z.lazy(() =>
  z.looseObject({
    key: z.string(),
    title: z.string().nullable(),
    slotTitle: z.string(),
    label: z.string().nullable(),
    value: z.string(),
    parentId: z.string().nullable(),
    icon: z.string().nullable().optional(),
    isLeaf: z.boolean(),
    ruleFlag: z.number().int().nullable(),
    scopedSlots: z.object({ title: z.string() }).nullable(),
    children: z.array(permissionTreeModelSchema).nullable(),
  }),
);
export const permissionTreeListSchema = z.object({
  treeList: z.array(permissionTreeModelSchema),
  ids: z.array(z.string()),
});

/** `SysPermissionDataRule` (contract §6.4). */
export const RULE_CONDITIONS = [
  '>',
  '<',
  '!=',
  '=',
  '>=',
  '<=',
  'LEFT_LIKE',
  'RIGHT_LIKE',
  'LIKE',
  'IN',
  'USE_SQL_RULES',
] as const;
export const dataRuleSchema = z.looseObject({
  id: z.string(),
  permissionId: z.string(),
  ruleName: z.string(),
  ruleColumn: z.string().nullable(),
  ruleConditions: z.string(),
  ruleValue: z.string(),
  status: z.string(),
  createTime: dateTimeString.nullable(),
  createBy: z.string().nullable(),
  updateTime: dateTimeString.nullable(),
  updateBy: z.string().nullable(),
});
export type DataRule = z.infer<typeof dataRuleSchema>;

const dataRuleFields = {
  permissionId: idText('permissionId'),
  ruleName: requiredText(50, '规则名称不能为空'),
  ruleColumn: optionalText(50).refine((v) => !v || /^[A-Za-z_][A-Za-z0-9_]*$/.test(v), '规则字段只能是属性名'),
  ruleConditions: z.enum(RULE_CONDITIONS, { error: '条件规则不合法' }),
  ruleValue: requiredText(300, '规则值不能为空'),
  status: z.enum(['0', '1'], { error: '状态只能是 0（无效）或 1（有效）' }).optional(),
};
export const dataRuleAddBodySchema = z
  .looseObject(dataRuleFields)
  .refine((b) => b.ruleConditions === 'USE_SQL_RULES' || !!b.ruleColumn, {
    message: '规则字段不能为空',
    path: ['ruleColumn'],
  });
export const dataRuleEditBodySchema = z
  .looseObject({ id: idText(), ...dataRuleFields })
  .refine((b) => b.ruleConditions === 'USE_SQL_RULES' || !!b.ruleColumn, {
    message: '规则字段不能为空',
    path: ['ruleColumn'],
  });

export type DataRuleAddValues = z.output<typeof dataRuleAddBodySchema>;
export type DataRuleEditValues = z.output<typeof dataRuleEditBodySchema>;

const MENU_TYPE_MESSAGE = '菜单类型只能是 0（一级菜单）、1（子菜单）或 2（按钮权限）';

/** The columns of a menu/button row an admin may set (contract §6.4; normalised by the server, §3.2). */
const permissionFields = {
  parentId: optionalText(64),
  name: requiredText(100, '菜单名称不能为空'),
  url: optionalText(255),
  component: optionalText(255),
  componentName: optionalText(100),
  redirect: optionalText(255),
  menuType: z
    .union([z.number(), z.string().trim()])
    .transform((v) => Number(v))
    .pipe(z.union([z.literal(0), z.literal(1), z.literal(2)], { error: MENU_TYPE_MESSAGE })),
  perms: optionalText(255),
  permsType: z
    .union([z.enum(['0', '1', '2']), z.number(), z.null()])
    .optional()
    .transform((v) => (v === undefined || v === null ? undefined : String(v)))
    .refine((v) => v === undefined || ['0', '1', '2'].includes(v), '授权策略只能是 1（显示）或 2（禁用）'),
  sortNo: z
    .union([z.number(), z.string().trim(), z.null()])
    .optional()
    .transform((v) => (v === undefined || v === null || v === '' ? undefined : Number(v)))
    .refine((v) => v === undefined || (Number.isFinite(v) && Math.abs(v) < 1e6), '排序必须是数字'),
  alwaysShow: optionalFlag,
  icon: optionalText(100),
  route: optionalFlag,
  keepAlive: optionalFlag,
  hidden: optionalFlag,
  hideTab: optionalFlag,
  internalOrExternal: optionalFlag,
  description: optionalText(255),
  status: z.enum(['0', '1'], { error: '状态只能是 0（无效）或 1（有效）' }).nullable().optional(),
};
export const permissionAddBodySchema = z.looseObject(permissionFields);
export type PermissionAddBody = z.input<typeof permissionAddBodySchema>;
export type PermissionAddValues = z.output<typeof permissionAddBodySchema>;
export const permissionEditBodySchema = z.looseObject({ id: idText(), ...permissionFields });
export type PermissionEditBody = z.input<typeof permissionEditBodySchema>;
export type PermissionEditValues = z.output<typeof permissionEditBodySchema>;

const messageResult = resultSchema(z.string().nullable());
const treeResult = resultSchema(z.array(sysPermissionTreeSchema).nullable());

/** `GET list`: ok0 the whole tree (menus and buttons) by sort_no; B1 ignores filters. */
export const permissionList = endpoint({
  method: 'GET',
  path: '/sys/permission/list',
  access: { menu: '/isystem/permission' },
  auth: true,
  response: treeResult,
});

/** `GET getSystemMenuList`: ok0 top-level rows, `children` `[]` on folders (loaded lazily), null on leaves. */
export const permissionGetSystemMenuList = endpoint({
  method: 'GET',
  path: '/sys/permission/getSystemMenuList',
  access: { menu: '/isystem/permission' },
  auth: true,
  response: treeResult,
});

/** `GET getSystemSubmenu?parentId=`: ok0 the direct children. */
export const permissionGetSystemSubmenu = endpoint({
  method: 'GET',
  path: '/sys/permission/getSystemSubmenu',
  access: { menu: '/isystem/permission' },
  auth: true,
  query: z.looseObject({ parentId: idText('parentId') }),
  response: treeResult,
});

/** `GET getSystemSubmenuBatch?parentIds=a,b`: ok200 `{a:[…], b:[…]}`, parents without children absent. */
export const permissionGetSystemSubmenuBatch = endpoint({
  method: 'GET',
  path: '/sys/permission/getSystemSubmenuBatch',
  access: { menu: '/isystem/permission' },
  auth: true,
  query: z.looseObject({ parentIds: idList('parentIds', 4000) }),
  response: resultSchema(z.record(z.string(), z.array(sysPermissionTreeSchema)).nullable()),
});

/** `POST add`: normalised (contract §3.2), ok200 `添加成功！`. */
export const permissionAdd = endpoint({
  method: 'POST',
  path: '/sys/permission/add',
  source: 'SysPermissionController#add',
  since: '3.4.0',
  access: { button: 'permission:add' },
  auth: true,
  body: permissionAddBodySchema,
  response: messageResult,
});

/** `PUT|POST edit`: ok200 `修改成功！`; unknown id err500 `未找到对应实体`. */
export const permissionEdit = endpoint({
  method: 'PUT',
  path: '/sys/permission/edit',
  source: 'SysPermissionController#edit',
  since: '3.4.0',
  access: { button: 'permission:edit' },
  auth: true,
  alsoMethods: ['POST'],
  body: permissionEditBodySchema,
  response: messageResult,
});

/** `DELETE delete?id=`: the row, its descendants, data rules and grants; ok200 `删除成功!`. */
export const permissionDelete = endpoint({
  method: 'DELETE',
  path: '/sys/permission/delete',
  source: 'SysPermissionController#delete',
  since: '3.4.0',
  access: { button: 'permission:delete' },
  auth: true,
  query: z.looseObject({ id: idText() }),
  response: messageResult,
});

/** `DELETE deleteBatch?ids=`: ok200 `删除成功!`. */
export const permissionDeleteBatch = endpoint({
  method: 'DELETE',
  path: '/sys/permission/deleteBatch',
  source: 'SysPermissionController#deleteBatch',
  since: '3.4.0',
  access: { button: 'permission:delete' },
  auth: true,
  query: z.looseObject({ ids: idList() }),
  response: messageResult,
});

/** `GET queryTreeList`: ok0 `{treeList, ids}` (title/label variant). */
export const permissionQueryTreeList = endpoint({
  method: 'GET',
  path: '/sys/permission/queryTreeList',
  access: [
    { menu: '/isystem/permission' },
    { menu: '/isystem/roleUserList' },
    { menu: '/isystem/depart' },
    { menu: '/isystem/departUserList' },
  ],
  auth: true,
  response: resultSchema(permissionTreeListSchema.nullable()),
});

/** `GET queryRolePermission?roleId=`: ok0 the role's permission ids. */
export const permissionQueryRolePermission = endpoint({
  method: 'GET',
  path: '/sys/permission/queryRolePermission',
  access: [{ menu: '/isystem/roleUserList' }, { menu: '/isystem/permission' }],
  auth: true,
  query: z.looseObject({ roleId: idText('roleId') }),
  response: resultSchema(z.array(z.string()).nullable()),
});

/**
 * `POST saveRolePermission` `{roleId, permissionIds, lastpermissionIds}`: diff semantics (adds what is new
 * in `permissionIds`, removes what left `lastpermissionIds`); ok200 `保存成功！` / err500 `授权失败！`.
 */
export const saveRolePermissionBodySchema = z.looseObject({
  roleId: idText('roleId'),
  permissionIds: z.string().max(100000).nullable().optional(),
  lastpermissionIds: z.string().max(100000).nullable().optional(),
});
export const permissionSaveRolePermission = endpoint({
  method: 'POST',
  path: '/sys/permission/saveRolePermission',
  source: 'SysPermissionController#saveRolePermission',
  since: '3.4.0',
  access: { button: 'role:authorize' },
  auth: true,
  body: saveRolePermissionBodySchema,
  response: messageResult,
});

/** `GET getPermRuleListByPermId?permissionId=`: ok0 the menu's data rules. */
export const permissionGetPermRuleListByPermId = endpoint({
  method: 'GET',
  path: '/sys/permission/getPermRuleListByPermId',
  access: { menu: '/isystem/permission' },
  auth: true,
  query: z.looseObject({ permissionId: idText('permissionId') }),
  response: resultSchema(z.array(dataRuleSchema).nullable()),
});

/** `GET queryPermissionRule`: ok0 rules equal to every given property (`permissionId`, `ruleName`, …). */
export const permissionQueryPermissionRule = endpoint({
  method: 'GET',
  path: '/sys/permission/queryPermissionRule',
  access: { menu: '/isystem/permission' },
  auth: true,
  query: z.looseObject({
    id: z.string().max(64).optional(),
    permissionId: z.string().max(64).optional(),
    ruleName: z.string().max(50).optional(),
    ruleColumn: z.string().max(50).optional(),
    ruleConditions: z.string().max(20).optional(),
    ruleValue: z.string().max(300).optional(),
    status: z.string().max(2).optional(),
  }),
  response: resultSchema(z.array(dataRuleSchema).nullable()),
});

/** `POST addPermissionRule`: ok200 `添加成功！`; the menu's `rule_flag` becomes 1. */
export const permissionAddPermissionRule = endpoint({
  method: 'POST',
  path: '/sys/permission/addPermissionRule',
  source: 'SysPermissionController#addPermissionRule',
  since: '3.4.0',
  access: { button: 'permission:datarule' },
  auth: true,
  body: dataRuleAddBodySchema,
  response: messageResult,
});

/** `PUT|POST editPermissionRule`: ok200 `更新成功！`. */
export const permissionEditPermissionRule = endpoint({
  method: 'PUT',
  path: '/sys/permission/editPermissionRule',
  source: 'SysPermissionController#editPermissionRule',
  since: '3.4.0',
  access: { button: 'permission:datarule' },
  auth: true,
  alsoMethods: ['POST'],
  body: dataRuleEditBodySchema,
  response: messageResult,
});

/** `DELETE deletePermissionRule?id=`: ok200 `删除成功！`. */
export const permissionDeletePermissionRule = endpoint({
  method: 'DELETE',
  path: '/sys/permission/deletePermissionRule',
  source: 'SysPermissionController#deletePermissionRule',
  since: '3.4.0',
  access: { button: 'permission:datarule' },
  auth: true,
  query: z.looseObject({ id: idText() }),
  response: messageResult,
});

/**
 * A node of `queryListAsync`: SysPermissionMapper's `TreeModel` result map (id -> `key`, name -> `title`, `icon`,
 * `parentId`, `isLeaf`); the other TreeModel properties stay null.
 */
export const permissionAsyncNodeSchema = z.looseObject({
  key: z.string(),
  title: z.string().nullable(),
  icon: z.string().nullable(),
  parentId: z.string().nullable(),
  isLeaf: z.boolean(),
  slotTitle: z.null(),
  ruleFlag: z.null(),
  scopedSlots: z.null(),
  children: z.null(),
  label: z.null(),
  value: z.null(),
});
export type PermissionAsyncNode = z.infer<typeof permissionAsyncNodeSchema>;

/**
 * `GET /sys/permission/queryListAsync?pid=` (SysPermissionController#queryAsync 3.4.0, api.js `queryListAsync`,
 * marked unused by its own source): ok0 the permissions whose parent is `pid` (top level without it); none is
 * err500 「未找到角色信息」. Deleted permissions are left out (the real query does not filter them).
 */
export const permissionQueryListAsync = endpoint({
  method: 'GET',
  path: '/sys/permission/queryListAsync',
  access: { menu: '/isystem/permission' },
  auth: true,
  query: z.looseObject({ pid: z.string().max(64).optional() }),
  response: resultSchema(z.array(permissionAsyncNodeSchema).nullable()),
});
