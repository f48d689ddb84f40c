import {
  analysisChapterDelete,
  analysisChapterList,
  analysisCropReference,
  analysisItemAdd,
  analysisItemDelete,
  analysisItemEdit,
  analysisItemGenerate,
  analysisItemList,
  analysisItemQueryById,
  analysisItemSaveText,
  analysisItemVersions,
  analysisMainAdd,
  analysisMainCancel,
  analysisMainDelete,
  analysisMainEdit,
  analysisMainGenerate,
  analysisMainList,
  analysisMainProgress,
  analysisMainQueryById,
  analysisPartitionAdd,
  analysisPartitionDelete,
  analysisPartitionEdit,
  analysisPartitionList,
  analysisZoneAdd,
  analysisZoneDelete,
  analysisZoneDeleteBatch,
  analysisZoneEdit,
  analysisZoneList,
  analysisZoneQueryById,
  type AnalysisItemAddBody,
  type AnalysisZone,
  type Endpoint,
} from '@cropwatch/contract';
import { envelope, expectContract, signIn } from './support/contract';
import { createTestApp, type TestApp } from './support/test-app';

const PERMISSION_DENIED = 510;

describe('bulletin analyses: /analysis/partition, /analysis/aezs, /analysis/analyzeMain, /analysis/analyzeItem', () => {
  let t: TestApp;
  const tokens = { admin: '', analyst: '', viewer: '' };
  beforeAll(async () => {
    t = await createTestApp({ analysisConcurrency: 3, analysisOfflineLatencyMs: 5 });
    for (const name of Object.keys(tokens) as (keyof typeof tokens)[]) tokens[name] = await signIn(t, name);
  });
  afterAll(() => t.close());

  const url = (p: string) => `/jeecg-boot${p}`;
  const get = (p: string, query: Record<string, string> = {}, as = tokens.admin) =>
    t.http.get(url(p)).query(query).set('X-Access-Token', as);
  const send = (method: 'post' | 'put', p: string, body: object = {}, as = tokens.admin) =>
    t.http[method](url(p)).set('X-Access-Token', as).send(body);
  const del = (p: string, query: Record<string, string>, as = tokens.admin) =>
    t.http.delete(url(p)).query(query).set('X-Access-Token', as);
  const call = async <E extends Endpoint>(endpoint: E, req: Promise<{ body: unknown }> | { body: unknown }) =>
    expectContract(endpoint, (await req).body);

  const zonesOf = async (partitionCode: string): Promise<AnalysisZone[]> => {
    const partitions = await call(analysisPartitionList, get('/analysis/partition/list', { code: partitionCode }));
    const partitionId = partitions.result.records[0].id;
    return (await call(analysisZoneList, get('/analysis/aezs/list', { partitionId, pageSize: '100' }))).result.records;
  };

  /** Polls the progress until nothing waits (real time: the queue runs on timers). */
  const settled = async (id: string, timeoutMs = 10_000) => {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const p = await call(analysisMainProgress, get('/analysis/analyzeMain/progress', { id }));
      if (p.result && p.result.counts.waiting === 0) return p.result;
      if (Date.now() > until) throw new Error(`analysis ${id} still generating: ${JSON.stringify(p.result?.counts)}`);
      await new Promise((r) => setTimeout(r, 20));
    }
  };

  describe('partitions, zones and the crop reference', () => {
    it('seeds the MPZ, key-country, China and per-country AEZ partitions from the crop data', async () => {
      const page = await call(
        analysisPartitionList,
        get('/analysis/partition/list', { pageSize: '100' }, tokens.viewer),
      );
      const codes = page.result.records.map((p) => p.code);
      expect(codes.slice(0, 3)).toEqual(['MPZ', 'KEY_COUNTRIES', 'CHN']);
      expect(codes).toEqual(expect.arrayContaining(['IND', 'PAK', 'USA', 'UZB']));
      const byCode = new Map(page.result.records.map((p) => [p.code, p]));
      expect(byCode.get('MPZ')).toMatchObject({
        chapterCode: 'CH2_MPZ',
        zoneCount: 6,
        nameEn: 'Major production zones',
      });
      expect(byCode.get('KEY_COUNTRIES')).toMatchObject({ chapterCode: 'CH3_COUNTRY', zoneCount: 18 });
      expect(byCode.get('CHN')).toMatchObject({ chapterCode: 'CH4_CHINA', zoneCount: 7 });
      expect(byCode.get('IND')).toMatchObject({ chapterCode: 'CH3_COUNTRY', zoneCount: 8 });

      const mpz = await zonesOf('MPZ');
      expect(mpz.map((z) => z.code)).toEqual(['WAF', 'NAM', 'SAM', 'SEA', 'WEU', 'CEW']);
      expect(mpz[0]).toMatchObject({
        level: 'mpz',
        countryIso3: null,
        hasData: true,
        partitionNameEn: 'Major production zones',
      });
      const ind = await zonesOf('IND');
      expect(ind.find((z) => z.code === 'IND-96')).toMatchObject({ level: 'aez', countryIso3: 'IND', hasData: true });
    });

    it('answers the crop reference to everyone', async () => {
      const ref = await call(analysisCropReference, get('/analysis/cropReference', {}, tokens.viewer));
      expect(ref.result.units.slice(0, 6).map((u) => u.level)).toEqual(Array(6).fill('mpz'));
      expect(ref.result.units.find((u) => u.code === 'IND-96')).toMatchObject({ level: 'aez', countryIso3: 'IND' });
      expect(ref.result.periods.at(-1)).toMatchObject({ code: '2025-JUL_OCT', year: 2025, season: 'JUL_OCT' });
      expect(ref.result.indicators.map((i) => i.code)).toEqual(
        expect.arrayContaining(['RAIN', 'TEMP', 'RADPAR', 'BIOMSS', 'CALF', 'VCIx', 'CI', 'CPI']),
      );
      expect(ref.result.indicators.map((i) => i.code)).not.toContain('CONDITION');
      expect(ref.result.indicators.find((i) => i.code === 'TEMP')?.departure).toBe('absolute_c');
    });

    it('adds, edits, filters and deletes partitions and zones with the contract messages', async () => {
      const body = {
        code: 'TEST_P',
        nameZh: '测试分区',
        nameEn: 'Test partition',
        chapterCode: 'CH5_FOCUS',
        sortNo: 999,
      };
      expect(
        (await call(analysisPartitionAdd, send('post', '/analysis/partition/add', body, tokens.viewer))).code,
      ).toBe(PERMISSION_DENIED);
      const added = await call(analysisPartitionAdd, send('post', '/analysis/partition/add', body, tokens.analyst));
      expect(added).toMatchObject({
        message: '添加成功！',
        result: { code: 'TEST_P', zoneCount: 0, createBy: 'analyst' },
      });
      const partitionId = added.result!.id;
      expect((await call(analysisPartitionAdd, send('post', '/analysis/partition/add', body))).message).toBe(
        '分区编码已存在：TEST_P',
      );
      expect(
        (
          await call(
            analysisPartitionAdd,
            send('post', '/analysis/partition/add', { ...body, code: 'X2', chapterCode: 'NOPE' }),
          )
        ).message,
      ).toBe('章节不存在：NOPE');
      expect(envelope(await send('post', '/analysis/partition/add', { ...body, code: '9x' })).message).toBe(
        '分区编码只能包含字母、数字、下划线和连字符，且以字母开头',
      );
      const edited = await call(
        analysisPartitionEdit,
        send('post', '/analysis/partition/edit', { ...body, id: partitionId, nameEn: 'Tested' }),
      );
      expect(edited).toMatchObject({ message: '编辑成功!', result: { nameEn: 'Tested', updateBy: 'admin' } });

      const zone = {
        partitionId,
        code: 'IND-96',
        nameZh: '恒河平原',
        nameEn: 'Gangetic plain',
        level: 'aez',
        countryIso3: 'IND',
      };
      expect((await call(analysisZoneAdd, send('post', '/analysis/aezs/add', zone, tokens.viewer))).code).toBe(
        PERMISSION_DENIED,
      );
      const z1 = await call(analysisZoneAdd, send('post', '/analysis/aezs/add', zone));
      expect(z1).toMatchObject({ message: '添加成功！', result: { hasData: true, partitionNameZh: '测试分区' } });
      expect((await call(analysisZoneAdd, send('post', '/analysis/aezs/add', zone))).message).toBe(
        '该分区已存在此区域：IND-96',
      );
      const planned = await call(
        analysisZoneAdd,
        send('post', '/analysis/aezs/add', { ...zone, code: 'IND-PLAN', countryIso3: '' }),
      );
      expect(planned.result).toMatchObject({ hasData: false, countryIso3: null });
      expect(envelope(await send('post', '/analysis/aezs/add', { ...zone, code: 'X', level: 'region' })).message).toBe(
        '区域级别只能是 mpz、aez 或 country',
      );
      expect(
        envelope(await send('post', '/analysis/aezs/add', { ...zone, code: 'X', countryIso3: 'in' })).message,
      ).toBe('国家代码必须是3位大写字母');
      expect(envelope(await send('post', '/analysis/aezs/add', { ...zone, partitionId: '' })).message).toBe(
        '请选择分区',
      );
      const renamed = await call(
        analysisZoneEdit,
        send('put', '/analysis/aezs/edit', { ...zone, id: planned.result!.id, code: 'IND-PLAN', nameEn: 'Planned' }),
      );
      expect(renamed.result).toMatchObject({ nameEn: 'Planned' });
      expect(
        (await call(analysisZoneQueryById, get('/analysis/aezs/queryById', { id: z1.result!.id }))).result?.code,
      ).toBe('IND-96');
      const filtered = await call(analysisZoneList, get('/analysis/aezs/list', { partitionId, nameEn: '*lan*' }));
      expect(filtered.result.records.map((z) => z.code)).toEqual(['IND-PLAN']);
      const byCountry = await call(
        analysisZoneList,
        get('/analysis/aezs/list', { countryIso3: 'IND', level: 'aez', pageSize: '50' }),
      );
      expect(byCountry.result.records.every((z) => z.countryIso3 === 'IND')).toBe(true);

      expect(
        (await call(analysisPartitionDelete, del('/analysis/partition/delete', { id: partitionId }))).message,
      ).toBe('分区下还有区域，不能删除：TEST_P');
      expect(
        (await call(analysisZoneDelete, del('/analysis/aezs/delete', { id: planned.result!.id }, tokens.viewer))).code,
      ).toBe(PERMISSION_DENIED);
      expect((await call(analysisZoneDelete, del('/analysis/aezs/delete', { id: planned.result!.id }))).message).toBe(
        '删除成功!',
      );
      expect(
        (await call(analysisZoneDeleteBatch, del('/analysis/aezs/deleteBatch', { ids: `${z1.result!.id},` }))).message,
      ).toBe('批量删除成功!');
      expect(
        (await call(analysisPartitionDelete, del('/analysis/partition/delete', { id: partitionId }))).message,
      ).toBe('删除成功!');
    });
  });

  describe('analyses and items', () => {
    it('seeds the demo bulletin with the six MPZ items, not generated', async () => {
      const list = await call(analysisMainList, get('/analysis/analyzeMain/list', { year: '2025' }, tokens.viewer));
      const demo = list.result.records.find((m) => m.title === '2025年第4期 全球农情遥感速报（7–10月）')!;
      expect(demo).toMatchObject({ period: 'JUL_OCT', lang: 'zh', status: 'NOT_GENERATED' });
      expect(demo.counts).toEqual({ total: 6, notGenerated: 6, waiting: 0, generated: 0, failed: 0 });
      const items = await call(analysisItemList, get('/analysis/analyzeItem/list', { analysisId: demo.id }));
      expect(items.result.records.map((i) => i.zoneCode)).toEqual(['WAF', 'NAM', 'SAM', 'SEA', 'WEU', 'CEW']);
      expect(items.result.records[0]).toMatchObject({
        chapterCode: 'CH2_MPZ',
        chapterNameZh: '主产区作物与环境状况',
        fileType: 'table',
        tableSource: 'indicators',
        status: 'NOT_GENERATED',
        version: 0,
        generatedText: null,
        cueWordVersion: 1,
      });
    });

    it('validates analyses and refuses what the role lacks', async () => {
      const body = { year: 2025, period: 'JUL_OCT', stage: 'grain_filling', title: '测试通报', lang: 'zh' };
      expect((await call(analysisMainAdd, send('post', '/analysis/analyzeMain/add', body, tokens.viewer))).code).toBe(
        PERMISSION_DENIED,
      );
      expect(envelope(await send('post', '/analysis/analyzeMain/add', { ...body, title: ' ' })).message).toBe(
        '标题不能为空',
      );
      expect(envelope(await send('post', '/analysis/analyzeMain/add', { ...body, period: 'MAY' })).message).toBe(
        '监测时期只能是 JAN_APR、APR_JUL、JUL_OCT 或 OCT_JAN',
      );
      expect(envelope(await send('post', '/analysis/analyzeMain/add', { ...body, year: 1999 })).message).toBe(
        '年份不能早于2000',
      );
      expect(
        (await call(analysisMainAdd, send('post', '/analysis/analyzeMain/add', { ...body, stage: 'bloom' }))).message,
      ).toBe('生育期不存在：bloom');
      const added = await call(analysisMainAdd, send('post', '/analysis/analyzeMain/add', body, tokens.analyst));
      expect(added.result).toMatchObject({ status: 'EMPTY', counts: { total: 0 }, createBy: 'analyst' });
      const id = added.result!.id;
      const edited = await call(
        analysisMainEdit,
        send('put', '/analysis/analyzeMain/edit', { ...body, id, title: '改名' }),
      );
      expect(edited).toMatchObject({ message: '编辑成功!', result: { title: '改名' } });
      expect((await call(analysisMainQueryById, get('/analysis/analyzeMain/queryById', { id }))).result?.title).toBe(
        '改名',
      );
      const empty = await call(analysisMainList, get('/analysis/analyzeMain/list', { status: 'EMPTY' }));
      expect(empty.result.records.map((m) => m.id)).toEqual([id]);
      expect(envelope(await get('/analysis/analyzeMain/list', { status: 'DONE' })).success).toBe(false);
      expect((await call(analysisMainDelete, del('/analysis/analyzeMain/delete', { id }, tokens.analyst))).code).toBe(
        PERMISSION_DENIED,
      );
      expect((await call(analysisMainDelete, del('/analysis/analyzeMain/delete', { id }))).message).toBe('删除成功!');
      expect((await call(analysisMainQueryById, get('/analysis/analyzeMain/queryById', { id }))).success).toBe(false);
    });

    it('validates items as spec §5 asks', async () => {
      const main = await call(
        analysisMainAdd,
        send('post', '/analysis/analyzeMain/add', { year: 2025, period: 'JUL_OCT', title: '条目校验', lang: 'en' }),
      );
      const analysisId = main.result!.id;
      const [waf, nam] = await zonesOf('MPZ');
      const [chnNe] = await zonesOf('CHN');
      const body: AnalysisItemAddBody = {
        analysisId,
        chapterCode: 'CH2_MPZ',
        partitionId: waf.partitionId,
        zoneId: waf.id,
        prompt: 'Summarise {zone} for {period}.',
        fileType: 'table',
        tableSource: 'indicators',
      };
      const add = (b: object, as = tokens.admin) => send('post', '/analysis/analyzeItem/add', b, as);
      expect((await call(analysisItemAdd, add(body, tokens.viewer))).code).toBe(PERMISSION_DENIED);
      expect(envelope(await add({ ...body, prompt: '  ' })).message).toBe('提示词不能为空');
      expect(envelope(await add({ ...body, prompt: undefined })).message).toBe('提示词不能为空');
      expect(envelope(await add({ ...body, partitionId: undefined })).message).toBe('请选择分区');
      expect(envelope(await add({ ...body, analysisId: undefined })).message).toBe('请选择分析');
      expect(envelope(await add({ ...body, chapterCode: undefined })).message).toBe('请选择章节');
      expect(envelope(await add({ ...body, zoneId: '' })).message).toBe('请选择条目');
      expect(envelope(await add({ ...body, fileType: undefined })).message).toBe('请选择文件类型');
      expect(envelope(await add({ ...body, tableSource: undefined })).message).toBe('请选择数据表');
      expect(envelope(await add({ ...body, tableSource: 'upload' })).message).toBe('请上传数据表');
      expect(envelope(await add({ ...body, fileType: 'image', tableSource: null })).message).toBe('请上传图片');
      expect((await call(analysisItemAdd, add({ ...body, zoneId: chnNe.id }))).message).toBe('区域不属于该分区');
      expect((await call(analysisItemAdd, add({ ...body, chapterCode: 'NOPE' }))).message).toBe('章节不存在：NOPE');
      expect((await call(analysisItemAdd, add({ ...body, analysisId: 'nope' }))).message).toBe('分析不存在');
      expect((await call(analysisItemAdd, add({ ...body, cueWordId: 'nope' }))).message).toBe('提示词不存在');
      const first = await call(analysisItemAdd, add(body, tokens.analyst));
      expect(first).toMatchObject({ message: '添加成功！', result: { zoneCode: 'WAF', status: 'NOT_GENERATED' } });
      expect((await call(analysisItemAdd, add(body))).message).toBe('该分区已存在此条目：西非');
      const second = await call(analysisItemAdd, add({ ...body, zoneId: nam.id, imagePath: 'ignored.png' }));
      expect(second.result?.imagePath).toBeNull();
      const clash = await call(
        analysisItemEdit,
        send('put', '/analysis/analyzeItem/edit', { ...body, id: second.result!.id, zoneId: waf.id }),
      );
      expect(clash.message).toBe('该分区已存在此条目：西非');
      const edited = await call(
        analysisItemEdit,
        send('post', '/analysis/analyzeItem/edit', {
          ...body,
          id: first.result!.id,
          backgroundKnowledge: 'Sahel rains.',
        }),
      );
      expect(edited.result).toMatchObject({ backgroundKnowledge: 'Sahel rains.', status: 'NOT_GENERATED' });
      expect(
        (await call(analysisItemDelete, del('/analysis/analyzeItem/delete', { id: first.result!.id }, tokens.analyst)))
          .code,
      ).toBe(PERMISSION_DENIED);
      expect(
        (await call(analysisItemDelete, del('/analysis/analyzeItem/delete', { id: first.result!.id }))).message,
      ).toBe('删除成功!');
      await call(analysisMainDelete, del('/analysis/analyzeMain/delete', { id: analysisId }));
      expect(
        (await call(analysisItemQueryById, get('/analysis/analyzeItem/queryById', { id: second.result!.id }))).success,
      ).toBe(false);
    });
    it('keeps a chapter that analysis items use', async () => {
      const main = await call(
        analysisMainAdd,
        send('post', '/analysis/analyzeMain/add', { year: 2025, period: 'JUL_OCT', title: '章节占用', lang: 'zh' }),
      );
      const [ne] = await zonesOf('CHN');
      await call(
        analysisItemAdd,
        send('post', '/analysis/analyzeItem/add', {
          analysisId: main.result!.id,
          chapterCode: 'CH4_CHINA',
          partitionId: ne.partitionId,
          zoneId: ne.id,
          prompt: '{region}',
          fileType: 'table',
          tableSource: 'indicators',
        }),
      );
      const chapters = await call(analysisChapterList, get('/analysis/chapter/list', { code: 'CH4_CHINA' }));
      const chapter = chapters.result.records[0];
      expect((await call(analysisChapterDelete, del('/analysis/chapter/delete', { id: chapter.id }))).message).toBe(
        '章节已被分析条目使用：CH4_CHINA',
      );
      await call(analysisMainDelete, del('/analysis/analyzeMain/delete', { id: main.result!.id }));
    });
  });

  describe('generation', () => {
    it('generates a chapter with one item forced to fail, retries, regenerates, cancels and edits text', async () => {
      const main = await call(
        analysisMainAdd,
        send('post', '/analysis/analyzeMain/add', {
          year: 2025,
          period: 'JUL_OCT',
          stage: 'grain_filling',
          title: 'Jul–Oct 2025 test',
          lang: 'en',
        }),
      );
      const analysisId = main.result!.id;
      const mpz = await zonesOf('MPZ');
      // A zone the crop data does not know: its item must fail with a clear error.
      const planned = await call(
        analysisZoneAdd,
        send('post', '/analysis/aezs/add', {
          partitionId: mpz[0].partitionId,
          code: 'ZZZ',
          nameZh: '规划区',
          nameEn: 'Planned zone',
          level: 'mpz',
          sortNo: 999,
        }),
      );
      const zones = [...mpz.slice(0, 3), planned.result!];
      const ids: string[] = [];
      for (const [n, zone] of zones.entries()) {
        const item = await call(
          analysisItemAdd,
          send('post', '/analysis/analyzeItem/add', {
            analysisId,
            chapterCode: 'CH2_MPZ',
            partitionId: zone.partitionId,
            zoneId: zone.id,
            prompt: 'Summarise {zone} ({zone_code}) for {period}: {agroclimate}',
            fileType: 'table',
            tableSource: 'indicators',
            sortNo: n,
          }),
        );
        ids.push(item.result!.id);
      }
      expect(
        (
          await call(
            analysisMainGenerate,
            send('post', '/analysis/analyzeMain/generate', { id: analysisId }, tokens.viewer),
          )
        ).code,
      ).toBe(PERMISSION_DENIED);
      const queued = await call(
        analysisMainGenerate,
        send('post', '/analysis/analyzeMain/generate', { id: analysisId, chapterCode: 'CH2_MPZ' }, tokens.analyst),
      );
      expect(queued).toMatchObject({ message: '已加入生成队列：4项', result: { queued: 4, skipped: 0 } });
      const done = await settled(analysisId);
      expect(done.status).toBe('FAILED');
      expect(done.counts).toEqual({ total: 4, notGenerated: 0, waiting: 0, generated: 3, failed: 1 });
      expect(done.items.map((i) => i.status)).toEqual(['GENERATED', 'GENERATED', 'GENERATED', 'FAILED']);
      expect(done.items[3].errorMessage).toBe('区域 ZZZ 在 2025-JUL_OCT 没有指标数据');

      const waf = await call(analysisItemQueryById, get('/analysis/analyzeItem/queryById', { id: ids[0] }));
      expect(waf.result).toMatchObject({ status: 'GENERATED', version: 1, errorMessage: null });
      expect(waf.result!.generatedText).toMatch(/^This section reviews|^During July–October 2025/);
      expect(waf.result!.generatedText).toContain(
        'RAIN totalled 812 mm (−9% vs the 15YA, slightly drier than average)',
      );

      // Retry only the failed ones: still failing, nothing else queued.
      const retry = await call(
        analysisMainGenerate,
        send('post', '/analysis/analyzeMain/generate', { id: analysisId, scope: 'failed' }),
      );
      expect(retry.result).toEqual({ queued: 1, skipped: 0 });
      expect((await settled(analysisId)).counts.failed).toBe(1);
      // Give the zone data: a code the crop data knows. The retry now succeeds.
      const fixed = await call(
        analysisZoneEdit,
        send('put', '/analysis/aezs/edit', {
          id: planned.result!.id,
          partitionId: mpz[0].partitionId,
          code: 'USA',
          nameZh: '美国',
          nameEn: 'United States',
          level: 'country',
          countryIso3: 'USA',
          sortNo: 999,
        }),
      );
      expect(fixed.result).toMatchObject({ code: 'USA', hasData: true });
      await call(
        analysisMainGenerate,
        send('post', '/analysis/analyzeMain/generate', { id: analysisId, scope: 'failed' }),
      );
      const all = await settled(analysisId);
      expect(all).toMatchObject({ status: 'GENERATED', counts: { generated: 4, failed: 0 } });
      expect(
        (
          await call(
            analysisMainGenerate,
            send('post', '/analysis/analyzeMain/generate', { id: analysisId, scope: 'failed' }),
          )
        ).message,
      ).toBe('没有需要生成的条目');

      // Regenerate one: version 2.
      const again = await call(analysisItemGenerate, send('post', '/analysis/analyzeItem/generate', { ids: [ids[1]] }));
      expect(again).toMatchObject({ message: '已加入生成队列：1项', result: { queued: 1 } });
      await settled(analysisId);
      const versions = await call(analysisItemVersions, get('/analysis/analyzeItem/versions', { id: ids[1] }));
      expect(versions.result.map((v) => [v.version, v.origin, v.model])).toEqual([
        [2, 'generated', 'offline'],
        [1, 'generated', 'offline'],
      ]);

      // Hand edit: an `edited` version, newest first; unchanged text adds none; only generated items.
      const text = `${versions.result[0].text} Edited by hand.`;
      expect(
        (
          await call(
            analysisItemSaveText,
            send('post', '/analysis/analyzeItem/saveText', { id: ids[1], text }, tokens.viewer),
          )
        ).code,
      ).toBe(PERMISSION_DENIED);
      const saved = await call(
        analysisItemSaveText,
        send('post', '/analysis/analyzeItem/saveText', { id: ids[1], text }, tokens.analyst),
      );
      expect(saved).toMatchObject({
        message: '保存成功！',
        result: { version: 3, generatedText: text, status: 'GENERATED' },
      });
      await call(analysisItemSaveText, send('post', '/analysis/analyzeItem/saveText', { id: ids[1], text }));
      const after = await call(
        analysisItemVersions,
        get('/analysis/analyzeItem/versions', { id: ids[1] }, tokens.viewer),
      );
      expect(after.result.map((v) => [v.version, v.origin, v.model, v.createBy])).toEqual([
        [3, 'edited', null, 'analyst'],
        [2, 'generated', 'offline', 'admin'],
        [1, 'generated', 'offline', 'analyst'],
      ]);
      expect(envelope(await send('post', '/analysis/analyzeItem/saveText', { id: ids[1], text: ' ' })).message).toBe(
        '内容不能为空',
      );

      // Editing the item keeps its status and text.
      const item = (await call(analysisItemQueryById, get('/analysis/analyzeItem/queryById', { id: ids[1] }))).result!;
      const kept = await call(
        analysisItemEdit,
        send('put', '/analysis/analyzeItem/edit', { ...item, prompt: 'Another prompt for {zone}.' }),
      );
      expect(kept.result).toMatchObject({ status: 'GENERATED', version: 3, generatedText: text });
      await call(analysisMainDelete, del('/analysis/analyzeMain/delete', { id: analysisId }));
      await call(analysisZoneDelete, del('/analysis/aezs/delete', { id: planned.result!.id }));
    });

    it('cancels waiting items back to their previous status and refuses edits while they wait', async () => {
      const slow = await createTestApp({ analysisConcurrency: 1, analysisOfflineLatencyMs: 2000 });
      try {
        const admin = await signIn(slow, 'admin');
        const req = (method: 'get' | 'post' | 'put', p: string, body: Record<string, unknown> = {}) =>
          method === 'get'
            ? slow.http
                .get(url(p))
                .query(body as Record<string, string>)
                .set('X-Access-Token', admin)
            : slow.http[method](url(p)).set('X-Access-Token', admin).send(body);
        const demo = (await call(analysisMainList, req('get', '/analysis/analyzeMain/list'))).result.records[0];
        const items = (await call(analysisItemList, req('get', '/analysis/analyzeItem/list', { analysisId: demo.id })))
          .result.records;
        await call(analysisMainGenerate, req('post', '/analysis/analyzeMain/generate', { id: demo.id }));
        const progress = await call(
          analysisMainProgress,
          req('get', '/analysis/analyzeMain/progress', { id: demo.id }),
        );
        expect(progress.result).toMatchObject({ status: 'GENERATING', counts: { waiting: 6 } });
        expect((await call(analysisMainEdit, req('put', '/analysis/analyzeMain/edit', { ...demo }))).message).toBe(
          '分析正在生成中，请稍后再改',
        );
        expect((await call(analysisItemEdit, req('put', '/analysis/analyzeItem/edit', { ...items[0] }))).message).toBe(
          '条目正在生成中，请稍后再改',
        );
        expect(
          (
            await call(
              analysisItemSaveText,
              req('post', '/analysis/analyzeItem/saveText', { id: items[0].id, text: 'x' }),
            )
          ).message,
        ).toBe('条目尚未生成，不能编辑内容');
        const again = await call(analysisMainGenerate, req('post', '/analysis/analyzeMain/generate', { id: demo.id }));
        expect(again.message).toBe('没有需要生成的条目');
        const cancelled = await call(analysisMainCancel, req('post', '/analysis/analyzeMain/cancel', { id: demo.id }));
        expect(cancelled).toMatchObject({ message: '已取消：6项', result: { cancelled: 6 } });
        const after = await call(analysisMainProgress, req('get', '/analysis/analyzeMain/progress', { id: demo.id }));
        expect(after.result).toMatchObject({ status: 'NOT_GENERATED', counts: { notGenerated: 6, waiting: 0 } });
        // The aborted run writes nothing, even once its simulated latency would have passed.
        await new Promise((r) => setTimeout(r, 50));
        const versions = await call(
          analysisItemVersions,
          req('get', '/analysis/analyzeItem/versions', { id: items[0].id }),
        );
        expect(versions.result).toEqual([]);
      } finally {
        await slow.close();
      }
    });
  });
});
