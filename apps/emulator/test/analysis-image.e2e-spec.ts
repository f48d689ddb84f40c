import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SaxesParser } from 'saxes';
import { DataSource } from 'typeorm';
import { analysisImageDelete, analysisImageGenerate, analysisImageList, type Endpoint } from '@cropwatch/contract';
import { AnalysisItemEntity } from '../src/modules/analysis/entities/analysis-item.entity';
import { AnalysisPartitionEntity } from '../src/modules/analysis/entities/analysis-partition.entity';
import { AnalysisZoneEntity } from '../src/modules/analysis/entities/analysis-zone.entity';
import { binaryParser } from './support/admin-probes';
import { envelope, expectContract, signIn } from './support/contract';
import { createTestApp, type TestApp } from './support/test-app';

const MPZ = ['WAF', 'NAM', 'SAM', 'SEA', 'WEU', 'CEW'];

/** Parses the SVG as strict XML (a browser's <img> shows nothing for a malformed one); returns the root's name. */
function parseXml(svg: string): string {
  const parser = new SaxesParser();
  let root = '';
  parser.on('opentag', (tag) => {
    root ||= tag.name;
  });
  parser.write(svg).close();
  return root;
}

/** Occurrences of a pattern in ECharts' SVG (bars and map regions are `<path>` elements). */
const count = (svg: string, re: RegExp) => (svg.match(re) ?? []).length;

describe('analysis image generator /analysis/image/*', () => {
  let t: TestApp;
  let db: DataSource;
  const tokens = { admin: '', viewer: '' };
  const partitionId = 'h2-test-partition';

  beforeAll(async () => {
    t = await createTestApp();
    db = t.app.get(DataSource);
    for (const name of Object.keys(tokens) as (keyof typeof tokens)[]) tokens[name] = await signIn(t, name);
    const audit = { createBy: 'test', createTime: new Date(), updateBy: null, updateTime: null };
    await db.getRepository(AnalysisPartitionEntity).insert({
      id: partitionId,
      code: 'H2_TEST_MPZ',
      nameZh: '测试主产区',
      nameEn: 'Test MPZs',
      chapterCode: null,
      sortNo: 99,
      ...audit,
    });
    // Reversed order by sortNo, plus a planned zone the crop data lacks (skipped when drawing).
    await db.getRepository(AnalysisZoneEntity).insert(
      [...MPZ, 'ZZZ'].map((code, i) => ({
        id: `h2-zone-${code}`,
        partitionId,
        code,
        nameZh: code,
        nameEn: code,
        level: 'mpz' as const,
        countryIso3: null,
        sortNo: i,
        remark: null,
        ...audit,
      })),
    );
  });
  afterAll(() => t.close());

  const url = (p: string) => `/jeecg-boot${p}`;
  const generate = (body: object, as = tokens.admin) =>
    t.http.post(url('/analysis/image/generate')).set('X-Access-Token', as).send(body);
  const call = async <E extends Endpoint>(endpoint: E, req: Promise<{ body: unknown }> | { body: unknown }) =>
    expectContract(endpoint, (await req).body);
  const svgOf = async (p: string) => {
    const res = await t.http
      .get(url(`/sys/common/static/${p}`))
      .buffer(true)
      .parse(binaryParser);
    return { res, svg: (res.body as Buffer).toString('utf8') };
  };

  it('draws departure bars of a partition: one bar per zone with data, labels in the bulletin format', async () => {
    const out = await call(
      analysisImageGenerate,
      generate({ kind: 'departure_bars', indicator: 'RAIN', period: '2025-JUL_OCT', partitionId }),
    );
    expect(out).toMatchObject({ success: true, message: '生成成功！' });
    const image = out.result!;
    expect(image).toMatchObject({ kind: 'departure_bars', indicator: 'RAIN', period: '2025-JUL_OCT', lang: 'zh' });
    expect(image.units).toEqual(MPZ);
    expect(image.path).toBe(`analysis/images/${image.id}.svg`);
    expect(image.title).toContain('降水');

    const { res, svg } = await svgOf(image.path);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['content-disposition']).toMatch(/^inline/);
    // Only the generator's folder is trusted: markup anywhere else stays a download.
    mkdirSync(path.join(t.dataDir, 'upload', 'other'), { recursive: true });
    writeFileSync(path.join(t.dataDir, 'upload', 'other', 'x.svg'), svg);
    const elsewhere = await svgOf('other/x.svg');
    expect(elsewhere.res.headers['content-type']).toBe('application/octet-stream');
    expect(elsewhere.res.headers['content-disposition']).toMatch(/^attachment/);
    expect(svg).toMatch(/^<\?xml[^>]*>\s*<svg /);
    expect(parseXml(svg)).toBe('svg');
    expect(svg).toContain(image.title);
    expect(svg).toContain('演示用合成数据');
    // Departure labels: +6%, −12% (the bulletin's minus sign).
    expect(svg).toMatch(/[+−±]\d+%/);
    // One bar per unit: ECharts draws each bar as a path filled with its sign's colour.
    expect(count(svg, /<path [^>]*fill="(#15803d|#c2410c)"/g)).toBe(MPZ.length);
  });

  it('draws explicit units in English, a value chart for an indicator without departure', async () => {
    const out = await call(
      analysisImageGenerate,
      generate({
        kind: 'departure_bars',
        indicator: 'VCIx',
        period: '2025-JUL_OCT',
        units: ['NAM', 'WEU'],
        lang: 'en',
      }),
    );
    expect(out.result!.units).toEqual(['NAM', 'WEU']);
    const { svg } = await svgOf(out.result!.path);
    expect(svg).toContain('Synthetic demo data');
    expect(count(svg, /<path [^>]*fill="#2563eb"/g)).toBe(2);
    expect(svg).toMatch(/>0\.\d\d</);
  });

  it('draws a time profile, one line per unit over every period', async () => {
    const out = await call(
      analysisImageGenerate,
      generate({ kind: 'time_profile', indicator: 'TEMP', units: ['NAM', 'SAM', 'WEU'], title: '温度变化 <A & "B">' }),
    );
    const image = out.result!;
    expect(image).toMatchObject({
      kind: 'time_profile',
      period: null,
      title: '温度变化 <A & "B">',
      units: ['NAM', 'SAM', 'WEU'],
    });
    const { svg } = await svgOf(image.path);
    expect(parseXml(svg)).toBe('svg');
    expect(svg).toContain('温度变化 &lt;A &amp; &quot;B&quot;&gt;');
    // Lines are unfilled paths with a series colour as stroke.
    expect(count(svg, /<path [^>]*fill="none"[^>]*stroke="(#2563eb|#dc2626|#16a34a)"/g)).toBeGreaterThanOrEqual(3);
  });

  it('draws a choropleth of zones and of countries with a legend', async () => {
    const zones = await call(
      analysisImageGenerate,
      generate({ kind: 'choropleth', indicator: 'TEMP', period: '2025-JUL_OCT', partitionId }),
    );
    expect(zones.result!.units).toEqual(MPZ);
    const z = (await svgOf(zones.result!.path)).svg;
    expect(parseXml(z)).toBe('svg');
    expect(z).toContain(zones.result!.title);
    expect(count(z, /<path /g)).toBeGreaterThan(MPZ.length);

    const countries = await call(
      analysisImageGenerate,
      generate({ kind: 'choropleth', indicator: 'RAIN', period: '2025-JUL_OCT', units: ['IND', 'CHN'], lang: 'en' }),
    );
    expect(countries.result!.units).toEqual(['IND', 'CHN']);
    const c = (await svgOf(countries.result!.path)).svg;
    expect(parseXml(c)).toBe('svg');
    expect(c).toContain('map, ');
    expect(c).toContain('Synthetic demo data');
  });

  it('refuses bad requests with the contract messages', async () => {
    const refuse = async (body: object, message: string) =>
      expect(envelope(await generate(body))).toMatchObject({ success: false, message });
    const base = { kind: 'departure_bars', indicator: 'RAIN', period: '2025-JUL_OCT', units: ['NAM'] };
    await refuse({ ...base, indicator: 'FOO' }, '指标不存在：FOO');
    await refuse({ ...base, indicator: ' ' }, '请选择指标');
    await refuse({ ...base, kind: 'pie' }, '图片类型只能是 departure_bars、time_profile 或 choropleth');
    await refuse({ ...base, period: '1999-JUL_OCT' }, '监测时期不存在：1999-JUL_OCT');
    await refuse({ ...base, period: undefined }, '请选择监测时期');
    await refuse({ ...base, units: ['NAM', 'XXX'] }, '区域不存在：XXX');
    await refuse({ ...base, units: undefined }, '请选择区域或分区');
    await refuse({ ...base, units: undefined, partitionId: 'nope' }, '分区不存在：nope');
    await refuse({ ...base, indicator: 'CONDITION' }, '该指标不能绘图：CONDITION');
    await refuse({ ...base, lang: 'fr' }, '语言只能是 zh 或 en');
    // A key country without indicator rows (AFG) has nothing to draw.
    await refuse({ ...base, units: ['AFG'] }, '所选区域在该时期没有数据');
    await refuse({ ...base, kind: 'time_profile', units: ['AFG'] }, '所选区域在该时期没有数据');
  });

  it('refuses a viewer, lists and filters, refuses deleting an image an item uses, deletes with the file', async () => {
    expect(
      envelope(await generate({ kind: 'time_profile', indicator: 'RAIN', units: ['NAM'] }, tokens.viewer)).code,
    ).toBe(510);
    const list = await call(
      analysisImageList,
      t.http.get(url('/analysis/image/list')).query({ kind: 'choropleth' }).set('X-Access-Token', tokens.viewer),
    );
    expect(list.result.total).toBe(2);
    expect(list.result.records.every((r) => r.kind === 'choropleth')).toBe(true);

    const all = await call(
      analysisImageList,
      t.http.get(url('/analysis/image/list')).set('X-Access-Token', tokens.admin),
    );
    const image = all.result.records[all.result.records.length - 1];
    const file = path.join(t.dataDir, 'upload', ...image.path.split('/'));
    expect(existsSync(file)).toBe(true);

    const del = (id: string, as = tokens.admin) =>
      t.http.delete(url('/analysis/image/delete')).query({ id }).set('X-Access-Token', as);
    expect(envelope(await del(image.id, tokens.viewer)).code).toBe(510);
    const audit = { createBy: 'test', createTime: new Date(), updateBy: null, updateTime: null };
    await db.getRepository(AnalysisItemEntity).insert({
      id: 'h2-item-using-image',
      analysisId: 'h2-analysis',
      chapterCode: 'CH2_MPZ',
      partitionId,
      zoneId: 'h2-zone-NAM',
      cueWordId: null,
      cueWordVersion: null,
      prompt: 'p',
      backgroundKnowledge: null,
      fileType: 'image',
      tableSource: null,
      tableFile: null,
      imagePath: image.path,
      sortNo: 0,
      status: 'NOT_GENERATED',
      previousStatus: null,
      queuedTime: null,
      errorMessage: null,
      generatedText: null,
      version: 0,
      ...audit,
    });
    expect(envelope(await del(image.id))).toMatchObject({ success: false, message: '图片已被分析条目使用' });
    await db.getRepository(AnalysisItemEntity).delete({ id: 'h2-item-using-image' });
    expect(await call(analysisImageDelete, del(image.id))).toMatchObject({ success: true, message: '删除成功!' });
    expect(existsSync(file)).toBe(false);
    expect(envelope(await del(image.id))).toMatchObject({ success: false, message: '未找到对应数据' });
    expect((await svgOf(image.path)).res.status).toBe(404);
  });
});
