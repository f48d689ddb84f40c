import { DataSource } from 'typeorm';
import { getEncryptedString, getUserPermissionByToken, login, loginfo, logout, randomImage, userList } from '@cropwatch/contract';
import { DEMO_USERS } from '@cropwatch/testing';
import { envelope, expectContract, signIn } from './support/contract';
import { createTestApp, type TestApp } from './support/test-app';

const loginWith = (t: TestApp, body: object) => t.http.post('/jeecg-boot/sys/login').send(body);

describe('sign-in with the image captcha (CAPTCHA on)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ captcha: true });
  });
  afterAll(() => t.close());

  /** The code behind an issued image, read from the server's table (the image itself is SVG). */
  const issueCaptcha = async (key: string) => {
    const res = await t.http.get(`/jeecg-boot/sys/randomImage/${key}`);
    const body = expectContract(randomImage, res.body);
    expect(body).toMatchObject({ success: true, code: 0 });
    expect(body.result).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(body.result.split(',')[1], 'base64').toString()).toContain('<svg');
    const [row]: { code: string }[] = await t.app
      .get(DataSource)
      .query('SELECT code FROM sys_captcha WHERE check_key = ?', [key]);
    return row.code;
  };

  it('accepts the right code, case-insensitively', async () => {
    const code = await issueCaptcha('1001');
    const res = await loginWith(t, {
      username: 'admin',
      password: '123456',
      captcha: code.toUpperCase(),
      checkKey: 1001,
    });
    expect(expectContract(login, res.body)).toMatchObject({ success: true, code: 200, message: '登录成功' });
  });

  it('answers a wrong code with code 412 and consumes the captcha', async () => {
    const code = await issueCaptcha('1002');
    const wrong = await loginWith(t, { username: 'admin', password: '123456', captcha: `${code}x`, checkKey: '1002' });
    expect(expectContract(login, wrong.body)).toMatchObject({
      success: false,
      code: 412,
      message: '验证码错误',
      result: null,
    });
    const retry = await loginWith(t, { username: 'admin', password: '123456', captcha: code, checkKey: '1002' });
    expect(retry.body).toMatchObject({ success: false, code: 412 });
  });

  it('refuses a captcha that was already used', async () => {
    const code = await issueCaptcha('1003');
    expect(
      envelope(await loginWith(t, { username: 'admin', password: '123456', captcha: code, checkKey: '1003' })).success,
    ).toBe(true);
    const reused = await loginWith(t, { username: 'admin', password: '123456', captcha: code, checkKey: '1003' });
    expect(reused.body).toMatchObject({ success: false, code: 412, message: '验证码错误' });
  });

  it('refuses a captcha older than 60 seconds', async () => {
    const code = await issueCaptcha('1004');
    t.clock.advance(61_000);
    const res = await loginWith(t, { username: 'admin', password: '123456', captcha: code, checkKey: '1004' });
    expect(res.body).toMatchObject({ success: false, code: 412, message: '验证码错误' });
  });

  it('answers a missing captcha with 验证码无效', async () => {
    const res = await loginWith(t, { username: 'admin', password: '123456', checkKey: '1005' });
    expect(res.body).toMatchObject({ success: false, code: 500, message: '验证码无效' });
  });

  it('rejects an over-long captcha key cleanly', async () => {
    const res = await t.http.get(`/jeecg-boot/sys/randomImage/${'k'.repeat(65)}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: false, code: 500, message: '验证码key过长' });
  });
});

describe('sign-in with username and password (CAPTCHA off)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('GET /sys/getEncryptedString answers the AES key and iv ok0 without a token, as the Vue2 login page asks', async () => {
    const body = expectContract(getEncryptedString, (await t.http.get('/jeecg-boot/sys/getEncryptedString')).body);
    expect(body).toMatchObject({ success: true, code: 0, result: { key: '1234567890adbcde', iv: '1234567890hjlkew' } });
  });

  it('returns token, userInfo, departs, multi_depart and the enabled dictionaries', async () => {
    const res = await loginWith(t, { username: 'admin', password: '123456' });
    const body = expectContract(login, res.body);
    expect(body).toMatchObject({ success: true, code: 200, message: '登录成功' });
    const result = body.result!;
    expect(result.token.split('.')).toHaveLength(3);
    expect(result.userInfo).toMatchObject({
      username: 'admin',
      realname: '管理员',
      orgCode: 'A01',
      status: 1,
      delFlag: 0,
    });
    expect(result.userInfo).not.toHaveProperty('password');
    expect(JSON.stringify(res.body)).not.toMatch(/scrypt/);
    expect(result.departs.map((d) => d.orgCode)).toEqual(['A01']);
    expect(result.multi_depart).toBe(1);
    expect(result.sysAllDictItems?.sex.map((i) => i.value)).toEqual(['1', '2']);
    expect(result.sysAllDictItems?.priority).toEqual([
      { value: 'H', text: '高', title: '高', label: '高' },
      { value: 'M', text: '中', title: '中', label: '中' },
      { value: 'L', text: '低', title: '低', label: '低' },
    ]);
    // admin has no tenants, so the key is absent (contract §2.2).
    expect(body.result).not.toHaveProperty('tenantList');
  });

  it('gives a user with two departments multi_depart 2 and his active tenants', async () => {
    const res = await loginWith(t, { username: 'analyst', password: '123456' });
    const result = expectContract(login, res.body).result!;
    expect(result.multi_depart).toBe(2);
    expect(result.departs.map((d) => d.orgCode)).toEqual(['A01A01A01', 'A02A01']);
    expect(result.tenantList?.map((x) => x.id)).toEqual([1, 2]);
    expect(result.userInfo.relTenantIds).toBe('1,2');
  });

  it('names the failure: unknown, cancelled and frozen users, wrong password, frozen tenants', async () => {
    const cases: [object, string][] = [
      [{ username: 'nobody', password: '123456' }, '该用户不存在，请注册'],
      [{ username: DEMO_USERS.deleted.username, password: '123456' }, '该用户已注销'],
      [{ username: DEMO_USERS.frozen.username, password: '123456' }, '该用户已冻结'],
      [{ username: 'viewer', password: 'wrong' }, '用户名或密码错误'],
      [{ username: DEMO_USERS.frozenTenant.username, password: '123456' }, '与该用户关联的租户均已被冻结，无法登录！'],
    ];
    for (const [body, message] of cases) {
      const res = await loginWith(t, body);
      expect(res.status).toBe(200);
      expect(expectContract(login, res.body)).toMatchObject({ success: false, code: 500, message, result: null });
    }
  });

  it('locks an account for 10 minutes after more than 5 wrong passwords', async () => {
    for (let i = 0; i < 6; i++) {
      expect(envelope(await loginWith(t, { username: 'lina', password: `wrong${i}` })).message).toBe(
        '用户名或密码错误',
      );
    }
    const locked = await loginWith(t, { username: 'lina', password: '123456' });
    expect(locked.body).toMatchObject({ success: false, message: '该用户登录失败次数过多，请于10分钟后再次登录！' });
    t.clock.advance(9 * 60_000);
    expect(envelope(await loginWith(t, { username: 'lina', password: '123456' })).success).toBe(false);
    t.clock.advance(61_000);
    expect(envelope(await loginWith(t, { username: 'lina', password: '123456' })).success).toBe(true);
  });

  it('forgets earlier failures after a successful sign-in', async () => {
    for (let i = 0; i < 5; i++) await loginWith(t, { username: 'zhangwei', password: 'wrong' });
    expect(envelope(await loginWith(t, { username: 'zhangwei', password: '123456' })).success).toBe(true);
    for (let i = 0; i < 5; i++) await loginWith(t, { username: 'zhangwei', password: 'wrong' });
    expect(envelope(await loginWith(t, { username: 'zhangwei', password: '123456' })).success).toBe(true);
  });

  it('answers invalid and oversized input with a clean error', async () => {
    const huge = await loginWith(t, { username: 'u'.repeat(10_000), password: 'x' });
    expect(huge.status).toBe(200);
    expect(huge.body).toMatchObject({ success: false, code: 500 });
    expect(envelope(huge).message).toMatch(/^username: /);
    expect(envelope(huge).message.length).toBeLessThan(100);
    const empty = await loginWith(t, { username: '', password: '' });
    expect(empty.body).toMatchObject({ success: false, message: '用户名不能为空' });
    const notJson = await t.http
      .post('/jeecg-boot/sys/login')
      .set('Content-Type', 'application/json')
      .send('{"username":');
    expect(notJson.body).toMatchObject({ success: false, code: 500, message: '操作失败，请求内容格式不正确' });
    const tooBig = await t.http
      .post('/jeecg-boot/sys/login')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ username: 'admin', password: 'x'.repeat(1_100_000) }));
    expect(tooBig.body).toMatchObject({ success: false, message: '操作失败，请求内容超出大小限制' });
    for (const res of [huge, empty, notJson, tooBig])
      expect(JSON.stringify(res.body)).not.toMatch(/\bat \w+ \(|node_modules/);
  });

  it('treats SQL-looking usernames as plain unknown names', async () => {
    for (const username of ["' OR 1=1 --", "admin'--", 'admin" OR "1"="1']) {
      const res = await loginWith(t, { username, password: "' OR '1'='1" });
      expect(res.body).toMatchObject({ success: false, message: '该用户不存在，请注册' });
    }
  });

  it('writes a login-log row per sign-in, counted by /sys/loginfo', async () => {
    const token = await signIn(t, 'admin');
    const before = expectContract(
      loginfo,
      (await t.http.get('/jeecg-boot/sys/loginfo').set('X-Access-Token', token)).body,
    ).result;
    await signIn(t, 'viewer');
    const after = expectContract(
      loginfo,
      (await t.http.get('/jeecg-boot/sys/loginfo').set('X-Access-Token', token)).body,
    );
    expect(after).toMatchObject({ success: true, code: 200, message: '登录成功' });
    expect(after.result.totalVisitCount).toBe(before.totalVisitCount + 1);
    expect(after.result.todayVisitCount).toBe(before.todayVisitCount + 1);
  });
});

describe('tokens', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const menu = (headers: Record<string, string>, query = '') => {
    let req = t.http.get(`/jeecg-boot/sys/permission/getUserPermissionByToken${query}`);
    for (const [k, v] of Object.entries(headers)) req = req.set(k, v);
    return req;
  };

  /** The JwtFilter answer: HTTP 401, success true, text/html content type. */
  const expectTokenFailure = (
    res: { status: number; headers: Record<string, string>; text: string },
    message = 'Token失效，请重新登录!',
  ) => {
    expect(res.status).toBe(401);
    expect(res.headers['content-type']).toBe('text/html;charset=UTF-8');
    const body = envelope({ body: JSON.parse(res.text) as unknown });
    expect(body).toMatchObject({ success: true, message, code: 401, result: null });
    expect(Object.keys(body)).toEqual(['success', 'message', 'code', 'result', 'timestamp']);
  };

  it('accepts the token from X-Access-Token or the token query parameter', async () => {
    const token = await signIn(t, 'viewer');
    expect(expectContract(getUserPermissionByToken, (await menu({ 'X-Access-Token': token })).body).success).toBe(true);
    expect(envelope(await menu({}, `?token=${token}`)).success).toBe(true);
  });

  it('answers a missing or malformed token with 401', async () => {
    expectTokenFailure(await menu({}));
    expectTokenFailure(await menu({ 'X-Access-Token': 'not-a-token' }), 'token非法无效!');
  });

  it('keeps a used session alive past the JWT lifetime and ends an idle one after two hours', async () => {
    const token = await signIn(t, 'viewer');
    t.clock.advance(90 * 60_000);
    expect((await menu({ 'X-Access-Token': token })).status).toBe(200);
    t.clock.advance(90 * 60_000);
    expect((await menu({ 'X-Access-Token': token })).status).toBe(200);
    t.clock.advance(2 * 3_600_000 + 1000);
    expectTokenFailure(await menu({ 'X-Access-Token': token }));
  });

  it('revokes the token on logout, whatever the HTTP method', async () => {
    for (const method of ['post', 'get', 'put', 'delete'] as const) {
      const token = await signIn(t, 'viewer');
      const res = await t.http[method]('/jeecg-boot/sys/logout').set('X-Access-Token', token);
      expect(expectContract(logout, res.body)).toMatchObject({
        success: true,
        code: 200,
        message: '退出登录成功！',
        result: '退出登录成功！',
      });
      expectTokenFailure(await menu({ 'X-Access-Token': token }));
    }
  });

  it('answers logout without a usable token with the LoginController messages', async () => {
    expect((await t.http.post('/jeecg-boot/sys/logout')).body).toMatchObject({
      success: false,
      code: 500,
      message: '退出登录失败！',
    });
    expect((await t.http.post('/jeecg-boot/sys/logout').set('X-Access-Token', 'junk')).body).toMatchObject({
      success: false,
      message: 'Token无效!',
    });
  });

  it("checks the tenant header against the user's tenants", async () => {
    const token = await signIn(t, 'analyst');
    for (const header of ['tenant-id', 'X-Tenant-Id']) {
      expect((await menu({ 'X-Access-Token': token, [header]: '2' })).status).toBe(200);
      expect((await menu({ 'X-Access-Token': token, [header]: '0' })).status).toBe(200);
      expectTokenFailure(await menu({ 'X-Access-Token': token, [header]: '3' }), '用户租户信息变更,请重新登陆!');
    }
    const admin = await signIn(t, 'admin');
    expect((await menu({ 'X-Access-Token': admin, 'tenant-id': '3' })).status).toBe(200);
  });

  it('protects every authenticated endpoint', async () => {
    expectTokenFailure(await t.http.get('/jeecg-boot/sys/user/list'));
    expectTokenFailure(await t.http.get('/jeecg-boot/sys/dict/queryAllDictItems'));
    expectTokenFailure(await t.http.put('/jeecg-boot/sys/user/updatePassword').send({}));
    expect(
      expectContract(
        userList,
        (await t.http.get('/jeecg-boot/sys/user/list').set('X-Access-Token', await signIn(t, 'admin'))).body,
      ).success,
    ).toBe(true);
  });
});
