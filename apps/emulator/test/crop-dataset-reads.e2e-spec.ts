// Issue #35, second part: indicator and production imports (one pipeline with the yield import), and the pages
// that read the active indicators dataset: the home overview, crop task summaries and bulletin analyses (which
// record the dataset and version they were created with).
import { DataSource } from 'typeorm';
import {
  analysisMainAdd,
  analysisMainQueryById,
  cropDatasetActivate,
  cropDatasetImportIndicators,
  cropDatasetImportProduction,
  cropDatasetList,
  cropOverview,
  cropTaskAdd,
  cropTaskSubmit,
  type Endpoint,
} from '@cropwatch/contract';
import { AnalysisItemEntity } from '../src/modules/analysis/entities/analysis-item.entity';
import { AnalysisZoneEntity } from '../src/modules/analysis/entities/analysis-zone.entity';
import { DEMO_DATASET_ID } from '../src/modules/crop-dataset/crop-dataset.seeder';
import { binaryParser, readRows } from './support/admin-probes';
import { expectContract, signIn } from './support/contract';
import { createTestApp, type TestApp } from './support/test-app';

const PERMISSION_DENIED = 510;
const GANGES = {
  type: 'Polygon' as const,
  coordinates: [
    [
      [80, 25.5],
      [84, 25],
      [84, 26.5],
      [80, 27],
      [80, 25.5],
    ],
  ],
};

const INDICATORS = [
  'Code,Name,Period,RAIN (mm),RAIN dep (%),TEMP (°C),TEMP dep (°C),VCIx,CPI',
  'IND,India,2025-JUL_OCT,812,-4,27.9,0.3,0.91,1.12',
  ',肯尼亚,2025年7-10月,300,-20,24,1.2,0.6,0.9',
  'BRA,,2025 JUL-OCT,500,5,,,,',
].join('\r\n');

describe('crop dataset imports and reads (issue #35)', () => {
  let t: TestApp;
  let db: DataSource;
  const tokens = { admin: '', analyst: '', viewer: '' };
  const call = <E extends Endpoint>(e: E, res: { body: unknown }) => expectContract(e, res.body);
  const get = (p: string, query: Record<string, string> = {}, as = tokens.analyst) =>
    t.http.get(`/jeecg-boot${p}`).query(query).set('X-Access-Token', as);
  const upload = (
    kind: 'Indicators' | 'Production',
    name: string,
    content: string,
    as = tokens.analyst,
    fields = {},
  ) => {
    const req = t.http.post(`/jeecg-boot/crop/dataset/import${kind}`).set('X-Access-Token', as);
    for (const [k, v] of Object.entries(fields)) void req.field(k, v as string);
    return req.attach('file', Buffer.from(content), name);
  };
  const activate = async (id: string) =>
    call(
      cropDatasetActivate,
      await t.http.put('/jeecg-boot/crop/dataset/activate').set('X-Access-Token', tokens.analyst).send({ id }),
    );
  const count = async (table: string) =>
    Number((await db.query<{ n: number }[]>(`SELECT COUNT(*) AS n FROM ${table}`))[0].n);
  const errorMessages = async (fileUrl: string) => {
    const file = await t.http
      .get(`/jeecg-boot${fileUrl}`)
      .set('X-Access-Token', tokens.analyst)
      .buffer(true)
      .parse(binaryParser);
    return (await readRows(file.body as Buffer)).slice(1).map((r) => r[r.length - 1]);
  };
  const datasetNamed = async (name: string) =>
    call(cropDatasetList, await get('/crop/dataset/list', { name })).result.records;

  beforeAll(async () => {
    t = await createTestApp();
    db = t.app.get(DataSource);
    for (const name of Object.keys(tokens) as (keyof typeof tokens)[]) tokens[name] = await signIn(t, name);
  }, 60_000);
  afterAll(() => t.close());

  it('names the synthetic demo dataset on the home overview while it is the active one', async () => {
    const res = call(cropOverview, await get('/crop/overview'));
    expect(res.result.dataset).toMatchObject({ id: DEMO_DATASET_ID, version: 1, synthetic: true });
    expect(res.result.unavailable).toEqual([]);
    expect(res.result.units.length).toBeGreaterThan(10);
  });

  describe('indicator import', () => {
    it('needs crop:dataset:import', async () => {
      const res = call(cropDatasetImportIndicators, await upload('Indicators', 'i.csv', INDICATORS, tokens.viewer));
      expect(res.code).toBe(PERMISSION_DENIED);
    });

    it('refuses a file with bad rows whole, each row with its reason, and stores nothing', async () => {
      const [datasets, rows] = [await count('crop_dataset'), await count('crop_dataset_indicator')];
      const bad = [
        'Code,Name,Period,RAIN (mm),VCIx,CPI',
        'IND,,2025-JUL_OCT,812,0.9,1',
        'ZZZ,,2025-JUL_OCT,1,0.5,1',
        'KEN,,2025-JUL_OCT,abc,0.5,1',
        'BRA,,2025-JUL_OCT,10,5,1',
        'IND,,2025 JUL-OCT,1,0.5,1',
        'CHN,,2025-SUMMER,1,0.5,1',
      ].join('\n');
      const res = call(cropDatasetImportIndicators, await upload('Indicators', 'bad.csv', bad));
      expect(res).toMatchObject({ success: true, code: 201 });
      const result = res.result as { totalCount: number; errorCount: number; fileUrl: string };
      expect(result).toMatchObject({ totalCount: 6, errorCount: 5 });
      expect(await errorMessages(result.fileUrl)).toEqual([
        '第3行:未知地区：ZZZ',
        '第4行:RAIN (mm)不是数字：abc',
        '第5行:VCIx超出范围（0–2）：5',
        '第6行:与第2行重复：IND 2025-JUL_OCT',
        '第7行:监测时段无效：2025-SUMMER（例如 2025-JUL_OCT）',
      ]);
      expect([await count('crop_dataset'), await count('crop_dataset_indicator')]).toEqual([datasets, rows]);
    });

    it('refuses a file without the layout’s header with the template’s columns named', async () => {
      const res = call(cropDatasetImportIndicators, await upload('Indicators', 'x.csv', 'a,b\n1,2\n'));
      expect(res).toMatchObject({ success: false });
      expect(res.message).toContain('RAIN、TEMP');
    });

    it('imports a good file as draft v1 (names, periods normalised), once; the same name again is v2', async () => {
      const res = call(
        cropDatasetImportIndicators,
        await upload('Indicators', 'ind.csv', INDICATORS, tokens.analyst, { name: '测试指标', licence: 'CC BY 4.0' }),
      );
      expect(res).toMatchObject({ success: true, code: 200 });
      expect(res.message).toBe('导入成功：数据集「测试指标」（草稿），共3行，3行指标');
      const [ds] = await datasetNamed('测试指标');
      expect(ds).toMatchObject({
        kind: 'indicators',
        state: 'draft',
        version: 1,
        synthetic: false,
        periodStart: '2025-JUL_OCT',
        periodEnd: '2025-JUL_OCT',
        periodCount: 1,
        unitCount: 3,
        rowCount: 3,
        items: ['RAIN', 'TEMP', 'VCIx', 'CPI'],
      });
      const stored = await db.query<{ unit_code: string; period: string }[]>(
        'SELECT unit_code, period FROM crop_dataset_indicator WHERE dataset_id = ? ORDER BY unit_code',
        [ds.id],
      );
      expect(stored).toEqual([
        { unit_code: 'BRA', period: '2025-JUL_OCT' },
        { unit_code: 'IND', period: '2025-JUL_OCT' },
        { unit_code: 'KEN', period: '2025-JUL_OCT' },
      ]);
      const again = call(cropDatasetImportIndicators, await upload('Indicators', 'ind.csv', INDICATORS));
      expect(again.message).toBe('文件已导入过（数据集「测试指标」），未新增数据');
      const v2 = call(
        cropDatasetImportIndicators,
        await upload('Indicators', 'ind2.csv', `${INDICATORS}\r\n`, tokens.analyst, { name: '测试指标' }),
      );
      expect(v2.message).toContain('「测试指标」v2（草稿）');
      expect((await datasetNamed('测试指标')).map((d) => d.version).sort()).toEqual([1, 2]);
    });
  });

  describe('production import', () => {
    const header = 'Code,Name,Crop,Year,Production (kt),Change (%)';

    it('refuses unknown crops and missing production whole', async () => {
      const before = await count('crop_dataset_production');
      const bad = [header, 'IND,,wheat,2025,113290,2.1', 'KEN,,sorghum-x,2025,10,', 'KEN,,maize,2025,,1'].join('\n');
      const res = call(cropDatasetImportProduction, await upload('Production', 'p.csv', bad));
      expect(res).toMatchObject({ success: true, code: 201 });
      expect(await errorMessages((res.result as { fileUrl: string }).fileUrl)).toEqual([
        '第3行:未知作物：sorghum-x',
        '第4行:Production (kt)不能为空',
      ]);
      expect(await count('crop_dataset_production')).toBe(before);
    });

    it('imports crops by key or by a gazetteer name (玉米) as a draft', async () => {
      const good = [header, 'IND,,wheat,2025,113290,2.1', ',肯尼亚,玉米,2025,3100,'].join('\n');
      const res = call(cropDatasetImportProduction, await upload('Production', 'prod.csv', good));
      expect(res.message).toBe('导入成功：数据集「prod」（草稿），共2行，2条产量估计');
      const [ds] = await datasetNamed('prod');
      expect(ds).toMatchObject({ kind: 'production', items: ['maize', 'wheat'], unitCount: 2, periodStart: '2025' });
    });
  });

  describe('reading the active indicators dataset', () => {
    let imported: { id: string; version: number };
    beforeAll(async () => {
      imported = (await datasetNamed('测试指标')).find((d) => d.version === 2)!;
      expect((await activate(imported.id)).success).toBe(true);
    });

    it('home overview: the figures, conditions and name of the active dataset; what it lacks is unavailable', async () => {
      const res = call(cropOverview, await get('/crop/overview', { period: '2025-JUL_OCT' })).result;
      expect(res.dataset).toMatchObject({ id: imported.id, name: '测试指标', version: 2, synthetic: false });
      expect(res.units.map((u) => [u.code, u.condition, u.rainMm, u.drivers])).toEqual([
        ['IND', 'exceptional', 812, []],
        ['KEN', 'watch', 300, ['dry', 'hot']],
      ]);
      expect(res.units[0]).toMatchObject({ calfPct: null, ciPct: null });
      expect(res.unavailable).toEqual([{ code: 'BRA', reason: '数据集中该地区缺少 VCIx 或 CPI，无法判定长势等级' }]);
      const other = call(cropOverview, await get('/crop/overview', { period: '2025-APR_JUL' })).result;
      expect(other.units).toEqual([]);
      expect(other.unavailable).toEqual([{ code: null, reason: '数据集「测试指标」v2 不含 2025-APR_JUL 的数据' }]);
    });

    it('crop task summary: computed from the active dataset and naming it', async () => {
      const add = call(
        cropTaskAdd,
        await t.http.post('/jeecg-boot/crop/task/add').set('X-Access-Token', tokens.admin).send({
          taskName: 'dataset',
          crop: 'wheat',
          period: '2025-JUL_OCT',
          aoiType: 'polygon',
          aoiGeometry: GANGES,
        }),
      );
      const res = call(
        cropTaskSubmit,
        await t.http
          .post('/jeecg-boot/crop/task/submit')
          .query({ id: add.result!.id })
          .set('X-Access-Token', tokens.admin)
          .send({}),
      );
      const summary = res.result!.summary!;
      expect(summary.dataset).toMatchObject({ id: imported.id, version: 2 });
      expect(summary.units.map((u) => u.code)).toContain('IND');
      expect(summary.overall.rainMm).toBe(812);
    });

    it('bulletin analysis: records the dataset and version, and its export keeps reading it after a switch', async () => {
      const add = call(
        analysisMainAdd,
        await t.http
          .post('/jeecg-boot/analysis/analyzeMain/add')
          .set('X-Access-Token', tokens.analyst)
          .send({ year: 2025, period: 'JUL_OCT', title: '数据集通报', lang: 'zh' }),
      );
      const main = add.result!;
      expect(main).toMatchObject({ datasetId: imported.id, datasetVersion: 2, datasetName: '测试指标' });
      const zone = await db.getRepository(AnalysisZoneEntity).findOneByOrFail({ code: 'IND' });
      const now = new Date();
      await db.getRepository(AnalysisItemEntity).insert({
        id: 'reads-item-1',
        analysisId: main.id,
        chapterCode: 'CH3_COUNTRY',
        partitionId: zone.partitionId,
        zoneId: zone.id,
        cueWordId: null,
        cueWordVersion: null,
        prompt: '写一段',
        backgroundKnowledge: null,
        fileType: 'table',
        tableSource: 'indicators',
        tableFile: null,
        imagePath: null,
        sortNo: 1,
        status: 'GENERATED',
        previousStatus: null,
        queuedTime: null,
        errorMessage: null,
        generatedText: '印度降水接近平均。',
        version: 1,
        createBy: 'analyst',
        createTime: now,
        updateBy: null,
        updateTime: null,
      });
      const exportMarkdown = async () =>
        String(
          (
            await t.http
              .get('/jeecg-boot/analysis/analyzeMain/exportMarkdown')
              .query({ id: main.id })
              .set('X-Access-Token', tokens.analyst)
              .buffer(true)
              .parse(binaryParser)
          ).body,
        );
      const first = await exportMarkdown();
      expect(first).toContain('> 数据集：测试指标 v2 · 引用：测试指标 · 许可：未注明');
      expect(first).toContain('指标表 2025-JUL_OCT · IND（测试指标 v2）');
      expect(first).not.toContain('演示');
      expect(first).toMatch(/\| 812/);
      // Another dataset becomes active: the analysis still reads the one it recorded.
      expect((await activate(DEMO_DATASET_ID)).success).toBe(true);
      expect(await exportMarkdown()).toBe(first);
      const byId = call(analysisMainQueryById, await get('/analysis/analyzeMain/queryById', { id: main.id }));
      expect(byId.result).toMatchObject({ datasetId: imported.id, datasetVersion: 2 });
      // The home page follows the active dataset.
      const home = call(cropOverview, await get('/crop/overview', { period: '2025-JUL_OCT' })).result;
      expect(home.dataset?.id).toBe(DEMO_DATASET_ID);
    });
  });
});
