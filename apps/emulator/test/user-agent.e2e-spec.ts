// Issue #30: the user agent dialog of the real 3.4.0 client (SysUserAgentModal.vue), with its exact requests,
// after SysUserAgentController of 3.4.0.
import { userAgentAdd, userAgentEdit, userAgentQueryByUserName } from '@cropwatch/contract';
import { getAs } from './support/admin-probes';
import { envelope, expectContract, signIn } from './support/contract';
import { createTestApp, type TestApp } from './support/test-app';

describe('user agent /sys/sysUserAgent/*', () => {
  let t: TestApp;
  let admin: string;
  let viewer: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signIn(t, 'admin');
    viewer = await signIn(t, 'viewer');
  });
  afterAll(() => t.close());

  const send = (method: 'post' | 'put', p: string, body: object, token = admin) =>
    t.http[method](`/jeecg-boot${p}`).set('X-Access-Token', token).send(body);
  const lookup = async (userName: string) =>
    expectContract(
      userAgentQueryByUserName,
      (await getAs(t, admin, '/sys/sysUserAgent/queryByUserName', { userName })).body,
    );

  it("adds, reads back and edits an agent with the modal's bodies; a cleared date is '' (JDate)", async () => {
    // agentSettings(username): queryByUserName fails → edit({userName, status: "0"}); then the form's values.
    expect(await lookup('admin')).toMatchObject({ success: false, message: '未找到对应实体' });
    const add = await send('post', '/sys/sysUserAgent/add', {
      userName: 'admin',
      status: '1',
      agentUserName: 'jeecg',
      startTime: '2026-12-01 08:00:00',
      endTime: '',
    });
    expect(expectContract(userAgentAdd, add.body)).toMatchObject({ success: true, message: '代理人设置成功！' });
    const found = await lookup('admin');
    expect(found).toMatchObject({ success: true, code: 0 });
    expect(found.result).toMatchObject({
      userName: 'admin',
      agentUserName: 'jeecg',
      startTime: '2026-12-01 08:00:00',
      endTime: null,
      status: '1',
      createBy: 'admin',
    });
    // Edit: method 'put', Object.assign(model, values): the whole row read back plus the form's fields.
    const edit = await send('put', '/sys/sysUserAgent/edit', {
      ...found.result,
      agentUserName: 'lina',
      status: '0',
      endTime: '2026-12-31 18:00:00',
    });
    expect(expectContract(userAgentEdit, edit.body)).toMatchObject({ success: true, message: '代理人设置成功!' });
    expect((await lookup('admin')).result).toMatchObject({
      agentUserName: 'lina',
      status: '0',
      endTime: '2026-12-31 18:00:00',
      updateBy: 'admin',
    });
  });

  it('answers the real failures and refuses bad input with a clear message', async () => {
    expect(envelope(await send('put', '/sys/sysUserAgent/edit', { id: 'nope', userName: 'admin' }))).toMatchObject({
      success: false,
      message: '未找到对应实体',
    });
    expect(
      envelope(await send('post', '/sys/sysUserAgent/add', { userName: 'x', startTime: 'tomorrow' })).message,
    ).toContain('时间格式应为 yyyy-MM-dd HH:mm:ss');
    expect(envelope(await send('post', '/sys/sysUserAgent/add', { status: '1' })).message).toContain('用户名不能为空');
  });

  it('refuses a user without the user page buttons with 510', async () => {
    expect(envelope(await send('post', '/sys/sysUserAgent/add', { userName: 'viewer' }, viewer)).code).toBe(510);
  });
});
