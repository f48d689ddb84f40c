import {
  loginResultSchema,
  sysDepartSchema,
  sysTenantSchema,
  sysUserSchema,
  userPermissionSchema,
  type LoginResult,
  type SysDepart,
  type SysTenant,
  type SysUser,
  type UserPermission,
} from '@cropwatch/contract';

/** Wire objects for console tests, parsed through the contract so a half-valid fixture fails loudly. */

export const buildUser = (overrides: Partial<SysUser> = {}): SysUser =>
  sysUserSchema.parse({
    id: 'e9ca23d68d884d4ebb19d07889727dae',
    username: 'admin',
    realname: '管理员',
    avatar: null,
    birthday: null,
    sex: 1,
    email: null,
    phone: '18611111111',
    orgCode: 'A01',
    orgCodeTxt: null,
    status: 1,
    delFlag: 0,
    workNo: '00001',
    post: null,
    telephone: null,
    createBy: null,
    createTime: '2019-06-21 17:54:10',
    updateBy: null,
    updateTime: null,
    userIdentity: 2,
    departIds: null,
    relTenantIds: '',
    ...overrides,
  });

export const buildDepart = (overrides: Partial<SysDepart> = {}): SysDepart =>
  sysDepartSchema.parse({
    id: 'c6d7cb4deeac411cb3384b1b31278596',
    parentId: '',
    departName: '北京国炬信息技术有限公司',
    orgCode: 'A01',
    orgType: '1',
    orgCategory: '1',
    departOrder: 0,
    status: '1',
    delFlag: '0',
    ...overrides,
  });

export const buildTenant = (overrides: Partial<SysTenant> = {}): SysTenant =>
  sysTenantSchema.parse({
    id: 1,
    name: '北京租户001',
    createTime: '2020-07-10 15:43:32',
    createBy: 'admin',
    beginDate: null,
    endDate: null,
    status: 1,
    ...overrides,
  });

export const buildLoginResult = (overrides: Partial<LoginResult> = {}): LoginResult =>
  loginResultSchema.parse({
    token: 'eyJ0eXAiOiJKV1QiLCJhbGciOiJIUzI1NiJ9.e30.sig',
    userInfo: buildUser(),
    departs: [buildDepart()],
    multi_depart: 1,
    sysAllDictItems: { sex: [{ value: '1', text: '男', title: '男', label: '男' }] },
    ...overrides,
  });

export const buildPermissions = (overrides: Partial<UserPermission> = {}): UserPermission =>
  userPermissionSchema.parse({
    menu: [
      {
        id: 'home',
        path: '/dashboard/analysis',
        name: 'dashboard-analysis',
        component: 'dashboard/Analysis',
        route: '1',
        meta: { title: '首页', keepAlive: false, internalOrExternal: false },
      },
    ],
    auth: [{ action: 'user:add', type: '1', describe: '添加按钮' }],
    allAuth: [{ action: 'user:form:phone', type: '2', status: '1', describe: '手机号禁用' }],
    sysSafeMode: false,
    ...overrides,
  });
