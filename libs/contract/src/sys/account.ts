import { z } from 'zod';
import { endpoint } from '../endpoint';
import { dateString, dateTimeString, resultSchema } from '../result';
import { sysUserSchema } from './user';

/**
 * The signed-in user's own account (issue #14): account center, account settings, OAuth2 app sign-in.
 * Every endpoint here acts on the caller only (`access: 'self'`); the two JeecgBoot 3.4 paths
 * (`/sys/user/login/setting/*`, `/sys/user/updateMobile`) keep their names, the rest are ours (docs/decisions.md).
 */

const mobile = z.string().regex(/^1[3-9]\d{9}$/, '请输入正确手机号');

/** Password strength measured when the password was last set (register/alteration rule of spec §5). */
export const PASSWORD_STRENGTHS = ['low', 'middle', 'strong'] as const;
export type PasswordStrength = (typeof PASSWORD_STRENGTHS)[number];

/** low: fewer than 8 characters or one character class; strong: 10+ characters with 3+ classes; else middle. */
export function passwordStrength(password: string): PasswordStrength {
  const classes = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z0-9]/].filter((r) => r.test(password)).length;
  if (password.length < 8 || classes < 2) return 'low';
  if (password.length >= 10 && classes >= 3) return 'strong';
  return 'middle';
}

/** `GET /sys/user/login/setting/getUserData` (JeecgBoot 3.4): the caller's SysUser plus our security facts. */
export const accountUserDataSchema = sysUserSchema.extend({
  passwordStrength: z.enum(PASSWORD_STRENGTHS).nullable(),
  passwordUpdateTime: dateTimeString.nullable(),
  phoneUpdateTime: dateTimeString.nullable(),
  emailUpdateTime: dateTimeString.nullable(),
});
export type AccountUserData = z.infer<typeof accountUserDataSchema>;
export const getUserData = endpoint({
  method: 'GET',
  path: '/sys/user/login/setting/getUserData',
  auth: true,
  access: 'self',
  response: resultSchema(accountUserDataSchema.nullable()),
});

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .optional()
    .transform((v) => (v ? v : v === undefined ? undefined : null));

/**
 * `POST /sys/user/login/setting/userEdit` (JeecgBoot 3.5.0 on; a 3.4.0 server answers 404): the base settings of oneself. `id`, when sent, must be
 * the caller's; username, work number, phone (SMS-verified, `updateMobile`), roles and departments are not editable here.
 */
export const selfEditBodySchema = z.object({
  id: z.string().max(32).optional(),
  realname: z.string().trim().min(1, '请输入姓名').max(100, '姓名不能超过100个字符').optional(),
  avatar: optionalText(255),
  birthday: dateString
    .nullable()
    .optional()
    .or(z.literal('').transform(() => null)),
  sex: z.coerce.number().int().min(0).max(2).nullable().optional(),
  email: z
    .string()
    .trim()
    .max(45)
    .email('请输入正确的邮箱')
    .nullable()
    .optional()
    .or(z.literal('').transform(() => null)),
});
export type SelfEditBody = z.input<typeof selfEditBodySchema>;
export const selfEdit = endpoint({
  method: 'POST',
  path: '/sys/user/login/setting/userEdit',
  source: 'SysUserController#userEdit',
  since: '3.5.0',
  auth: true,
  access: 'self',
  body: selfEditBodySchema,
  response: resultSchema(accountUserDataSchema.nullable()),
});

/** `PUT /sys/user/updateMobile`: binds or changes one's phone with an SMS code of mode "3". */
export const updateMobileBodySchema = z.object({
  phone: mobile,
  smscode: z.string().regex(/^\d{6}$/, '短信验证码不匹配！'),
});
export const updateMobile = endpoint({
  method: 'PUT',
  path: '/sys/user/updateMobile',
  source: 'SysUserController#changMobile',
  since: '3.4.0',
  auth: true,
  access: 'self',
  body: updateMobileBodySchema,
  response: resultSchema(z.string().nullable()),
});

/** The settings drawer's values (spec §3 Settings), saved per user. */
export const layoutSettingsSchema = z.object({
  theme: z.enum(['dark', 'light']),
  color: z.string().regex(/^#[0-9a-fA-F]{6}$/, '主题色格式不正确'),
  layout: z.enum(['sidemenu', 'topmenu']),
  contentWidth: z.enum(['Fixed', 'Fluid']),
  fixedHeader: z.boolean(),
  autoHideHeader: z.boolean(),
  fixSiderbar: z.boolean(),
  weak: z.boolean(),
  multipage: z.boolean(),
});
export type LayoutSettingsWire = z.infer<typeof layoutSettingsSchema>;

/** Kinds of messages a user may turn off: system messages, announcements, task/analysis finished. */
export const notifyPreferencesSchema = z.object({
  system: z.boolean(),
  announcement: z.boolean(),
  task: z.boolean(),
});
export type NotifyPreferences = z.infer<typeof notifyPreferencesSchema>;
export const DEFAULT_NOTIFY_PREFERENCES: NotifyPreferences = { system: true, announcement: true, task: true };

export const accountSettingSchema = z.object({
  /** `null` until the user saves the drawer once: the console keeps its defaults. */
  layout: layoutSettingsSchema.nullable(),
  notify: notifyPreferencesSchema,
});
export type AccountSetting = z.infer<typeof accountSettingSchema>;

/** `GET /sys/user/account/setting`: the caller's saved layout and notification preferences. */
export const getAccountSetting = endpoint({
  method: 'GET',
  path: '/sys/user/account/setting',
  auth: true,
  access: 'self',
  response: resultSchema(accountSettingSchema),
});

/** `PUT /sys/user/account/setting`: either part or both; answers the stored whole. */
export const saveAccountSetting = endpoint({
  method: 'PUT',
  path: '/sys/user/account/setting',
  source: 'project',
  since: 'project',
  auth: true,
  access: 'self',
  body: z
    .object({ layout: layoutSettingsSchema.optional(), notify: notifyPreferencesSchema.optional() })
    .refine((b) => b.layout !== undefined || b.notify !== undefined, '没有要保存的设置'),
  response: resultSchema(accountSettingSchema),
});

/** The account center card: masked contact data, the login-log facts, the names of one's groups. */
export const accountCardSchema = z.object({
  id: z.string(),
  username: z.string(),
  realname: z.string(),
  avatar: z.string().nullable(),
  workNo: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  departs: z.array(z.object({ departName: z.string(), orgCode: z.string(), current: z.boolean() })),
  positions: z.array(z.string()),
  roles: z.array(z.string()),
  tenants: z.array(z.string()),
  lastLoginTime: dateTimeString.nullable(),
  lastLoginIp: z.string().nullable(),
});
export type AccountCard = z.infer<typeof accountCardSchema>;
export const accountCenter = endpoint({
  method: 'GET',
  path: '/sys/user/account/center',
  auth: true,
  access: 'self',
  response: resultSchema(accountCardSchema),
});

/** 应用 tab: the pages the user's own operation-log rows (type 2) hit most, as shortcuts when a menu matches. */
export const accountAppSchema = z.object({
  label: z.string(),
  requestUrl: z.string().nullable(),
  count: z.number().int(),
  lastTime: dateTimeString.nullable(),
  /** Route of the menu entry this log content belongs to, when one matches. */
  route: z.string().nullable(),
});
export type AccountApp = z.infer<typeof accountAppSchema>;
export const accountApps = endpoint({
  method: 'GET',
  path: '/sys/user/account/apps',
  auth: true,
  access: 'self',
  response: resultSchema(z.array(accountAppSchema)),
});

/** 文章 tab: announcements the user sent, or read last. */
export const accountArticleSchema = z.object({
  id: z.string(),
  titile: z.string(),
  relation: z.enum(['sent', 'read']),
  time: dateTimeString.nullable(),
  msgCategory: z.string().nullable(),
});
export type AccountArticle = z.infer<typeof accountArticleSchema>;
export const accountArticles = endpoint({
  method: 'GET',
  path: '/sys/user/account/articles',
  auth: true,
  access: 'self',
  response: resultSchema(z.array(accountArticleSchema)),
});

/** 项目 tab: the user's crop tasks and bulletin analyses with their status. */
export const accountProjectSchema = z.object({
  kind: z.enum(['cropTask', 'analysis']),
  id: z.string(),
  name: z.string(),
  status: z.string(),
  time: dateTimeString.nullable(),
});
export type AccountProject = z.infer<typeof accountProjectSchema>;
export const accountProjects = endpoint({
  method: 'GET',
  path: '/sys/user/account/projects',
  auth: true,
  access: 'self',
  response: resultSchema(z.array(accountProjectSchema)),
});

/** 账户绑定: the third-party account kinds with their state; `enabled: false` while third-party apps are off. */
export const thirdAccountsSchema = z.object({
  enabled: z.boolean(),
  list: z.array(
    z.object({
      thirdType: z.enum(['wechat_enterprise', 'dingtalk', 'github']),
      bound: z.boolean(),
      realname: z.string().nullable(),
    }),
  ),
});
export type ThirdAccounts = z.infer<typeof thirdAccountsSchema>;
export const accountThirdAccounts = endpoint({
  method: 'GET',
  path: '/sys/user/account/thirdAccounts',
  auth: true,
  access: 'self',
  response: resultSchema(thirdAccountsSchema),
});

const redirectUrl = z.string().trim().min(1, '缺少回调地址').max(2000).url('回调地址格式不正确');

/** `GET /sys/thirdLogin/oauth2/checkRedirect`: is `redirect` a registered app URL (env `OAUTH2_REDIRECT_ALLOWLIST`)? */
export const oauth2CheckRedirect = endpoint({
  method: 'GET',
  path: '/sys/thirdLogin/oauth2/checkRedirect',
  auth: false,
  access: 'public',
  query: z.object({ redirect: redirectUrl }),
  response: resultSchema(z.object({ origin: z.string() }).nullable()),
});

/**
 * `POST /sys/thirdLogin/oauth2/authorize`: the signed-in caller authorises the app: a new session token for the
 * app and the address to return to (`redirect` + `token` + `state`), only for an allowlisted `redirect`.
 */
export const oauth2Authorize = endpoint({
  method: 'POST',
  path: '/sys/thirdLogin/oauth2/authorize',
  source: 'project',
  since: 'project',
  auth: true,
  access: 'self',
  body: z.object({ redirect: redirectUrl, state: z.string().max(500).optional() }),
  response: resultSchema(z.object({ redirectUrl: z.string(), token: z.string() }).nullable()),
});
