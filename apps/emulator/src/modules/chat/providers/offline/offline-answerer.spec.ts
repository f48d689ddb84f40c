import { readFileSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../../../../core/config/emulator.config';
import { createCropDataFixture, type CropDataService } from '../../../crop-data';
import { chunkAnswer } from './chunker';
import { type OfflineAnswer, OfflineAnswerer } from './offline-answerer';
import { type Abbreviation, extractSlots, normalizeQuestion } from './question';

interface SeedRow {
  unit_code: string;
  period: string;
  rain_mm: number;
  rain_dep_pct: number;
  temp_c: number;
  temp_dep_c: number;
  vcix: number;
  cpi: number;
}
const seedRows = (
  JSON.parse(readFileSync(path.join(loadConfig({}).seedDir, 'crop', 'indicators.json'), 'utf8')) as { items: SeedRow[] }
).items;
const seedRow = (unit: string, period: string) => seedRows.find((r) => r.unit_code === unit && r.period === period)!;
const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${Math.abs(n)}` : `±${n}`);

describe('offline answerer', () => {
  let data: CropDataService;
  let abbreviations: Abbreviation[];
  let fixture: Awaited<ReturnType<typeof createCropDataFixture>>;
  let answerer: OfflineAnswerer;
  beforeAll(async () => {
    fixture = await createCropDataFixture();
    data = fixture.data;
    abbreviations = await data.abbreviations();
    answerer = new OfflineAnswerer(data);
  });
  afterAll(() => fixture.close());

  const ask = (
    question: string,
    previousQuestions: string[] = [],
    uiLang: 'zh-CN' | 'en-US' = 'zh-CN',
  ): Promise<OfflineAnswer> => answerer.answer({ question, images: [], previousQuestions, uiLang }, abbreviations);

  describe('slot extraction', () => {
    it.each([
      ['印度恒河平原7-10月降水如何？', 'zh', ['IND-96'], '2025-JUL_OCT', ['RAIN'], null],
      ['恒河平原 7～10月 降水', 'zh', ['IND-96'], '2025-JUL_OCT', ['RAIN'], null],
      ['How much rain fell on the Gangetic plain in Jul–Oct 2024?', 'en', ['IND-96'], '2024-JUL_OCT', ['RAIN'], null],
      ['华北平原2025年1-4月气温和最佳植被状况指数', 'zh', ['CHN-HHH'], '2025-JAN_APR', ['TEMP', 'VCIx'], null],
      ['Compare CPI of PAK and IND', 'en', ['PAK', 'IND'], '2025-JUL_OCT', ['CPI'], null],
      ['黄淮海冬小麦上一期长势', 'zh', ['CHN-HHH'], '2025-APR_JUL', ['CONDITION'], 'wheat'],
      ['corn belt maize latest', 'en', ['USA-CB'], '2025-JUL_OCT', [], 'maize'],
      ['North America rainfall in autumn 2024', 'en', ['NAM'], '2024-JUL_OCT', ['RAIN'], null],
    ])('%s', (question, lang, regions, period, indicators, crop) => {
      const s = extractSlots(question, data, abbreviations);
      expect(s.lang).toBe(lang);
      expect(s.regions.map((r) => r.code)).toEqual(regions);
      expect(s.period?.code).toBe(period);
      expect(s.indicators).toEqual(indicators);
      expect(s.crop?.code ?? null).toBe(crop);
    });

    it('does not read ordinary words as zone codes or short abbreviations', () => {
      const s = extractSlots('Is the sea level rising near the city?', data, abbreviations);
      expect(s.regions).toEqual([]);
      expect(s.abbreviations.map((a) => a.abbr)).not.toContain('CI');
    });

    it('replaces full names of the noun list by their abbreviation and reports them', () => {
      const n = normalizeQuestion(
        'What is the maximum vegetation condition index and the five-year average?',
        abbreviations,
      );
      expect(n.normalized).toContain('VCIx');
      expect(n.abbreviations.map((a) => a.abbr)).toEqual(expect.arrayContaining(['VCIx', '5YA']));
      const zh = normalizeQuestion('耕地种植比例是什么', abbreviations);
      expect(zh.abbreviations.map((a) => a.abbr)).toContain('CALF');
    });

    it('reports a period the tables do not have', () => {
      expect(extractSlots('2019年7-10月印度降水', data, abbreviations).missingPeriod).toBe('2019年7–10月');
    });
  });

  describe('templated answers match the seeded rows', () => {
    it.each([
      ['印度恒河平原7-10月降水如何？', 'IND-96', '2025-JUL_OCT', 'zh'],
      ['Rainfall in the Gangetic plain, Jul–Oct 2025?', 'IND-96', '2025-JUL_OCT', 'en'],
      ['巴基斯坦旁遮普北部2024年4-7月降水', 'PAK-157', '2024-APR_JUL', 'zh'],
      ['Northern Plains rainfall Jan–Apr 2025', 'USA-NP', '2025-JAN_APR', 'en'],
      ['潘帕斯草原2025年7-10月降水', 'ARG-PA', '2025-JUL_OCT', 'zh'],
      ['Nile Delta rain 2024 Oct–Jan', 'EGY-ND', '2024-OCT_JAN', 'en'],
    ])('%s', async (question, unit, period, lang) => {
      const a = await ask(question);
      const row = seedRow(unit, period);
      expect(a.route).toBe('table');
      expect(a.sources[0].id).toBe(`table:${period}:${unit}`);
      const value = lang === 'zh' ? `${row.rain_mm}毫米` : `${row.rain_mm} mm`;
      expect(a.text).toContain(`| ${value} |`);
      expect(a.text).toContain(`| ${signed(row.rain_dep_pct)}% |`);
      expect(a.text).toMatch(lang === 'zh' ? /\*\*结论：\*\*降水/ : /\*\*Verdict:\*\* Rainfall was/);
    });

    it.each([
      [6, 'zh', '属于略偏多'],
      [6, 'en', 'slightly wetter than average'],
      [-31, 'zh', '属于显著偏少'],
      [-31, 'en', 'far below average'],
    ])('words a RAIN departure of %d%% (%s) with the seeded bands', async (dep, lang, words) => {
      const row = seedRows.find((r) => r.rain_dep_pct === dep && /^[A-Z]{3}-/.test(r.unit_code))!;
      const unit = data.unit(row.unit_code)!;
      const period = data.period(row.period)!;
      const q = lang === 'zh' ? `${unit.code} ${period.labelZh} 降水` : `${unit.code} rainfall ${period.code}`;
      const a = await ask(q);
      expect(a.text).toContain(words);
    });

    it('gives the whole panel and the condition class when no indicator is named', async () => {
      const a = await ask('How was the crop condition in the Corn Belt in Jul–Oct 2025?');
      const row = seedRow('USA-CB', '2025-JUL_OCT');
      expect(a.text).toContain(`| Temperature (TEMP) | ${row.temp_c.toFixed(1)} °C |`);
      expect(a.text).toContain(`| ${signed(row.temp_dep_c).replace(/(\d)$/, '$1')}`.slice(0, 4));
      expect(a.text).toContain(`Maximum vegetation condition index was ${row.vcix.toFixed(2)}: good.`);
      expect(a.text).toMatch(
        /crop condition class of the cropland of Corn Belt \(all crops\) in Jul–Oct 2025 is favourable/,
      );
      expect(a.text).toContain('Synthetic demo data');
    });

    it('compares regions in one table', async () => {
      const a = await ask('比较巴基斯坦和印度2025年7-10月的CPI');
      expect(a.route).toBe('compare');
      expect(a.text).toContain(`| 巴基斯坦（PAK） | ${seedRow('PAK', '2025-JUL_OCT').cpi.toFixed(2)} |`);
      expect(a.text).toContain(`| 印度（IND） | ${seedRow('IND', '2025-JUL_OCT').cpi.toFixed(2)} |`);
      expect(a.sources.map((s) => s.id)).toEqual(['table:2025-JUL_OCT:PAK', 'table:2025-JUL_OCT:IND']);
    });

    it('adds crop stages from the calendar and the production estimate', async () => {
      const a = await ask('黄淮海冬小麦现在处于什么生育期？');
      expect(a.text).toContain('2025年7–10月，黄淮海区冬小麦处于播种期');
      expect(a.text).toMatch(/2025年中国产量估算：小麦\d+千吨/);
      expect(a.sources.map((s) => s.id)).toEqual([
        'table:2025-JUL_OCT:CHN-HHH',
        'calendar:CHN-HHH:wheat',
        'production:CHN:2025:wheat',
      ]);
    });

    it('mentions the irrigation caveat for irrigated zones', async () => {
      expect((await ask('Nile Delta rainfall Jul–Oct 2025')).text).toContain('irrigated');
    });

    it('keeps the region of the previous question for a follow-up', async () => {
      const a = await ask('那气温呢？', ['印度恒河平原7-10月降水如何？']);
      expect(a.text).toContain(`| 气温 TEMP | ${seedRow('IND-96', '2025-JUL_OCT').temp_c.toFixed(1)}℃ |`);
    });
  });

  describe('knowledge and honesty', () => {
    it.each([
      ['What is VCIx?', 'kb:ind-vcix', /good at 0\.80 or more/],
      ['什么是 CALF？', 'kb:ind-calf', /耕地/],
      ['How is CALF calculated?', 'kb:method-calf', /threshold/],
      ['What does 15YA mean?', 'kb:method-15ya', /15/],
      ['什么是生产形势指数', 'kb:ind-cpi', /生产形势指数/],
    ])('%s', async (question, source, text) => {
      const a = await ask(question);
      expect(a.route).toBe('knowledge');
      expect(a.sources.map((s) => s.id)).toContain(source);
      expect(a.text).toMatch(text);
      // Cited by number in the text; the numbered list itself travels as `sources` (the page lists them once).
      expect(a.text).toMatch(/\[1\]$/m);
      expect(a.text).not.toMatch(/Sources:|来源：/);
    });

    it('says plainly when a country has no indicator table', async () => {
      const a = await ask('阿富汗的作物长势如何？');
      expect(a.route).toBe('no-data');
      expect(a.text).toContain('没有阿富汗（AFG）的指标表');
    });

    it('says plainly when the period is not in the data', async () => {
      const a = await ask('Rainfall in India Jul–Oct 2019?');
      expect(a.route).toBe('no-data');
      expect(a.text).toContain('nothing for "Jul–Oct 2019"');
    });

    it('falls back with what it can answer and examples', async () => {
      const zh = await ask('嗯嗯嗯');
      expect(zh.route).toBe('fallback');
      expect(zh.text).toContain('可以试试');
      const en = await ask('qwertyuiop asdf');
      expect(en.route).toBe('fallback');
      expect(en.text).toContain('Try for example');
    });

    it('answers in the language of the question', async () => {
      expect((await ask('What is CPI?', [], 'zh-CN')).text).toMatch(/Crop production index/);
      expect((await ask('什么是CPI', [], 'en-US')).text).toMatch(/生产形势指数/);
    });

    it('is deterministic and streams back to the same text', async () => {
      const a = await ask('印度恒河平原7-10月降水如何？');
      const b = await ask('印度恒河平原7-10月降水如何？');
      expect(b.text).toBe(a.text);
      const pieces = chunkAnswer(a.text);
      expect(pieces.join('')).toBe(a.text);
      expect(Math.max(...pieces.map((p) => p.length))).toBeLessThan(80);
    });
  });

  describe('images', () => {
    it('tells only what the metadata says and answers the named region from the table', async () => {
      const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000280000001e00806000000', 'hex');
      const a = await answerer.answer(
        {
          question: 'Here is a field photo from the Gangetic plain, how are the crops?',
          images: [
            {
              path: 'chat/p.png',
              data: png,
              info: {
                mime: 'image/png',
                width: 640,
                height: 480,
                bytes: 2048,
                takenAt: null,
                gps: null,
                cameraModel: null,
              },
            },
          ],
          previousQuestions: [],
          uiLang: 'en-US',
        },
        abbreviations,
      );
      expect(a.route).toBe('image');
      expect(a.text).toContain("cannot see the image's pixels");
      expect(a.text).toContain('PNG · 640 × 480 px · 2.0 KB');
      expect(a.text).toContain('no EXIF date or position');
      expect(a.sources.map((s) => s.id)).toEqual(['image:chat/p.png', 'table:2025-JUL_OCT:IND-96']);
    });
  });
});
