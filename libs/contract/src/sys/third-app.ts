import { z } from 'zod';
import { endpoint } from '../endpoint';
import { resultSchema } from '../result';

/**
 * Third-party apps (WeCom / DingTalk) of JeecgBoot 3.4's `ThirdAppController` (`/sys/thirdApp`). The emulator runs
 * as a server with both apps disabled (`jeecg.thirdApp.enabled=false`), the configuration the real client sees on a
 * plain install: its user and department pages ask which apps are enabled and hide the sync buttons for both.
 */

/** The pages whose `JThirdAppButton` asks (users, departments, my department). */
const THIRD_APP_PAGES = [
  { menu: '/isystem/user' },
  { menu: '/isystem/depart' },
  { menu: '/isystem/departUserList' },
] as const;

/** `GET /sys/thirdApp/getEnabledType`: `Result.OK(map)`, here `{"wechatEnterprise":false,"dingtalk":false}`. */
export const getEnabledType = endpoint({
  method: 'GET',
  path: '/sys/thirdApp/getEnabledType',
  auth: true,
  response: resultSchema(z.object({ wechatEnterprise: z.boolean(), dingtalk: z.boolean() })),
  access: THIRD_APP_PAGES,
});

/** The app-to-message mapping of a disabled app's sync call (`Result.error(...)`, code 500, result null). */
export const THIRD_APP_DISABLED = {
  wechatEnterprise: '企业微信同步功能已禁用',
  dingtalk: '钉钉同步功能已禁用',
} as const;

const syncQuery = z.looseObject({ ids: z.string().max(100_000).optional() });
const disabledAnswer = resultSchema(z.null());

/**
 * `GET /sys/thirdApp/sync/{app}/{user|depart}/{toApp|toLocal}` with an optional `ids` list: with the app disabled
 * the real server answers `Result.error("<app>同步功能已禁用")` (HTTP 200, success false, code 500).
 */
const sync = (app: keyof typeof THIRD_APP_DISABLED, what: 'user' | 'depart', direction: 'toApp' | 'toLocal') =>
  endpoint({
    method: 'GET',
    path: `/sys/thirdApp/sync/${app}/${what}/${direction}`,
    auth: true,
    query: syncQuery,
    response: disabledAnswer,
    access: { button: what === 'user' ? 'user:edit' : 'depart:edit' },
  });

export const syncWechatEnterpriseUserToApp = sync('wechatEnterprise', 'user', 'toApp');
export const syncWechatEnterpriseUserToLocal = sync('wechatEnterprise', 'user', 'toLocal');
export const syncWechatEnterpriseDepartToApp = sync('wechatEnterprise', 'depart', 'toApp');
export const syncWechatEnterpriseDepartToLocal = sync('wechatEnterprise', 'depart', 'toLocal');
export const syncDingtalkUserToApp = sync('dingtalk', 'user', 'toApp');
export const syncDingtalkUserToLocal = sync('dingtalk', 'user', 'toLocal');
export const syncDingtalkDepartToApp = sync('dingtalk', 'depart', 'toApp');
export const syncDingtalkDepartToLocal = sync('dingtalk', 'depart', 'toLocal');

/**
 * `GET /mock/api/workplace/teams` of JeecgBoot's demo module (`MockController`): a JSON file served as it is, no
 * `Result` envelope but the ant-design-pro mock layout `{message, result, status, timestamp}`; the real client's
 * account center and workplace read `result` (a list of `{id, name, avatar}`). The emulator lists the caller's own
 * departments as the teams (real rows, no demo pictures from outside hosts).
 */
export const workplaceTeamSchema = z.object({ id: z.string(), name: z.string(), avatar: z.string() });
export const workplaceTeams = endpoint({
  method: 'GET',
  path: '/mock/api/workplace/teams',
  auth: true,
  envelope: 'raw',
  response: z.object({
    message: z.string(),
    result: z.array(workplaceTeamSchema),
    status: z.literal(200),
    timestamp: z.number().int(),
  }),
  access: 'self',
});
