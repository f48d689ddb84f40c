import { z } from 'zod';
import { endpoint } from '../endpoint';
import { resultSchema } from '../result';
import { dictMapSchema } from './dict';
import { sysDepartSchema, sysTenantSchema, sysUserSchema } from './user';

const mobile = z.string().regex(/^1[3-9]\d{9}$/, '请输入正确手机号');

/** `GET /sys/randomImage/{key}`: a data-URL image (contract §2.1). */
export const randomImage = endpoint({
  method: 'GET',
  path: '/sys/randomImage/:key',
  access: 'public',
  auth: false,
  params: z.object({ key: z.string().min(1).max(64, '验证码key过长') }),
  response: resultSchema(z.string().startsWith('data:image/')),
});

export const loginBodySchema = z.object({
  username: z.string().trim().min(1, '用户名不能为空').max(100),
  password: z.string().min(1, '密码不能为空').max(200),
  captcha: z.string().max(20).optional(),
  checkKey: z.union([z.string(), z.number()]).transform(String).optional(),
  remember_me: z.boolean().optional(),
});
export type LoginBody = z.input<typeof loginBodySchema>;

/** Login result (contract §2.2). `tenantList` only when the user has tenants. */
export const loginResultSchema = z.object({
  token: z.string(),
  userInfo: sysUserSchema,
  departs: z.array(sysDepartSchema),
  multi_depart: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  sysAllDictItems: dictMapSchema.optional(),
  tenantList: z.array(sysTenantSchema).optional(),
});
export type LoginResult = z.infer<typeof loginResultSchema>;

export const login = endpoint({
  method: 'POST',
  path: '/sys/login',
  source: 'LoginController#login',
  since: '3.4.0',
  access: 'public',
  auth: false,
  body: loginBodySchema,
  response: resultSchema(loginResultSchema.nullable()),
});

export const smsBodySchema = z.object({
  mobile: mobile,
  /** "0" login, "1" register, "2" forgotten password, "3" bind/change one's phone (issue #14). */
  smsmode: z.enum(['0', '1', '2', '3']),
});
export const sms = endpoint({
  method: 'POST',
  path: '/sys/sms',
  source: 'LoginController#sms',
  since: '3.4.0',
  access: 'public',
  auth: false,
  body: smsBodySchema,
  response: resultSchema(z.unknown()),
});

export const phoneLoginBodySchema = z.object({
  mobile: mobile,
  captcha: z.string().regex(/^\d{6}$/, '手机验证码错误'),
  remember_me: z.boolean().optional(),
});
export const phoneLogin = endpoint({
  method: 'POST',
  path: '/sys/phoneLogin',
  source: 'LoginController#phoneLogin',
  since: '3.4.0',
  access: 'public',
  auth: false,
  body: phoneLoginBodySchema,
  response: resultSchema(loginResultSchema.nullable()),
});

/** Anonymous mapping; the token travels in the header (contract §2.4). Any method is accepted. */
export const logout = endpoint({
  method: 'POST',
  path: '/sys/logout',
  source: 'LoginController#logout',
  since: '3.4.0',
  access: 'public',
  auth: false,
  alsoMethods: ['GET', 'PUT', 'DELETE'],
  response: resultSchema(z.string().nullable()),
});

/** CAS ticket validation (contract §2.5): no dictionaries, no tenants. */
export const validateLogin = endpoint({
  method: 'GET',
  path: '/sys/cas/client/validateLogin',
  access: 'public',
  auth: false,
  query: z.object({ ticket: z.string().min(1).max(500), service: z.string().max(2000).optional() }),
  response: resultSchema(loginResultSchema.omit({ sysAllDictItems: true, tenantList: true }).nullable()),
});

export const getCurrentUserDeparts = endpoint({
  method: 'GET',
  path: '/sys/user/getCurrentUserDeparts',
  access: 'self',
  auth: true,
  response: resultSchema(z.object({ list: z.array(sysDepartSchema), orgCode: z.string().nullable() })),
});

export const selectDepartBodySchema = z.object({
  orgCode: z.string().min(1, '请选择部门').max(64),
  username: z.string().max(100).optional(),
});
/** `PUT /sys/selectDepart` (contract §2.6); the spec's console posts it too. */
export const selectDepart = endpoint({
  method: 'PUT',
  path: '/sys/selectDepart',
  source: 'LoginController#selectDepart',
  since: '3.4.0',
  access: 'self',
  auth: true,
  alsoMethods: ['POST'],
  body: selectDepartBodySchema,
  response: resultSchema(z.object({ userInfo: sysUserSchema }).nullable()),
});

export const updatePasswordBodySchema = z.object({
  username: z.string().min(1).max(100),
  oldpassword: z.string().min(1, '旧密码不能为空').max(200),
  password: z.string().max(200),
  confirmpassword: z.string().max(200),
});
export type UpdatePasswordBody = z.input<typeof updatePasswordBodySchema>;
/** `PUT /sys/user/updatePassword` (contract §2.8); the spec lists POST, both are served. */
export const updatePassword = endpoint({
  method: 'PUT',
  path: '/sys/user/updatePassword',
  source: 'SysUserController#updatePassword',
  since: '3.4.0',
  access: 'self',
  auth: true,
  alsoMethods: ['POST'],
  body: updatePasswordBodySchema,
  response: resultSchema(z.string().nullable()),
});

/** Password strength rule of the register and alteration pages (spec §5): at least 8 characters. */
export const newPasswordSchema = z.string().min(8, 'Insufficient password strength').max(100);

/** `POST /sys/user/register` (anonymous; contract §6.1). */
export const registerBodySchema = z.object({
  username: z.string().regex(/^[A-Za-z0-9_]{4,18}$/, '用户名长度为6-18位，只能包含字母、数字和下划线'),
  password: newPasswordSchema,
  phone: mobile,
  smscode: z.string().regex(/^\d{6}$/, '手机验证码错误'),
  email: z.string().email().max(100).optional().or(z.literal('')),
});
export type RegisterBody = z.input<typeof registerBodySchema>;
export const register = endpoint({
  method: 'POST',
  path: '/sys/user/register',
  source: 'SysUserController#userRegister',
  since: '3.4.0',
  access: 'public',
  auth: false,
  body: registerBodySchema,
  response: resultSchema(z.unknown()),
});

/**
 * `POST /sys/user/phoneVerification` (SysUserController 3.4.0, anonymous in ShiroConfig): step 2 of the Vue2
 * forgot-password flow (views/user/alteration/Step2.vue). A live reset code (smsmode 2) of `phone` answers ok0
 * `{smscode, username}` of the user with that phone, which step 3 sends to `passwordChange`; a wrong or expired
 * code answers `success:false`, code 0, 「手机验证码错误」. The code is not used up here.
 */
export const phoneVerificationBodySchema = z.object({
  phone: mobile,
  smscode: z.string({ error: '手机验证码错误' }).max(10, '手机验证码错误'),
});
export type PhoneVerificationBody = z.infer<typeof phoneVerificationBodySchema>;
export const phoneVerification = endpoint({
  method: 'POST',
  path: '/sys/user/phoneVerification',
  source: 'SysUserController#phoneVerification',
  since: '3.4.0',
  access: 'public',
  auth: false,
  body: phoneVerificationBodySchema,
  response: resultSchema(z.object({ smscode: z.string(), username: z.string() }).nullable()),
});

/** `GET /sys/user/passwordChange` (anonymous forgot-password flow, contract §2.8). */
export const passwordChangeQuerySchema = z.object({
  username: z.string().min(1).max(100),
  password: newPasswordSchema,
  smscode: z.string().regex(/^\d{6}$/, '短信验证码不匹配！'),
  phone: mobile,
});
export const passwordChange = endpoint({
  method: 'GET',
  path: '/sys/user/passwordChange',
  access: 'public',
  auth: false,
  query: passwordChangeQuerySchema,
  response: resultSchema(z.unknown()),
});

/**
 * `GET /sys/getEncryptedString` (LoginController#getEncryptedString, anonymous in ShiroConfig): ok0 the AES key and
 * iv (16 characters each) that the Vue2 login page caches as `ENCRYPTED_STRING` (utils/encryption/aesEncrypt.js).
 */
export const getEncryptedString = endpoint({
  method: 'GET',
  path: '/sys/getEncryptedString',
  access: 'public',
  auth: false,
  response: resultSchema(z.object({ key: z.string().length(16), iv: z.string().length(16) })),
});
