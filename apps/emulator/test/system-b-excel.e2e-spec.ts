import { DataSource } from 'typeorm';
import { importExcelResponseSchema } from '@cropwatch/contract';
import { getAs, importWorkbook, readRows } from './support/admin-probes';
import { envelope, signIn } from './support/contract';
import { createTestApp, type TestApp } from './support/test-app';

/** Exports and imports of departments, dictionaries, tenants and categories (contract §5.5). */
describe('department, dictionary, tenant and category workbooks', () => {
  let t: TestApp;
  let admin: string;
  let db: DataSource;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signIn(t, 'admin');
    db = t.app.get(DataSource);
  });
  afterAll(() => t.close());

  /** Collects a binary body (workbooks) instead of letting supertest parse it as text. */
  const binary = (res: NodeJS.EventEmitter, done: (err: Error | null, body: Buffer) => void) => {
    const chunks: Buffer[] = [];
    res.on('data', (c: Buffer) => chunks.push(c));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  };

  /** Raw rows for checks the API does not expose (values read as strings; numbers compare at run time). */
  const sql = (query: string, params: unknown[] = []) => db.query<Record<string, string>[]>(query, params);

  const download = async (path: string, query: Record<string, string> = {}) => {
    const res = await getAs(t, admin, path, query).buffer(true).parse(binary);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.ms-excel');
    return { res, rows: await readRows(res.body as Buffer) };
  };
  const upload = async (path: string, file: Buffer, as = admin) =>
    t.http.post(`/jeecg-boot${path}`).set('X-Access-Token', as).attach('file', file, 'import.xlsx');

  it('exports departments with the title rows and category texts, and imports rows under existing parents', async () => {
    const { res, rows } = await download('/sys/sysDepart/exportXls');
    expect(res.headers['content-disposition']).toContain(encodeURIComponent('部门信息.xls'));
    expect(rows[0][0]).toBe('部门信息报表');
    expect(rows[1][0]).toBe('导出人:管理员');
    expect(rows[2].slice(0, 5)).toEqual(['机构/部门名称', '英文名', '缩写', '机构编码', '机构类别']);
    expect(rows[3].slice(0, 5)).toEqual([
      '中国科学院空天信息创新研究院',
      'Aerospace Information Research Institute, CAS',
      '空天院',
      'A01',
      '公司',
    ]);
    expect(rows).toHaveLength(3 + 7);
    const one = await download('/sys/sysDepart/exportXls', { selections: 'b14c5d6e7f8091a2b3c4d5e6f708192a' });
    expect(one.rows.slice(3).map((r) => r[3])).toEqual(['A02']);

    const file = await importWorkbook(
      ['机构/部门名称', '机构编码', '机构类别'],
      [
        ['西北农情站', 'A03', '公司'],
        ['遥感组', 'A03A01', '部门'],
        ['重复', 'A01', '公司'],
        ['无父级', 'B07A01', '部门'],
        ['坏编码', 'a01x', '部门'],
      ],
    );
    const body = importExcelResponseSchema.parse((await upload('/sys/sysDepart/importExcel', file)).body);
    expect(body).toMatchObject({
      success: true,
      code: 201,
      message: '文件导入成功，但有错误。',
      result: { totalCount: 5, successCount: 2, errorCount: 3 },
    });
    const fileUrl = (body.result as { fileUrl: string }).fileUrl;
    const errors = await readRows(
      (await t.http.get(`/jeecg-boot${fileUrl}`).buffer(true).parse(binary)).body as Buffer,
    );
    expect(errors.flat().join('\n')).toMatch(/机构编码已存在：A01/);
    expect(errors.flat().join('\n')).toMatch(/上级部门不存在：B07/);
    const [child] = await sql(
      "SELECT d.org_type, p.org_code AS parent FROM sys_depart d JOIN sys_depart p ON p.id = d.parent_id WHERE d.org_code = 'A03A01'",
    );
    expect(child).toEqual({ org_type: '2', parent: 'A03' });

    const viewer = await signIn(t, 'viewer');
    expect(envelope(await upload('/sys/sysDepart/importExcel', file, viewer))).toMatchObject({
      success: false,
      code: 510,
    });
  });

  it('round-trips dictionaries: an export imported again only reports duplicates', async () => {
    const { rows } = await download('/sys/dict/exportXls', { dictCode: 'sex' });
    expect(rows[0][0]).toBe('数据字典报表');
    expect(rows[2]).toEqual(['字典名称', '字典编码', '描述', '字典类型']);
    expect([rows[3][0], rows[3][1], rows[3][2] ?? '', rows[3][3]]).toEqual(['性别', 'sex', '', '1']);
    const again = await importWorkbook(rows[2], [
      ['性别', 'sex', null, '1'],
      ['作物品种', 'crop_variety_x', '品种', '0'],
    ]);
    const body = importExcelResponseSchema.parse((await upload('/sys/dict/importExcel', again)).body);
    expect(body).toMatchObject({ success: true, code: 201, result: { successCount: 1, errorCount: 1 } });
    expect((await sql("SELECT dict_name, type FROM sys_dict WHERE dict_code = 'crop_variety_x'"))[0]).toEqual({
      dict_name: '作物品种',
      type: 0,
    });
    const clean = await importWorkbook(['字典名称', '字典编码'], [['土壤类型', 'soil_type_x']], false);
    expect((await upload('/sys/dict/importExcel', clean)).body).toMatchObject({
      success: true,
      code: 200,
      message: '共1行数据全部导入成功！',
    });
  });

  it('exports and imports tenants by hand-picked id', async () => {
    const { rows } = await download('/sys/tenant/exportXls', { column: 'id', order: 'asc' });
    expect(rows[2]).toEqual(['租户编号', '租户名称', '开始时间', '结束时间', '状态']);
    expect(rows.slice(3).map((r) => [r[0], r[1], r[4]])).toEqual([
      ['1', '北京总部', '正常'],
      ['2', '华北农情中心', '正常'],
      ['3', '西南试验站', '冻结'],
    ]);
    const file = await importWorkbook(rows[2], [
      [20, '东北试验站', '2024-01-01 00:00:00', null, '冻结'],
      [1, '重复', null, null, '正常'],
      ['x', '坏编号', null, null, null],
      [21, '坏日期', '2024-13-01', null, null],
    ]);
    const body = importExcelResponseSchema.parse((await upload('/sys/tenant/importExcel', file)).body);
    expect(body).toMatchObject({ success: true, code: 201, result: { successCount: 1, errorCount: 3 } });
    expect((await sql('SELECT name, status FROM sys_tenant WHERE id = 20'))[0]).toEqual({
      name: '东北试验站',
      status: 0,
    });
  });

  it('exports categories with parent codes and imports a subtree', async () => {
    const { rows } = await download('/sys/category/exportXls', { code: 'A01A01*' });
    expect(rows[2]).toEqual(['分类名称', '分类编码', '父级编码']);
    expect(rows[3]).toEqual(['粮食作物', 'A01A01', 'A01']);
    expect(rows[4]).toEqual(['玉米', 'A01A01A01', 'A01A01']);
    const file = await importWorkbook(rows[2], [
      ['藜麦', 'A01A01A07', 'A01A01'],
      ['红藜', 'A01A01A07A01', 'A01A01A07'],
      ['土壤', 'A09', null],
      ['错前缀', 'B01', 'A01'],
      ['重复', 'A01', null],
    ]);
    const body = importExcelResponseSchema.parse((await upload('/sys/category/importExcel', file)).body);
    expect(body).toMatchObject({ success: true, code: 201, result: { successCount: 3, errorCount: 2 } });
    expect((await sql("SELECT has_child FROM sys_category WHERE code = 'A01A01A07'"))[0].has_child).toBe('1');
  });

  it('refuses what is not an Excel workbook with a clear message', async () => {
    const res = await t.http
      .post('/jeecg-boot/sys/category/importExcel')
      .set('X-Access-Token', admin)
      .attach('file', Buffer.from('name,code\nx,y'), 'data.csv');
    expect(envelope(res)).toMatchObject({ success: false, code: 500 });
    expect((await t.http.get('/jeecg-boot/sys/tenant/exportXls')).status).toBe(401);
  });
});
