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

/**
 * `GET /sys/thirdApp/sync/{app}/{user|depart}/{toApp|toLocal}` with an optional `ids` list (eight routes of the real
 * controller, one row here): with the app disabled the real server answers `Result.error("<app>同步功能已禁用")`
 * (HTTP 200, success false, code 500, result null).
 */
export const syncThirdApp = endpoint({
  method: 'GET',
  path: '/sys/thirdApp/sync/:app/:what/:direction',
  auth: true,
  params: z.object({
    app: z.enum(['wechatEnterprise', 'dingtalk']),
    what: z.enum(['user', 'depart']),
    direction: z.enum(['toApp', 'toLocal']),
  }),
  query: z.looseObject({ ids: z.string().max(100_000).optional() }),
  response: resultSchema(z.null()),
  access: [{ button: 'user:edit' }, { button: 'depart:edit' }],
});

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

/** `app` of the message tests (ThirdAppConfig's codes), and the answers of a disabled or unknown app. */
export const THIRD_APP_MESSAGE_TEST = {
  WECHAT_ENTERPRISE: '企业微信已被禁用',
  DINGTALK: '钉钉已被禁用',
  unknown: '不识别的第三方APP',
} as const;

const messageTestBody = z.looseObject({ app: z.string().max(50).nullable().optional() });

/**
 * `POST /sys/thirdApp/sendMessageTest` (ThirdAppController 3.4.0; views/jeecg/ThirdAppMessageTest.vue) with
 * `{app, sendAll, receiver, content}`: with both apps disabled the real server answers `Result.error` 「企业微信已被禁用」
 * / 「钉钉已被禁用」, and 「不识别的第三方APP」 for any other `app`; nothing is sent. Any signed-in user, as there.
 */
export const thirdAppSendMessageTest = endpoint({
  method: 'POST',
  path: '/sys/thirdApp/sendMessageTest',
  source: 'ThirdAppController#sendMessageTest',
  since: '3.4.0',
  auth: true,
  access: 'self',
  body: messageTestBody,
  response: resultSchema(z.null()),
});

/** `POST /sys/thirdApp/recallMessageTest` with `{app, msg_task_id}`: the same answers as `sendMessageTest`. */
export const thirdAppRecallMessageTest = endpoint({
  method: 'POST',
  path: '/sys/thirdApp/recallMessageTest',
  source: 'ThirdAppController#recallMessageTest',
  since: '3.4.0',
  auth: true,
  access: 'self',
  body: messageTestBody,
  response: resultSchema(z.null()),
});
