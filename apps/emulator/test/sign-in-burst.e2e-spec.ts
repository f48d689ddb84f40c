import { login } from '@cropwatch/contract';
import { expectContract } from './support/contract';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * Issue 19 §4: fifty virtual users signing in as one account at once. They all sign in within one second of
 * the (test) clock, so they get the same token (as in JeecgBoot); its session row is written once, not
 * refused on its primary key for all but the first.
 */
describe('a burst of concurrent sign-ins of one account', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('signs every one in, with one shared token, and that token works', async () => {
    const responses = await Promise.all(
      Array.from({ length: 50 }, () =>
        t.http.post('/jeecg-boot/sys/login').send({ username: 'admin', password: '123456' }),
      ),
    );
    const tokens = responses.map((res) => {
      const body = expectContract(login, res.body);
      expect(body).toMatchObject({ success: true, code: 200 });
      return body.result!.token;
    });
    expect(new Set(tokens).size).toBe(1);
    const me = await t.http.get('/jeecg-boot/sys/permission/getUserPermissionByToken').set('X-Access-Token', tokens[0]);
    expect(me.body).toMatchObject({ success: true });
  });

  it('still refuses a wrong password in the same burst', async () => {
    const [right, wrong] = await Promise.all([
      t.http.post('/jeecg-boot/sys/login').send({ username: 'admin', password: '123456' }),
      t.http.post('/jeecg-boot/sys/login').send({ username: 'admin', password: '1234567' }),
    ]);
    expect(right.body).toMatchObject({ success: true });
    expect(wrong.body).toMatchObject({ success: false, message: '用户名或密码错误' });
  });
});
