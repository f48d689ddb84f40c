import { z } from 'zod';
import { endpoint } from '../endpoint';
import { ANY_METHOD, exportXlsEndpoint, importExcelEndpoint } from '../import-export';
import { dateTimeString, listQuerySchema, pageSchema, resultSchema } from '../result';
import { departSearchBy } from './system';
import { departTreeNodeSchema, sysDepartSchema, sysUserSchema } from './user';

/**
 * Department administration (contract §6.3), the department permissions of §6.4/§6.5, the department roles
 * (`/sys/sysDepartRole/*`), the user-in-department endpoints of §6.1 and the address book. `queryTreeList`
 * stays in `user.ts`, where the login flow defined it.
 */

export { departSearchBy };

const text = (max = 500) => z.string().max(max);
const optionalText = (max = 500) => text(max).nullable().optional();
const required = (field: string, max = 64) =>
  z
    .string({ error: `${field}不能为空` })
    .trim()
    .min(1, `${field}不能为空`)
    .max(max);
const messageResult = resultSchema(z.string().nullable());
const idList = (field: string) => z.string().trim().min(1, `${field}不能为空`).max(20000);

/** `DepartIdModel` (contract §6.3): key = value = id, title = name, children always an array. */
export interface DepartIdModel {
  key: string;
  value: string;
  title: string;
  children: DepartIdModel[];
}
export const departIdModelSchema: z.ZodType<DepartIdModel> = z.lazy(() =>
  z.object({ key: z.string(), value: z.string(), title: z.string(), children: z.array(departIdModelSchema) }),
);

/** `org_category`: 1 company, 2 department, 3 post. */
const orgCategory = z.enum(['1', '2', '3'], { error: '机构类别只能是 1（公司）、2（部门）或 3（岗位）' });

/** Body of `POST /sys/sysDepart/add`: the server generates `orgCode` and `orgType` (contract §6.3). */
export const departAddBodySchema = z.looseObject({
  parentId: optionalText(32),
  departName: z.string().trim().min(1, '机构名称不能为空').max(100),
  departNameEn: optionalText(500),
  departNameAbbr: optionalText(500),
  departOrder: z.coerce.number().int().min(-1_000_000).max(1_000_000).nullable().optional(),
  description: optionalText(2000),
  orgCategory: orgCategory.nullable().optional(),
  mobile: optionalText(32),
  fax: optionalText(32),
  address: optionalText(100),
  memo: optionalText(500),
  status: z.enum(['0', '1']).nullable().optional(),
  qywxIdentifier: optionalText(100),
});
export type DepartAddBody = z.input<typeof departAddBodySchema>;
export type DepartAddValues = z.output<typeof departAddBodySchema>;

export const departEditBodySchema = departAddBodySchema.extend({ id: required('id', 32) });
export type DepartEditBody = z.input<typeof departEditBodySchema>;
export type DepartEditValues = z.output<typeof departEditBodySchema>;

/** `GET queryDepartTreeSync`: one level, `isLeaf` from a child count, `children: []`. */
export const departQueryTreeSync = endpoint({
  method: 'GET',
  path: '/sys/sysDepart/queryDepartTreeSync',
  access: 'self',
  auth: true,
  query: z.looseObject({
    pid: text(32).optional(),
    ids: text(4000).optional(),
    primaryKey: z.enum(['id', 'orgCode']).optional(),
  }),
  response: resultSchema(z.array(departTreeNodeSchema).nullable()),
});

/** `GET queryIdTree`: ok0 `DepartIdModel[]`. */
export const departQueryIdTree = endpoint({
  method: 'GET',
  path: '/sys/sysDepart/queryIdTree',
  access: 'self',
  auth: true,
  response: resultSchema(z.array(departIdModelSchema).nullable()),
});

/** `GET queryMyDeptTreeList`: the user identity in `message` ("2" leader with the tree, "1" with null). */
export const departQueryMyDeptTreeList = endpoint({
  method: 'GET',
  path: '/sys/sysDepart/queryMyDeptTreeList',
  access: 'self',
  auth: true,
  response: resultSchema(z.array(departTreeNodeSchema).nullable()),
});

/** `GET queryAllParentId`: per id (or org code) the root-to-self id path and the departments on it. */
export const departQueryAllParentId = endpoint({
  method: 'GET',
  path: '/sys/sysDepart/queryAllParentId',
  access: 'self',
  auth: true,
  query: z.looseObject({ departId: text(4000).optional(), orgCode: text(4000).optional() }),
  response: resultSchema(
    z
      .record(
        z.string(),
        z.object({ parentIds: z.array(z.string()), parentMap: z.record(z.string(), sysDepartSchema) }),
      )
      .nullable(),
  ),
});

/** `POST add`: ok200 `添加成功！`. */
export const departAdd = endpoint({
  method: 'POST',
  path: '/sys/sysDepart/add',
  source: 'SysDepartController#add',
  since: '3.4.0',
  access: { button: 'depart:add' },
  auth: true,
  body: departAddBodySchema,
  response: messageResult,
});

/** `PUT|POST edit`: ok200 `修改成功!`; unknown id err500 `未找到对应实体`. */
export const departEdit = endpoint({
  method: 'PUT',
  path: '/sys/sysDepart/edit',
  source: 'SysDepartController#edit',
  since: '3.4.0',
  access: { button: 'depart:edit' },
  auth: true,
  alsoMethods: ['POST'],
  body: departEditBodySchema,
  response: messageResult,
});

/** `DELETE delete?id=`: physical, with every descendant and their links; ok200 `删除成功!`. */
export const departDelete = endpoint({
  method: 'DELETE',
  path: '/sys/sysDepart/delete',
  source: 'SysDepartController#delete',
  since: '3.4.0',
  access: { button: 'depart:delete' },
  auth: true,
  query: z.looseObject({ id: required('id') }),
  response: messageResult,
});

/** `DELETE deleteBatch?ids=`: ok200 `删除成功!`. */
export const departDeleteBatch = endpoint({
  method: 'DELETE',
  path: '/sys/sysDepart/deleteBatch',
  source: 'SysDepartController#deleteBatch',
  since: '3.4.0',
  access: { button: 'depart:delete' },
  auth: true,
  query: z.looseObject({ ids: idList('ids') }),
  response: messageResult,
});

/** Diff-semantics grant body (contract §6.4): inserts `permissionIds - lastpermissionIds`, deletes the reverse. */
const grantFields = {
  permissionIds: text(100_000).nullable().optional(),
  lastpermissionIds: text(100_000).nullable().optional(),
};

/** `GET /sys/permission/queryDepartPermission?departId=`: ok0 permission id list. */
export const departPermissionQuery = endpoint({
  method: 'GET',
  path: '/sys/permission/queryDepartPermission',
  access: [{ menu: '/isystem/depart' }, { menu: '/isystem/departUserList' }],
  auth: true,
  query: z.looseObject({ departId: required('departId') }),
  response: resultSchema(z.array(z.string()).nullable()),
});

export const saveDepartPermissionBodySchema = z.looseObject({ departId: required('departId'), ...grantFields });
export type SaveDepartPermissionBody = z.input<typeof saveDepartPermissionBodySchema>;

/** `POST /sys/permission/saveDepartPermission`: diff semantics; ok200 `保存成功！`. */
export const departPermissionSave = endpoint({
  method: 'POST',
  path: '/sys/permission/saveDepartPermission',
  source: 'SysPermissionController#saveDepartPermission',
  since: '3.4.0',
  access: { button: 'depart:edit' },
  auth: true,
  body: saveDepartPermissionBodySchema,
  response: messageResult,
});

/**
 * Authorisation tree node of the role screens (contract §6.2, quirk §14.12): the name only in `slotTitle`,
 * `title`/`label` null, `children` an array for folders and null for leaves.
 */
export interface RoleTreeModel {
  key: string;
  value: string;
  title: null;
  slotTitle: string;
  label?: null;
  parentId: string | null;
  icon?: string | null;
  isLeaf: boolean;
  ruleFlag: number | null;
  scopedSlots: { title: string } | null;
  children: RoleTreeModel[] | null;
}
export const roleTreeModelSchema: z.ZodType<RoleTreeModel> = z.lazy(() =>
  z.looseObject({
    key: z.string(),
    value: z.string(),
    title: z.null(),
    slotTitle: z.string(),
    label: z.null().optional(),
    parentId: z.string().nullable(),
    icon: z.string().nullable().optional(),
    isLeaf: z.boolean(),
    ruleFlag: z.number().int().nullable(),
    scopedSlots: z.object({ title: z.string() }).nullable(),
    children: z.array(roleTreeModelSchema).nullable(),
  }),
);

/** `GET /sys/sysDepartPermission/queryTreeListForDeptRole?departId=`: the department's menus only. */
export const deptRoleTreeList = endpoint({
  method: 'GET',
  path: '/sys/sysDepartPermission/queryTreeListForDeptRole',
  access: [{ menu: '/isystem/depart' }, { menu: '/isystem/departUserList' }],
  auth: true,
  query: z.looseObject({ departId: required('departId') }),
  response: resultSchema(z.object({ treeList: z.array(roleTreeModelSchema), ids: z.array(z.string()) }).nullable()),
});

/** `GET /sys/sysDepartPermission/queryDeptRolePermission?roleId=` (a sys_depart_role id): ok0 id list. */
export const deptRolePermissionQuery = endpoint({
  method: 'GET',
  path: '/sys/sysDepartPermission/queryDeptRolePermission',
  access: [{ menu: '/isystem/depart' }, { menu: '/isystem/departUserList' }],
  auth: true,
  query: z.looseObject({ roleId: required('roleId') }),
  response: resultSchema(z.array(z.string()).nullable()),
});

export const saveDeptRolePermissionBodySchema = z.looseObject({ roleId: required('roleId'), ...grantFields });
export type SaveDeptRolePermissionBody = z.input<typeof saveDeptRolePermissionBodySchema>;

/** `POST /sys/sysDepartPermission/saveDeptRolePermission`: diff semantics; ok200 `保存成功！` / err500 `授权失败！`. */
export const deptRolePermissionSave = endpoint({
  method: 'POST',
  path: '/sys/sysDepartPermission/saveDeptRolePermission',
  source: 'SysDepartPermissionController#saveDeptRolePermission',
  since: '3.4.0',
  access: { button: 'depart:edit' },
  auth: true,
  body: saveDeptRolePermissionBodySchema,
  response: messageResult,
});

/** `SysDepartRole` (contract §6.3). */
export const sysDepartRoleSchema = z.looseObject({
  id: z.string(),
  departId: z.string(),
  roleName: z.string(),
  roleCode: z.string(),
  description: z.string().nullable(),
  createBy: z.string().nullable(),
  createTime: dateTimeString.nullable(),
  updateBy: z.string().nullable(),
  updateTime: dateTimeString.nullable(),
});
export type SysDepartRole = z.infer<typeof sysDepartRoleSchema>;

export const departRoleAddBodySchema = z.looseObject({
  departId: required('部门'),
  roleName: z.string().trim().min(1, '部门角色名称不能为空').max(200),
  roleCode: z
    .string()
    .trim()
    .min(1, '部门角色编码不能为空')
    .max(100)
    .regex(/^[A-Za-z0-9_]+$/, '部门角色编码只能包含字母、数字和下划线'),
  description: optionalText(255),
});
export type DepartRoleAddBody = z.input<typeof departRoleAddBodySchema>;
export type DepartRoleAddValues = z.output<typeof departRoleAddBodySchema>;
export const departRoleEditBodySchema = departRoleAddBodySchema.partial().extend({ id: required('id', 32) });
export type DepartRoleEditBody = z.input<typeof departRoleEditBodySchema>;
export type DepartRoleEditValues = z.output<typeof departRoleEditBodySchema>;

/** `GET /sys/sysDepartRole/list?deptId=`: ok200 IPage (generated controller). */
export const departRoleList = endpoint({
  method: 'GET',
  path: '/sys/sysDepartRole/list',
  access: [{ menu: '/isystem/depart' }, { menu: '/isystem/departUserList' }],
  auth: true,
  query: listQuerySchema.extend({ deptId: text(32).optional() }),
  response: resultSchema(pageSchema(sysDepartRoleSchema).nullable()),
});

/** `POST add`: ok200 `添加成功！`; a role code already used in the department is refused. */
export const departRoleAdd = endpoint({
  method: 'POST',
  path: '/sys/sysDepartRole/add',
  source: 'SysDepartRoleController#add',
  since: '3.4.0',
  access: { button: 'depart:edit' },
  auth: true,
  body: departRoleAddBodySchema,
  response: messageResult,
});

/** `PUT|POST edit`: ok200 `编辑成功!`. */
export const departRoleEdit = endpoint({
  method: 'PUT',
  path: '/sys/sysDepartRole/edit',
  source: 'SysDepartRoleController#edit',
  since: '3.4.0',
  access: { button: 'depart:edit' },
  auth: true,
  alsoMethods: ['POST'],
  body: departRoleEditBodySchema,
  response: messageResult,
});

/** `DELETE delete?id=`: with its permissions and user links; ok200 `删除成功!`. */
export const departRoleDelete = endpoint({
  method: 'DELETE',
  path: '/sys/sysDepartRole/delete',
  source: 'SysDepartRoleController#delete',
  since: '3.4.0',
  access: { button: 'depart:edit' },
  auth: true,
  query: z.looseObject({ id: required('id') }),
  response: messageResult,
});

/** `DELETE deleteBatch?ids=`: ok200 `批量删除成功!`. */
export const departRoleDeleteBatch = endpoint({
  method: 'DELETE',
  path: '/sys/sysDepartRole/deleteBatch',
  source: 'SysDepartRoleController#deleteBatch',
  since: '3.4.0',
  access: { button: 'depart:edit' },
  auth: true,
  query: z.looseObject({ ids: idList('ids') }),
  response: messageResult,
});

/** `GET getDeptRoleList?departId=&userId=`: ok200 the department's roles. */
export const departRoleListOfDepart = endpoint({
  method: 'GET',
  path: '/sys/sysDepartRole/getDeptRoleList',
  access: [{ menu: '/isystem/depart' }, { menu: '/isystem/departUserList' }],
  auth: true,
  query: z.looseObject({ departId: required('departId'), userId: text(32).optional() }),
  response: resultSchema(z.array(sysDepartRoleSchema).nullable()),
});

/** `sys_depart_role_user` row. */
export const sysDepartRoleUserSchema = z.looseObject({ id: z.string(), userId: z.string(), droleId: z.string() });

/** `GET getDeptRoleByUserId?userId=&departId=`: ok200 the user's links to that department's roles. */
export const departRoleByUser = endpoint({
  method: 'GET',
  path: '/sys/sysDepartRole/getDeptRoleByUserId',
  access: [{ menu: '/isystem/depart' }, { menu: '/isystem/departUserList' }],
  auth: true,
  query: z.looseObject({ userId: required('userId'), departId: required('departId') }),
  response: resultSchema(z.array(sysDepartRoleUserSchema).nullable()),
});

export const deptRoleUserAddBodySchema = z.looseObject({
  userId: required('userId'),
  newRoleId: text(20000).nullable().optional(),
  oldRoleId: text(20000).nullable().optional(),
});
export type DeptRoleUserAddBody = z.input<typeof deptRoleUserAddBodySchema>;

/** `POST deptRoleUserAdd`: diff of the user's department roles (`newRoleId` vs `oldRoleId`); ok200 `添加成功!`. */
export const departRoleUserAdd = endpoint({
  method: 'POST',
  path: '/sys/sysDepartRole/deptRoleUserAdd',
  source: 'SysDepartRoleController#deptRoleAdd',
  since: '3.4.0',
  access: { button: 'depart:edit' },
  auth: true,
  body: deptRoleUserAddBodySchema,
  response: messageResult,
});

/** A `departUserList` record: `orgCode` is overwritten with the user's department names (quirk). */
export const departUserRecordSchema = sysUserSchema;

/** `GET /sys/user/departUserList?depId=`: users of the department and its sub-departments; null without departments. */
export const departUserList = endpoint({
  method: 'GET',
  path: '/sys/user/departUserList',
  access: [{ menu: '/isystem/depart' }, { menu: '/isystem/departUserList' }],
  auth: true,
  query: listQuerySchema.extend({ depId: text(32).optional() }),
  response: resultSchema(pageSchema(departUserRecordSchema).nullable()),
});

export const editSysDepartWithUserBodySchema = z.looseObject({
  depId: required('depId'),
  userIdList: z.array(z.string().trim().min(1).max(32)).min(1, '请选择用户').max(1000),
});
export type EditSysDepartWithUserBody = z.input<typeof editSysDepartWithUserBodySchema>;

/** `POST /sys/user/editSysDepartWithUser`: adds users to a department (existing links kept); ok0 `添加成功!`. */
export const editSysDepartWithUser = endpoint({
  method: 'POST',
  path: '/sys/user/editSysDepartWithUser',
  source: 'SysUserController#editSysDepartWithUser',
  since: '3.4.0',
  access: { button: 'depart:edit' },
  auth: true,
  body: editSysDepartWithUserBodySchema,
  response: messageResult,
});

/** `DELETE /sys/user/deleteUserInDepart?depId=&userId=`: ok200 `删除成功!`. */
export const deleteUserInDepart = endpoint({
  method: 'DELETE',
  path: '/sys/user/deleteUserInDepart',
  source: 'SysUserController#deleteUserInDepart',
  since: '3.4.0',
  access: { button: 'depart:edit' },
  auth: true,
  query: z.looseObject({ depId: required('depId'), userId: required('userId') }),
  response: messageResult,
});

/** `DELETE /sys/user/deleteUserInDepartBatch?depId=&userIds=`: ok200 `删除成功!`. */
export const deleteUserInDepartBatch = endpoint({
  method: 'DELETE',
  path: '/sys/user/deleteUserInDepartBatch',
  source: 'SysUserController#deleteUserInDepartBatch',
  since: '3.4.0',
  access: { button: 'depart:edit' },
  auth: true,
  query: z.looseObject({ depId: required('depId'), userIds: idList('userIds') }),
  response: messageResult,
});

/** `GET /sys/user/userDepartList?userId=`: ok0 `查找成功`; none -> `success:false`, code 0, `查找失败`. */
export const userDepartList = endpoint({
  method: 'GET',
  path: '/sys/user/userDepartList',
  access: [{ menu: '/isystem/user' }, { menu: '/isystem/depart' }, { menu: '/isystem/departUserList' }],
  auth: true,
  query: z.looseObject({ userId: required('userId') }),
  response: resultSchema(z.array(departIdModelSchema).nullable()),
});

/**
 * Address-book record (`queryByOrgCodeForAddressList`): one row per user, the departments of the chosen
 * subtree joined with ` | ` in `departName`; `post` holds position codes, `post_dictText` their names.
 */
export const addressBookRecordSchema = z.looseObject({
  userId: z.string(),
  username: z.string(),
  realname: z.string(),
  avatar: z.string().nullable(),
  sex: z.number().int().nullable(),
  workNo: z.string().nullable(),
  post: z.string().nullable(),
  post_dictText: z.string().optional(),
  telephone: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  departId: z.string(),
  departName: z.string(),
  orgCode: z.string(),
});
export type AddressBookRecord = z.infer<typeof addressBookRecordSchema>;

/** `GET /sys/user/queryByOrgCodeForAddressList`: users of a department subtree (by org code prefix), ok200 IPage. */
export const addressBookList = endpoint({
  method: 'GET',
  path: '/sys/user/queryByOrgCodeForAddressList',
  access: { menu: '/isystem/addressList' },
  auth: true,
  query: z.looseObject({
    pageNo: z.coerce.number().int().min(1).max(100000).optional(),
    pageSize: z.coerce.number().int().min(1).max(1000).optional(),
    orgCode: text(64).optional(),
    realname: text(100).optional(),
    workNo: text(100).optional(),
    _t: z.string().optional(),
  }),
  response: resultSchema(pageSchema(addressBookRecordSchema).nullable()),
});

/** `GET /sys/sysDepart/exportXls`: the departments (list filters or `selections`) as `部门信息.xls`. */
export const departExportXls = exportXlsEndpoint(
  '/sys/sysDepart/exportXls',
  { menu: '/isystem/depart' },
  { source: 'SysDepartController#exportXls', since: '3.4.0', ...ANY_METHOD },
);
/** `POST /sys/sysDepart/importExcel`: row-level import; a row's parent is the department coded like its prefix. */
export const departImportExcel = importExcelEndpoint(
  '/sys/sysDepart/importExcel',
  { button: 'depart:add' },
  { source: 'SysDepartController#importExcel', since: '3.4.0' },
);

/** One row of the departments sheet: `orgCode` places it in the tree (parent = code minus its last level). */
export const departImportRowSchema = z.object({
  departName: z.string().trim().min(1, '机构名称不能为空').max(100),
  orgCode: z
    .string()
    .trim()
    .max(64)
    .regex(/^([A-Z]\d{2})+$/, '机构编码格式应为 A01、A01A01 …'),
  departNameEn: z.string().trim().max(500).optional(),
  departNameAbbr: z.string().trim().max(500).optional(),
  orgCategory: orgCategory.optional(),
  departOrder: z.coerce.number().int().min(-1_000_000).max(1_000_000).optional(),
  mobile: z.string().trim().max(32).optional(),
  fax: z.string().trim().max(32).optional(),
  address: z.string().trim().max(100).optional(),
  memo: z.string().trim().max(500).optional(),
});
export type DepartImportRow = z.output<typeof departImportRowSchema>;

/**
 * Data rules of a department's menu (DepartDataruleModal.vue) and of a department role's menu
 * (DeptRoleDataruleModal.vue), issue #30. The real handlers read `permissionId`, `departId`/`roleId` and
 * `dataRuleIds` (comma list, `''` clears) from a JSONObject; err500 when the menu is not granted yet.
 */
const dataRuleIds = z.string().max(4000).nullable().optional();
export const departDataRuleSaveBodySchema = z.looseObject({
  permissionId: required('permissionId'),
  departId: required('departId'),
  dataRuleIds,
});
export type DepartDataRuleSaveBody = z.input<typeof departDataRuleSaveBodySchema>;

/** `POST /sys/sysDepartPermission/datarule`: ok200 `保存成功!`; err500 `请先保存部门菜单权限!`. */
export const departDataRuleSave = endpoint({
  method: 'POST',
  path: '/sys/sysDepartPermission/datarule',
  source: 'SysDepartPermissionController#saveDatarule',
  since: '3.4.0',
  access: { button: 'depart:edit' },
  auth: true,
  body: departDataRuleSaveBodySchema,
  response: messageResult,
});

export const deptRoleDataRuleSaveBodySchema = z.looseObject({
  permissionId: required('permissionId'),
  roleId: required('roleId'),
  dataRuleIds,
});
export type DeptRoleDataRuleSaveBody = z.input<typeof deptRoleDataRuleSaveBodySchema>;

/** `POST /sys/sysDepartRole/datarule`: ok200 `保存成功!`; err500 `请先保存角色菜单权限!`. */
export const deptRoleDataRuleSave = endpoint({
  method: 'POST',
  path: '/sys/sysDepartRole/datarule',
  source: 'SysDepartRoleController#saveDatarule',
  since: '3.4.0',
  access: { button: 'depart:edit' },
  auth: true,
  body: deptRoleDataRuleSaveBodySchema,
  response: messageResult,
});
