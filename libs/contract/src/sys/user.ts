import { z } from 'zod';
import { endpoint } from '../endpoint';
import { dateString, dateTimeString, listQuerySchema, pageSchema, resultSchema } from '../result';

/** `SysUser` as the server emits it (contract §6.1). `password`/`salt` are never emitted. */
export const sysUserSchema = z.looseObject({
  id: z.string(),
  username: z.string(),
  realname: z.string(),
  avatar: z.string().nullable(),
  birthday: dateString.nullable(),
  sex: z.number().int().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  orgCode: z.string().nullable(),
  orgCodeTxt: z.string().nullable(),
  status: z.number().int(),
  delFlag: z.number().int(),
  workNo: z.string().nullable(),
  post: z.string().nullable(),
  telephone: z.string().nullable(),
  createBy: z.string().nullable(),
  createTime: dateTimeString.nullable(),
  updateBy: z.string().nullable(),
  updateTime: dateTimeString.nullable(),
  userIdentity: z.number().int().nullable(),
  departIds: z.string().nullable(),
  relTenantIds: z.string().nullable(),
  homePath: z.string().nullable().optional(),
});
export type SysUser = z.infer<typeof sysUserSchema>;

/** `SysDepart` row (contract §6.3, login `departs`). */
export const sysDepartSchema = z.looseObject({
  id: z.string(),
  parentId: z.string().nullable(),
  departName: z.string(),
  departNameEn: z.string().nullable().optional(),
  orgCode: z.string(),
  orgType: z.string().nullable(),
  orgCategory: z.string().nullable(),
  departOrder: z.number().nullable(),
  status: z.string().nullable(),
  delFlag: z.string().nullable(),
});
export type SysDepart = z.infer<typeof sysDepartSchema>;

/** `SysTenant` (contract §6.6). */
export const sysTenantSchema = z.looseObject({
  id: z.number().int(),
  name: z.string(),
  createTime: dateTimeString.nullable(),
  createBy: z.string().nullable(),
  beginDate: dateTimeString.nullable(),
  endDate: dateTimeString.nullable(),
  status: z.number().int(),
});
export type SysTenant = z.infer<typeof sysTenantSchema>;

/** `GET /sys/user/list` (contract §6.1): each record carries `orgCodeTxt` and `*_dictText` keys. */
export const userList = endpoint({
  method: 'GET',
  path: '/sys/user/list',
  access: { menu: '/isystem/user' },
  auth: true,
  query: listQuerySchema,
  response: resultSchema(pageSchema(sysUserSchema).nullable()),
});

/** `SysDepartTreeModel` (contract §6.3): `key`/`value` = id, `title` = departName, children always an array. */
export interface DepartTreeNode extends SysDepart {
  key: string;
  value: string;
  title: string;
  isLeaf: boolean;
  children: DepartTreeNode[];
}
export const departTreeNodeSchema: z.ZodType<DepartTreeNode> = z.lazy(() =>
  sysDepartSchema.extend({
    key: z.string(),
    value: z.string(),
    title: z.string(),
    isLeaf: z.boolean(),
    children: z.array(departTreeNodeSchema),
  }),
);

export const departQueryTreeList = endpoint({
  method: 'GET',
  path: '/sys/sysDepart/queryTreeList',
  access: 'self',
  auth: true,
  query: z.looseObject({ ids: z.string().max(2000).optional() }),
  response: resultSchema(z.array(departTreeNodeSchema)),
});

/**
 * `GET /sys/user/generateUserId` (SysUserController 3.4.0; named in the Vue2 UserModal's `url`): ok0 a fresh
 * 32-hex id (a UUID without dashes), nothing stored.
 */
export const userGenerateUserId = endpoint({
  method: 'GET',
  path: '/sys/user/generateUserId',
  access: { menu: '/isystem/user' },
  auth: true,
  response: resultSchema(z.string().regex(/^[0-9a-f]{32}$/)),
});
