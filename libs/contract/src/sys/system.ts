import { z } from 'zod';
import { endpoint } from '../endpoint';
import { dateTimeString, listQuerySchema, pageSchema, resultSchema } from '../result';
import { dictCodeSchema, dictModelSchema } from './dict';
import { departTreeNodeSchema, sysUserSchema } from './user';

/**
 * System-administration helpers the console's shared building blocks call (pickers, dictionary widgets,
 * validation, list pages). Not yet in `endpointTable`: the emulator registers the module once it serves
 * every endpoint below (the coverage tool fails for contract rows nobody serves).
 */

const text = (max = 500) => z.string().max(max);

/** `TreeSelectModel` (contract §4.3, §8.4): `leaf`, never `isLeaf`; `value` may be null for categories. */
export interface TreeSelectModel {
  key: string;
  title: string;
  value?: string | null;
  code?: string | null;
  parentId?: string | null;
  icon?: string | null;
  leaf: boolean;
  children?: TreeSelectModel[] | null;
}
export const treeSelectModelSchema: z.ZodType<TreeSelectModel> = z.lazy(() =>
  z.looseObject({
    key: z.string(),
    title: z.string(),
    value: z.string().nullable().optional(),
    code: z.string().nullable().optional(),
    parentId: z.string().nullable().optional(),
    icon: z.string().nullable().optional(),
    leaf: z.boolean(),
    children: z.array(treeSelectModelSchema).nullable().optional(),
  }),
);

/**
 * `GET /sys/duplicate/check` (contract §8.3). Free: ok200 with the message copied into `result`; taken: err500;
 * an empty `fieldVal` answers `success:true, code:500` (quirk), so clients skip empty values themselves.
 */
export const duplicateCheck = endpoint({
  method: 'GET',
  path: '/sys/duplicate/check',
  access: 'self',
  auth: true,
  query: z.looseObject({
    tableName: text(100),
    fieldName: text(100),
    fieldVal: text(2000).optional(),
    dataId: text(64).optional(),
  }),
  response: resultSchema(z.string().nullable()),
});

/** The failing rule that `checkByCode` reports in `result` (`beginIndex`/`endIndex` absent for `digits:"*"`). */
export const checkRuleFailureSchema = z.looseObject({
  digits: z.string(),
  pattern: z.string(),
  message: z.string(),
  beginIndex: z.number().int().optional(),
  endIndex: z.number().int().optional(),
  checkValue: z.string(),
  passed: z.boolean(),
});
export type CheckRuleFailure = z.infer<typeof checkRuleFailureSchema>;

/** `GET /sys/checkRule/checkByCode` (contract §8.3): `value` arrives URI-encoded and is decoded again server-side. */
export const checkRuleByCode = endpoint({
  method: 'GET',
  path: '/sys/checkRule/checkByCode',
  access: 'self',
  auth: true,
  query: z.looseObject({ ruleCode: text(100), value: text(4000) }),
  response: resultSchema(checkRuleFailureSchema.nullable()),
});

/** `GET /sys/user/queryUserComponentData` (contract §6.1): the user picker's page, ok200. */
export const queryUserComponentData = endpoint({
  method: 'GET',
  path: '/sys/user/queryUserComponentData',
  access: 'self',
  auth: true,
  query: listQuerySchema.extend({
    departId: text(64).optional(),
    realname: text(100).optional(),
    username: text(100).optional(),
    id: text(4000).optional(),
  }),
  response: resultSchema(pageSchema(sysUserSchema)),
});

/**
 * `GET /sys/user/getMultiUser` (contract §6.1, §14): a **raw JSON array** (no envelope) of active users matching
 * SysUser props; clients send `store=a,b,` (trailing comma forces the IN rule of contract §5.3).
 */
export const getMultiUser = endpoint({
  method: 'GET',
  path: '/sys/user/getMultiUser',
  access: 'self',
  auth: true,
  envelope: 'raw',
  query: z.looseObject({ id: text(4000).optional(), username: text(4000).optional() }),
  response: z.array(sysUserSchema),
});

/** `SysRole` (contract §6.2). */
export const sysRoleSchema = z.looseObject({
  id: z.string(),
  roleName: z.string(),
  roleCode: z.string(),
  description: z.string().nullable(),
  createBy: z.string().nullable(),
  createTime: dateTimeString.nullable(),
  updateBy: z.string().nullable(),
  updateTime: dateTimeString.nullable(),
});
export type SysRole = z.infer<typeof sysRoleSchema>;

/** `GET /sys/role/queryall` (contract §6.2): every role, ok0; an empty table is err500 `未找到角色信息` (quirk). */
export const roleQueryAll = endpoint({
  method: 'GET',
  path: '/sys/role/queryall',
  access: 'self',
  auth: true,
  response: resultSchema(z.array(sysRoleSchema).nullable()),
});

/** `GET /sys/sysDepart/searchBy` (contract §6.3): flat matches; none is `success:false, code:0` (quirk). */
export const departSearchBy = endpoint({
  method: 'GET',
  path: '/sys/sysDepart/searchBy',
  access: 'self',
  auth: true,
  query: z.looseObject({ keyWord: text(100), myDeptSearch: z.enum(['0', '1']).optional() }),
  response: resultSchema(z.array(departTreeNodeSchema).nullable()),
});

/** `GET /sys/dict/loadDict/{dictCode}` (contract §4.3): table dictionaries only, signed, ok0. */
export const loadDict = endpoint({
  method: 'GET',
  path: '/sys/dict/loadDict/:dictCode',
  access: 'self',
  auth: true,
  signed: true,
  params: z.object({ dictCode: dictCodeSchema }),
  query: z.looseObject({
    keyword: text(200).optional(),
    pageSize: z.coerce.number().int().min(1).max(1000).optional(),
  }),
  response: resultSchema(z.array(dictModelSchema)),
});

/** `GET /sys/dict/loadDictItem/{dictCode}` (contract §4.3): texts for `key` (comma values), signed, ok0. */
export const loadDictItem = endpoint({
  method: 'GET',
  path: '/sys/dict/loadDictItem/:dictCode',
  access: 'self',
  auth: true,
  signed: true,
  params: z.object({ dictCode: dictCodeSchema }),
  query: z.looseObject({ key: text(4000), delNotExist: z.enum(['true', 'false']).optional() }),
  response: resultSchema(z.array(z.string())),
});

/** `GET /sys/dict/loadTreeData` (contract §4.3): one level of a table tree, signed, ok0 `TreeSelectModel[]`. */
export const loadTreeData = endpoint({
  method: 'GET',
  path: '/sys/dict/loadTreeData',
  access: 'self',
  auth: true,
  signed: true,
  query: z.looseObject({
    pid: text(64),
    pidField: text(100),
    tableName: text(100),
    text: text(100),
    code: text(100),
    hasChildField: text(100),
    condition: text(2000),
  }),
  response: resultSchema(z.array(treeSelectModelSchema)),
});

/** `GET /sys/category/loadTreeRoot` (contract §8.4): children of the category coded `pcode` (`async=true`: one level). */
export const categoryLoadTreeRoot = endpoint({
  method: 'GET',
  path: '/sys/category/loadTreeRoot',
  access: 'self',
  auth: true,
  query: z.looseObject({ async: z.enum(['true', 'false']), pcode: text(100) }),
  response: resultSchema(z.array(treeSelectModelSchema).nullable()),
});

/** `GET /sys/category/loadTreeChildren` (contract §8.4): direct children of `pid`. */
export const categoryLoadTreeChildren = endpoint({
  method: 'GET',
  path: '/sys/category/loadTreeChildren',
  access: 'self',
  auth: true,
  query: z.looseObject({ pid: text(64) }),
  response: resultSchema(z.array(treeSelectModelSchema).nullable()),
});

/** `GET /sys/category/loadTreeData` (contract §8.4): children of `pid` (or of `pcode`), filtered by a JSON `condition`. */
export const categoryLoadTreeData = endpoint({
  method: 'GET',
  path: '/sys/category/loadTreeData',
  access: 'self',
  auth: true,
  query: z.looseObject({ pid: text(64).optional(), pcode: text(100).optional(), condition: text(2000).optional() }),
  response: resultSchema(z.array(treeSelectModelSchema).nullable()),
});

/** `GET /sys/category/loadDictItem` (contract §8.4): names for category ids. */
export const categoryLoadDictItem = endpoint({
  method: 'GET',
  path: '/sys/category/loadDictItem',
  access: 'self',
  auth: true,
  query: z.looseObject({ ids: text(4000), delNotExist: z.enum(['true', 'false']).optional() }),
  response: resultSchema(z.array(z.string()).nullable()),
});

/** Any `GET …/list` (contract §5.1): an `IPage`, or a plain array that the Vue2 list mixin also accepts. */
export const listResponseSchema = <T extends z.ZodType>(record: T) =>
  resultSchema(z.union([pageSchema(record), z.array(record)]).nullable());
