// Issue #35: crop datasets (the demo data as one synthetic dataset, FAO's yields via Our World in Data as a real
// one), their activation, and the yield-history import (CSV in UTF-8/BOM/GB18030, .xlsx; all or nothing).
import ExcelJS from 'exceljs';
import { DataSource } from 'typeorm';
import {
  chatSourceRows,
  cropDatasetActivate,
  cropDatasetArchive,
  cropDatasetImportYieldHistory,
  cropDatasetList,
  cropDatasetQueryById,
  cropDatasetRows,
  type Endpoint,
} from '@cropwatch/contract';
import { ChatToolsService } from '../src/modules/chat/tools/chat-tools';
import { DEMO_DATASET_ID, FAO_DATASET_ID } from '../src/modules/crop-dataset/crop-dataset.seeder';
import { binaryParser, readRows } from './support/admin-probes';
import { envelope, expectContract, signIn } from './support/contract';
import { createTestApp, type TestApp } from './support/test-app';

const PERMISSION_DENIED = 510;
const HEADER =
  'Entity,Code,Year,Wheat (tonnes per hectare),Rice (tonnes per hectare),Maize (tonnes per hectare),Soybeans (tonnes per hectare),Potatoes (tonnes per hectare),Beans (tonnes per hectare),Peas (tonnes per hectare),Cassava (tonnes per hectare),Barley (tonnes per hectare),Cocoa beans (tonnes per hectare),Bananas (tonnes per hectare)';

describe('crop datasets (issue #35)', () => {
  let t: TestApp;
  const tokens = { admin: '', analyst: '', viewer: '' };
  const call = <E extends Endpoint>(e: E, res: { body: unknown }) => expectContract(e, res.body);
  const get = (p: string, query: Record<string, string> = {}, as = tokens.analyst) =>
    t.http.get(`/jeecg-boot${p}`).query(query).set('X-Access-Token', as);
  const put = (p: string, body: object, as = tokens.analyst) =>
    t.http.put(`/jeecg-boot${p}`).set('X-Access-Token', as).send(body);
  const upload = (name: string, content: Buffer, as = tokens.analyst, fields: Record<string, string> = {}) => {
    const req = t.http.post('/jeecg-boot/crop/dataset/importYieldHistory').set('X-Access-Token', as);
    for (const [k, v] of Object.entries(fields)) void req.field(k, v);
    return req.attach('file', content, name);
  };
  const yieldCount = async () =>
    Number((await t.app.get(DataSource).query<{ n: number }[]>('SELECT COUNT(*) AS n FROM crop_yield'))[0].n);
  const datasetCount = async () =>
    Number((await t.app.get(DataSource).query<{ n: number }[]>('SELECT COUNT(*) AS n FROM crop_dataset'))[0].n);

  beforeAll(async () => {
    t = await createTestApp({}, { SEED_REAL_DATASETS: 'on' });
    for (const name of Object.keys(tokens) as (keyof typeof tokens)[]) tokens[name] = await signIn(t, name);
  }, 60_000);
  afterAll(() => t.close());

  describe('seeded datasets', () => {
    it('lists the synthetic demo data and the real FAO yields, both active', async () => {
      const res = call(cropDatasetList, await get('/crop/dataset/list', { pageSize: '50' }));
      const byId = new Map(res.result.records.map((d) => [d.id, d]));
      expect(byId.get(DEMO_DATASET_ID)).toMatchObject({
        kind: 'indicators',
        synthetic: true,
        state: 'active',
        periodStart: '2024-OCT_JAN',
        periodEnd: '2025-JUL_OCT',
        periodCount: 8,
        unitCount: 85,
        rowCount: 680,
      });
      expect(byId.get(FAO_DATASET_ID)).toMatchObject({
        kind: 'yield-history',
        synthetic: false,
        state: 'active',
        licence: 'CC BY 4.0',
        citation: 'FAO (FAOSTAT), via Our World in Data',
        periodStart: '1961',
        periodEnd: '2018',
        periodCount: 58,
        unitCount: 249,
        fileName: 'fao-key-crop-yields.csv',
      });
      // Non-empty cells of the 11 crop columns (shared/data/README.md).
      const cells = 8101 + 8471 + 10774 + 5961 + 10016 + 8009 + 6235 + 7188 + 6733 + 4609 + 8909;
      expect(byId.get(FAO_DATASET_ID)!.rowCount).toBe(cells);
      expect(await yieldCount()).toBe(cells);
    });

    it('serves a dataset by id and its rows with the list kit filters', async () => {
      const one = call(cropDatasetQueryById, await get('/crop/dataset/queryById', { id: FAO_DATASET_ID }));
      expect(one.result!.items).toEqual([
        'wheat',
        'rice',
        'maize',
        'soybeans',
        'potatoes',
        'beans',
        'peas',
        'cassava',
        'barley',
        'cocoa-beans',
        'bananas',
      ]);
      const rows = call(
        cropDatasetRows,
        await get('/crop/dataset/rows', { datasetId: FAO_DATASET_ID, unitCode: 'IND', crop: 'wheat', year: '2018' }),
      );
      expect(rows.result.records).toEqual([
        expect.objectContaining({
          unitCode: 'IND',
          unitName: 'India',
          unitKind: 'country',
          year: 2018,
          yieldTHa: 3.3705000000000003,
        }),
      ]);
      const world = call(
        cropDatasetRows,
        await get('/crop/dataset/rows', {
          datasetId: FAO_DATASET_ID,
          unitCode: 'OWID_WRL',
          crop: 'maize',
          year: '2018',
        }),
      );
      expect(world.result.records[0]).toMatchObject({ unitKind: 'aggregate', unitName: 'World' });
      const missing = call(cropDatasetQueryById, await get('/crop/dataset/queryById', { id: 'nope' }));
      expect(missing).toMatchObject({ success: false, message: '数据集不存在' });
    });

    it('lets the viewer neither see the page nor activate; the analyst may', async () => {
      expect(envelope(await get('/crop/dataset/list', {}, tokens.viewer)).code).toBe(PERMISSION_DENIED);
      const denied = call(
        cropDatasetArchive,
        await put('/crop/dataset/archive', { id: FAO_DATASET_ID }, tokens.viewer),
      );
      expect(denied.code).toBe(PERMISSION_DENIED);
      const archived = call(cropDatasetArchive, await put('/crop/dataset/archive', { id: FAO_DATASET_ID }));
      expect(archived).toMatchObject({
        success: true,
        message: '数据集已归档',
        result: { state: 'archived', updateBy: 'analyst' },
      });
      const again = call(cropDatasetArchive, await put('/crop/dataset/archive', { id: FAO_DATASET_ID }));
      expect(again).toMatchObject({ success: false, message: '数据集已归档' });
      const active = call(cropDatasetActivate, await put('/crop/dataset/activate', { id: FAO_DATASET_ID }));
      expect(active).toMatchObject({ success: true, message: '数据集已启用', result: { state: 'active' } });
      const missing = call(cropDatasetActivate, await put('/crop/dataset/activate', { id: ' ' }));
      expect(missing).toMatchObject({ success: false, message: 'id不能为空' });
    });
  });

  it('opens a yield citation in the chat side panel (GET /chat/source/rows)', async () => {
    const id = `yield:${FAO_DATASET_ID}:KEN:maize:1990`;
    const res = call(chatSourceRows, await get('/chat/source/rows', { id, lang: 'en-US' }, tokens.viewer));
    expect(res.result).toMatchObject({
      id,
      title: 'FAO crop yields 1961–2018 (Our World in Data) · Yield · Kenya · maize',
      source: 'FAO (FAOSTAT), via Our World in Data · CC BY 4.0',
      columns: ['crop', 'year', 'value'],
    });
    expect(res.result!.rows[0]).toEqual({ crop: 'maize', year: '1990', value: '1.66 t/ha' });
  });

  it('gives a model the yield history through the yield_history tool, with the citation', async () => {
    const tools = t.app.get(ChatToolsService);
    const user = { userId: 'u', username: 'analyst' };
    const record = await tools.run(user, {
      id: 'c1',
      name: 'yield_history',
      arguments: JSON.stringify({ country: '肯尼亚', crop: 'maize', fromYear: 1990 }),
    });
    expect(record.error).toBeNull();
    const result = record.result as { dataset: object; unit: string; points: { year: number; yieldTHa: number }[] };
    expect(result.dataset).toEqual({
      name: 'FAO crop yields 1961–2018 (Our World in Data)',
      citation: 'FAO (FAOSTAT), via Our World in Data',
      licence: 'CC BY 4.0',
      synthetic: false,
    });
    expect(result.unit).toBe('KEN');
    expect(result.points[0]).toEqual({ year: 1990, yieldTHa: 1.6591 });
    expect(result.points.at(-1)).toEqual({ year: 2018, yieldTHa: 1.8741 });
    const bad = await tools.run(user, {
      id: 'c2',
      name: 'yield_history',
      arguments: '{"country":"KEN","crop":"sorghum"}',
    });
    expect(bad.error).toMatch(/^bad arguments: crop/);
  });

  describe('yield-history import', () => {
    const good = [
      HEADER,
      'India,IND,2019,3.5,4.0,,,,,,,,,',
      '肯尼亚,,2019,,,1.6,,,,,,,,',
      '"Asia, Central",,2019,2.1,,,,,,,,,,',
    ].join('\n');

    it('needs crop:dataset:import (the viewer has it not)', async () => {
      const res = call(cropDatasetImportYieldHistory, await upload('y.csv', Buffer.from(good), tokens.viewer));
      expect(res.code).toBe(PERMISSION_DENIED);
    });

    it('refuses a file with bad rows whole, listing each row with its reasons in the error file', async () => {
      const before = await yieldCount();
      const bad = [
        HEADER,
        'India,IND,2019,3.5,,,,,,,,,,',
        'Atlantis,,2019,1.0,,,,,,,,,,',
        'Kenya,KEN,2019,abc,,,,,,,,,,',
        'Kenya,KEN,2018,,,999,,,,,,,,',
        'India,IND,2019,,4.0,,,,,,,,,',
        'Peru,PER,20x9,1,,,,,,,,,,',
      ].join('\r\n');
      const res = call(cropDatasetImportYieldHistory, await upload('bad.csv', Buffer.from(bad)));
      expect(res).toMatchObject({ success: true, code: 201 });
      const result = res.result as { errorCount: number; totalCount: number; successCount: number; fileUrl: string };
      expect(result).toMatchObject({ totalCount: 6, errorCount: 5, successCount: 0 });
      expect(await yieldCount()).toBe(before);
      const file = await t.http
        .get(`/jeecg-boot${result.fileUrl}`)
        .set('X-Access-Token', tokens.analyst)
        .buffer(true)
        .parse(binaryParser);
      const rows = await readRows(file.body as Buffer);
      const messages = rows.slice(1).map((r) => r[r.length - 1]);
      expect(messages).toEqual([
        '第3行:未知地区：Atlantis',
        '第4行:Wheat (tonnes per hectare)不是数字：abc',
        '第5行:Maize (tonnes per hectare)超出范围（0–150）：999',
        '第6行:与第2行重复：IND 2019',
        '第7行:年份无效：20x9',
      ]);
    });

    it('refuses a file in another encoding, a wrong type and a file without the layout', async () => {
      const utf16 = Buffer.from(good, 'utf16le');
      expect(call(cropDatasetImportYieldHistory, await upload('u16.csv', utf16))).toMatchObject({
        success: false,
        message: '文件导入失败:无法识别文件编码，请使用UTF-8或GB18030编码的CSV',
      });
      expect(call(cropDatasetImportYieldHistory, await upload('y.txt', Buffer.from(good)))).toMatchObject({
        success: false,
        message: '文件导入失败:请上传.csv或.xlsx格式的文件',
      });
      expect(call(cropDatasetImportYieldHistory, await upload('y.csv', Buffer.from('a,b\n1,2\n')))).toMatchObject({
        success: false,
        message: '文件导入失败:未找到表头行，请使用模板（Entity, Code, Year 及作物单产列）',
      });
    });

    it('imports a good GB18030 file as a draft dataset, once', async () => {
      const datasets = await datasetCount();
      const gb = Buffer.from(new TextEncoderGb().encode(good));
      const res = call(
        cropDatasetImportYieldHistory,
        await upload('kenya.csv', gb, tokens.analyst, { name: '测试单产', licence: 'CC BY 4.0' }),
      );
      expect(res).toMatchObject({ success: true, code: 200 });
      expect(res.message).toContain('测试单产');
      const list = call(cropDatasetList, await get('/crop/dataset/list', { name: '测试单产' }));
      const ds = list.result.records[0];
      expect(ds).toMatchObject({
        kind: 'yield-history',
        state: 'draft',
        synthetic: false,
        rowCount: 4,
        unitCount: 3,
        importBy: 'analyst',
        licence: 'CC BY 4.0',
      });
      const rows = call(
        cropDatasetRows,
        await get('/crop/dataset/rows', { datasetId: ds.id, column: 'unitCode', order: 'asc' }),
      );
      expect(rows.result.records.map((r) => `${r.unitCode}:${r.crop}:${r.yieldTHa}`).sort()).toEqual(
        ['IND:rice:4', 'IND:wheat:3.5', 'KEN:maize:1.6', 'X_ASIA_CENTRAL:wheat:2.1'].sort(),
      );
      const again = call(cropDatasetImportYieldHistory, await upload('kenya-again.csv', gb));
      expect(again).toMatchObject({ success: true, message: '文件已导入过（数据集「测试单产」），未新增数据' });
      expect(await datasetCount()).toBe(datasets + 1);
    });

    it('imports a UTF-8 file with BOM and an .xlsx in the same layout', async () => {
      const bom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(good.replace('2019', '2020'))]);
      expect(call(cropDatasetImportYieldHistory, await upload('bom.csv', bom))).toMatchObject({
        success: true,
        code: 200,
      });
      const wb = new ExcelJS.Workbook();
      const ws = wb.addWorksheet('s');
      ws.addRow(HEADER.split(','));
      ws.addRow(['Kenya', 'KEN', 2021, '', '', 1.75]);
      const xlsx = Buffer.from(await wb.xlsx.writeBuffer());
      const res = call(cropDatasetImportYieldHistory, await upload('kenya.xlsx', xlsx));
      expect(res).toMatchObject({ success: true, code: 200 });
      const list = call(cropDatasetList, await get('/crop/dataset/list', { name: 'kenya' }));
      expect(list.result.records[0]).toMatchObject({ rowCount: 1, periodStart: '2021', items: ['maize'] });
    });

    it('serves the template in both formats, and the template imports', async () => {
      const xlsx = await get('/crop/dataset/yieldHistoryTemplate').buffer(true).parse(binaryParser);
      expect(xlsx.headers['content-type']).toContain('spreadsheetml');
      const rows = await readRows(xlsx.body as Buffer);
      expect(rows[0].join(',')).toBe(HEADER);
      const csv = await get('/crop/dataset/yieldHistoryTemplate', { format: 'csv' }).buffer(true).parse(binaryParser);
      const res = call(cropDatasetImportYieldHistory, await upload('template.csv', csv.body as Buffer));
      expect(res).toMatchObject({ success: true, code: 200 });
    });
  });
});

/** GB18030 bytes for the test texts (Node has a GB18030 decoder but no encoder): the few Chinese characters used. */
class TextEncoderGb {
  encode(text: string): Uint8Array {
    const table: Record<string, number[]> = { 肯: [0xbf, 0xcf], 尼: [0xc4, 0xe1], 亚: [0xd1, 0xc7] };
    const out: number[] = [];
    for (const ch of text) {
      if (ch.charCodeAt(0) < 0x80) out.push(ch.charCodeAt(0));
      else if (table[ch]) out.push(...table[ch]);
      else throw new Error(`no GB18030 bytes for ${ch}`);
    }
    return Uint8Array.from(out);
  }
}
