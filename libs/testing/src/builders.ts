import {
  type AllAuthEntry,
  type Announcement,
  announcementSchema,
  type AuthEntry,
  type LoginResult,
  loginResultSchema,
  type MenuRoute,
  menuRouteSchema,
  type Page,
  type Result,
  type SysDepart,
  sysDepartSchema,
  type SysUser,
  sysUserSchema,
  type UserPermission,
  userPermissionSchema,
} from '@cropwatch/contract';

/**
 * Fixture builders typed from the contract: each returns a complete, valid wire object (checked with the
 * contract's schema) with the given fields overridden.
 */

export function buildResult<T>(result: T, over: Partial<Result<T>> = {}): Result<T> {
  return { success: true, message: '', code: 0, result, timestamp: 1_700_000_000_000, ...over };
}

export function buildErrorResult(message: string, code = 500): Result<null> {
  return { success: false, message, code, result: null, timestamp: 1_700_000_000_000 };
}

export function buildPage<T>(records: T[], over: Partial<Page<T>> = {}): Page<T> {
  const size = over.size ?? 10;
  const total = over.total ?? records.length;
  return { records, total, size, current: 1, pages: size > 0 ? Math.ceil(total / size) : 0, ...over };
}

export function buildSysUser(over: Partial<SysUser> = {}): SysUser {
  return sysUserSchema.parse({
    id: 'e9ca23d68d884d4ebb19d07889727dae',
    username: 'admin',
    realname: '管理员',
    avatar: null,
    birthday: '1985-03-12',
    sex: 1,
    email: 'admin@cropwatch.com.cn',
    phone: '13911110001',
    orgCode: 'A01',
    orgCodeTxt: null,
    status: 1,
    delFlag: 0,
    workNo: 'CW0001',
    post: null,
    telephone: null,
    createBy: 'admin',
    createTime: '2024-05-01 09:00:00',
    updateBy: null,
    updateTime: null,
    userIdentity: 2,
    departIds: null,
    relTenantIds: '',
    homePath: null,
    ...over,
  });
}

export function buildSysDepart(over: Partial<SysDepart> = {}): SysDepart {
  return sysDepartSchema.parse({
    id: 'c6d7cb4deeac411cb3384b1b31278596',
    parentId: '',
    departName: '中国科学院空天信息创新研究院',
    departNameEn: null,
    orgCode: 'A01',
    orgType: '1',
    orgCategory: '1',
    departOrder: 0,
    status: '1',
    delFlag: '0',
    ...over,
  });
}

export function buildMenuRoute(over: Partial<MenuRoute> = {}): MenuRoute {
  return menuRouteSchema.parse({
    id: '1f3d0b5f6c2a4e1b9a7c8d6e5f4a3b21',
    route: '1',
    path: '/dashboard/analysis',
    name: 'dashboard-analysis',
    component: 'dashboard/Analysis',
    redirect: null,
    meta: { keepAlive: false, internalOrExternal: false, title: '首页', componentName: 'Analysis', icon: 'home' },
    ...over,
  });
}

export const buildAuthEntry = (over: Partial<AuthEntry> = {}): AuthEntry => ({
  action: 'user:add',
  type: '1',
  describe: '添加用户',
  ...over,
});

export const buildAllAuthEntry = (over: Partial<AllAuthEntry> = {}): AllAuthEntry => ({
  action: 'user:add',
  status: '1',
  type: '1',
  describe: '添加用户',
  ...over,
});

export function buildUserPermission(over: Partial<UserPermission> = {}): UserPermission {
  return userPermissionSchema.parse({
    menu: [buildMenuRoute()],
    auth: [buildAuthEntry()],
    allAuth: [buildAllAuthEntry()],
    sysSafeMode: false,
    ...over,
  });
}

export function buildLoginResult(over: Partial<LoginResult> = {}): LoginResult {
  return loginResultSchema.parse({
    token: 'eyJhbGciOiJIUzI1NiJ9.eyJ1c2VybmFtZSI6ImFkbWluIiwiZXhwIjoxNzAwMDAzNjAwfQ.signature',
    userInfo: buildSysUser(),
    departs: [buildSysDepart()],
    multi_depart: 1,
    sysAllDictItems: { sex: [{ value: '1', text: '男', title: '男', label: '男' }] },
    ...over,
  });
}

export function buildAnnouncement(over: Partial<Announcement> = {}): Announcement {
  return announcementSchema.parse({
    id: '1256486502931722242',
    titile: '2024年第1期全球农情遥感速报发布',
    msgContent: '<p>速报已发布。</p>',
    startTime: '2024-05-01 09:00:00',
    endTime: '2025-05-01 09:00:00',
    sender: 'admin',
    priority: 'H',
    msgCategory: '1',
    msgType: 'ALL',
    sendStatus: '1',
    sendTime: '2024-05-01 09:00:00',
    cancelTime: null,
    delFlag: '0',
    createBy: 'admin',
    createTime: '2024-05-01 09:00:00',
    updateBy: null,
    updateTime: null,
    userIds: null,
    busType: null,
    busId: null,
    openType: null,
    openPage: null,
    msgAbstract: null,
    ...over,
  });
}
