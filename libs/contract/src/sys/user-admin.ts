import { z } from 'zod';
import { endpoint } from '../endpoint';
import { ANY_METHOD, exportXlsEndpoint, importExcelEndpoint } from '../import-export';
import { listQuerySchema, pageSchema, resultSchema } from '../result';
import {
  idList,
  idText,
  MOBILE_PATTERN,
  optionalCode,
  optionalDay,
  optionalIdList,
  optionalText,
  requiredText,
} from './fields';
import { sysUserSchema } from './user';

/**
 * User administration, `/sys/user/*` (contract §6.1). `list` lives in `./user` (foundation); the user picker's
 * `queryUserComponentData` and `getMultiUser` are defined in `./system` and registered with this module in
 * `endpointTable`.
 */

export const USERNAME_PATTERN = /^[A-Za-z0-9_]{2,50}$/;
const USERNAME_MESSAGE = '登录账号只能包含字母、数字和下划线，长度2-50位';
/** An avatar is an upload path (`temp/a_1.png`) or an http(s) URL; nothing else reaches an `<img src>`. */
const AVATAR_PATTERN = /^(https?:\/\/[^\s"'<>]+|[\w\-./]+)$/;

const messageResult = resultSchema(z.string().nullable());
/** Built once: constructing a zod schema inside a refinement costs more than the whole row check. */
const emailFormat = z.email();

/** The user columns an admin form (and an import row) may set. */
const userColumns = {
  realname: requiredText(100, '真实姓名不能为空'),
  avatar: optionalText(255).refine((v) => !v || (AVATAR_PATTERN.test(v) && !v.includes('..')), '头像地址不合法'),
  birthday: optionalDay('生日格式不正确，应为yyyy-MM-dd'),
  sex: optionalCode([0, 1, 2], '性别只能是 0（未知）、1（男）或 2（女）'),
  email: optionalText(45).refine((v) => !v || emailFormat.safeParse(v).success, '邮箱格式不正确'),
  phone: optionalText(45).refine((v) => !v || MOBILE_PATTERN.test(v), '请输入正确手机号'),
  workNo: optionalText(100),
  post: optionalText(100),
  telephone: optionalText(45).refine((v) => !v || /^[\d\-+() ]{3,45}$/.test(v), '座机号码格式不正确'),
  userIdentity: optionalCode([1, 2], '身份只能是 1（普通用户）或 2（上级）'),
  /** Departments the user leads (identity 2), comma ids. */
  departIds: optionalText(2000),
  relTenantIds: optionalText(100).refine((v) => !v || /^\d+(,\d+)*,?$/.test(v), '租户ID格式不正确'),
  status: optionalCode([1, 2], '状态只能是 1（正常）或 2（冻结）'),
};

const passwordText = z.string({ error: '密码不能为空' }).min(6, '密码长度至少6位').max(100);

/** `POST /sys/user/add` body: the user plus `selectedroles` / `selecteddeparts` (comma ids). */
export const userAddBodySchema = z
  .looseObject({
    username: z.string({ error: '登录账号不能为空' }).trim().regex(USERNAME_PATTERN, USERNAME_MESSAGE),
    password: passwordText,
    confirmpassword: z.string().max(100).nullable().optional(),
    ...userColumns,
    selectedroles: optionalIdList(),
    selecteddeparts: optionalIdList(),
  })
  .refine((b) => b.confirmpassword == null || b.confirmpassword === b.password, {
    message: '两次输入密码不一致!',
    path: ['confirmpassword'],
  });
export type UserAddBody = z.input<typeof userAddBodySchema>;
export type UserAddValues = z.output<typeof userAddBodySchema>;

/**
 * `PUT|POST /sys/user/edit` body: as add with `id`; `password` and `username` are ignored (kept), absent
 * fields keep their value; `selecteddeparts` falls back to `departIds`-style lists as in JeecgBoot.
 */
export const userEditBodySchema = z.looseObject({
  id: idText(),
  username: z.string().max(100).optional(),
  ...userColumns,
  realname: requiredText(100, '真实姓名不能为空').optional(),
  selectedroles: optionalIdList(),
  selecteddeparts: optionalIdList(),
});
export type UserEditBody = z.input<typeof userEditBodySchema>;
export type UserEditValues = z.output<typeof userEditBodySchema>;

/** `POST add`: ok200 `添加成功！`. */
export const userAdd = endpoint({
  method: 'POST',
  path: '/sys/user/add',
  source: 'SysUserController#add',
  since: '3.4.0',
  access: { button: 'user:add' },
  auth: true,
  body: userAddBodySchema,
  response: messageResult,
});

/** `PUT|POST edit`: ok200 `修改成功!`; unknown id err500 `未找到对应实体`. */
export const userEdit = endpoint({
  method: 'PUT',
  path: '/sys/user/edit',
  source: 'SysUserController#edit',
  since: '3.4.0',
  access: { button: 'user:edit' },
  auth: true,
  alsoMethods: ['POST'],
  body: userEditBodySchema,
  response: messageResult,
});

/** `DELETE delete?id=`: logical delete, ok200 `删除用户成功`. */
export const userDelete = endpoint({
  method: 'DELETE',
  path: '/sys/user/delete',
  source: 'SysUserController#delete',
  since: '3.4.0',
  access: { button: 'user:delete' },
  auth: true,
  query: z.looseObject({ id: idText() }),
  response: messageResult,
});

/** `DELETE deleteBatch?ids=a,b,`: ok200 `批量删除用户成功`. */
export const userDeleteBatch = endpoint({
  method: 'DELETE',
  path: '/sys/user/deleteBatch',
  source: 'SysUserController#deleteBatch',
  since: '3.4.0',
  access: { button: 'user:batch_delete' },
  auth: true,
  query: z.looseObject({ ids: idList() }),
  response: messageResult,
});

/** `PUT frozenBatch` body `{ids:"a,b", status:"2"}` (1 unfreeze, 2 freeze): ok200 `操作成功!`. */
export const userFrozenBatchBodySchema = z.looseObject({
  ids: idList(),
  status: z
    .union([z.number(), z.string().trim()])
    .transform((v) => Number(v))
    .pipe(z.union([z.literal(1), z.literal(2)], { error: '状态只能是 1（解冻）或 2（冻结）' })),
});
export const userFrozenBatch = endpoint({
  method: 'PUT',
  path: '/sys/user/frozenBatch',
  source: 'SysUserController#frozenBatch',
  since: '3.4.0',
  access: { button: 'user:frozen' },
  auth: true,
  body: userFrozenBatchBodySchema,
  response: messageResult,
});

/** `GET queryById?id=`: ok0 SysUser; err500 `未找到对应实体`. */
export const userQueryById = endpoint({
  method: 'GET',
  path: '/sys/user/queryById',
  access: { menu: '/isystem/user' },
  auth: true,
  query: z.looseObject({ id: idText() }),
  response: resultSchema(sysUserSchema.nullable()),
});

/**
 * `GET queryByIds?userIds=a,b` (SysUserController 3.4.0; named in DepartWindow and SysAnnouncementModal `url`
 * objects): ok0 the not-deleted users among the comma list (unknown ids are left out), as `queryById` shows them.
 */
export const userQueryByIds = endpoint({
  method: 'GET',
  path: '/sys/user/queryByIds',
  access: [{ menu: '/isystem/user' }, { menu: '/isystem/annountCement' }],
  auth: true,
  query: z.looseObject({ userIds: z.string({ error: 'userIds不能为空' }).max(20_000) }),
  response: resultSchema(z.array(sysUserSchema)),
});

/** `GET queryUserRole?userid=`: ok0 role ids; none -> err500 `未找到用户相关角色信息` (quirk). */
export const userQueryUserRole = endpoint({
  method: 'GET',
  path: '/sys/user/queryUserRole',
  access: { menu: '/isystem/user' },
  auth: true,
  query: z.looseObject({ userid: idText('userid') }),
  response: resultSchema(z.array(z.string()).nullable()),
});

/**
 * `GET checkOnlyUser` (anonymous): ok0 `result:true` when no non-deleted user has all the given values;
 * `success:false` `用户账号已存在` otherwise. Only the unique columns can be asked about.
 */
export const userCheckOnlyUser = endpoint({
  method: 'GET',
  path: '/sys/user/checkOnlyUser',
  access: 'public',
  auth: false,
  query: z.looseObject({
    id: z.string().trim().max(64).optional(),
    username: z.string().trim().max(100).optional(),
    phone: z.string().trim().max(45).optional(),
    email: z.string().trim().max(45).optional(),
    workNo: z.string().trim().max(100).optional(),
  }),
  response: resultSchema(z.boolean().nullable()),
});

/** `GET queryUserByDepId?id=&realname=`: ok0 users of the department and its sub-departments. */
export const userQueryUserByDepId = endpoint({
  method: 'GET',
  path: '/sys/user/queryUserByDepId',
  access: [{ menu: '/isystem/user' }, { menu: '/isystem/depart' }, { menu: '/isystem/departUserList' }],
  auth: true,
  query: z.looseObject({ id: idText(), realname: z.string().trim().max(100).optional() }),
  response: resultSchema(z.array(sysUserSchema).nullable()),
});

/** `PUT changePassword` (admin screen): `{username, password, confirmpassword}`; ok200 `密码修改成功!`. */
export const userChangePasswordBodySchema = z
  .looseObject({
    username: requiredText(100, '用户名不能为空'),
    password: passwordText,
    confirmpassword: z.string().max(100).nullable().optional(),
  })
  .refine((b) => b.confirmpassword == null || b.confirmpassword === b.password, {
    message: '两次输入密码不一致!',
    path: ['confirmpassword'],
  });
export const userChangePassword = endpoint({
  method: 'PUT',
  path: '/sys/user/changePassword',
  source: 'SysUserController#changePassword',
  since: '3.4.0',
  access: { button: 'user:edit' },
  auth: true,
  body: userChangePasswordBodySchema,
  response: messageResult,
});

/** `GET exportXls`: the filtered users (or `selections`) as `用户列表.xls`. */
export const userExportXls = exportXlsEndpoint(
  '/sys/user/exportXls',
  { button: 'user:export' },
  { source: 'SysUserController#exportXls', since: '3.4.0', ...ANY_METHOD },
);

/** `POST importExcel`: row-level import; imported users get password `123456`. */
export const userImportExcel = importExcelEndpoint(
  '/sys/user/importExcel',
  { button: 'user:import' },
  { source: 'SysUserController#importExcel', since: '3.4.0' },
);

/**
 * One row of the users sheet (cell texts by property; dictionary texts already turned into values).
 * Unique values are checked by the server against the database and the earlier rows.
 */
export const userImportRowSchema = z.object({
  username: z.string({ error: '登录账号不能为空' }).trim().regex(USERNAME_PATTERN, USERNAME_MESSAGE),
  ...userColumns,
});
export type UserImportRow = z.output<typeof userImportRowSchema>;

/*
 * Users of a role (the role page's user list, RoleUserList.vue of 3.4.0) and the user recycle bin
 * (UserRecycleBinModal.vue), after SysUserController of 3.4.0 (issue #30: the real client called them, the emulator
 * did not serve them).
 */

/** `GET userRoleList?roleId=&username=`: ok0 IPage of the role's non-deleted users (`getUserByRoleId`). */
export const userRoleList = endpoint({
  method: 'GET',
  path: '/sys/user/userRoleList',
  access: { menu: '/isystem/roleUserList' },
  auth: true,
  query: listQuerySchema.extend({
    roleId: z.string().trim().max(64).optional(),
    username: z.string().trim().max(100).optional(),
  }),
  response: resultSchema(pageSchema(sysUserSchema).nullable()),
});

/** `SysUserRoleVO`: `{roleId, userIdList}`; links already there are kept (no duplicates). */
export const addSysUserRoleBodySchema = z.looseObject({
  roleId: idText('roleId'),
  userIdList: z.array(z.string().trim().min(1).max(64)).max(1000, '一次最多添加1000个用户'),
});
export type AddSysUserRoleBody = z.input<typeof addSysUserRoleBodySchema>;

/** `POST addSysUserRole` body `{roleId, userIdList: [...]}`: ok200 `添加成功!`. */
export const addSysUserRole = endpoint({
  method: 'POST',
  path: '/sys/user/addSysUserRole',
  source: 'SysUserController#addSysUserRole',
  since: '3.4.0',
  access: { button: 'role:edit' },
  auth: true,
  body: addSysUserRoleBodySchema,
  response: messageResult,
});

/** `DELETE deleteUserRole?roleId=&userId=`: ok200 `删除成功!` (also when there was no such link). */
export const deleteUserRole = endpoint({
  method: 'DELETE',
  path: '/sys/user/deleteUserRole',
  source: 'SysUserController#deleteUserRole',
  since: '3.4.0',
  access: { button: 'role:edit' },
  auth: true,
  query: z.looseObject({ roleId: idText('roleId'), userId: idText('userId') }),
  response: messageResult,
});

/** `DELETE deleteUserRoleBatch?roleId=&userIds=a,b`: ok200 `删除成功!`. */
export const deleteUserRoleBatch = endpoint({
  method: 'DELETE',
  path: '/sys/user/deleteUserRoleBatch',
  source: 'SysUserController#deleteUserRoleBatch',
  since: '3.4.0',
  access: { button: 'role:edit' },
  auth: true,
  query: z.looseObject({ roleId: idText('roleId'), userIds: idList('userIds') }),
  response: messageResult,
});

/** `GET recycleBin`: ok0 every logically deleted user, no paging; `orgCode` holds the department names (quirk). */
export const userRecycleBin = endpoint({
  method: 'GET',
  path: '/sys/user/recycleBin',
  access: { menu: '/isystem/user' },
  auth: true,
  response: resultSchema(z.array(sysUserSchema).nullable()),
});

/** `PUT putRecycleBin` body `{userIds: "a,b"}` (JSONObject): restores them; blank ids do nothing; ok200 `还原成功`. */
export const userPutRecycleBin = endpoint({
  method: 'PUT',
  path: '/sys/user/putRecycleBin',
  source: 'SysUserController#putRecycleBin',
  since: '3.4.0',
  access: { button: 'user:edit' },
  auth: true,
  body: z.looseObject({ userIds: z.string().max(20000).nullable().optional() }),
  response: messageResult,
});

/**
 * `DELETE deleteRecycleBin?userIds=a,b`: removes deleted users for good with their department and role links (the
 * real `removeLogicDeleted`); blank ids do nothing; ok200 `删除成功`. Users not in the bin are left alone.
 */
export const userDeleteRecycleBin = endpoint({
  method: 'DELETE',
  path: '/sys/user/deleteRecycleBin',
  source: 'SysUserController#deleteRecycleBin',
  since: '3.4.0',
  access: { button: 'user:delete' },
  auth: true,
  query: z.looseObject({ userIds: z.string({ error: 'userIds不能为空' }).max(20000) }),
  response: messageResult,
});
