import { z } from 'zod';
import { endpoint } from '../endpoint';
import { dateTimeString, resultSchema } from '../result';

/**
 * The user agent dialog of the user page (SysUserAgentModal.vue of 3.4.0), after SysUserAgentController of 3.4.0
 * (issue #30): one agent per user, looked up by `userName`, saved with `add` (POST) or `edit` (PUT).
 */
export const USER_AGENT_MENU = '/isystem/user';

/** `yyyy-MM-dd HH:mm:ss`; `''` (JDate cleared) and null bind as null, as Jackson does. */
const agentTime = z
  .preprocess(
    (v) => (v === '' ? null : v),
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/, '时间格式应为 yyyy-MM-dd HH:mm:ss')
      .nullable(),
  )
  .optional();

export const sysUserAgentSchema = z.looseObject({
  id: z.string(),
  userName: z.string().nullable(),
  agentUserName: z.string().nullable(),
  startTime: dateTimeString.nullable(),
  endTime: dateTimeString.nullable(),
  status: z.string().nullable(),
  createName: z.string().nullable(),
  createBy: z.string().nullable(),
  createTime: dateTimeString.nullable(),
  updateName: z.string().nullable(),
  updateBy: z.string().nullable(),
  updateTime: dateTimeString.nullable(),
  sysOrgCode: z.string().nullable(),
  sysCompanyCode: z.string().nullable(),
});
export type SysUserAgent = z.infer<typeof sysUserAgentSchema>;

/**
 * The `SysUserAgent` entity as the modal posts it: `Object.assign(model, values)`, the model being `{userName,
 * status: "0"}` for a new agent or the row `queryByUserName` answered. `status` is a String column (`0` invalid,
 * `1` valid); any other text is refused (hardening: the modal's radio only sends those two).
 */
export const userAgentBodySchema = z.looseObject({
  id: z.string().trim().max(32).nullable().optional(),
  userName: z.string({ error: '用户名不能为空' }).trim().min(1, '用户名不能为空').max(100),
  agentUserName: z.string().trim().max(100).nullable().optional(),
  startTime: agentTime,
  endTime: agentTime,
  status: z
    .union([z.enum(['0', '1']), z.literal(0).transform(() => '0' as const), z.literal(1).transform(() => '1' as const)])
    .nullable()
    .optional(),
});
export type UserAgentBody = z.input<typeof userAgentBodySchema>;
export type UserAgentValues = z.output<typeof userAgentBodySchema>;

/** `GET queryByUserName?userName=`: ok0 the agent; err500 `未找到对应实体` when the user has none (the modal then adds). */
export const userAgentQueryByUserName = endpoint({
  method: 'GET',
  path: '/sys/sysUserAgent/queryByUserName',
  access: { menu: USER_AGENT_MENU },
  auth: true,
  query: z.looseObject({
    userName: z.string({ error: 'userName不能为空' }).trim().min(1, 'userName不能为空').max(100),
  }),
  response: resultSchema(sysUserAgentSchema.nullable()),
});

/** `POST add`: ok200 `代理人设置成功！` (result null). */
export const userAgentAdd = endpoint({
  method: 'POST',
  path: '/sys/sysUserAgent/add',
  source: 'SysUserAgentController#add',
  since: '3.4.0',
  access: { button: 'user:edit' },
  auth: true,
  body: userAgentBodySchema,
  response: resultSchema(z.null()),
});

/** `PUT edit` (POST too): ok200 `代理人设置成功!`; err500 `未找到对应实体`. */
export const userAgentEdit = endpoint({
  method: 'PUT',
  path: '/sys/sysUserAgent/edit',
  source: 'SysUserAgentController#edit',
  since: '3.4.0',
  access: { button: 'user:edit' },
  auth: true,
  alsoMethods: ['POST'],
  body: userAgentBodySchema.extend({ id: z.string({ error: 'id不能为空' }).trim().min(1, 'id不能为空').max(32) }),
  response: resultSchema(z.null()),
});
