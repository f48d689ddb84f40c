import {
  categoryAdd,
  categoryCheckCode,
  categoryChildList,
  categoryDelete,
  categoryDeleteBatch,
  categoryEdit,
  categoryGetChildListBatch,
  categoryLoadAllData,
  categoryLoadDictItem,
  categoryLoadOne,
  categoryLoadTreeChildren,
  categoryLoadTreeData,
  categoryLoadTreeRoot,
  categoryQueryById,
  categoryRootList,
  type SysCategory,
} from '@cropwatch/contract';
import { envelope, expectContract, signIn } from './support/contract';
import { createTestApp, type TestApp } from './support/test-app';

describe('category dictionary', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signIn(t, 'admin');
  });
  afterAll(() => t.close());

  const get = (path: string, query: Record<string, string> = {}) =>
    t.http.get(`/jeecg-boot${path}`).query(query).set('X-Access-Token', admin);
  const post = (path: string, body: object) =>
    t.http.post(`/jeecg-boot${path}`).send(body).set('X-Access-Token', admin);
  const put = (path: string, body: object) => t.http.put(`/jeecg-boot${path}`).send(body).set('X-Access-Token', admin);
  const del = (path: string, query: Record<string, string>) =>
    t.http.delete(`/jeecg-boot${path}`).query(query).set('X-Access-Token', admin);
  const byCode = async (code: string): Promise<SysCategory | null> =>
    expectContract(categoryLoadOne, (await get('/sys/category/loadOne', { field: 'code', val: code })).body).result;

  it('pages the roots, or searches every level by name or code', async () => {
    const roots = expectContract(categoryRootList, (await get('/sys/category/rootList')).body);
    expect(roots).toMatchObject({ success: true, code: 0 });
    expect(roots.result!.records.map((c) => [c.code, c.name, c.hasChild])).toEqual([
      ['A01', '作物', '1'],
      ['A02', '物候期', '1'],
      ['A03', '农业气象指标', '1'],
      ['A04', '遥感指数', '1'],
    ]);
    const crops = await byCode('A01');
    const level2 = expectContract(categoryRootList, (await get('/sys/category/rootList', { pid: crops!.id })).body);
    expect(level2.result!.records.map((c) => c.name)).toEqual(['粮食作物', '经济作物', '园艺作物']);
    const search = expectContract(categoryRootList, (await get('/sys/category/rootList', { name: '*米*' })).body);
    expect(search.result!.records.map((c) => c.code)).toEqual(['A01A01A01']);
    for (const query of <Record<string, string>[]>[
      { name: "' OR 1=1 --" },
      { code: "*' OR '1'='1*" },
      { superQueryParams: encodeURIComponent(JSON.stringify([{ field: 'name', rule: 'eq', val: "' OR '1'='1" }])) },
    ]) {
      expect(expectContract(categoryRootList, (await get('/sys/category/rootList', query)).body).result!.total).toBe(0);
    }
    for (const query of <Record<string, string>[]>[
      { column: 'code; DROP TABLE sys_category', order: 'asc' },
      { superQueryParams: encodeURIComponent(JSON.stringify([{ field: "name' --", rule: 'eq', val: 'x' }])) },
    ]) {
      expect(expectContract(categoryRootList, (await get('/sys/category/rootList', query)).body)).toMatchObject({
        success: false,
        code: 500,
      });
    }
  });

  it('loads trees: roots by parent code, recursively unless async, and children', async () => {
    const lazy = expectContract(
      categoryLoadTreeRoot,
      (await get('/sys/category/loadTreeRoot', { async: 'true', pcode: 'A01' })).body,
    );
    expect(lazy).toMatchObject({ success: true, code: 0 });
    expect(lazy.result!.map((n) => [n.title, n.code, n.leaf, n.children])).toEqual([
      ['粮食作物', 'A01A01', false, null],
      ['经济作物', 'A01A02', false, null],
      ['园艺作物', 'A01A03', false, null],
    ]);
    expect(lazy.result![0]).toMatchObject({ value: null, icon: null });
    const full = expectContract(
      categoryLoadTreeRoot,
      (await get('/sys/category/loadTreeRoot', { async: 'false', pcode: '' })).body,
    );
    expect(full.result!.map((n) => n.code)).toEqual(['A01', 'A02', 'A03', 'A04']);
    expect(full.result![0].children![0].children!.map((n) => n.title)).toEqual([
      '玉米',
      '水稻',
      '小麦',
      '大豆',
      '马铃薯',
      '高粱',
    ]);
    expect(full.result![0].children![0].children![0].leaf).toBe(true);
    const missing = expectContract(
      categoryLoadTreeRoot,
      (await get('/sys/category/loadTreeRoot', { async: 'true', pcode: "X' OR '1'='1" })).body,
    );
    expect(missing).toMatchObject({ success: false, code: 0, message: "该编码【X' OR '1'='1】不存在，请核实!" });
    expect(envelope(await get('/sys/category/loadTreeRoot', { async: 'maybe', pcode: 'A01' }))).toMatchObject({
      success: false,
    });

    const grains = await byCode('A01A01');
    const kids = expectContract(
      categoryLoadTreeChildren,
      (await get('/sys/category/loadTreeChildren', { pid: grains!.id })).body,
    );
    expect(kids.result!.map((n) => n.code)).toEqual([
      'A01A01A01',
      'A01A01A02',
      'A01A01A03',
      'A01A01A04',
      'A01A01A05',
      'A01A01A06',
    ]);
  });

  it('loads tree data by pid or pcode with an equality condition', async () => {
    const byPcode = expectContract(
      categoryLoadTreeData,
      (await get('/sys/category/loadTreeData', { pcode: 'A02' })).body,
    );
    expect(byPcode.result!.map((n) => n.title).slice(0, 2)).toEqual(['播种期', '出苗期']);
    const roots = expectContract(categoryLoadTreeData, (await get('/sys/category/loadTreeData', { pcode: '0' })).body);
    expect(roots.result).toHaveLength(4);
    const grains = await byCode('A01A01');
    const cond = expectContract(
      categoryLoadTreeData,
      (await get('/sys/category/loadTreeData', { pid: grains!.id, condition: JSON.stringify({ name: '小麦' }) })).body,
    );
    expect(cond.result!.map((n) => n.code)).toEqual(['A01A01A03']);
    const bound = expectContract(
      categoryLoadTreeData,
      (
        await get('/sys/category/loadTreeData', {
          pid: grains!.id,
          condition: JSON.stringify({ name: "x' OR '1'='1" }),
        })
      ).body,
    );
    expect(bound.result).toEqual([]);
    for (const [query, body] of [
      [{}, { success: false, code: 0, message: '加载分类字典树参数有误.[null]!' }],
      [{ pcode: 'ZZZ' }, { success: false, code: 0, message: '加载分类字典树参数有误.[code]!' }],
      [
        { pid: '0', condition: 'not json' },
        { success: false, code: 500 },
      ],
      [
        { pid: '0', condition: JSON.stringify({ '1=1 OR name': 'x' }) },
        { success: false, message: '字段无效，请检查!' },
      ],
    ] as const) {
      expect(expectContract(categoryLoadTreeData, (await get('/sys/category/loadTreeData', query)).body)).toMatchObject(
        body,
      );
    }
  });

  it('finds one category by a property, lists names for ids and all data under a code', async () => {
    const maize = await byCode('A01A01A01');
    expect(maize).toMatchObject({ name: '玉米', hasChild: '0' });
    expect(
      expectContract(categoryLoadOne, (await get('/sys/category/loadOne', { field: 'name', val: 'nothing' })).body),
    ).toMatchObject({
      success: false,
      code: 0,
      message: '查询无果',
    });
    expect(
      expectContract(categoryLoadOne, (await get('/sys/category/loadOne', { field: 'hasChild', val: '1' })).body),
    ).toMatchObject({
      success: false,
      code: 0,
      message: '查询数据异常,[hasChild]存在多个值:1',
    });
    for (const field of ['code = code OR 1', 'password', 'constructor']) {
      expect(
        expectContract(categoryLoadOne, (await get('/sys/category/loadOne', { field, val: 'x' })).body),
      ).toMatchObject({
        success: false,
        code: 500,
        message: '字段无效，请检查!',
      });
    }
    const rice = await byCode('A01A01A02');
    const names = expectContract(
      categoryLoadDictItem,
      (await get('/sys/category/loadDictItem', { ids: `${rice!.id},nope,${maize!.id}` })).body,
    );
    expect(names).toMatchObject({ success: true, code: 0, result: ['水稻', '玉米'] });
    expect(
      expectContract(
        categoryLoadDictItem,
        (await get('/sys/category/loadDictItem', { ids: `nope,${maize!.id}`, delNotExist: 'false' })).body,
      ).result,
    ).toEqual(['nope', '玉米']);
    // JCategorySelect asks with a trailing slash (`view: '/sys/category/loadDictItem/'`), which Spring also maps.
    expect(
      expectContract(categoryLoadDictItem, (await get('/sys/category/loadDictItem/', { ids: maize!.id })).body).result,
    ).toEqual(['玉米']);
    expect(
      expectContract(categoryLoadDictItem, (await get('/sys/category/loadDictItem', { ids: ',' })).body),
    ).toMatchObject({
      success: false,
      message: 'ids 不能为空',
    });
    const under = expectContract(
      categoryLoadAllData,
      (await get('/sys/category/loadAllData', { code: 'A01A02' })).body,
    );
    expect(under.result!.map((m) => m.text)).toEqual(['经济作物', '棉花', '油菜', '花生', '甘蔗', '甜菜']);
    expect(under.result![0].value).toMatch(/^[0-9a-f]{32}$/);
    expect(
      expectContract(categoryLoadAllData, (await get('/sys/category/loadAllData', { code: '0' })).body).result!.length,
    ).toBeGreaterThan(30);
    expect(
      expectContract(categoryLoadAllData, (await get('/sys/category/loadAllData', { code: "%' OR '1'='1" })).body)
        .result,
    ).toEqual([]);
  });

  it('checks child codes against the parent code', async () => {
    const grains = await byCode('A01A01');
    expect(
      expectContract(
        categoryCheckCode,
        (await get('/sys/category/checkCode', { pid: grains!.id, code: 'A01A01A09' })).body,
      ),
    ).toMatchObject({
      success: true,
      code: 200,
    });
    expect(
      expectContract(categoryCheckCode, (await get('/sys/category/checkCode', { pid: grains!.id, code: 'B01' })).body),
    ).toMatchObject({
      success: false,
      message: '编码不符合规范,须以"A01A01"开头!',
    });
    expect(envelope(await get('/sys/category/checkCode', { pid: grains!.id }))).toMatchObject({
      success: false,
      message: '错误,类型编码为空!',
    });
    expect(envelope(await get('/sys/category/checkCode', { code: 'anything' })).success).toBe(true);
  });

  it('adds with generated or checked codes; the parent gets has_child', async () => {
    const phenology = (await byCode('A02'))!;
    const maize = (await byCode('A01A01A01'))!;
    const add = await post('/sys/category/add', { pid: maize.id, name: '春玉米' });
    expect(expectContract(categoryAdd, add.body)).toMatchObject({ success: true, code: 200, message: '添加成功！' });
    expect(await byCode('A01A01A01A01')).toMatchObject({ name: '春玉米', pid: maize.id, hasChild: '0' });
    expect((await byCode('A01A01A01'))!.hasChild).toBe('1');
    await post('/sys/category/add', { pid: maize.id, name: '夏玉米', code: 'A01A01A01X' });
    expect(await byCode('A01A01A01X')).toMatchObject({ name: '夏玉米' });
    await post('/sys/category/add', { name: '土壤' });
    expect(await byCode('A05')).toMatchObject({ name: '土壤', pid: '0' });
    for (const [body, message] of [
      [{ pid: maize.id, name: 'x', code: 'B99' }, '编码不符合规范,须以"A01A01A01"开头!'],
      [{ pid: phenology.id, name: 'x', code: 'A02A01' }, '操作失败，分类编码已存在：A02A01'],
      [{ pid: 'nope', name: 'x' }, '操作失败，父级分类不存在'],
      [{ name: '' }, '分类名称不能为空'],
      [{ name: 'x', code: "A' OR 1=1" }, '分类编码只能包含字母、数字、下划线和短横线'],
    ] as const) {
      expect(expectContract(categoryAdd, (await post('/sys/category/add', body)).body)).toMatchObject({
        success: false,
        message,
      });
    }
  });

  it('edits names and moves a subtree, re-coding it and keeping has_child right', async () => {
    const maize = (await byCode('A01A01A01'))!;
    const spring = (await byCode('A01A01A01A01'))!;
    const soil = (await byCode('A05'))!;
    const res = await put('/sys/category/edit', {
      id: spring.id,
      name: '春播玉米',
      code: spring.code,
      pid: spring.pid,
    });
    expect(expectContract(categoryEdit, res.body)).toMatchObject({ success: true, code: 200, message: '编辑成功!' });
    expect(await byCode(spring.code)).toMatchObject({ name: '春播玉米' });
    // Move maize (with two children) under 土壤 (A05): A05A01 and A05A01A01 / A05A01X.
    await put('/sys/category/edit', { id: maize.id, name: '玉米', code: maize.code, pid: soil.id });
    expect(await byCode('A05A01')).toMatchObject({ id: maize.id, pid: soil.id });
    expect(await byCode('A05A01A01')).toMatchObject({ id: spring.id });
    expect(await byCode('A05A01X')).toMatchObject({ name: '夏玉米' });
    expect((await byCode('A05'))!.hasChild).toBe('1');
    expect(
      expectContract(categoryQueryById, (await get('/sys/category/queryById', { id: maize.id })).body),
    ).toMatchObject({
      success: true,
      code: 200,
      result: { code: 'A05A01' },
    });
    expect(envelope(await put('/sys/category/edit', { id: maize.id, pid: spring.id }))).toMatchObject({
      success: false,
      message: '操作失败，上级分类不能是自身或下级分类',
    });
    expect(envelope(await put('/sys/category/edit', { id: 'nope', name: 'x' })).message).toBe('未找到对应实体');
    expect(envelope(await get('/sys/category/queryById', { id: 'nope' })).message).toBe('未找到对应数据');
  });

  it('lists children, in batches too', async () => {
    const soil = (await byCode('A05'))!;
    const maize = (await byCode('A05A01'))!;
    const children = expectContract(categoryChildList, (await get('/sys/category/childList', { pid: maize.id })).body);
    expect(children).toMatchObject({ success: true, code: 0 });
    expect(children.result!.map((c) => c.code)).toEqual(['A05A01A01', 'A05A01X']);
    const batch = expectContract(
      categoryGetChildListBatch,
      (await get('/sys/category/getChildListBatch', { parentIds: `${soil.id},${maize.id}` })).body,
    );
    expect(batch).toMatchObject({ success: true, code: 200 });
    expect(batch.result!.records.map((c) => c.code)).toEqual(['A05A01', 'A05A01A01', 'A05A01X']);
    expect(
      expectContract(categoryChildList, (await get('/sys/category/childList', { pid: "' OR 1=1 --" })).body).result,
    ).toEqual([]);
  });

  it('deletes a node with its descendants, and a parent without children becomes a leaf', async () => {
    const soil = (await byCode('A05'))!;
    const maize = (await byCode('A05A01'))!;
    const res = await del('/sys/category/delete', { id: maize.id });
    expect(expectContract(categoryDelete, res.body)).toMatchObject({ success: true, code: 200, message: '删除成功!' });
    expect(await byCode('A05A01A01')).toBeNull();
    expect((await byCode('A05'))!.hasChild).toBe('0');
    expect(envelope(await del('/sys/category/delete', { id: maize.id })).message).toBe('未找到对应实体');
    const batch = await del('/sys/category/deleteBatch', { ids: `${soil.id},` });
    expect(expectContract(categoryDeleteBatch, batch.body)).toMatchObject({ success: true, message: '批量删除成功!' });
    expect(await byCode('A05')).toBeNull();
  });

  it('needs a token', async () => {
    for (const path of [
      '/sys/category/rootList',
      '/sys/category/loadTreeRoot?async=true&pcode=',
      '/sys/category/loadAllData',
    ]) {
      expect((await t.http.get(`/jeecg-boot${path}`)).status).toBe(401);
    }
  });
});
