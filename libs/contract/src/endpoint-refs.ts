import type { Endpoint, HttpMethod, Since } from './endpoint';
import type * as account from './sys/account';
import type * as auth from './sys/auth';
import type * as common from './sys/common';
import type * as dict from './sys/dict';
import type * as permission from './sys/permission';
import type * as system from './sys/system';

/**
 * The zod-free half of an endpoint: what a client needs to send the request (method, path, signature flag).
 * It is typed by the full endpoint, so `EndpointOf`, and through it `ResponseOf`/`BodyOf`/`QueryOf`, answer the
 * `z.infer` types of the schemas, while importing it puts no schema, and no zod, into a browser bundle.
 * Each ref is named like its endpoint; the console's `lib/endpoint-refs.spec.ts` holds the two to the same method,
 * path and signature flag.
 */
export interface EndpointRef<E extends Endpoint = Endpoint> {
  readonly method: HttpMethod;
  readonly path: string;
  readonly signed?: boolean;
  /** The endpoint's first JeecgBoot version (see `Endpoint.since`); full endpoints carry it. */
  readonly since?: Since;
  /** Type-only link to the endpoint; never present at run time. */
  readonly __endpoint?: E;
}

/** The endpoint a ref stands for; an endpoint stands for itself. */
export type EndpointOf<T> = T extends Endpoint ? T : T extends EndpointRef<infer E> ? E : never;

const ref = <E extends Endpoint>(r: EndpointRef<E>): EndpointRef<E> => r;

/** Refs of the endpoints the console's core and sign-in pages call (the first page load must stay zod-free). */
export const endpointRefs = {
  randomImage: ref<typeof auth.randomImage>({ method: 'GET', path: '/sys/randomImage/:key' }),
  login: ref<typeof auth.login>({ method: 'POST', path: '/sys/login' }),
  sms: ref<typeof auth.sms>({ method: 'POST', path: '/sys/sms' }),
  phoneLogin: ref<typeof auth.phoneLogin>({ method: 'POST', path: '/sys/phoneLogin' }),
  logout: ref<typeof auth.logout>({ method: 'POST', path: '/sys/logout' }),
  validateLogin: ref<typeof auth.validateLogin>({ method: 'GET', path: '/sys/cas/client/validateLogin' }),
  getCurrentUserDeparts: ref<typeof auth.getCurrentUserDeparts>({
    method: 'GET',
    path: '/sys/user/getCurrentUserDeparts',
  }),
  selectDepart: ref<typeof auth.selectDepart>({ method: 'PUT', path: '/sys/selectDepart' }),
  updatePassword: ref<typeof auth.updatePassword>({ method: 'PUT', path: '/sys/user/updatePassword' }),
  register: ref<typeof auth.register>({ method: 'POST', path: '/sys/user/register' }),
  passwordChange: ref<typeof auth.passwordChange>({ method: 'GET', path: '/sys/user/passwordChange' }),
  getUserPermissionByToken: ref<typeof permission.getUserPermissionByToken>({
    method: 'GET',
    path: '/sys/permission/getUserPermissionByToken',
  }),
  duplicateCheck: ref<typeof system.duplicateCheck>({ method: 'GET', path: '/sys/duplicate/check' }),
  checkRuleByCode: ref<typeof system.checkRuleByCode>({ method: 'GET', path: '/sys/checkRule/checkByCode' }),
  getAccountSetting: ref<typeof account.getAccountSetting>({ method: 'GET', path: '/sys/user/account/setting' }),
  saveAccountSetting: ref<typeof account.saveAccountSetting>({ method: 'PUT', path: '/sys/user/account/setting' }),
  oauth2CheckRedirect: ref<typeof account.oauth2CheckRedirect>({
    method: 'GET',
    path: '/sys/thirdLogin/oauth2/checkRedirect',
  }),
  oauth2Authorize: ref<typeof account.oauth2Authorize>({ method: 'POST', path: '/sys/thirdLogin/oauth2/authorize' }),
  // Not called through `call` but named by the transport: the cache-buster exception and the stored-file prefix.
  getDictItems: ref<typeof dict.getDictItems>({ method: 'GET', path: '/sys/dict/getDictItems/:dictCode', signed: true }),
  commonStatic: ref<typeof common.commonStatic>({ method: 'GET', path: '/sys/common/static/*path' }),
};
