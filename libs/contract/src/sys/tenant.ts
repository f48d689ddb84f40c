import { z } from 'zod';
import { endpoint } from '../endpoint';
import { exportXlsEndpoint, importExcelEndpoint } from '../import-export';
import { listQuerySchema, pageSchema, resultSchema } from '../result';
import { sysTenantSchema, sysUserSchema } from './user';

/**
 * Tenants, `/sys/tenant/*` (contract §6.6). `sys_tenant.id` is an integer typed in by the administrator,
 * not generated. `SysTenant` itself is defined in `user.ts` (login's `tenantList`).
 */

const messageResult = resultSchema(z.string().nullable());
const required = (field: string, max = 64) =>
  z
    .string({ error: `${field}不能为空` })
    .trim()
    .min(1, `${field}不能为空`)
    .max(max);

/** Jackson binds `"3"` and `3` alike onto the Integer id. */
const tenantId = z
  .union([z.number(), z.string().trim().regex(/^\d+$/, '租户编号必须是正整数')])
  .transform(Number)
  .pipe(z.number().int().min(1, '租户编号必须是正整数').max(2_147_483_647, '租户编号过大'));

const tenantStatus = z
  .union([z.number(), z.string().trim()])
  .transform(Number)
  .pipe(z.union([z.literal(0), z.literal(1)], { error: '状态只能是 1（正常）或 0（冻结）' }));

/**
 * `yyyy-MM-dd HH:mm:ss`, or `yyyy-MM-dd` (read as midnight). `''` is null, as Jackson binds it onto the Date: the
 * Vue2 JDate emits `''` when a date is cleared.
 */
const dateInput = z.preprocess(
  (v) => (v === '' ? null : v),
  z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}:\d{2})?$/, '日期格式应为 yyyy-MM-dd HH:mm:ss')
    .nullable(),
);

export const tenantAddBodySchema = z.looseObject({
  id: tenantId,
  name: z.string().trim().min(1, '租户名称不能为空').max(100),
  beginDate: dateInput.nullable().optional(),
  endDate: dateInput.nullable().optional(),
  status: tenantStatus.nullable().optional(),
});
export type TenantAddBody = z.input<typeof tenantAddBodySchema>;
export type TenantAddValues = z.output<typeof tenantAddBodySchema>;

export const tenantEditBodySchema = tenantAddBodySchema.partial().extend({ id: tenantId });
export type TenantEditBody = z.input<typeof tenantEditBodySchema>;
export type TenantEditValues = z.output<typeof tenantEditBodySchema>;

export const tenantListRecordSchema = sysTenantSchema.extend({ status_dictText: z.string().optional() });

/** `GET list`: ok0 IPage with `status_dictText`. */
export const tenantList = endpoint({
  method: 'GET',
  path: '/sys/tenant/list',
  access: { menu: '/isys/tenant' },
  auth: true,
  query: listQuerySchema,
  response: resultSchema(pageSchema(tenantListRecordSchema).nullable()),
});

/** `POST add`: ok200 `添加成功！`; an id in use err500 `该编号已存在!`. */
export const tenantAdd = endpoint({
  method: 'POST',
  path: '/sys/tenant/add',
  source: 'SysTenantController#add',
  since: '3.4.0',
  access: { button: 'tenant:add' },
  auth: true,
  body: tenantAddBodySchema,
  response: messageResult,
});

/** `PUT|POST edit`: ok200 `修改成功!`; unknown id err500 `未找到对应实体`. */
export const tenantEdit = endpoint({
  method: 'PUT',
  path: '/sys/tenant/edit',
  source: 'SysTenantController#edit',
  since: '3.4.0',
  access: { button: 'tenant:edit' },
  auth: true,
  alsoMethods: ['POST'],
  body: tenantEditBodySchema,
  response: messageResult,
});

/** `DELETE|POST delete?id=`: ok200 `删除成功`; a tenant users belong to err500 `该租户已被引用，无法删除！`. */
export const tenantDelete = endpoint({
  method: 'DELETE',
  path: '/sys/tenant/delete',
  source: 'SysTenantController#delete',
  since: '3.4.0',
  access: { button: 'tenant:delete' },
  auth: true,
  alsoMethods: ['POST'],
  query: z.looseObject({ id: required('id', 20) }),
  response: messageResult,
});

/** `DELETE deleteBatch?ids=`: deletes the unreferenced ones (`删除成功！` / `部分删除成功！…`). */
export const tenantDeleteBatch = endpoint({
  method: 'DELETE',
  path: '/sys/tenant/deleteBatch',
  source: 'SysTenantController#deleteBatch',
  since: '3.4.0',
  access: { button: 'tenant:batch_delete' },
  auth: true,
  query: z.looseObject({ ids: z.string().trim().min(1, '未选中租户！').max(20000) }),
  response: messageResult,
});

/** `GET queryById?id=`: ok0 the tenant; err500 `未找到对应实体`. */
export const tenantQueryById = endpoint({
  method: 'GET',
  path: '/sys/tenant/queryById',
  access: { menu: '/isys/tenant' },
  auth: true,
  query: z.looseObject({ id: z.string().trim().min(1, '参数为空！').max(20) }),
  response: resultSchema(sysTenantSchema.nullable()),
});

/** `GET queryList?ids=`: ok0 the normal (status 1) tenants, optionally only the given ids. */
export const tenantQueryList = endpoint({
  method: 'GET',
  path: '/sys/tenant/queryList',
  access: [{ menu: '/isys/tenant' }, { menu: '/isystem/user' }],
  auth: true,
  query: z.looseObject({ ids: z.string().max(4000).optional() }),
  response: resultSchema(z.array(sysTenantSchema).nullable()),
});

/**
 * `GET getCurrentUserTenant`: ok0 `{list, tenantId}` with the signed-in user's normal tenants (`list` absent
 * for a user without tenants); all of them frozen err500 `与该用户关联的租户均已被冻结`.
 */
export const tenantGetCurrentUserTenant = endpoint({
  method: 'GET',
  path: '/sys/tenant/getCurrentUserTenant',
  access: 'self',
  auth: true,
  response: resultSchema(
    z.object({ list: z.array(sysTenantSchema).optional(), tenantId: z.string().nullable().optional() }).nullable(),
  ),
});

/** A user of a tenant, as `getTenantUserList` lists it. */
export const tenantUserRecordSchema = sysUserSchema;

/**
 * `GET getTenantUserList?userTenantId=` (B2 name): ok200 IPage of the non-deleted users whose
 * `rel_tenant_ids` holds the tenant; `tenantId` is accepted as well.
 */
export const tenantUserList = endpoint({
  method: 'GET',
  path: '/sys/tenant/getTenantUserList',
  access: { menu: '/isys/tenant' },
  auth: true,
  query: listQuerySchema.extend({
    userTenantId: z.string().trim().max(20).optional(),
    tenantId: z.string().trim().max(20).optional(),
  }),
  response: resultSchema(pageSchema(tenantUserRecordSchema).nullable()),
});

/** `GET /sys/tenant/exportXls`: the tenants (list filters or `selections`) as `租户信息.xls`. */
export const tenantExportXls = exportXlsEndpoint(
  '/sys/tenant/exportXls',
  { button: 'tenant:export' },
  { source: 'project', since: 'project' },
);
/** `POST /sys/tenant/importExcel`: row-level import; ids are typed in and must be free. */
export const tenantImportExcel = importExcelEndpoint(
  '/sys/tenant/importExcel',
  { button: 'tenant:import' },
  { source: 'project', since: 'project' },
);

/** One row of the tenants sheet. */
export const tenantImportRowSchema = z.object({
  id: tenantId,
  name: z.string().trim().min(1, '租户名称不能为空').max(100),
  beginDate: dateInput.optional(),
  endDate: dateInput.optional(),
  status: tenantStatus.optional(),
});
export type TenantImportRow = z.output<typeof tenantImportRowSchema>;
