import { DataSource } from 'typeorm';
import {
  gatewayRouteClearRedis,
  gatewayRouteDelete,
  gatewayRouteList,
  gatewayRouteUpdateAll,
} from '@cropwatch/contract';
import { envelope, expectContract, signIn } from './support/contract';
import { createTestApp, type TestApp } from './support/test-app';

describe('gateway routes /sys/gatewayRoute/*', () => {
  let t: TestApp;
  let admin: string;
  let viewer: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signIn(t, 'admin');
    viewer = await signIn(t, 'viewer');
  });
  afterAll(() => t.close());

  const post = (body: object, token = admin) =>
    t.http.post('/jeecg-boot/sys/gatewayRoute/updateAll').send(body).set('X-Access-Token', token);
  // The route inside `router`, as GateWayRouteModal.vue#handleSubmit posts it and the real server reads it.
  const save = (router: object, token = admin) => post({ router }, token);
  const list = async (query: Record<string, string> = {}) =>
    expectContract(
      gatewayRouteList,
      (await t.http.get('/jeecg-boot/sys/gatewayRoute/list').query(query).set('X-Access-Token', admin)).body,
    ).result ?? [];
  const route = {
    routerId: 'jeecg-system',
    name: '系统服务',
    uri: 'lb://jeecg-system',
    predicates: [{ name: 'Path', args: ['/sys/**'] }],
    filters: [{ name: 'StripPrefix', args: ['1'] }],
    status: 1,
  };

  it("accepts the Vue2 drawer's exact bodies: add (no status → 1), then edit of the list row (status boolean)", async () => {
    // GateWayRouteModal.vue (3.4.0): getRouter() plus what the user typed, predicates/filters JSON.stringify'd.
    const add = {
      router: {
        routerId: 'vue2-route',
        name: 'Vue2 路由',
        uri: 'lb://vue2-service',
        predicates: '[{"args":["/vue2/**"],"name":"Path"}]',
        filters:
          '[{"args":[{"key":"name","value":"default"},{"key":"fallbackUri","value":"forward:/fallback"}],' +
          '"name":"Hystrix","title":"熔断器"}]',
      },
    };
    expect(expectContract(gatewayRouteUpdateAll, (await post(add)).body)).toMatchObject({
      success: true,
      message: '操作成功！',
    });
    const row = (await list()).find((r) => r.routerId === 'vue2-route')!;
    expect(row).toMatchObject({ name: 'Vue2 路由', status: 1, predicates: [{ name: 'Path', args: ['/vue2/**'] }] });
    // Edit: show(record) turns status into a boolean; the whole list row rides along, lists as JSON text.
    const { predicates, filters, ...rest } = row;
    const edit = {
      router: {
        ...rest,
        status: false,
        uri: 'lb://vue2-service-b',
        predicates: JSON.stringify(predicates),
        filters: JSON.stringify(filters),
      },
    };
    expect(envelope(await post(edit))).toMatchObject({ success: true, message: '操作成功！' });
    expect((await list()).find((r) => r.id === row.id)).toMatchObject({ uri: 'lb://vue2-service-b', status: 0 });
    expect(
      envelope(
        await t.http.delete('/jeecg-boot/sys/gatewayRoute/delete').query({ id: row.id }).set('X-Access-Token', admin),
      ).success,
    ).toBe(true);
  });

  it('refuses the route posted flat (the real server would answer success and save nothing)', async () => {
    const res = envelope(await post(route));
    expect(res).toMatchObject({ success: false });
    expect(res.message).toContain('路由须放在 router 中提交');
    expect(await list()).toEqual([]);
  });

  it('adds and edits a route; list answers the lists parsed', async () => {
    expect(expectContract(gatewayRouteUpdateAll, (await save(route)).body)).toMatchObject({
      success: true,
      message: '操作成功！',
    });
    const [row] = await list();
    expect(row).toMatchObject({
      routerId: 'jeecg-system',
      predicates: route.predicates,
      filters: route.filters,
      status: 1,
    });
    // predicates as JSON text (what the code editor sends) are accepted too
    const edited = await save({
      ...route,
      id: row.id,
      name: '系统',
      predicates: '[{"name":"Host","args":["**.example.org"]}]',
    });
    expect(envelope(edited).success).toBe(true);
    expect((await list({ name: '系统' }))[0]).toMatchObject({
      name: '系统',
      predicates: [{ name: 'Host', args: ['**.example.org'] }],
    });
    expect(envelope(await save({ ...route, name: 'dup' }))).toMatchObject({
      success: false,
      message: '路由ID已存在：jeecg-system',
    });
  });

  it('refuses invalid JSON and unknown predicate or filter names with a clear message', async () => {
    const bad = await save({ ...route, routerId: 'r2', predicates: '[{"name":"Path",' });
    expect(envelope(bad).success).toBe(false);
    expect(envelope(bad).message).toMatch(/^路由条件不是合法的 JSON：/);
    expect(envelope(await save({ ...route, routerId: 'r2', predicates: [{ name: 'Paht', args: [] }] })).message).toBe(
      '路由条件（0.name）：未知的断言：Paht',
    );
    expect(envelope(await save({ ...route, routerId: 'r2', filters: [{ name: 'Nope' }] })).message).toBe(
      '过滤器（0.name）：未知的过滤器：Nope',
    );
    expect(envelope(await save({ ...route, routerId: 'r2', predicates: { name: 'Path' } })).message).toBe(
      '路由条件：须为 JSON 数组',
    );
    expect(envelope(await save({ ...route, routerId: 'r2', uri: 'ftp://x' })).message).toContain('路由地址须以');
  });

  it('refreshes after validating every stored row, naming a bad one', async () => {
    expect(
      expectContract(
        gatewayRouteClearRedis,
        (await t.http.get('/jeecg-boot/sys/gatewayRoute/clearRedis').set('X-Access-Token', admin)).body,
      ),
    ).toMatchObject({
      success: true,
      message: '刷新路由成功，共 1 条',
    });
    await t.app.get(DataSource).query('UPDATE sys_gateway_route SET filters = \'[{"name":"Bogus"}]\'');
    const res = envelope(await t.http.get('/jeecg-boot/sys/gatewayRoute/clearRedis').set('X-Access-Token', admin));
    expect(res).toMatchObject({
      success: false,
      message: '路由 jeecg-system 无效：过滤器（0.name）：未知的过滤器：Bogus',
    });
  });

  it('deletes', async () => {
    const [row] = await list();
    const del = (id: string) =>
      t.http.delete('/jeecg-boot/sys/gatewayRoute/delete').query({ id }).set('X-Access-Token', admin);
    expect(expectContract(gatewayRouteDelete, (await del(row.id)).body).message).toBe('删除路由成功');
    expect(envelope(await del(row.id))).toMatchObject({ success: false, message: '未找到对应实体' });
  });

  it('refuses a user without the menu and buttons with 510 (access guard of issue #20)', async () => {
    expect(envelope(await t.http.get('/jeecg-boot/sys/gatewayRoute/list').set('X-Access-Token', viewer)).code).toBe(
      510,
    );
    expect(envelope(await save({ ...route, routerId: 'v' }, viewer)).code).toBe(510);
  });
});
