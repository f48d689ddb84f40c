import { createCropDataFixture, type CropIndicatorDefEntity } from '../../crop-data';
import type { DataTable, TableField } from './data-table';
import { composeParagraph, type ParagraphContext } from './offline-paragraph';

const COLUMNS: TableField[] = [
  'rain_mm',
  'rain_dep_pct',
  'temp_c',
  'temp_dep_c',
  'radpar_mj_m2',
  'radpar_dep_pct',
  'biomss_gdm_m2',
  'biomss_dep_pct',
  'calf_pct',
  'calf_dep_pct',
  'vcix',
  'ci_pct',
  'cpi',
  'ndvi_below_avg_pct',
  'irrigated_share_pct',
];

/** Rows of domain notes §1.7 (b) (synthetic), as `code,rain_mm,…` in the order of COLUMNS (CI Δ left out). */
const ROWS = `
USA-NP,186,-27,18.9,1.4,1169,5,561,-19,88,-3,0.74,100,0.89,52,8
PAK-155,238,72,31.6,0.7,1178,-3,742,34,81,10,0.84,146,1.02,24,90
EGY-ND,3,-25,26.9,0.6,1364,1,38,-4,88,2,0.87,168,1.01,22,100
CHN-NE,468,9,17.6,0.6,958,-2,1041,3,99,0,0.94,100,1.03,18,25
UZB-201,14,55,21.8,-0.2,1298,-2,96,8,58,5,0.76,108,0.94,41,95`
  .trim()
  .split('\n')
  .map((line): DataTable => {
    const [code, ...cells] = line.split(',');
    return {
      code,
      values: Object.fromEntries(COLUMNS.map((c, i) => [c, Number(cells[i])])),
      condition: null,
      source: 'test',
    };
  });

const ctx = (lang: 'zh' | 'en', stage: string | null = null): ParagraphContext =>
  lang === 'zh'
    ? { lang, region: '北部平原', period: '2025年7–10月', stage, crops: ['玉米', '大豆'] }
    : { lang, region: 'the Northern Plains', period: 'July–October 2025', stage, crops: ['maize', 'soybean'] };

/**
 * The numbers a reader sees, once the words that merely contain digits are removed: the period label and
 * the reference names (15YA, 5YA, 15年平均, 近5年平均).
 */
function numbersIn(text: string, c: ParagraphContext): string[] {
  const stripped = text
    .split(c.period)
    .join(' ')
    .replace(/15YA|5YA|15年平均|近5年平均/g, ' ');
  return stripped.match(/\d+(?:\.\d+)?/g) ?? [];
}

/** True when `token` is a table value (absolute, as departures are printed without their sign) at its precision. */
function inRow(token: string, table: DataTable): boolean {
  const decimals = token.includes('.') ? token.split('.')[1].length : 0;
  return Object.values(table.values).some((v) => Math.abs(v).toFixed(decimals) === token);
}

describe('offline bulletin paragraph', () => {
  /** The indicator definitions as the crop-data seeder stores them (word bands, thresholds, decimals). */
  let DEFS: CropIndicatorDefEntity[] = [];
  beforeAll(async () => {
    const fixture = await createCropDataFixture();
    DEFS = fixture.data.indicatorDefs();
    await fixture.close();
  });

  for (const lang of ['zh', 'en'] as const) {
    it.each(ROWS.map((r) => [r.code, r]))(`writes only numbers of the row (%s, ${lang})`, (_code, table) => {
      const c = ctx(lang, lang === 'zh' ? '灌浆' : 'grain filling');
      const text = composeParagraph(DEFS, table, c);
      const numbers = numbersIn(text, c);
      expect(numbers.length).toBeGreaterThan(10);
      for (const n of numbers) expect({ n, ok: inRow(n, table) }).toEqual({ n, ok: true });
    });
  }

  it('follows the bulletin shape in English (USA-NP of domain notes §1.7 d)', () => {
    const text = composeParagraph(DEFS, ROWS[0], ctx('en', 'grain filling'));
    expect(text).toBe(
      'During July–October 2025, maize and soybean in the Northern Plains were at the grain filling stage. ' +
        'Agroclimatic indicators: RAIN totalled 186 mm (−27% vs the 15YA, below average), TEMP averaged 18.9 °C ' +
        '(+1.4 °C vs the 15YA, markedly warmer) and RADPAR reached 1169 MJ/m² (+5% vs the 15YA, slightly above average). ' +
        'As a combined result, BIOMSS was 561 gDM/m² (−19% vs the 15YA, significantly below average). ' +
        'On the agronomic side, NDVI stayed below the 5YA on about 52% of the cropland, CALF was 88% (−3% vs the 5YA), ' +
        'VCIx was 0.74 (fair), CI was 100% and CPI was 0.89 (rather unfavourable). Overall, crop prospects are unfavourable.',
    );
  });

  it('follows the bulletin shape in Chinese, with the irrigation caveat for a mostly irrigated zone', () => {
    const text = composeParagraph(DEFS, ROWS[1], ctx('zh', '灌浆'));
    expect(text).toBe(
      '本监测期（2025年7–10月），北部平原的玉米、大豆处于灌浆阶段。' +
        '农业气象指标显示，降水238毫米，较15年平均偏多72%（显著偏多）；气温31.6℃，较15年平均偏高0.7℃（略偏高）；' +
        '光合有效辐射1178兆焦/平方米，较15年平均偏少3%（略偏少）。' +
        '受上述条件共同影响，潜在生物量742克干物质/平方米，较15年平均偏多34%（显著偏多）。' +
        '该区约90%的耕地为灌溉农田，降水距平对作物的影响有限，灌溉供水状况更为关键。' +
        '农情指标方面，约24%的耕地NDVI低于近5年平均；耕地种植比例81%，较近5年平均增加10%；' +
        '最佳植被状况指数0.84（好）；复种指数146%；生产形势指数1.02（有利）。总体来看，作物生产形势有利。',
    );
  });

  it('leaves out what the table lacks instead of inventing it', () => {
    const table: DataTable = { code: 'X', values: { rain_mm: 120, rain_dep_pct: -4 }, condition: null, source: 't' };
    expect(composeParagraph(DEFS, table, ctx('en'))).toBe(
      'This section reviews crop and environmental conditions in the Northern Plains during July–October 2025. ' +
        'Agroclimatic indicators: RAIN totalled 120 mm (−4% vs the 15YA, close to average).',
    );
    expect(composeParagraph(DEFS, { ...table, condition: 'watch' }, ctx('zh'))).toContain('作物生产形势略为不利');
  });

  describe('word bands at their boundaries', () => {
    const word = (values: DataTable['values'], lang: 'zh' | 'en') =>
      composeParagraph(DEFS, { code: 'X', values, condition: null, source: 't' }, ctx(lang));
    it.each([
      [4.4, 'close to average', '接近平均'],
      [5, 'slightly wetter than average', '略偏多'],
      [14.4, 'slightly wetter than average', '略偏多'],
      [15, 'above average', '（偏多）'],
      [29.4, 'above average', '（偏多）'],
      [30, 'far above average', '显著偏多'],
      [-5, 'slightly drier than average', '略偏少'],
      [-30, 'far below average', '显著偏少'],
    ])('RAIN %s%%', (dep, en, zh) => {
      expect(word({ rain_mm: 100, rain_dep_pct: dep }, 'en')).toContain(en);
      expect(word({ rain_mm: 100, rain_dep_pct: dep }, 'zh')).toContain(zh);
    });
    it('rounds before choosing the band, so the words match the printed figure', () => {
      expect(word({ rain_mm: 100, rain_dep_pct: 4.6 }, 'en')).toContain(
        '(+5% vs the 15YA, slightly wetter than average)',
      );
    });
    it.each([
      [0.2, 'average', '接近平均'],
      [0.3, 'slightly warmer', '略偏高'],
      [0.9, 'slightly warmer', '略偏高'],
      [1, 'markedly warmer', '明显偏高'],
      [-0.3, 'slightly cooler', '略偏低'],
      [-1.4, 'markedly cooler', '明显偏低'],
    ])('TEMP %s °C', (dep, en, zh) => {
      expect(word({ temp_c: 20, temp_dep_c: dep }, 'en')).toContain(en);
      expect(word({ temp_c: 20, temp_dep_c: dep }, 'zh')).toContain(zh);
    });
    it.each([
      [2, 'close to average'],
      [3, 'slightly above average'],
      [8, 'above average'],
      [-15, 'significantly below average'],
    ])('RADPAR and BIOMSS use the halved bands: %s%%', (dep, en) => {
      expect(word({ radpar_mj_m2: 1000, radpar_dep_pct: dep }, 'en')).toContain(`RADPAR reached 1000 MJ/m²`);
      expect(word({ radpar_mj_m2: 1000, radpar_dep_pct: dep }, 'en')).toContain(en);
      expect(word({ biomss_gdm_m2: 800, biomss_dep_pct: dep }, 'en')).toContain(en);
    });
    it.each([
      [1.03, 'favourable', '有利'],
      [1.02, 'favourable', '有利'],
      [1.0, 'close to average', '接近常年'],
      [0.96, 'slightly unfavourable', '略为不利'],
      [0.9, 'unfavourable', '作物生产形势不利'],
      [0.8, 'unfavourable', '作物生产形势不利'],
    ])('CPI %s gives the outlook', (cpi, en, zh) => {
      expect(word({ cpi }, 'en')).toContain(`Overall, crop prospects are ${en}.`);
      expect(word({ cpi }, 'zh')).toContain(zh);
    });
    it('warns about irrigation from 50% of irrigated cropland', () => {
      expect(word({ irrigated_share_pct: 49 }, 'en')).not.toContain('irrigated');
      expect(word({ irrigated_share_pct: 50 }, 'en')).toContain('About 50% of the cropland is irrigated');
    });
  });
});
