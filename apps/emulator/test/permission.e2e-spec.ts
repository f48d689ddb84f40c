import { readFileSync } from 'node:fs';
import path from 'node:path';
import { getUserPermissionByToken, type MenuRoute } from '@cropwatch/contract';
import { expectContract, signIn } from './support/contract';
import { createTestApp, type TestApp } from './support/test-app';

const ROOT = path.resolve(__dirname, '../../..');

const flatten = (routes: MenuRoute[]): MenuRoute[] => routes.flatMap((r) => [r, ...flatten(r.children ?? [])]);

/** url/component pairs of jeecg-menu-components.md our seed must use for JeecgBoot pages. */
const JEECG_PAGES: [string, string][] = [
  ['/dashboard/analysis', 'dashboard/Analysis'],
  ['/account/center', 'account/center/Index'],
  ['/account/settings/BaseSetting', 'account/settings/Index'],
  ['/account/settings/base', 'account/settings/BaseSetting'],
  ['/account/settings/security', 'account/settings/Security'],
  ['/account/settings/custom', 'account/settings/Custom'],
  ['/account/settings/binding', 'account/settings/Binding'],
  ['/account/settings/notification', 'account/settings/Notification'],
  ['/exception/403', 'exception/403'],
  ['/exception/404', 'exception/404'],
  ['/exception/500', 'exception/500'],
  ['/result/success', 'result/Success'],
  ['/result/fail', 'result/Error'],
  ['/isystem/user', 'system/UserList'],
  ['/isystem/roleUserList', 'system/RoleUserList'],
  ['/isystem/permission', 'system/PermissionList'],
  ['/isystem/depart', 'system/DepartList'],
  ['/isystem/departUserList', 'system/DepartUserList'],
  ['/isystem/dict', 'system/DictList'],
  ['/isys/category', 'system/SysCategoryList'],
  ['/isys/tenant', 'system/TenantList'],
  ['/isystem/position', 'system/SysPositionList'],
  ['/isystem/addressList', 'system/AddressList'],
  ['/isystem/annountCement', 'system/SysAnnouncementList'],
  ['/isps/userAnnouncement', 'system/UserAnnouncementList'],
  ['/modules/message/sysMessageTemplateList', 'modules/message/SysMessageTemplateList'],
  ['/modules/message/sysMessageList', 'modules/message/SysMessageList'],
  ['/isystem/online', 'system/SysUserOnlineList'],
  ['/isystem/QuartzJobList', 'system/QuartzJobList'],
  ['/sys/dataLog-list', 'system/DataLogList'],
  ['/isystem/log', 'system/LogList'],
  ['/isystem/gatewayroute', 'system/SysGatewayRouteList'],
  ['/isystem/dataSource', 'system/SysDataSourceList'],
  ['/isystem/checkRule', 'system/SysCheckRuleList'],
  ['/isystem/fillRule', 'system/SysFillRuleList'],
  ['/monitor/JvmInfo', 'modules/monitor/JvmInfo'],
  ['/monitor/redis/info', 'modules/monitor/RedisInfo'],
  ['/monitor/TomcatInfo', 'modules/monitor/TomcatInfo'],
  ['/monitor/SystemInfo', 'modules/monitor/SystemInfo'],
  ['/monitor/Disk', 'modules/monitor/DiskMonitoring'],
  ['/monitor/HttpTrace', 'modules/monitor/HttpTrace'],
  ['/oss/file', 'modules/oss/OSSFileList'],
  ['/online/cgreport/:code', 'modules/online/cgreport/auto/OnlCgreportAutoList'],
];

/** The crop pages' url/component table of docs/decisions.md. */
function cropPages(): [string, string][] {
  const doc = readFileSync(path.join(ROOT, 'docs/decisions.md'), 'utf8');
  const section = doc.slice(doc.indexOf('## Crop page component strings'));
  // Cells may be padded (Prettier aligns Markdown tables).
  return [...section.matchAll(/^\| [^|]+ \| +(\/[^ |]+) +\| +([\w/]+) +\|$/gm)].map((m) => [m[1], m[2]]);
}

describe('getUserPermissionByToken', () => {
  let t: TestApp;
  const permissionOf = async (username: string) => {
    const res = await t.http
      .get('/jeecg-boot/sys/permission/getUserPermissionByToken')
      .set('X-Access-Token', await signIn(t, username));
    const body = expectContract(getUserPermissionByToken, res.body);
    expect(body).toMatchObject({ success: true, code: 0, message: '' });
    return body.result!;
  };

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('gives admin the whole tree: the four sidebar pages first, then the folders', async () => {
    const { menu, sysSafeMode } = await permissionOf('admin');
    expect(sysSafeMode).toBe(false);
    expect(menu.map((m) => `${m.meta.title ?? ''}|${m.path}|${m.component}`).slice(0, 4)).toEqual([
      '首页|/dashboard/analysis|dashboard/Analysis',
      '智能问答|/chat/assistant|chat/ChatAssistant',
      '作物任务|/crop/task|crop/CropTaskList',
      '通报分析|/analysis/notification|analysis/NotificationAnalysis',
    ]);
    expect(menu.slice(4).map((m) => m.path)).toEqual([
      '/crop-data',
      '/gpt/cropwatch',
      '/analysis',
      '/chat',
      '/isystem',
      '/message',
      '/dashboard3',
      '/oss',
      '/account',
      '/exception',
      '/result',
      '/jeecg',
      '/online/cgreport',
      '/online/cgreport/:code',
    ]);
    const monitor = menu.find((m) => m.path === '/dashboard3')!.children!.find((c) => c.path === '/monitor')!;
    expect(monitor.children!.map((c) => c.component)).toContain('modules/monitor/JvmInfo');
  });

  it('uses the exact url/component strings for every JeecgBoot and crop page', async () => {
    const rows = flatten((await permissionOf('admin')).menu).map((r) => `${r.meta.url ?? r.path}|${r.component}`);
    const expected = [...JEECG_PAGES, ...cropPages()];
    expect(cropPages()).toHaveLength(15);
    for (const [url, component] of expected) expect(rows).toContain(`${url}|${component}`);
  });

  it('carries the special rows: route 0, alwaysShow, iframe, external link, hidden page, all-hidden folder', async () => {
    const { menu } = await permissionOf('admin');
    const all = flatten(menu);
    const online = menu.find((m) => m.path === '/online/cgreport/:code')!;
    expect(online).toMatchObject({ route: '0', hidden: true, name: 'online-cgreport-@code' });
    // As in JeecgBoot's own seed, only the hidden 个人设置 container has alwaysShow: the real client draws such an
    // item as one link to itself with its children hidden, so a visible one would break its sidebar (issue #19).
    expect(all.filter((r) => r.alwaysShow).map((r) => [r.path, r.hidden])).toEqual([
      ['/account/settings/BaseSetting', true],
    ]);
    const iframe = all.find((r) => r.component === 'layouts/IframePageView' && r.meta.url?.startsWith('{{'))!;
    expect(iframe.path).toMatch(/^[0-9a-f]{32}$/);
    expect(iframe.meta.url).toBe("{{ window._CONFIG['domianURL'] }}/druid/");
    const external = all.find((r) => r.meta.internalOrExternal)!;
    expect(external.meta.url).toMatch(/^https:\/\//);
    expect(external.path).toMatch(/^[0-9a-f]{32}$/);
    expect(all.find((r) => r.path === '/isps/userAnnouncement')).not.toHaveProperty('hidden');
    expect(all.find((r) => r.path === '/account/center')).toMatchObject({ hidden: true, meta: { hideMenu: true } });
    // Every child of the account folder is hidden, so the folder is hidden and loses its meta (quirk §14.11).
    expect(menu.find((m) => m.path === '/account')).toMatchObject({ hidden: true, meta: { hideMenu: true } });
    for (const route of all) {
      expect(route.route === '1' || route.route === '0').toBe(true);
      if ('hidden' in route) expect(route.hidden).toBe(true);
    }
  });

  it('gives every route its own path and name, as both clients look pages up by them', async () => {
    const all = flatten((await permissionOf('admin')).menu);
    const paths = all.map((r) => r.path);
    const names = all.map((r) => r.name);
    expect(paths.filter((p, i) => paths.indexOf(p) !== i)).toEqual([]);
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
    // The real client's user menu links to the route named account-settings-base (its 账户设置 entry).
    expect(all.find((r) => r.component === 'account/settings/BaseSetting')).toMatchObject({
      path: '/account/settings/base',
      name: 'account-settings-base',
      meta: { title: '基本设置' },
    });
  });

  it("lists admin's enabled buttons in auth and every button, with status, in allAuth", async () => {
    const { auth, allAuth } = await permissionOf('admin');
    expect(auth.map((a) => a.action)).toEqual(
      expect.arrayContaining([
        'user:add',
        'user:edit',
        'user:delete',
        'user:batch_delete',
        'user:import',
        'user:export',
        'role:add',
      ]),
    );
    expect(auth.map((a) => a.action)).not.toContain('user:form:birthday');
    expect(allAuth).toContainEqual({ action: 'user:form:birthday', status: '0', type: '2', describe: '生日禁用' });
    expect(allAuth.filter((a) => a.status === '0')).toHaveLength(1);
    expect(allAuth.filter((a) => a.type === '2').length).toBeGreaterThanOrEqual(2);
    expect(allAuth).toHaveLength(auth.length + 1);
  });

  it('gives the analyst a subset of menus and buttons', async () => {
    const { menu, auth, allAuth } = await permissionOf('analyst');
    expect(menu.map((m) => m.path)).toEqual(
      expect.arrayContaining(['/dashboard/analysis', '/gpt/cropwatch', '/analysis', '/chat', '/isystem']),
    );
    expect(menu.map((m) => m.path)).not.toContain('/dashboard3');
    expect(menu.find((m) => m.path === '/isystem')!.children!.map((c) => c.path)).toEqual([
      '/isystem/user',
      '/isystem/departUserList',
      '/isystem/addressList',
    ]);
    expect(auth.map((a) => a.action).sort()).toEqual(
      [
        'analysis:aezs:edit',
        'analysis:analyze:add',
        'analysis:image:generate',
        'analysis:notification:generate',
        'chat:answer:toBulletin',
        'chat:kb:edit',
        'chat:record:export',
        'crop:dataset:activate',
        'crop:dataset:import',
        'crop:task:add',
        'crop:task:edit',
        'crop:task:export',
        'user:export',
        'user:form:phone',
      ].sort(),
    );
    expect(allAuth.length).toBeGreaterThan(auth.length);
  });

  it('gives the viewer the four read-only pages and no buttons', async () => {
    const { menu, auth, allAuth } = await permissionOf('viewer');
    expect(menu.filter((m) => !m.hidden).map((m) => m.name)).toEqual([
      'dashboard-analysis',
      'chat-assistant',
      'crop-task',
      'analysis-notification',
    ]);
    expect(menu.filter((m) => !m.hidden).every((m) => !m.children)).toBe(true);
    // Plus the hidden 个人页 (account center and settings), every signed-in user's own pages (issue #14).
    expect(menu.filter((m) => m.hidden).map((m) => m.name)).toContain('account');
    expect(auth).toEqual([]);
    expect(allAuth.length).toBeGreaterThan(0);
  });
});
