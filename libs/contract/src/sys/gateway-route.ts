import { z } from 'zod';
import { endpoint } from '../endpoint';
import { dateTimeString, resultSchema } from '../result';
import { idText, optionalText, requiredText } from './fields';

/**
 * Gateway routes, `/sys/gatewayRoute/*` (contract §6.6; SysGatewayRouteController of JeecgBoot 3.4): `list` answers
 * a plain array whose `predicates`/`filters` are parsed JSON lists, `updateAll` adds or edits one route, `clearRedis`
 * is the "refresh routes" button. The emulator has no gateway: routes are stored and validated only.
 */
export const GATEWAY_ROUTE_MENU = '/isystem/gatewayroute';

/** Spring Cloud Gateway's route predicate factories. */
export const GATEWAY_PREDICATES = [
  'Path',
  'Host',
  'Method',
  'Header',
  'Query',
  'After',
  'Before',
  'Between',
  'Cookie',
  'RemoteAddr',
  'Weight',
] as const;

/** Spring Cloud Gateway's gateway filter factories. */
export const GATEWAY_FILTERS = [
  'AddRequestHeader',
  'AddRequestParameter',
  'AddResponseHeader',
  'CircuitBreaker',
  'DedupeResponseHeader',
  'FallbackHeaders',
  'Hystrix',
  'MapRequestHeader',
  'ModifyRequestBody',
  'ModifyResponseBody',
  'PrefixPath',
  'PreserveHostHeader',
  'RedirectTo',
  'RemoveRequestHeader',
  'RemoveRequestParameter',
  'RemoveResponseHeader',
  'RequestRateLimiter',
  'RequestSize',
  'Retry',
  'RewriteLocationResponseHeader',
  'RewritePath',
  'RewriteResponseHeader',
  'SaveSession',
  'SecureHeaders',
  'SetPath',
  'SetRequestHeader',
  'SetRequestHostHeader',
  'SetResponseHeader',
  'SetStatus',
  'StripPrefix',
  'TokenRelay',
] as const;

const argValue = z.union([z.string().max(1000), z.number(), z.boolean()]);
/** `args`: a list of values (`["/sys/**"]`), of `{key, value}` pairs (the Vue2 filter editor), or a map. */
const argsSchema = z.union([
  z.array(z.union([argValue, z.looseObject({ key: z.string().max(200), value: argValue })])).max(50),
  z.record(z.string().max(200), argValue),
]);
const definitionSchema = (names: readonly string[], what: string) =>
  z.object({
    name: z.string().refine((n) => names.includes(n), { error: (i) => `未知的${what}：${String(i.input)}` }),
    args: argsSchema.optional(),
  });
export const gatewayPredicateSchema = definitionSchema(GATEWAY_PREDICATES, '断言');
export const gatewayFilterSchema = definitionSchema(GATEWAY_FILTERS, '过滤器');
export type GatewayDefinition = z.infer<typeof gatewayPredicateSchema>;

export type RouteJsonKind = 'predicates' | 'filters';
const listSchemas = {
  predicates: z.array(gatewayPredicateSchema).max(50),
  filters: z.array(gatewayFilterSchema).max(50),
};

/**
 * Checks a predicates or filters list (JSON text or already parsed) against the route schema; the console shows
 * the message under the code editor and the emulator refuses the save with it. Returns the list or an error text.
 */
export function checkRouteJson(
  kind: RouteJsonKind,
  value: unknown,
): { ok: true; value: GatewayDefinition[] } | { ok: false; message: string } {
  const label = kind === 'predicates' ? '路由条件' : '过滤器';
  let parsed = value;
  if (typeof value === 'string') {
    if (value.trim() === '') return { ok: true, value: [] };
    try {
      parsed = JSON.parse(value);
    } catch (e) {
      return { ok: false, message: `${label}不是合法的 JSON：${(e as Error).message}` };
    }
  }
  if (parsed === null || parsed === undefined) return { ok: true, value: [] };
  const result = listSchemas[kind].safeParse(parsed);
  if (result.success) return { ok: true, value: result.data };
  const issue = result.error.issues[0];
  const where = issue.path.length ? `（${issue.path.join('.')}）` : '';
  const message = issue.code === 'invalid_type' && issue.path.length === 0 ? '须为 JSON 数组' : issue.message;
  return { ok: false, message: `${label}${where}：${message}` };
}

const routeJson = (kind: RouteJsonKind) =>
  z.unknown().transform((v, ctx) => {
    const checked = checkRouteJson(kind, v);
    if (!checked.ok) {
      ctx.addIssue({ code: 'custom', message: checked.message });
      return z.NEVER;
    }
    return checked.value;
  });

const flag = z
  .union([z.number().int().min(0).max(1), z.enum(['0', '1']), z.boolean(), z.null()])
  .optional()
  .transform((v) => (v === undefined || v === null ? undefined : Number(v)));

/** One route as `list` answers it. */
export const sysGatewayRouteSchema = z.looseObject({
  id: z.string(),
  routerId: z.string(),
  name: z.string().nullable(),
  uri: z.string(),
  predicates: z.array(z.looseObject({ name: z.string() })),
  filters: z.array(z.looseObject({ name: z.string() })),
  retryable: z.number().nullable(),
  stripPrefix: z.number().nullable(),
  persistable: z.number().nullable(),
  showApi: z.number().nullable(),
  status: z.number(),
  createBy: z.string().nullable(),
  createTime: dateTimeString.nullable(),
  updateBy: z.string().nullable(),
  updateTime: dateTimeString.nullable(),
});
export type SysGatewayRoute = z.infer<typeof sysGatewayRouteSchema>;

/**
 * The route inside `updateAll`'s `router`: with `id` it edits, without it adds. SysGatewayRouteServiceImpl#updateAll
 * of 3.4.0 reads `id`, `routerId`, `name`, `uri`, `predicates` and `filters` (JSON text; `filters` empty → `[]`) and
 * `status` (absent → 1; the Vue2 drawer sends a boolean) and nothing else: `retryable`, `stripPrefix`,
 * `persistable` and `showApi` ride along from the list row and are ignored. The checks of `routerId`, `uri` and the
 * two lists are the emulator's hardening (the real server saves anything and answers 「操作成功！」): see
 * docs/decisions.md (D-81).
 */
export const gatewayRouteValuesSchema = z.looseObject(
  {
    id: z.string().max(64).nullable().optional(),
    routerId: z
      .string({ error: '路由ID不能为空' })
      .trim()
      .min(1, '路由ID不能为空')
      .max(100)
      .regex(/^[A-Za-z0-9_.-]+$/, '路由ID只能包含字母、数字、点、下划线和中划线'),
    name: optionalText(100),
    uri: requiredText(300, '路由地址不能为空').refine((u) => /^(lb|https?|wss?):\/\/\S+$/.test(u), {
      error: '路由地址须以 lb://、http(s):// 或 ws(s):// 开头',
    }),
    predicates: routeJson('predicates'),
    filters: routeJson('filters'),
    status: flag,
  },
  { error: '路由须放在 router 中提交：{"router": {...}}' },
);
export type GatewayRouteValues = z.output<typeof gatewayRouteValuesSchema>;

/** `updateAll` body as the Vue2 GateWayRouteModal posts it and the real server reads it: `{router: {...}}`. */
export const gatewayRouteBodySchema = z.looseObject({ router: gatewayRouteValuesSchema });
export type GatewayRouteBody = z.input<typeof gatewayRouteBodySchema>;

const messageResult = resultSchema(z.string().nullable());

export const gatewayRouteList = endpoint({
  method: 'GET',
  path: '/sys/gatewayRoute/list',
  auth: true,
  access: { menu: GATEWAY_ROUTE_MENU },
  query: z.looseObject({ name: z.string().max(100).optional(), routerId: z.string().max(100).optional() }),
  response: resultSchema(z.array(sysGatewayRouteSchema).nullable()),
});

/** ok200 `操作成功！`. */
export const gatewayRouteUpdateAll = endpoint({
  method: 'POST',
  path: '/sys/gatewayRoute/updateAll',
  source: 'SysGatewayRouteController#updateAll',
  since: '3.4.0',
  auth: true,
  access: { button: 'system:gateway:edit' },
  body: gatewayRouteBodySchema,
  response: messageResult,
});

/** ok200 `删除路由成功`. */
export const gatewayRouteDelete = endpoint({
  method: 'DELETE',
  path: '/sys/gatewayRoute/delete',
  source: 'SysGatewayRouteController#delete',
  since: '3.4.0',
  auth: true,
  access: { button: 'system:gateway:delete' },
  query: z.looseObject({ id: idText() }),
  response: messageResult,
});

/** "Refresh routes": every stored route is validated again; ok200 `刷新路由成功，共 N 条` or the first bad row. */
export const gatewayRouteClearRedis = endpoint({
  method: 'GET',
  path: '/sys/gatewayRoute/clearRedis',
  auth: true,
  access: { button: 'system:gateway:refresh' },
  response: messageResult,
});
