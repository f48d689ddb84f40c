import JSZip from 'jszip';
import { DataSource } from 'typeorm';
import { AnalysisItemEntity } from '../src/modules/analysis/entities/analysis-item.entity';
import { AnalysisMainEntity } from '../src/modules/analysis/entities/analysis-main.entity';
import { AnalysisPartitionEntity } from '../src/modules/analysis/entities/analysis-partition.entity';
import { AnalysisZoneEntity } from '../src/modules/analysis/entities/analysis-zone.entity';
import { binaryParser } from './support/admin-probes';
import { envelope, signIn } from './support/contract';
import { createTestApp, type TestApp } from './support/test-app';

describe('analysis export /analysis/analyzeMain/exportMarkdown, exportDocx', () => {
  let t: TestApp;
  let token = '';
  const analysisId = 'h2-export-analysis';
  let imagePath = '';

  beforeAll(async () => {
    t = await createTestApp();
    token = await signIn(t, 'admin');
    const db = t.app.get(DataSource);
    const audit = { createBy: 'admin', createTime: new Date(), updateBy: null, updateTime: null };
    const generated = await t.http
      .post('/jeecg-boot/analysis/image/generate')
      .set('X-Access-Token', token)
      .send({ kind: 'departure_bars', indicator: 'RAIN', period: '2025-JUL_OCT', units: ['NAM', 'WEU'] });
    imagePath = (generated.body as { result: { path: string } }).result.path;

    await db.getRepository(AnalysisMainEntity).insert({
      id: analysisId,
      year: 2025,
      period: 'JUL_OCT',
      stage: null,
      title: '2025年第4期 全球农情/通报',
      lang: 'zh',
      remark: null,
      ...audit,
    });
    await db.getRepository(AnalysisPartitionEntity).insert([
      { id: 'h2-p-mpz', code: 'H2_MPZ', nameZh: '测试主产区', nameEn: 'MPZs', chapterCode: null, sortNo: 1, ...audit },
      {
        id: 'h2-p-cty',
        code: 'H2_CTY',
        nameZh: '测试国家',
        nameEn: 'Countries',
        chapterCode: null,
        sortNo: 2,
        ...audit,
      },
    ]);
    const zone = (id: string, partitionId: string, code: string, nameZh: string, sortNo: number) => ({
      id,
      partitionId,
      code,
      nameZh,
      nameEn: code,
      level: 'mpz' as const,
      countryIso3: null,
      sortNo,
      remark: null,
      ...audit,
    });
    await db
      .getRepository(AnalysisZoneEntity)
      .insert([
        zone('h2-z-nam', 'h2-p-mpz', 'NAM', '北美洲', 1),
        zone('h2-z-weu', 'h2-p-mpz', 'WEU', '西欧', 2),
        zone('h2-z-ind', 'h2-p-cty', 'IND', '印度', 1),
      ]);
    const item = (
      id: string,
      chapterCode: string,
      partitionId: string,
      zoneId: string,
      sortNo: number,
      extra: Partial<AnalysisItemEntity>,
    ) => ({
      id,
      analysisId,
      chapterCode,
      partitionId,
      zoneId,
      cueWordId: null,
      cueWordVersion: null,
      prompt: '写一段',
      backgroundKnowledge: null,
      fileType: 'table' as const,
      tableSource: 'indicators' as const,
      tableFile: null,
      imagePath: null,
      sortNo,
      status: 'NOT_GENERATED' as const,
      previousStatus: null,
      queuedTime: null,
      errorMessage: null,
      generatedText: null,
      version: 0,
      ...audit,
      ...extra,
    });
    // Inserted out of order: the export must sort by chapter, partition and item order.
    await db.getRepository(AnalysisItemEntity).insert([
      item('h2-i-3', 'CH3_COUNTRY', 'h2-p-cty', 'h2-z-ind', 0, {}),
      item('h2-i-2', 'CH2_MPZ', 'h2-p-mpz', 'h2-z-weu', 2, {
        fileType: 'image',
        tableSource: null,
        imagePath,
        status: 'GENERATED',
        generatedText: '西欧降水偏少，作物长势总体正常。',
        version: 1,
      }),
      item('h2-i-1', 'CH2_MPZ', 'h2-p-mpz', 'h2-z-nam', 1, {
        status: 'GENERATED',
        generatedText: '北美洲主产区降水接近平均水平。\n\n第二段：温度偏高。',
        version: 2,
      }),
    ]);
  });
  afterAll(() => t.close());

  const get = (p: string, id: string) =>
    t.http
      .get(`/jeecg-boot/analysis/analyzeMain/${p}`)
      .query({ id })
      .set('X-Access-Token', token)
      .buffer(true)
      .parse(binaryParser);

  it('exports Markdown: chapters in order, texts, the indicator table, image links, not-generated items', async () => {
    const res = await get('exportMarkdown', analysisId);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/markdown; charset=utf-8');
    expect(res.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('2025年第4期 全球农情_通报.md')}`,
    );
    const md = (res.body as Buffer).toString('utf8');
    expect(md.startsWith('# 2025年第4期 全球农情/通报\n')).toBe(true);
    expect(md).toContain('监测时期：');
    const order = [
      '## 2 主产区作物与环境状况',
      '### 测试主产区',
      '#### 北美洲（NAM）',
      '#### 西欧（WEU）',
      '## 3 ',
      '#### 印度（IND）',
    ];
    const at = order.map((s) => md.indexOf(s));
    expect(at.every((i) => i >= 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    expect(md).toContain('北美洲主产区降水接近平均水平。\n\n第二段：温度偏高。');
    expect(md).toContain('| 指标 | 本期数值 | 参考值 | 距平 |');
    expect(md).toMatch(/\| 降水 RAIN \| \d+毫米 \| \d+毫米（15年平均） \| [+−±]\d+% \|/);
    expect(md).toMatch(/\| 气温 TEMP \| [\d.]+℃ \| [\d.]+℃（15年平均） \| [+−±][\d.]+ °C \|/);
    expect(md).toContain(`![西欧（WEU）](/jeecg-boot/sys/common/static/${imagePath})`);
    expect(md).toContain('（本条目尚未生成文本）');
  });

  it('exports Word: headings in order, texts, a real table and an embedded SVG picture', async () => {
    const res = await get('exportDocx', analysisId);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    const zip = await JSZip.loadAsync(res.body as Buffer);
    const xml = await zip.file('word/document.xml')!.async('string');
    const texts = [...xml.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map((m) => m[1]);
    const all = texts.join('\n');
    expect(all).toContain('2025年第4期 全球农情/通报');
    const headings = [...xml.matchAll(/<w:pStyle w:val="(Title|Heading\d)"\/>.*?<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map(
      (m) => `${m[1]} ${m[2]}`,
    );
    expect(headings.filter((h) => h.startsWith('Heading1'))).toEqual([
      'Heading1 2 主产区作物与环境状况',
      expect.stringMatching(/^Heading1 3 /),
    ]);
    expect(headings.filter((h) => h.startsWith('Heading3'))).toEqual([
      'Heading3 北美洲（NAM）',
      'Heading3 西欧（WEU）',
      'Heading3 印度（IND）',
    ]);
    expect(all).toContain('第二段：温度偏高。');
    expect(all).toContain('西欧降水偏少，作物长势总体正常。');
    expect(all).toContain('（本条目尚未生成文本）');
    expect(xml).toContain('<w:tbl>');
    expect(all).toContain('本期数值');
    expect(xml).toContain('<a:blip r:embed=');
    const rels = await zip.file('word/_rels/document.xml.rels')!.async('string');
    expect(rels).toMatch(/Type="[^"]*\/image" Target="media\/[^"]+\.svg"/);
    expect(Object.keys(zip.files).some((f) => f.startsWith('word/media/') && f.endsWith('.png'))).toBe(true);
  });

  it('answers an unknown analysis with the Result envelope', async () => {
    for (const p of ['exportMarkdown', 'exportDocx']) {
      const res = await t.http
        .get(`/jeecg-boot/analysis/analyzeMain/${p}`)
        .query({ id: 'nope' })
        .set('X-Access-Token', token);
      expect(envelope(res)).toMatchObject({ success: false, message: '未找到对应数据' });
    }
  });
});
