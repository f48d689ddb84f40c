import {
  analysisChapterAdd,
  analysisChapterDelete,
  analysisChapterDeleteBatch,
  analysisChapterEdit,
  analysisChapterList,
  analysisChapterQueryById,
  analysisCountryIrrigationAdd,
  analysisCountryIrrigationCountries,
  analysisCountryIrrigationDelete,
  analysisCountryIrrigationDeleteBatch,
  analysisCountryIrrigationEdit,
  analysisCountryIrrigationList,
  analysisCountryIrrigationQueryById,
  analysisCueWordAdd,
  analysisCueWordDelete,
  analysisCueWordEdit,
  analysisCueWordList,
  analysisCueWordPreview,
  analysisCueWordQueryById,
  type Endpoint,
} from '@cropwatch/contract';
import { envelope, expectContract, signIn } from './support/contract';
import { createTestApp, type TestApp } from './support/test-app';

const SQL_PROBES = ["' OR '1'='1", "admin'; DROP TABLE analysis_chapter; --", '1) OR (1=1'];

describe('analysis reference data /analysis/chapter/*, /analysis/cueWord/*, /analysis/countryIrrigation/*', () => {
  let t: TestApp;
  const tokens = { admin: '', viewer: '' };
  beforeAll(async () => {
    t = await createTestApp();
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

  describe('chapters', () => {
    const body = { code: 'CH9_TEST', number: '9', nameZh: '测试章节', nameEn: 'Test chapter', sortNo: 90 };

    it('lists the chapters of seed/crop/chapters.json in bulletin order to everyone', async () => {
      const page = await call(analysisChapterList, get('/analysis/chapter/list', { pageSize: '50' }, tokens.viewer));
      expect(page.result.records.map((c) => c.code)).toEqual([
        'SUMMARY',
        'CH1_GLOBAL',
        'CH2_MPZ',
        'CH3_COUNTRY',
        'CH4_CHINA',
        'CH5_FOCUS',
        'ANNEX_A',
        'ANNEX_B',
      ]);
      const mpz = page.result.records.find((c) => c.code === 'CH2_MPZ')!;
      expect(mpz).toMatchObject({ number: '2', nameZh: '主产区作物与环境状况', sortNo: 3 });
      expect(mpz.sections[1]).toEqual({ number: '2.2', nameEn: 'West Africa', nameZh: '西非' });
    });

    it('adds, edits, finds, rejects duplicates and bad input, and deletes', async () => {
      expect((await call(analysisChapterAdd, send('post', '/analysis/chapter/add', body, tokens.viewer))).code).toBe(
        510,
      );
      const added = await call(analysisChapterAdd, send('post', '/analysis/chapter/add', body));
      expect(added.message).toBe('添加成功！');
      expect(added.result).toMatchObject({ code: 'CH9_TEST', createBy: 'admin', sections: [] });
      const dup = await call(analysisChapterAdd, send('post', '/analysis/chapter/add', { ...body, nameEn: 'Other' }));
      expect(dup).toMatchObject({ success: false, message: '章节编码已存在：CH9_TEST' });
      const empty = envelope(await send('post', '/analysis/chapter/add', { ...body, code: 'X1', nameZh: ' ' }));
      expect(empty).toMatchObject({ success: false, message: '中文名称不能为空' });
      const badCode = envelope(await send('post', '/analysis/chapter/add', { ...body, code: 'ch-9' }));
      expect(badCode.message).toBe('章节编码只能包含大写字母、数字和下划线，且以字母开头');

      const id = added.result!.id;
      const edited = await call(
        analysisChapterEdit,
        send('put', '/analysis/chapter/edit', { ...body, id, nameEn: 'Tested chapter', sortNo: 95 }),
      );
      expect(edited).toMatchObject({ message: '编辑成功!', result: { nameEn: 'Tested chapter', updateBy: 'admin' } });
      const mpz = (await call(analysisChapterList, get('/analysis/chapter/list', { code: 'CH2_MPZ' }))).result
        .records[0];
      const keep = await call(
        analysisChapterEdit,
        send('post', '/analysis/chapter/edit', { ...mpz, descriptionEn: 'Six MPZs.' }),
      );
      expect(keep.result?.sections).toHaveLength(7);
      const clash = await call(
        analysisChapterEdit,
        send('put', '/analysis/chapter/edit', { ...body, id, code: 'CH2_MPZ' }),
      );
      expect(clash.message).toBe('章节编码已存在：CH2_MPZ');

      expect((await call(analysisChapterQueryById, get('/analysis/chapter/queryById', { id }))).result?.code).toBe(
        'CH9_TEST',
      );
      const search = await call(analysisChapterList, get('/analysis/chapter/list', { nameEn: '*Tested*' }));
      expect(search.result.records.map((c) => c.code)).toEqual(['CH9_TEST']);

      expect((await call(analysisChapterDelete, del('/analysis/chapter/delete', { id }, tokens.viewer))).code).toBe(
        510,
      );
      expect((await call(analysisChapterDelete, del('/analysis/chapter/delete', { id }))).message).toBe('删除成功!');
      expect((await call(analysisChapterDelete, del('/analysis/chapter/delete', { id }))).message).toBe(
        '未找到对应实体',
      );
      expect((await call(analysisChapterQueryById, get('/analysis/chapter/queryById', { id }))).success).toBe(false);
      expect(
        (await call(analysisChapterDeleteBatch, del('/analysis/chapter/deleteBatch', { ids: 'a,b' }, tokens.viewer)))
          .code,
      ).toBe(510);
      expect(
        (await call(analysisChapterDeleteBatch, del('/analysis/chapter/deleteBatch', { ids: 'a,b,' }))).success,
      ).toBe(true);
    });

    it('keeps the chapters that cue words use (seeded prompts use CH3_COUNTRY)', async () => {
      const ch3 = (await call(analysisChapterList, get('/analysis/chapter/list', { code: 'CH3_COUNTRY' }))).result
        .records[0];
      const del1 = await call(analysisChapterDelete, del('/analysis/chapter/delete', { id: ch3.id }));
      expect(del1).toMatchObject({ success: false, message: '章节已被提示词使用：CH3_COUNTRY' });
      const batch = await call(
        analysisChapterDeleteBatch,
        del('/analysis/chapter/deleteBatch', { ids: `x,${ch3.id}` }),
      );
      expect(batch.message).toBe('章节已被提示词使用：CH3_COUNTRY');
      const renamed = await call(analysisChapterEdit, send('put', '/analysis/chapter/edit', { ...ch3, code: 'CH3_X' }));
      expect(renamed.message).toBe('章节已被提示词使用：CH3_COUNTRY');
      const retitled = await call(
        analysisChapterEdit,
        send('put', '/analysis/chapter/edit', { ...ch3, nameEn: 'Countries' }),
      );
      expect(retitled.success).toBe(true);
    });

    it('keeps SQL out of the list filters', async () => {
      for (const probe of SQL_PROBES) {
        const r = envelope(await get('/analysis/chapter/list', { code: probe, column: probe, order: 'asc' }));
        expect(r.message).not.toMatch(/SQLITE/);
      }
    });
  });

  describe('cue words', () => {
    const body = {
      name: 'test-prompt',
      chapterCode: 'CH3_COUNTRY',
      lang: 'en',
      template: 'Describe {indicator} in {region} for {period}.',
      sampleValues: { region: 'Punjab', period: 'Jul–Oct 2025' },
    };

    it('lists the seeded templates with their variables', async () => {
      const page = await call(analysisCueWordList, get('/analysis/cueWord/list', {}, tokens.viewer));
      const en = page.result.records.find((w) => w.name === 'country-paragraph-en')!;
      expect(en).toMatchObject({ lang: 'en', chapterCode: 'CH3_COUNTRY', version: 1 });
      expect(en.variables).toEqual(['country', 'period', 'agroclimate', 'agronomic', 'crop']);
    });

    it('previews a template with sample values and reports missing and unused variables', async () => {
      const res = await call(
        analysisCueWordPreview,
        send(
          'post',
          '/analysis/cueWord/preview',
          { template: body.template, values: { ...body.sampleValues, crop: 'rice' } },
          tokens.viewer,
        ),
      );
      expect(res.result).toEqual({
        text: 'Describe {indicator} in Punjab for Jul–Oct 2025.',
        variables: ['indicator', 'region', 'period'],
        missing: ['indicator'],
        unused: ['crop'],
      });
      const empty = envelope(await send('post', '/analysis/cueWord/preview', { template: '  ', values: {} }));
      expect(empty).toMatchObject({ success: false, message: '提示词不能为空' });
    });

    it('adds, versions on template changes, rejects duplicates and unknown chapters, and deletes', async () => {
      expect((await call(analysisCueWordAdd, send('post', '/analysis/cueWord/add', body, tokens.viewer))).code).toBe(
        510,
      );
      const added = await call(analysisCueWordAdd, send('post', '/analysis/cueWord/add', body));
      expect(added.result).toMatchObject({
        name: 'test-prompt',
        version: 1,
        variables: ['indicator', 'region', 'period'],
      });
      const id = added.result!.id;
      expect((await call(analysisCueWordAdd, send('post', '/analysis/cueWord/add', body))).message).toBe(
        '提示词名称已存在：test-prompt',
      );
      const noChapter = await call(
        analysisCueWordAdd,
        send('post', '/analysis/cueWord/add', { ...body, name: 'x', chapterCode: 'NOPE' }),
      );
      expect(noChapter.message).toBe('章节不存在：NOPE');
      const noPrompt = envelope(await send('post', '/analysis/cueWord/add', { ...body, name: 'y', template: '' }));
      expect(noPrompt.message).toBe('提示词不能为空');

      const same = await call(
        analysisCueWordEdit,
        send('put', '/analysis/cueWord/edit', { ...body, id, description: 'd' }),
      );
      expect(same.result).toMatchObject({ version: 1, description: 'd' });
      const changed = await call(
        analysisCueWordEdit,
        send('put', '/analysis/cueWord/edit', { ...body, id, template: 'Summarise {region}.' }),
      );
      expect(changed.result).toMatchObject({ version: 2, variables: ['region'] });
      expect((await call(analysisCueWordQueryById, get('/analysis/cueWord/queryById', { id }))).result?.version).toBe(
        2,
      );

      expect((await call(analysisCueWordDelete, del('/analysis/cueWord/delete', { id }))).message).toBe('删除成功!');
      expect((await call(analysisCueWordDelete, del('/analysis/cueWord/delete', { id }))).message).toBe(
        '未找到对应实体',
      );
    });
  });

  describe('country irrigation', () => {
    it('lists the crop data rows with country names, shares and sources to everyone', async () => {
      const page = await call(
        analysisCountryIrrigationList,
        get('/analysis/countryIrrigation/list', { pageSize: '100' }, tokens.viewer),
      );
      expect(page.result.total).toBe(24);
      const egy = page.result.records.find((r) => r.id === 'EGY')!;
      expect(egy).toMatchObject({
        countryIso3: 'EGY',
        irrigatedSharePct: 100,
        waterSource: ['river', 'canal'],
        rainfallRelevance: 'low',
      });
      expect(egy.countryNameZh).toBeTruthy();
      const low = await call(
        analysisCountryIrrigationList,
        get('/analysis/countryIrrigation/list', { rainfallRelevance: 'high', pageSize: '100' }),
      );
      expect(low.result.records.every((r) => r.rainfallRelevance === 'high')).toBe(true);
      const countries = await call(analysisCountryIrrigationCountries, get('/analysis/countryIrrigation/countries'));
      expect(countries.result.length).toBe(49);
      expect(countries.result.filter((c) => c.hasIrrigation)).toHaveLength(24);
    });

    it('edits a row (the chat reads the same table), adds, rejects bad input and deletes', async () => {
      const egy = (
        await call(analysisCountryIrrigationQueryById, get('/analysis/countryIrrigation/queryById', { id: 'EGY' }))
      ).result!;
      const body = { ...egy, irrigatedSharePct: 98, noteEn: 'Nile-fed.' };
      expect(
        (
          await call(
            analysisCountryIrrigationEdit,
            send('put', '/analysis/countryIrrigation/edit', body, tokens.viewer),
          )
        ).code,
      ).toBe(510);
      const edited = await call(analysisCountryIrrigationEdit, send('put', '/analysis/countryIrrigation/edit', body));
      expect(edited).toMatchObject({ message: '编辑成功!', result: { irrigatedSharePct: 98, noteEn: 'Nile-fed.' } });
      const moved = await call(
        analysisCountryIrrigationEdit,
        send('put', '/analysis/countryIrrigation/edit', { ...body, countryIso3: 'IND' }),
      );
      expect(moved.message).toBe('国家不能修改');
      const tooMuch = envelope(
        await send('put', '/analysis/countryIrrigation/edit', { ...body, irrigatedSharePct: 120 }),
      );
      expect(tooMuch).toMatchObject({ success: false, message: '灌溉比例必须在0到100之间' });
      const badSource = envelope(
        await send('put', '/analysis/countryIrrigation/edit', { ...body, waterSource: ['sea'] }),
      );
      expect(badSource.message).toBe('未知的水源类型');

      const free = (
        await call(analysisCountryIrrigationCountries, get('/analysis/countryIrrigation/countries'))
      ).result.find((c) => !c.hasIrrigation)!;
      const add = {
        countryIso3: free.iso3,
        irrigatedSharePct: 12,
        mainIrrigatedCrops: ['wheat', 'wheat'],
        waterSource: ['groundwater'],
        rainfallRelevance: 'high',
      };
      const added = await call(analysisCountryIrrigationAdd, send('post', '/analysis/countryIrrigation/add', add));
      expect(added.result).toMatchObject({ id: free.iso3, mainIrrigatedCrops: ['wheat'], noteZh: '' });
      expect(
        (await call(analysisCountryIrrigationAdd, send('post', '/analysis/countryIrrigation/add', add))).message,
      ).toBe(`该国家的灌溉信息已存在：${free.iso3}`);
      const unknown = await call(
        analysisCountryIrrigationAdd,
        send('post', '/analysis/countryIrrigation/add', { ...add, countryIso3: 'XXX' }),
      );
      expect(unknown.message).toBe('国家不存在：XXX');
      expect(
        envelope(await send('post', '/analysis/countryIrrigation/add', { ...add, countryIso3: 'egy' })).message,
      ).toBe('国家代码必须是3位大写字母');

      const id = free.iso3;
      expect(
        (await call(analysisCountryIrrigationDelete, del('/analysis/countryIrrigation/delete', { id }))).message,
      ).toBe('删除成功!');
      expect(
        (await call(analysisCountryIrrigationDelete, del('/analysis/countryIrrigation/delete', { id }))).message,
      ).toBe('未找到对应实体');
      expect(
        (
          await call(
            analysisCountryIrrigationDeleteBatch,
            del('/analysis/countryIrrigation/deleteBatch', { ids: 'EGY' }, tokens.viewer),
          )
        ).code,
      ).toBe(510);
    });
  });
});
