import {
  importExcelResponseSchema,
  positionAdd,
  positionDelete,
  positionDeleteBatch,
  positionEdit,
  positionList,
  positionQueryByCode,
  positionQueryById,
  userAdd,
} from '@cropwatch/contract';
import { binaryParser, getAs, importWorkbook, readRows, SQL_PROBES } from './support/admin-probes';
import { envelope, expectContract, signIn } from './support/contract';
import { createTestApp, type TestApp } from './support/test-app';

describe('positions', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signIn(t, 'admin');
  });
  afterAll(() => t.close());

  const post = (p: string, body: object) => t.http.post(`/jeecg-boot${p}`).set('X-Access-Token', admin).send(body);
  const put = (p: string, body: object) => t.http.put(`/jeecg-boot${p}`).set('X-Access-Token', admin).send(body);
  const del = (p: string, query: Record<string, string>) =>
    t.http.delete(`/jeecg-boot${p}`).set('X-Access-Token', admin).query(query);
  const list = async (query: Record<string, string> = {}) =>
    expectContract(positionList, (await getAs(t, admin, '/sys/position/list', query)).body);

  it('adds positions with a rank and lists them with the rank text (ok200)', async () => {
    const add = await post('/sys/position/add', { code: 'engineer', name: '工程师', postRank: '3' });
    expect(expectContract(positionAdd, add.body)).toMatchObject({ success: true, code: 200, message: '添加成功！' });
    await post('/sys/position/add', { code: 'director', name: '主任', postRank: '5' });
    const body = await list({ column: 'code', order: 'asc' });
    expect(body).toMatchObject({ success: true, code: 200 });
    expect(body.result!.records.map((p) => [p.code, p.postRank_dictText])).toEqual([
      ['director', '正高级'],
      ['engineer', '中级'],
    ]);
    expect((await list({ name: '*工程*' })).result!.total).toBe(1);
  });

  it('refuses duplicates and bad values', async () => {
    expect(
      expectContract(positionAdd, (await post('/sys/position/add', { code: 'engineer', name: 'x' })).body),
    ).toMatchObject({
      success: false,
      message: '操作失败，职务编码已存在',
    });
    expect(envelope(await post('/sys/position/add', { code: 'x1', name: '' })).message).toBe('职务名称不能为空');
    expect(envelope(await post('/sys/position/add', { code: SQL_PROBES[0], name: 'x' })).message).toContain(
      '职务编码只能包含',
    );
    expect(envelope(await post('/sys/position/add', { code: 'x2', name: 'x', postRank: '9' })).message).toBe(
      '职级不存在',
    );
  });

  it('edits, reads by id and code, and deletes', async () => {
    const engineer = (await list({ code: 'engineer' })).result!.records[0];
    const edit = await put('/sys/position/edit', {
      id: engineer.id,
      code: 'engineer',
      name: '高级工程师',
      postRank: '4',
    });
    expect(expectContract(positionEdit, edit.body)).toMatchObject({ success: true, message: '编辑成功!' });
    const byId = expectContract(
      positionQueryById,
      (await getAs(t, admin, '/sys/position/queryById', { id: engineer.id })).body,
    );
    expect(byId).toMatchObject({ code: 200, result: { name: '高级工程师', postRank: '4' } });
    const byCode = expectContract(
      positionQueryByCode,
      (await getAs(t, admin, '/sys/position/queryByCode', { code: 'engineer' })).body,
    );
    expect(byCode).toMatchObject({ success: true, code: 0, result: { id: engineer.id } });
    expect(envelope(await getAs(t, admin, '/sys/position/queryByCode', { code: SQL_PROBES[0] }))).toMatchObject({
      success: false,
      message: '未找到对应实体',
    });
    expect(envelope(await getAs(t, admin, '/sys/position/queryById', { id: 'nope' })).message).toBe('未找到对应数据');
    const director = (await list({ code: 'director' })).result!.records[0];
    expect(envelope(await post('/sys/position/edit', { id: director.id, code: 'engineer', name: 'x' })).message).toBe(
      '操作失败，职务编码已存在',
    );

    // A user may now hold the position; an unknown code is refused.
    const user = await post('/sys/user/add', {
      username: 'poster',
      realname: 'P',
      password: '123456',
      post: 'engineer',
    });
    expect(expectContract(userAdd, user.body).success).toBe(true);

    expect(expectContract(positionDelete, (await del('/sys/position/delete', { id: director.id })).body)).toMatchObject(
      {
        success: true,
        message: '删除成功!',
      },
    );
    expect(envelope(await del('/sys/position/delete', { id: director.id })).message).toBe('未找到对应数据');
    expect(
      expectContract(positionDeleteBatch, (await del('/sys/position/deleteBatch', { ids: 'a,b,' })).body),
    ).toMatchObject({
      success: true,
      message: '批量删除成功!',
    });
  });

  it('treats SQL-looking values as data in list filters, sorting and advanced queries', async () => {
    for (const probe of SQL_PROBES) {
      expect((await list({ code: probe })).result!.total).toBe(0);
      expect((await list({ name: probe, postRank: probe })).result!.total).toBe(0);
      const sq = encodeURIComponent(JSON.stringify([{ field: 'name', rule: 'like', val: probe }]));
      expect((await list({ superQueryParams: sq })).result!.total).toBe(0);
      expect(envelope(await getAs(t, admin, '/sys/position/list', { column: probe, order: 'asc' })).message).toContain(
        '排序的列字段不存在',
      );
    }
  });

  it('exports with rank texts and imports rows by rank text, reporting bad ones', async () => {
    const res = await getAs(t, admin, '/sys/position/exportXls').buffer(true).parse(binaryParser);
    expect(res.headers['content-type']).toBe('application/vnd.ms-excel');
    const rows = await readRows(res.body as Buffer);
    expect(rows[0][0]).toBe('职务表报表');
    expect(rows[2]).toEqual(['职务编码', '职务名称', '职级']);
    expect(rows[3]).toEqual(['engineer', '高级工程师', '副高级']);

    const file = await importWorkbook(
      ['职务编码', '职务名称', '职级'],
      [
        ['analyst_pos', '分析师', '中级'],
        ['engineer', '重复', null],
        ['bad_rank', '坏职级', '特级'],
      ],
    );
    const imp = await t.http
      .post('/jeecg-boot/sys/position/importExcel')
      .set('X-Access-Token', admin)
      .attach('file', file, 'p.xlsx');
    const body = importExcelResponseSchema.parse(imp.body);
    expect(body).toMatchObject({ success: true, code: 201, result: { totalCount: 3, successCount: 1, errorCount: 2 } });
    expect((body.result as { fileName: string }).fileName).toMatch(/^sysPositionImportExcelErrorLog\d+\.xlsx$/);
    expect((await list({ code: 'analyst_pos' })).result!.records[0]).toMatchObject({ postRank: '3', name: '分析师' });
  });

  it('requires a token', async () => {
    for (const p of ['/sys/position/list', '/sys/position/queryByCode', '/sys/position/exportXls'])
      expect((await t.http.get(`/jeecg-boot${p}`).query({ code: 'x' })).status).toBe(401);
    expect((await t.http.post('/jeecg-boot/sys/position/add').send({ code: 'x', name: 'x' })).status).toBe(401);
  });
});
