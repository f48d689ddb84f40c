import {
  THIRD_APP_DISABLED,
  getEnabledType,
  positionList,
  roleQueryTreeList,
  syncThirdApp,
  thirdAppRecallMessageTest,
  thirdAppSendMessageTest,
  workplaceTeams,
} from '@cropwatch/contract';
import { getAs } from './support/admin-probes';
import { expectContract, signIn } from './support/contract';
import { createTestApp, type TestApp } from './support/test-app';

/** The endpoints the real JeecgBoot client 3.4 needs beyond the system pages (issue #19), in the real server's shape. */
describe('calls of the real JeecgBoot client', () => {
  let t: TestApp;
  let admin: string;
  let analyst: string;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signIn(t, 'admin');
    analyst = await signIn(t, 'analyst');
  });
  afterAll(() => t.close());

  it('GET /sys/thirdApp/getEnabledType answers Result.OK with both apps disabled', async () => {
    const res = await getAs(t, admin, '/sys/thirdApp/getEnabledType');
    expect(res.status).toBe(200);
    const body = expectContract(getEnabledType, res.body);
    expect(body).toMatchObject({
      success: true,
      code: 200,
      message: '',
      result: { wechatEnterprise: false, dingtalk: false },
    });
    expect(Object.keys(body.result).sort()).toEqual(['dingtalk', 'wechatEnterprise']);
  });

  it('needs a token, as every thirdApp call of the real server', async () => {
    const res = await t.http.get('/jeecg-boot/sys/thirdApp/getEnabledType');
    expect(res.status).toBe(401);
  });

  const syncs = ['wechatEnterprise', 'dingtalk'].flatMap((app) =>
    ['user', 'depart'].flatMap((what) => ['toApp', 'toLocal'].map((to) => `/sys/thirdApp/sync/${app}/${what}/${to}`)),
  );

  it.each(syncs)('%s answers Result.error "<app>同步功能已禁用" with the app disabled', async (path) => {
    const res = await getAs(t, admin, path, { ids: 'a,b' });
    expect(res.status).toBe(200);
    const app = path.includes('/dingtalk/') ? 'dingtalk' : 'wechatEnterprise';
    expect(expectContract(syncThirdApp, res.body)).toMatchObject({
      success: false,
      code: 500,
      message: THIRD_APP_DISABLED[app],
      result: null,
    });
  });

  it('POST sendMessageTest / recallMessageTest (ThirdAppMessageTest.vue) answer the disabled or unknown app', async () => {
    const post = (path: string, body: object, token = analyst) =>
      t.http.post(`/jeecg-boot${path}`).set('X-Access-Token', token).send(body);
    const cases: [string, object, string][] = [
      ['WECHAT_ENTERPRISE', { sendAll: false, receiver: 'admin', content: '测试' }, '企业微信已被禁用'],
      ['DINGTALK', { sendAll: true, content: '测试' }, '钉钉已被禁用'],
      ['FEISHU', {}, '不识别的第三方APP'],
    ];
    for (const [app, rest, message] of cases) {
      const sent = expectContract(
        thirdAppSendMessageTest,
        (await post('/sys/thirdApp/sendMessageTest', { app, ...rest })).body,
      );
      expect(sent).toMatchObject({ success: false, code: 500, message, result: null });
      const recalled = expectContract(
        thirdAppRecallMessageTest,
        (await post('/sys/thirdApp/recallMessageTest', { app, msg_task_id: '1' })).body,
      );
      expect(recalled).toMatchObject({ success: false, code: 500, message, result: null });
    }
    expect((await t.http.post('/jeecg-boot/sys/thirdApp/sendMessageTest').send({ app: 'DINGTALK' })).status).toBe(401);
  });

  it('knows no other app', async () => {
    const res = await getAs(t, admin, '/sys/thirdApp/sync/feishu/user/toApp');
    expect(res.body).toMatchObject({ success: false });
  });

  it('GET /mock/api/workplace/teams answers the demo file layout without an envelope: the caller’s departments', async () => {
    const mine = expectContract(workplaceTeams, (await getAs(t, analyst, '/mock/api/workplace/teams')).body);
    expect(mine).not.toHaveProperty('success');
    expect(mine).toMatchObject({ message: '', status: 200 });
    expect(mine.result.length).toBe(2);
    for (const team of mine.result) {
      expect(team.avatar).toBe('');
      expect(team.name.length).toBeGreaterThan(0);
    }
    const adminTeams = expectContract(workplaceTeams, (await getAs(t, admin, '/mock/api/workplace/teams')).body);
    expect(adminTeams.result.map((team) => team.id)).not.toEqual(mine.result.map((team) => team.id));
  });

  it('GET /sys/position/list takes the real client’s pageSize=99999 and answers the whole table', async () => {
    for (const code of ['engineer', 'director'])
      await t.http
        .post('/jeecg-boot/sys/position/add')
        .set('X-Access-Token', admin)
        .send({ code, name: code, postRank: '3' });
    const body = expectContract(
      positionList,
      (await getAs(t, admin, '/sys/position/list', { pageSize: '99999' })).body,
    );
    expect(body).toMatchObject({ success: true, result: { total: 2, size: 99999, current: 1, pages: 1 } });
    expect(body.result!.records).toHaveLength(2);
  });

  it('GET /sys/role/queryTreeList gives every node scopedSlots {"title":"hasDatarule"} (contract §6.2)', async () => {
    const body = expectContract(roleQueryTreeList, (await getAs(t, admin, '/sys/role/queryTreeList')).body);
    type Node = { scopedSlots: unknown; children?: Node[] | null };
    const all = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...all(n.children ?? [])]);
    const nodes = all(body.result!.treeList);
    expect(nodes.length).toBeGreaterThan(20);
    for (const node of nodes) expect(node.scopedSlots).toEqual({ title: 'hasDatarule' });
  });
});
