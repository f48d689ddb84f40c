import { DataSource } from 'typeorm';
import {
  accountApps,
  accountArticles,
  accountCenter,
  accountProjects,
  accountThirdAccounts,
  getAccountSetting,
  getUserData,
  listByUser,
  getMyAnnouncementSend,
  oauth2Authorize,
  oauth2CheckRedirect,
  saveAccountSetting,
  selfEdit,
  sms,
  updateMobile,
} from '@cropwatch/contract';
import { envelope, expectContract, signIn } from './support/contract';
import { createTestApp, type TestApp } from './support/test-app';
import { openSocket, settle, type SocketClient } from './support/ws-client';

const ADMIN_ID = 'e9ca23d68d884d4ebb19d07889727dae';
const ANALYST_ID = 'a75d45a015c44384a04449ee80dc3503';

const LAYOUT = {
  theme: 'light',
  color: '#722ED1',
  layout: 'topmenu',
  contentWidth: 'Fluid',
  fixedHeader: true,
  autoHideHeader: false,
  fixSiderbar: false,
  weak: true,
  multipage: false,
} as const;

describe('the signed-in user edits only himself (issue #14)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ oauth2RedirectAllowlist: ['https://app.example.com/oauth/callback'] });
  });
  afterAll(() => t.close());

  const put = (token: string, path: string, body: object) =>
    t.http.put(`/jeecg-boot${path}`).set('X-Access-Token', token).send(body);
  // `userEdit` is POST (SysUserController#userEdit of 3.5.0, @PostMapping).
  const post = (token: string, path: string, body: object) =>
    t.http.post(`/jeecg-boot${path}`).set('X-Access-Token', token).send(body);
  const get = (token: string, path: string, query: Record<string, string> = {}) =>
    t.http.get(`/jeecg-boot${path}`).set('X-Access-Token', token).query(query);

  it('edits the base settings of oneself and refuses another id', async () => {
    const token = await signIn(t, 'zhangwei');
    const own = expectContract(getUserData, (await get(token, '/sys/user/login/setting/getUserData')).body).result!;
    const res = await post(token, '/sys/user/login/setting/userEdit', {
      id: own.id,
      realname: '张伟（新）',
      birthday: '1990-05-06',
      sex: 1,
      avatar: 'temp/avatar_zw.png',
      username: 'hijack',
    });
    const body = expectContract(selfEdit, res.body);
    expect(body).toMatchObject({ success: true, message: '更新个人信息成功' });
    expect(body.result).toMatchObject({
      username: 'zhangwei',
      realname: '张伟（新）',
      birthday: '1990-05-06',
      sex: 1,
      avatar: 'temp/avatar_zw.png',
    });
    const other = await post(token, '/sys/user/login/setting/userEdit', { id: ADMIN_ID, realname: 'x' });
    expect(expectContract(selfEdit, other.body)).toMatchObject({ success: false, message: '只能修改自己的数据' });
    const admin = await signIn(t, 'admin');
    const adminData = expectContract(getUserData, (await get(admin, '/sys/user/login/setting/getUserData')).body);
    expect(adminData.result!.realname).not.toBe('x');
  });

  it('keeps email unique and records when it changed', async () => {
    const token = await signIn(t, 'lina');
    const taken = await post(token, '/sys/user/login/setting/userEdit', { email: 'admin@cropwatch.com.cn' });
    expect(envelope(taken)).toMatchObject({ success: false, message: '该邮箱已被其他用户使用' });
    const bad = await post(token, '/sys/user/login/setting/userEdit', { email: 'not-an-email' });
    expect(envelope(bad)).toMatchObject({ success: false, message: '请输入正确的邮箱' });
    const ok = expectContract(
      selfEdit,
      (await post(token, '/sys/user/login/setting/userEdit', { email: 'lina.new@cropwatch.com.cn' })).body,
    );
    expect(ok.result).toMatchObject({ email: 'lina.new@cropwatch.com.cn' });
    expect(ok.result!.emailUpdateTime).toMatch(/^\d{4}-\d{2}-\d{2} /);
  });

  it('measures the strength of a new password', async () => {
    const token = await signIn(t, 'viewer');
    const before = expectContract(getUserData, (await get(token, '/sys/user/login/setting/getUserData')).body);
    expect(before.result).toMatchObject({ passwordStrength: null, passwordUpdateTime: null });
    await put(token, '/sys/user/updatePassword', {
      username: 'viewer',
      oldpassword: '123456',
      password: 'Harvest#2026',
      confirmpassword: 'Harvest#2026',
    });
    const after = expectContract(getUserData, (await get(token, '/sys/user/login/setting/getUserData')).body);
    expect(after.result!.passwordStrength).toBe('strong');
    expect(after.result!.passwordUpdateTime).toMatch(/^\d{4}-/);
  });

  it('binds a new phone with a mode-3 code only when nobody else has the number', async () => {
    const token = await signIn(t, 'analyst');
    t.clock.advance(61_000);
    const used = await t.http.post('/jeecg-boot/sys/sms').send({ mobile: '13911110001', smsmode: '3' });
    expect(envelope(used)).toMatchObject({ success: false, message: '该手机号已被其他用户绑定' });
    const sent = await t.http.post('/jeecg-boot/sys/sms').send({ mobile: '13800138000', smsmode: '3' });
    expect(expectContract(sms, sent.body).success).toBe(true);
    const code = t.sms.lastCode('13800138000');
    const wrong = await put(token, '/sys/user/updateMobile', {
      phone: '13800138000',
      smscode: code === '000000' ? '111111' : '000000',
    });
    expect(envelope(wrong)).toMatchObject({ success: false, message: '短信验证码不匹配！' });
    const ok = await put(token, '/sys/user/updateMobile', { phone: '13800138000', smscode: code });
    expect(expectContract(updateMobile, ok.body)).toMatchObject({ success: true, message: '手机号设置成功!' });
    const data = expectContract(getUserData, (await get(token, '/sys/user/login/setting/getUserData')).body).result!;
    expect(data.phone).toBe('13800138000');
    expect(data.phoneUpdateTime).toMatch(/^\d{4}-/);
    const replay = await put(token, '/sys/user/updateMobile', { phone: '13800138000', smscode: code });
    expect(envelope(replay).success).toBe(false);
  });

  it('requires a token for every own-account endpoint', async () => {
    for (const path of [
      '/sys/user/login/setting/getUserData',
      '/sys/user/account/setting',
      '/sys/user/account/center',
      '/sys/user/account/projects',
    ]) {
      expect((await t.http.get(`/jeecg-boot${path}`)).status).toBe(401);
    }
  });

  it('saves the settings drawer per user and gives them back in another session', async () => {
    const first = await signIn(t, 'admin');
    const initial = expectContract(getAccountSetting, (await get(first, '/sys/user/account/setting')).body);
    expect(initial.result).toEqual({ layout: null, notify: { system: true, announcement: true, task: true } });
    const saved = expectContract(
      saveAccountSetting,
      (await put(first, '/sys/user/account/setting', { layout: LAYOUT })).body,
    );
    expect(saved).toMatchObject({ success: true, message: '保存成功', result: { layout: LAYOUT } });
    const second = await signIn(t, 'admin');
    const again = expectContract(getAccountSetting, (await get(second, '/sys/user/account/setting')).body);
    expect(again.result.layout).toEqual(LAYOUT);
    const other = expectContract(
      getAccountSetting,
      (await get(await signIn(t, 'lina'), '/sys/user/account/setting')).body,
    );
    expect(other.result.layout).toBeNull();
    const badColour = await put(first, '/sys/user/account/setting', { layout: { ...LAYOUT, color: 'red' } });
    expect(envelope(badColour)).toMatchObject({ success: false, message: '主题色格式不正确' });
    expect(envelope(await put(first, '/sys/user/account/setting', {}))).toMatchObject({
      success: false,
      message: '没有要保存的设置',
    });
  });

  it('shows the account center card with masked contacts and the last login', async () => {
    const token = await signIn(t, 'admin');
    const card = expectContract(accountCenter, (await get(token, '/sys/user/account/center')).body).result;
    expect(card).toMatchObject({ username: 'admin', phone: '139****0001', email: 'a***@cropwatch.com.cn' });
    expect(card.roles.length).toBeGreaterThan(0);
    expect(card.departs.filter((d) => d.current).length).toBeLessThanOrEqual(1);
    expect(card.lastLoginTime).toMatch(/^\d{4}-/);
    expect(card.lastLoginIp).toBe('127.0.0.1');
  });

  it("fills the 项目 tab with the user's crop tasks, the 应用 tab from his operation log", async () => {
    const token = await signIn(t, 'analyst');
    const add = await t.http.post('/jeecg-boot/crop/task/add').set('X-Access-Token', token).send({
      taskName: 'Account tab task',
      crop: 'wheat',
      period: '2025-JAN_APR',
      aoiType: 'country',
      aoiCode: 'EGY',
    });
    expect(envelope(add).success).toBe(true);
    const projects = expectContract(accountProjects, (await get(token, '/sys/user/account/projects')).body).result;
    expect(projects.find((p) => p.name === 'Account tab task')).toMatchObject({ kind: 'cropTask', status: 'draft' });
    const others = expectContract(
      accountProjects,
      (await get(await signIn(t, 'lina'), '/sys/user/account/projects')).body,
    );
    expect(others.result.some((p) => p.name === 'Account tab task')).toBe(false);

    // The operation-log interceptor (issue #12) already recorded the task added above.
    const logged = expectContract(accountApps, (await get(token, '/sys/user/account/apps')).body).result;
    expect(logged).toContainEqual(
      expect.objectContaining({ requestUrl: '/jeecg-boot/crop/task/add', route: '/crop/task', count: 1 }),
    );
    const db = t.app.get(DataSource);
    for (const [i, content] of ['作物任务-列表查询', '作物任务-列表查询', '用户-分页列表查询'].entries()) {
      await db.query(
        `INSERT INTO sys_log (id, log_type, log_content, userid, username, request_url, create_time)
         VALUES (?, 2, ?, ?, 'analyst', ?, ?)`,
        [
          `oplog${i}`,
          content,
          ANALYST_ID,
          i < 2 ? '/jeecg-boot/crop/task/list' : '/jeecg-boot/sys/user/list',
          '2026-01-01 10:00:00',
        ],
      );
    }
    const apps = expectContract(accountApps, (await get(token, '/sys/user/account/apps')).body).result;
    expect(apps[0]).toMatchObject({ label: '作物任务-列表查询', count: 2, route: '/crop/task' });
    expect(apps).toContainEqual(
      expect.objectContaining({ label: '用户-分页列表查询', count: 1, route: '/isystem/user' }),
    );
    expect(apps).toHaveLength(logged.length + 2);
  });

  it('lists articles sent and read by the user', async () => {
    const token = await signIn(t, 'admin');
    const res = expectContract(accountArticles, (await get(token, '/sys/user/account/articles')).body);
    expect(res.success).toBe(true);
    expect(res.result.every((a) => a.relation === 'sent' || a.relation === 'read')).toBe(true);
  });

  it('lists third-party accounts as unavailable while third-party apps are off', async () => {
    const token = await signIn(t, 'admin');
    const res = expectContract(accountThirdAccounts, (await get(token, '/sys/user/account/thirdAccounts')).body);
    expect(res.result.enabled).toBe(false);
    expect(res.result.list.map((r) => r.thirdType)).toEqual(['wechat_enterprise', 'dingtalk', 'github']);
  });

  it('returns to an allowlisted app with a fresh token and the state, and refuses a foreign redirect', async () => {
    const ok = await t.http
      .get('/jeecg-boot/sys/thirdLogin/oauth2/checkRedirect')
      .query({ redirect: 'https://app.example.com/oauth/callback?x=1' });
    expect(expectContract(oauth2CheckRedirect, ok.body).result).toEqual({ origin: 'https://app.example.com' });
    const foreign = await t.http
      .get('/jeecg-boot/sys/thirdLogin/oauth2/checkRedirect')
      .query({ redirect: 'https://evil.example.com/oauth/callback' });
    expect(expectContract(oauth2CheckRedirect, foreign.body)).toMatchObject({
      success: false,
      message: '回调地址未登记，拒绝跳转',
    });
    const token = await signIn(t, 'lina');
    t.clock.advance(1000);
    const refused = await t.http
      .post('/jeecg-boot/sys/thirdLogin/oauth2/authorize')
      .set('X-Access-Token', token)
      .send({ redirect: 'https://app.example.com.evil.io/oauth/callback', state: 's1' });
    expect(envelope(refused)).toMatchObject({ success: false, message: '回调地址未登记，拒绝跳转' });
    const res = await t.http
      .post('/jeecg-boot/sys/thirdLogin/oauth2/authorize')
      .set('X-Access-Token', token)
      .send({ redirect: 'https://app.example.com/oauth/callback', state: 's1' });
    const body = expectContract(oauth2Authorize, res.body).result!;
    const back = new URL(body.redirectUrl);
    expect(back.origin + back.pathname).toBe('https://app.example.com/oauth/callback');
    expect(back.searchParams.get('state')).toBe('s1');
    expect(back.searchParams.get('token')).toBe(body.token);
    expect((await get(body.token, '/sys/user/account/center')).status).toBe(200);
    expect(
      (
        await t.http
          .post('/jeecg-boot/sys/thirdLogin/oauth2/authorize')
          .send({ redirect: 'https://app.example.com/oauth/callback' })
      ).status,
    ).toBe(401);
  });
});

describe('SMS rate limits per phone and per IP', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(() => t.close());
  const send = (mobile: string) => t.http.post('/jeecg-boot/sys/sms').send({ mobile, smsmode: '1' });

  it('allows ten codes an hour per phone', async () => {
    for (let i = 0; i < 10; i++) {
      expect(envelope(await send('13700000001')).success).toBe(true);
      t.clock.advance(61_000);
    }
    expect(envelope(await send('13700000001'))).toMatchObject({
      success: false,
      message: '该手机号1小时内获取验证码已达10次，请50分钟后再试',
    });
  });

  it('allows one code a minute and ten an hour per IP, whatever the number', async () => {
    expect(envelope(await send('13700000010')).success).toBe(true);
    expect(envelope(await send('13700000011'))).toMatchObject({
      success: false,
      message: '当前网络获取验证码过于频繁，请60秒后再试',
    });
    for (let i = 1; i < 10; i++) {
      t.clock.advance(61_000);
      expect(envelope(await send(`137000000${20 + i}`)).success).toBe(true);
    }
    t.clock.advance(61_000);
    expect(envelope(await send('13700000099')).message).toMatch(/^当前网络1小时内获取验证码已达10次/);
    t.clock.advance(3_600_000);
    expect(envelope(await send('13700000099')).success).toBe(true);
  });
});

describe('notification preferences decide the pushes and the bell, not my announcements', () => {
  let t: TestApp;
  let open: SocketClient[] = [];
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen(0);
  });
  afterEach(async () => {
    await Promise.all(open.map((s) => s.close()));
    open = [];
  });
  afterAll(() => t.close());

  it('pushes an announcement to nobody who turned announcements off, and keeps it in his list', async () => {
    const admin = await signIn(t, 'admin');
    const analyst = await signIn(t, 'analyst');
    const saved = await t.http
      .put('/jeecg-boot/sys/user/account/setting')
      .set('X-Access-Token', analyst)
      .send({ notify: { system: true, announcement: false, task: true } });
    expect(expectContract(saveAccountSetting, saved.body).result.notify.announcement).toBe(false);
    const adminSocket = await openSocket(t.app, `/websocket/${ADMIN_ID}`, admin);
    const analystSocket = await openSocket(t.app, `/websocket/${ANALYST_ID}`, analyst);
    open.push(adminSocket, analystSocket);

    t.clock.advance(1000);
    await t.http.post('/jeecg-boot/sys/annountCement/add').set('X-Access-Token', admin).send({
      titile: 'Muted notice',
      msgContent: '<p>x</p>',
      priority: 'M',
      msgCategory: '1',
      msgType: 'ALL',
    });
    const list = await t.http
      .get('/jeecg-boot/sys/annountCement/list')
      .set('X-Access-Token', admin)
      .query({ column: 'createTime', order: 'desc', pageSize: '1' });
    const id = (list.body as { result: { records: { id: string }[] } }).result.records[0].id;
    await t.http.get('/jeecg-boot/sys/annountCement/doReleaseData').set('X-Access-Token', admin).query({ id });

    await adminSocket.next((f) => (f as { msgId?: string }).msgId === id);
    await settle();
    expect(analystSocket.frames.some((f) => (f as { msgId?: string }).msgId === id)).toBe(false);

    const bell = expectContract(
      listByUser,
      (await t.http.get('/jeecg-boot/sys/annountCement/listByUser').set('X-Access-Token', analyst)).body,
    ).result;
    expect(bell.anntMsgList.some((n) => n.id === id)).toBe(false);
    const mine = expectContract(
      getMyAnnouncementSend,
      (
        await t.http
          .get('/jeecg-boot/sys/sysAnnouncementSend/getMyAnnouncementSend')
          .set('X-Access-Token', analyst)
          .query({ pageSize: '50' })
      ).body,
    );
    expect(mine.result.records.some((r) => r.anntId === id)).toBe(true);
  });
});
