import {
  getCurrentUserDeparts,
  getUserPermissionByToken,
  login,
  passwordChange,
  phoneLogin,
  phoneVerification,
  register,
  selectDepart,
  sms,
  updatePassword,
  validateLogin,
} from '@cropwatch/contract';
import { envelope, expectContract, signIn } from './support/contract';
import { createTestApp, type TestApp } from './support/test-app';

describe('SMS codes, phone login, registration and password reset', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const postSms = (mobile: string, smsmode: string) => t.http.post('/jeecg-boot/sys/sms').send({ mobile, smsmode });
  /** Six minutes apart, so the per-IP limits (1 a minute, 10 an hour) never refuse these tests' codes. */
  const sendSms = (mobile: string, smsmode: string) => {
    t.clock.advance(361_000);
    return postSms(mobile, smsmode);
  };

  it('sends a 6-digit code to the log, never in the response', async () => {
    const res = await sendSms('13911110003', '0');
    expect(expectContract(sms, res.body)).toMatchObject({ success: true, code: 0, result: null });
    const code = t.sms.lastCode('13911110003');
    expect(code).toMatch(/^\d{6}$/);
    expect(JSON.stringify(res.body)).not.toContain(code);
  });

  it('refuses a second code within a minute, and replaces the code afterwards', async () => {
    await sendSms('13911110002', '0');
    t.clock.advance(20_000);
    expect((await postSms('13911110002', '0')).body).toMatchObject({
      success: false,
      message: '该手机号获取验证码过于频繁，请40秒后再试',
    });
    t.clock.advance(41_000);
    expect(envelope(await postSms('13911110002', '0')).success).toBe(true);
    expect(t.sms.sent.filter((s) => s.mobile === '13911110002')).toHaveLength(2);
    expect(t.sms.lastCode('13911110002')).toMatch(/^\d{6}$/);
  });

  it('checks the number against the purpose', async () => {
    expect((await sendSms('13700000000', '0')).body).toMatchObject({
      success: false,
      message: '该用户不存在或未绑定手机号',
    });
    expect((await sendSms('13911110001', '1')).body).toMatchObject({
      success: false,
      message: ' 手机号已经注册，请直接登录！',
    });
    expect((await sendSms('18610040006', '0')).body).toMatchObject({ success: false, message: '该用户已冻结' });
    expect((await sendSms('12345', '0')).body).toMatchObject({ success: false, message: '请输入正确手机号' });
  });

  it('signs in by phone with the right code', async () => {
    await sendSms('15010060008', '0');
    const res = await t.http
      .post('/jeecg-boot/sys/phoneLogin')
      .send({ mobile: '15010060008', captcha: t.sms.lastCode('15010060008') });
    const body = expectContract(phoneLogin, res.body);
    expect(body).toMatchObject({ success: true, code: 200, message: '登录成功' });
    expect(body.result?.userInfo.username).toBe('lina');
  });

  it('answers a wrong phone code with success:true and code 0, as JeecgBoot 3.4 does', async () => {
    await sendSms('15810020004', '0');
    const code = t.sms.lastCode('15810020004');
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const res = await t.http.post('/jeecg-boot/sys/phoneLogin').send({ mobile: '15810020004', captcha: wrong });
    expect(expectContract(phoneLogin, res.body)).toMatchObject({
      success: true,
      code: 0,
      message: '手机验证码错误',
      result: null,
    });
    expect(
      (await t.http.post('/jeecg-boot/sys/phoneLogin').send({ mobile: '13700000000', captcha: '123456' })).body,
    ).toMatchObject({
      success: false,
      message: '该用户不存在，请注册',
    });
  });

  it('registers a new user with a register code, who can then sign in with the read-only menu', async () => {
    expect(envelope(await sendSms('13612345678', '1')).success).toBe(true);
    const body = {
      username: 'new_farmer',
      password: 'Harvest2024',
      phone: '13612345678',
      smscode: t.sms.lastCode('13612345678'),
      email: 'farmer@example.com',
    };
    const res = await t.http.post('/jeecg-boot/sys/user/register').send(body);
    expect(expectContract(register, res.body)).toMatchObject({ success: true, code: 200, message: '注册成功' });
    const again = await t.http.post('/jeecg-boot/sys/user/register').send(body);
    expect(again.body).toMatchObject({ success: false, message: '用户名已注册' });
    const token = await signIn(t, 'new_farmer', 'Harvest2024');
    const menu = await t.http.get('/jeecg-boot/sys/permission/getUserPermissionByToken').set('X-Access-Token', token);
    const visible = expectContract(getUserPermissionByToken, menu.body).result!.menu.filter((m) => !m.hidden);
    expect(visible.map((m) => m.name)).toEqual([
      'dashboard-analysis',
      'chat-assistant',
      'crop-task',
      'analysis-notification',
    ]);
  });

  it('refuses registration without a valid register code or with a weak password', async () => {
    const base = { username: 'another_user', password: 'Harvest2024', phone: '13687654321', smscode: '000000' };
    expect((await t.http.post('/jeecg-boot/sys/user/register').send(base)).body).toMatchObject({
      success: false,
      message: '手机验证码失效，请重新获取',
    });
    expect(
      (await t.http.post('/jeecg-boot/sys/user/register').send({ ...base, password: 'short' })).body,
    ).toMatchObject({
      success: false,
      message: 'Insufficient password strength',
    });
  });

  it('resets a forgotten password with a reset code and ends the old sessions', async () => {
    const oldToken = await signIn(t, 'viewer');
    await sendSms('13911110003', '2').then(() => undefined);
    t.clock.advance(601_000);
    expect(envelope(await sendSms('13911110003', '2')).success).toBe(true);
    const smscode = t.sms.lastCode('13911110003');
    const query = { username: 'viewer', password: 'NewPass2024', phone: '13911110003' };
    const mismatch = await t.http
      .get('/jeecg-boot/sys/user/passwordChange')
      .query({ ...query, smscode: smscode === '111111' ? '222222' : '111111' });
    expect(mismatch.body).toMatchObject({ success: false, message: '短信验证码不匹配！' });
    const res = await t.http.get('/jeecg-boot/sys/user/passwordChange').query({ ...query, smscode });
    expect(expectContract(passwordChange, res.body)).toMatchObject({
      success: true,
      code: 0,
      message: '密码重置完成！',
    });
    expect((await t.http.get('/jeecg-boot/sys/user/list').set('X-Access-Token', oldToken)).status).toBe(401);
    expect(
      envelope(await t.http.post('/jeecg-boot/sys/login').send({ username: 'viewer', password: '123456' })).success,
    ).toBe(false);
    await signIn(t, 'viewer', 'NewPass2024');
    const reused = await t.http.get('/jeecg-boot/sys/user/passwordChange').query({ ...query, smscode });
    expect(reused.body).toMatchObject({ success: false, message: '短信验证码失效！' });
  });

  it('verifies the reset code of a phone (Vue2 Step2.vue) and hands the username and code to passwordChange', async () => {
    t.clock.advance(61_000);
    expect(envelope(await sendSms('13911110003', '2')).success).toBe(true);
    const smscode = t.sms.lastCode('13911110003');
    const verify = (body: object) => t.http.post('/jeecg-boot/sys/user/phoneVerification').send(body);
    const wrong = await verify({ phone: '13911110003', smscode: smscode === '111111' ? '222222' : '111111' });
    expect(expectContract(phoneVerification, wrong.body)).toMatchObject({
      success: false,
      code: 0,
      message: '手机验证码错误',
      result: null,
    });
    const res = expectContract(phoneVerification, (await verify({ phone: '13911110003', smscode })).body);
    expect(res).toMatchObject({ success: true, code: 0, result: { smscode, username: 'viewer' } });
    const step3 = await t.http.get('/jeecg-boot/sys/user/passwordChange').query({
      username: res.result!.username,
      password: 'NewPass2025',
      phone: '13911110003',
      smscode: res.result!.smscode,
    });
    expect(expectContract(passwordChange, step3.body)).toMatchObject({ success: true, message: '密码重置完成！' });
    expect(envelope(await verify({ phone: '13911110003', smscode })).success).toBe(false);
  });
});

describe('password change and login department', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const change = (token: string, body: object, method: 'put' | 'post' = 'put') =>
    t.http[method]('/jeecg-boot/sys/user/updatePassword').set('X-Access-Token', token).send(body);

  it('names each refusal of updatePassword', async () => {
    const token = await signIn(t, 'zhangwei');
    const base = { username: 'zhangwei', oldpassword: '123456', password: 'Better2024', confirmpassword: 'Better2024' };
    const cases: [object, string][] = [
      [{ ...base, username: 'admin' }, '只允许修改自己的密码！'],
      [{ ...base, oldpassword: 'nope' }, '旧密码输入错误!'],
      [{ ...base, password: '', confirmpassword: '' }, '新密码不允许为空!'],
      [{ ...base, confirmpassword: 'Other2024' }, '两次输入密码不一致!'],
    ];
    for (const [body, message] of cases) {
      expect(expectContract(updatePassword, (await change(token, body)).body)).toMatchObject({
        success: false,
        code: 500,
        message,
      });
    }
  });

  it('changes the password and ends the other sessions, PUT or POST', async () => {
    const other = await signIn(t, 'lina');
    const current = await signIn(t, 'lina');
    const res = await change(
      current,
      { username: 'lina', oldpassword: '123456', password: 'Better2024', confirmpassword: 'Better2024' },
      'post',
    );
    expect(expectContract(updatePassword, res.body)).toMatchObject({
      success: true,
      code: 200,
      message: '密码重置成功!',
      result: '密码重置成功!',
    });
    expect((await t.http.get('/jeecg-boot/sys/user/list').set('X-Access-Token', other)).status).toBe(401);
    expect((await t.http.get('/jeecg-boot/sys/user/list').set('X-Access-Token', current)).status).toBe(200);
    await signIn(t, 'lina', 'Better2024');
  });

  it("lists the user's departments and his login department", async () => {
    const token = await signIn(t, 'analyst');
    const res = await t.http.get('/jeecg-boot/sys/user/getCurrentUserDeparts').set('X-Access-Token', token);
    const body = expectContract(getCurrentUserDeparts, res.body);
    expect(body).toMatchObject({ success: true, code: 0 });
    expect(body.result.list.map((d) => d.orgCode)).toEqual(['A01A01A01', 'A02A01']);
    expect(body.result.orgCode).toBe('A01A01A01');
  });

  it('switches the login department by PUT or POST, only to one of his own', async () => {
    const token = await signIn(t, 'analyst');
    for (const method of ['put', 'post'] as const) {
      const orgCode = method === 'put' ? 'A02A01' : 'A01A01A01';
      const res = await t.http[method]('/jeecg-boot/sys/selectDepart')
        .set('X-Access-Token', token)
        .send({ orgCode, username: 'analyst' });
      expect(expectContract(selectDepart, res.body)).toMatchObject({
        success: true,
        code: 0,
        result: { userInfo: { orgCode } },
      });
      const departs = await t.http.get('/jeecg-boot/sys/user/getCurrentUserDeparts').set('X-Access-Token', token);
      expect(expectContract(getCurrentUserDeparts, departs.body).result.orgCode).toBe(orgCode);
    }
    const foreign = await t.http
      .put('/jeecg-boot/sys/selectDepart')
      .set('X-Access-Token', token)
      .send({ orgCode: 'A01' });
    expect(foreign.body).toMatchObject({ success: false, message: '所选部门不存在或不属于当前用户！' });
    const other = await t.http
      .put('/jeecg-boot/sys/selectDepart')
      .set('X-Access-Token', token)
      .send({ orgCode: 'A01', username: 'admin' });
    expect(other.body).toMatchObject({ success: false, message: '只允许切换自己的部门！' });
    const injected = await t.http
      .put('/jeecg-boot/sys/selectDepart')
      .set('X-Access-Token', token)
      .send({ orgCode: "A01' OR '1'='1" });
    expect(injected.body).toMatchObject({ success: false, message: '所选部门不存在或不属于当前用户！' });
  });
});

describe('CAS ticket validation', () => {
  it('fails like an unknown ticket when CAS emulation is off', async () => {
    const t = await createTestApp();
    try {
      const res = await t.http
        .get('/jeecg-boot/sys/cas/client/validateLogin')
        .query({ ticket: 'ST-admin-1', service: 'http://localhost/' });
      expect(expectContract(validateLogin, res.body)).toMatchObject({ success: false, code: 500 });
      expect(envelope(res).message).toMatch(/^INVALID_TICKET: .*ST-admin-1/);
    } finally {
      await t.close();
    }
  });

  it('accepts ST-<username>-… tickets with CAS_EMULATE=on, without dictionaries or tenants', async () => {
    const t = await createTestApp({}, { CAS_EMULATE: 'on' });
    try {
      const res = await t.http
        .get('/jeecg-boot/sys/cas/client/validateLogin')
        .query({ ticket: 'ST-analyst-8f3a2c', service: 'http://localhost/' });
      const body = expectContract(validateLogin, res.body);
      expect(body).toMatchObject({
        success: true,
        code: 200,
        message: '登录成功',
        result: { multi_depart: 2, userInfo: { username: 'analyst' } },
      });
      expect(body.result).not.toHaveProperty('sysAllDictItems');
      expect(body.result).not.toHaveProperty('tenantList');
      const menu = await t.http
        .get('/jeecg-boot/sys/permission/getUserPermissionByToken')
        .set('X-Access-Token', body.result!.token);
      expect(menu.status).toBe(200);
      for (const ticket of ['ST-nobody-1', 'TGT-admin-1', 'ST-zhaomin-1']) {
        const refused = await t.http.get('/jeecg-boot/sys/cas/client/validateLogin').query({ ticket });
        expect(envelope(refused).success).toBe(false);
      }
      expect(
        envelope(await t.http.get('/jeecg-boot/sys/cas/client/validateLogin').query({ ticket: 'ST-zhaomin-1' }))
          .message,
      ).toBe('该用户已冻结');
      expect(login.path).toBe('/sys/login');
    } finally {
      await t.close();
    }
  });
});
