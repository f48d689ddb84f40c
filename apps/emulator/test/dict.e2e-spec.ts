import { getDictItems, queryAllDictItems, refleshCache } from '@cropwatch/contract';
import { envelope, expectContract, signed, signIn } from './support/contract';
import { createTestApp, type TestApp } from './support/test-app';

describe('dictionaries', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = await signIn(t, 'admin');
  });
  afterAll(() => t.close());

  /** A signed getDictItems call; `code` is sent percent-encoded as a browser would. */
  const items = (code: string, headers: Record<string, string> = signed(t, `/sys/dict/getDictItems/${code}`)) => {
    let req = t.http
      .get(`/jeecg-boot/sys/dict/getDictItems/${encodeURIComponent(code).replace(/%2C/g, ',')}`)
      .set('X-Access-Token', token);
    for (const [k, v] of Object.entries(headers)) req = req.set(k, v);
    return req;
  };

  it('returns every item of a plain dictionary, disabled ones included, as ok0', async () => {
    const body = expectContract(getDictItems, (await items('sex')).body);
    expect(body).toMatchObject({ success: true, code: 0, message: '' });
    expect(body.result).toEqual([
      { value: '1', text: '男', title: '男', label: '男' },
      { value: '2', text: '女', title: '女', label: '女' },
      { value: '0', text: '未知', title: '未知', label: '未知' },
    ]);
    expect(expectContract(getDictItems, (await items('no_such_dict')).body).result).toEqual([]);
  });

  it('leaves disabled items out of queryAllDictItems', async () => {
    const res = await t.http.get('/jeecg-boot/sys/dict/queryAllDictItems').set('X-Access-Token', token);
    const body = expectContract(queryAllDictItems, res.body);
    expect(body).toMatchObject({ success: true, code: 200 });
    expect(body.result.sex.map((i) => i.value)).toEqual(['1', '2']);
    for (const code of [
      'sex',
      'user_status',
      'send_status',
      'msg_category',
      'msg_type',
      'priority',
      'quartz_status',
      'menu_type',
      'perms_type',
      'valid_status',
      'del_flag',
      'depart_status',
      'org_category',
      'tenant_status',
      'dict_item_status',
      'log_type',
      'operate_type',
      'yn',
      'position_rank',
    ]) {
      expect(body.result[code]?.length).toBeGreaterThan(0);
    }
  });

  it('answers refleshCache with an empty ok0', async () => {
    const res = await t.http.get('/jeecg-boot/sys/dict/refleshCache').set('X-Access-Token', token);
    expect(expectContract(refleshCache, res.body)).toMatchObject({ success: true, code: 0, message: '', result: null });
  });

  it('reads allowlisted table dictionaries, with the tiny condition form', async () => {
    const users = expectContract(getDictItems, (await items('sys_user,realname,username')).body).result;
    expect(users).toContainEqual({ value: 'admin', text: '管理员', title: '管理员', label: '管理员' });
    expect(users.map((u) => u.value)).not.toContain('sunlei');
    const companies = expectContract(
      getDictItems,
      (await items("sys_depart,depart_name,org_code,org_category='1'")).body,
    ).result;
    expect(companies.map((c) => c.value).sort()).toEqual(['A01', 'A02']);
  });

  it('refuses malformed, sensitive and SQL-looking dictionary codes', async () => {
    const cases: [string, string][] = [
      ['sys_user,realname', '字典Code格式不正确！'],
      ['sys_user,password,username', '系统设置了安全规则，敏感表和敏感字段禁止查询，联系管理员授权!'],
      ['sys_user_token,token_hash,user_id', '系统设置了安全规则，敏感表和敏感字段禁止查询，联系管理员授权!'],
      ["sys_user,realname,username,1=1 OR '1'='1'", '字典Code格式不正确！'],
      ["sys_user,realname,username,status='1' OR 1=1", '字典Code格式不正确！'],
      ["' OR 1=1 --,a,b", '字典Code格式不正确！'],
      ['sys_user;DROP TABLE sys_user,realname,username', '字典Code格式不正确！'],
    ];
    for (const [code, message] of cases) {
      const res = await items(code);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ success: false, code: 500, message });
    }
    expect(expectContract(getDictItems, (await items("sex' OR '1'='1")).body).result).toEqual([]);
  });

  it('refuses a missing or wrong signature with the fastjson body', async () => {
    for (const headers of [
      { 'X-TIMESTAMP': String(t.clock.now()) },
      { ...signed(t, '/sys/dict/getDictItems/sex'), 'X-Sign': 'E19D6243CB1945AB4F7202A1B00F77D6' },
    ]) {
      const res = await items('sex', headers);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(Object.keys(JSON.parse(res.text) as object)).toEqual(['code', 'message', 'success', 'timestamp']);
      expect(res.body).toMatchObject({ success: false, code: 500, message: 'Sign签名校验失败！' });
      expect(res.body).not.toHaveProperty('result');
    }
  });

  it('signs the path variable of table dictionaries', async () => {
    const code = 'sys_user,realname,username';
    const forSex = signed(t, '/sys/dict/getDictItems/sex');
    expect(envelope(await items(code, forSex)).message).toBe('Sign签名校验失败！');
    expect(envelope(await items(code)).success).toBe(true);
  });

  it('refuses a timestamp older than 300 s, and a missing one', async () => {
    const stale = signHeadersAt(t.clock.now() - 301_000);
    expect((await items('sex', stale)).body).toMatchObject({
      success: false,
      code: 500,
      message: '操作失败，签名验证失败:X-TIMESTAMP已过期',
    });
    const { 'X-Sign': sign } = signed(t, '/sys/dict/getDictItems/sex');
    expect((await items('sex', { 'X-Sign': sign })).body).toMatchObject({
      success: false,
      code: 500,
      message: '操作失败，Cannot parse null string: null',
    });
  });

  const signHeadersAt = (now: number) => ({ ...signed(t, '/sys/dict/getDictItems/sex'), 'X-TIMESTAMP': String(now) });

  it('ignores the _t cache-buster when checking the signature', async () => {
    const res = await t.http
      .get('/jeecg-boot/sys/dict/getDictItems/sex')
      .query({ _t: '1700000000' })
      .set('X-Access-Token', token)
      .set(signed(t, '/sys/dict/getDictItems/sex'));
    expect(envelope(res).success).toBe(true);
  });

  it('authenticates before it checks the signature', async () => {
    const res = await t.http.get('/jeecg-boot/sys/dict/getDictItems/sex');
    expect(res.status).toBe(401);
  });
});
