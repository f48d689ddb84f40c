import jwt from 'jsonwebtoken';
import { type Endpoint, endpointTable, NO_PERMISSION_MESSAGE, requirementsOf } from '@cropwatch/contract';
import { seedId } from '../src/core/seed/seed-file';
import { DEMO_REPORTS, reportId } from '../src/modules/cgreport/cgreport.seed';
import { signIn } from './support/contract';
import { allows, reportAllowed, type RoleGrants, seedGrants, seedMenus } from './support/seed-grants';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * The authorization matrix (issue #20), generated from the contract's endpoint table: for every endpoint, each
 * demo role and each bad-token case, the answer expected from the endpoint's `access` declaration and the seed's
 * grants. Calls carry dummy ids and bodies, so a missing permission must answer 510 before validation, and a
 * granted one must get past the guard (any answer but 510 / 401). One app, each user signed in once.
 */

const ROLES = ['admin', 'analyst', 'viewer'] as const;
const entries = Object.entries(endpointTable).sort(([a], [b]) => a.localeCompare(b));
const grants = seedGrants();
const { pages, buttons } = seedMenus();

/**
 * The list endpoint each seeded page loads first (the console page of the menu's component). A role granted the
 * menu must be able to call it (the #18 defect: 对话记录 granted, its list refused).
 */
const PAGE_LIST: Record<string, string> = {
  '/dashboard/analysis': 'dashboard.loginfo',
  '/chat/assistant': 'chat.chatSessionList',
  '/crop/task': 'cropTask.cropTaskList',
  '/analysis/notification': 'analysisAnalyze.analysisMainList',
  '/analysis/aezs': 'analysisAez.analysisZoneList',
  '/analysis/analyze': 'analysisAnalyze.analysisMainList',
  '/analysis/analyze-item': 'analysisAnalyze.analysisItemList',
  '/analysis/chapter': 'analysisChapter.analysisChapterList',
  '/analysis/country-irrigation': 'analysisCountryIrrigation.analysisCountryIrrigationList',
  '/analysis/cue-word': 'analysisCueWord.analysisCueWordList',
  '/analysis/image-generator': 'analysisImage.analysisImageList',
  '/chat/app-config': 'chat.chatAppList',
  '/chat/record': 'chat.chatRecordList',
  '/chat/noun-abbreviation': 'chat.chatAbbreviationList',
  '/chat/knowledge-base': 'chat.chatKnowledgeBaseList',
  '/isystem/user': 'user.userList',
  '/isystem/roleUserList': 'role.roleList',
  '/isystem/permission': 'permissionAdmin.permissionList',
  '/isystem/depart': 'user.departQueryTreeList',
  '/isystem/departUserList': 'departAdmin.departUserList',
  '/isystem/dict': 'dictAdmin.dictList',
  '/isys/category': 'category.categoryRootList',
  '/isys/tenant': 'tenant.tenantList',
  '/isystem/position': 'position.positionList',
  '/isystem/addressList': 'departAdmin.addressBookList',
  '/isystem/annountCement': 'announcement.announcementList',
  '/isystem/checkRule': 'checkRule.checkRuleList',
  '/modules/message/sysMessageList': 'message.sysMessageList',
  '/modules/message/sysMessageTemplateList': 'message.messageTemplateList',
  '/isps/userAnnouncement': 'announcement.getMyAnnouncementSend',
  '/isystem/QuartzJobList': 'quartz.quartzJobList',
};

const dummyPath = (p: string) => `/jeecg-boot${p.replace(/[:*]\w+/g, 'x')}`;

const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');

describe('authorization matrix', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const badTokens: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp();
    // Expired: lina's session idles past the two hours; everyone else signs in afterwards.
    badTokens.expired = await signIn(t, 'lina');
    t.clock.advance(2 * 3_600_000 + 1000);
    const loggedOut = await signIn(t, 'zhangwei');
    await t.http.post('/jeecg-boot/sys/logout').set('X-Access-Token', loggedOut).expect(200);
    badTokens['logged out'] = loggedOut;
    const exp = Math.floor(t.clock.now() / 1000) + 3600;
    badTokens.forged = jwt.sign({ username: 'admin', exp }, 'not-the-secret', { algorithm: 'HS256' });
    badTokens['alg:none'] = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ username: 'admin', exp })}.`;
    for (const role of ROLES) tokens[role] = await signIn(t, role);
    // Booting and five scrypt sign-ins can take long on a loaded machine.
  }, 120_000);

  afterAll(() => t?.close());

  const send = (e: Endpoint, token: string | undefined) => {
    const method = e.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
    let req = t.http[method](dummyPath(e.path)).query({ id: 'x', ids: 'x' });
    if (token !== undefined) req = req.set('X-Access-Token', token);
    return e.method === 'GET' ? req : req.send({ id: 'x' });
  };

  describe('declarations', () => {
    const menuUrls = new Set(pages.map((p) => p.url));

    it.each(entries)('%s declares its access, naming seeded menus and buttons', (_key, e) => {
      expect(e.access).toBeDefined();
      expect(e.access === 'public').toBe(!e.auth);
      for (const n of requirementsOf(e.access)) {
        if ('menu' in n) expect(menuUrls).toContain(n.menu);
        else expect(buttons).toContain(n.button);
      }
    });
  });

  describe.each(entries)('%s', (_key, e) => {
    it('answers each role and token case as its declaration and the seed grants say', async () => {
      const expected: Record<string, string> = {};
      const actual: Record<string, string> = {};
      if (!e.auth) {
        const res = await send(e, undefined);
        const code = (res.body as { code?: number } | undefined)?.code;
        expected.anonymous = 'through';
        actual.anonymous = res.status === 401 || code === 510 ? `${res.status}/${code}` : 'through';
      } else {
        const bad = [['none', undefined] as const, ...Object.entries(badTokens)];
        const [badAnswers, roleAnswers] = await Promise.all([
          Promise.all(bad.map(([, token]) => send(e, token))),
          Promise.all(ROLES.map((role) => send(e, tokens[role]))),
        ]);
        bad.forEach(([name], i) => {
          expected[name] = '401';
          actual[name] = String(badAnswers[i].status);
        });
        ROLES.forEach((role, i) => {
          const res = roleAnswers[i];
          const granted = allows(e.access, grants.get(role) as RoleGrants);
          const body = res.body as { success?: boolean; code?: number; message?: string } | undefined;
          expected[role] = granted ? 'through' : `510 ${NO_PERMISSION_MESSAGE}`;
          actual[role] =
            res.status === 401
              ? '401'
              : body?.code === 510
                ? `510${body.success === false ? '' : ' success?'} ${body.message}`
                : 'through';
        });
      }
      expect(actual).toEqual(expected);
    });
  });

  describe('online reports: every report endpoint with each seeded report (issue #29)', () => {
    const reportEntries = entries.filter(([, e]) => e.access === 'report');
    const codes = DEMO_REPORTS.map((r) => r.code);

    it('declares every /online/cgreport/api read but testConnection per report', () => {
      const reads = entries.filter(([, e]) => e.path.startsWith('/online/cgreport/api/') && e.method === 'GET');
      expect(reportEntries.map(([k]) => k).sort()).toEqual(reads.map(([k]) => k).sort());
      expect(reportEntries.length).toBeGreaterThanOrEqual(6);
    });

    it('lets each seeded role run exactly the reports listed in docs/decisions.md (D-72)', () => {
      const runs = (role: string) => codes.filter((c) => reportAllowed(c, grants.get(role) as RoleGrants));
      expect(runs('admin')).toEqual(codes);
      expect(runs('analyst')).toEqual(['rp_crop_indicator']);
      expect(runs('viewer')).toEqual([]);
    });

    it.each(reportEntries)('%s answers each role only for the reports it is granted', async (_key, e) => {
      const expected: Record<string, string> = {};
      const actual: Record<string, string> = {};
      for (const code of codes) {
        const path = `/jeecg-boot${e.path.replace(':code', code).replace(':id', reportId(code))}`;
        const answers = await Promise.all(
          ROLES.map((role) => t.http.get(path).set('X-Access-Token', tokens[role]).query({ pageSize: 1 })),
        );
        ROLES.forEach((role, i) => {
          const res = answers[i];
          const body = res.body as { success?: boolean; code?: number; message?: string } | undefined;
          const key = `${role} ${code}`;
          expected[key] = reportAllowed(code, grants.get(role) as RoleGrants)
            ? 'answered'
            : `510 ${NO_PERMISSION_MESSAGE}`;
          actual[key] =
            body?.code === 510
              ? `510 ${body.message}`
              : res.status === 200 && (body === undefined || body.success !== false || e.envelope === 'binary')
                ? 'answered'
                : `${res.status} ${JSON.stringify(body).slice(0, 80)}`;
        });
      }
      expect(actual).toEqual(expected);
    });
  });

  describe('seed grants', () => {
    it('gives the viewer no write button and the analyst only crop, chat, analysis and its user-page buttons', () => {
      expect([...(grants.get('viewer') as RoleGrants).buttons]).toEqual([]);
      for (const code of (grants.get('analyst') as RoleGrants).buttons)
        expect(code).toMatch(/^(crop|chat|analysis):|^user:(export|form:phone)$/);
    });

    it.each(ROLES)('lets %s load the list of every page it is granted', async (role) => {
      const refused: string[] = [];
      for (const url of (grants.get(role) as RoleGrants).menus) {
        const key = PAGE_LIST[url];
        if (!key) continue;
        const e = endpointTable[key];
        const res = await t.http.get(dummyPath(e.path)).set('X-Access-Token', tokens[role]).query({ pageNo: 1 });
        if (res.status !== 200 || (res.body as { success?: boolean }).success === false)
          refused.push(`${url} ${key}: ${res.status} ${JSON.stringify(res.body).slice(0, 80)}`);
      }
      expect(refused).toEqual([]);
    });

    it('maps pages to GET endpoints of the contract', () => {
      for (const key of Object.values(PAGE_LIST)) expect(endpointTable[key]?.method).toBe('GET');
    });
  });

  describe('user pickers', () => {
    const contact = ['phone', 'email', 'birthday', 'workNo', 'telephone'] as const;
    const withContact = (users: Record<string, unknown>[]) =>
      users.filter((u) => contact.some((k) => u[k] !== null && u[k] !== undefined));

    it('show contact details of other users only to roles granted the user page', async () => {
      const picker = async (role: string) => {
        const res = await t.http
          .get('/jeecg-boot/sys/user/queryUserComponentData')
          .set('X-Access-Token', tokens[role])
          .query({ pageSize: 50 });
        return (res.body as { result: { records: Record<string, unknown>[] } }).result.records;
      };
      const multi = async (role: string) =>
        (
          await t.http
            .get('/jeecg-boot/sys/user/getMultiUser')
            .set('X-Access-Token', tokens[role])
            .query({ username: 'admin,analyst,lina,' })
        ).body as Record<string, unknown>[];
      expect(withContact(await picker('admin')).length).toBeGreaterThan(0);
      expect(withContact(await multi('analyst')).length).toBeGreaterThan(0);
      const viewerRows = await picker('viewer');
      expect(viewerRows.length).toBeGreaterThan(2);
      expect(withContact(viewerRows)).toEqual([]);
      expect(viewerRows.every((u) => typeof u.username === 'string' && typeof u.realname === 'string')).toBe(true);
      const viewerMulti = await multi('viewer');
      expect(viewerMulti).toHaveLength(3);
      expect(withContact(viewerMulti)).toEqual([]);
    });
  });

  describe('data rules', () => {
    const users = async (role: string) =>
      (
        (
          await t.http
            .get('/jeecg-boot/sys/user/list')
            .set('X-Access-Token', tokens[role])
            .query({ pageSize: 100, column: 'username', order: 'asc' })
        ).body as { result: { records: { username: string; orgCode: string | null }[] } }
      ).result.records;

    it("hold the analyst to the users of his own department (the seed's own-depart rule), not the admin", async () => {
      const analyst = await users('analyst');
      expect(analyst.map((u) => u.username)).toEqual(['analyst', 'lina']);
      expect(analyst.every((u) => u.orgCode?.startsWith('A01A01A01'))).toBe(true);
      expect((await users('admin')).length).toBeGreaterThan(analyst.length);
    });

    it('follow the role: unselecting the rule widens the analyst’s list on the next request', async () => {
      const permissionId = seedId('menu', 'isystem-user');
      const roleId = 'ee8626f80f7c2619917b6236f3a7f02b';
      const rules = await t.http
        .get(`/jeecg-boot/sys/role/datarule/${permissionId}/${roleId}`)
        .set('X-Access-Token', tokens.admin);
      expect((rules.body as { result: { drChecked: string } }).result.drChecked).toBeTruthy();
      const saved = await t.http
        .post('/jeecg-boot/sys/role/datarule')
        .set('X-Access-Token', tokens.admin)
        .send({ permissionId, roleId, dataRuleIds: '' });
      expect((saved.body as { success: boolean }).success).toBe(true);
      expect((await users('analyst')).length).toBe((await users('admin')).length);
    });
  });
});
