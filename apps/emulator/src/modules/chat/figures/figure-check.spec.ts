import {
  checkFigures,
  evidenceValues,
  extractFigures,
  finalizeAnswer,
  markUnmatched,
  UNVERIFIED_MARK,
} from './figure-check';

const texts = (s: string) => extractFigures(s).map((f) => f.text);
const values = (s: string) => extractFigures(s).map((f) => f.value);

describe('figure check', () => {
  describe('reading figures', () => {
    it('reads signs, departures, percentages and units as the answer shows them', () => {
      expect(texts('降水70毫米，较平均偏多+17%，气温24.3℃（−0.3 °C），距平 −3.4 %，CALF ±0%')).toEqual([
        '70',
        '+17%',
        '24.3',
        '−0.3',
        '−3.4 %',
        '±0%',
      ]);
      expect(values('departure −3.4 % and +12%')).toEqual([-3.4, 12]);
    });

    it('reads Chinese and English number formats', () => {
      expect(values('产量1.2万吨，3亿元，小麦112096千吨')).toEqual([12000, 300000000, 112096000]);
      expect(values('1,234.5 t, 1.5 million tonnes, 12 thousand ha, 2.3k farms')).toEqual([
        1234.5, 1500000, 12000, 2300,
      ]);
      expect(values('全角数字１２３．５％')).toEqual([123.5]);
      expect(extractFigures('１２３．５％')[0].percent).toBe(true);
    });

    it('keeps ranges apart: 1–4月 is two figures, not 1 and −4', () => {
      expect(values('2025年1–4月')).toEqual([2025, 1, 4]);
      expect(values('Jul–Oct 2025, 7-10 months')).toEqual([2025, 7, 10]);
    });

    it('skips citations, list numbers and the digits of codes', () => {
      expect(texts('见[1]和【2】[^3]')).toEqual([]);
      expect(texts('1. 第一点\n2、第二点\n  3) third')).toEqual([]);
      expect(texts('IND-96 区域 5YA H2O CHN-HHH v2')).toEqual([]);
      expect(texts('70mm and 24.3°C, 1172 MJ/m²')).toEqual(['70', '24.3', '1172']);
    });

    it('gives each figure the tolerance of the rounding it shows', () => {
      const [a, b, c] = extractFigures('24.3 and 70 and 1.2万');
      expect(a.tolerance).toBeCloseTo(0.05, 6);
      expect(b.tolerance).toBeCloseTo(0.5, 6);
      expect(c.tolerance).toBeCloseTo(500, 3);
    });
  });

  describe('matching', () => {
    const tool = { rain_mm: 70.4, rain_dep_pct: -2.36, temp_c: 24.31, ndvi_below_share: 0.314, production_kt: 112096 };

    it('matches a figure rounded the way the answer rounds it', () => {
      const r = checkFigures('Rain 70 mm (−2.4%), temperature 24.3 °C, 31% of the cropland', [tool]);
      expect(r.checked).toBe(4);
      expect(r.failed).toBe(0);
    });

    it('does not match a figure shown with more precision than the source supports', () => {
      const r = checkFigures('Temperature 24.35 °C', [tool]);
      expect(r.failed).toBe(1);
    });

    it('matches a departure without its sign (偏少2% for −2%) and a percent of a fraction', () => {
      expect(checkFigures('降水偏少2.4%，31.4%的耕地', [tool]).failed).toBe(0);
    });

    it('matches across magnitudes: 1.12亿吨 and 112,096 thousand tonnes for 112096千吨', () => {
      const evidence = ['小麦112096千吨'];
      expect(checkFigures('约1.12亿吨', evidence).failed).toBe(0);
      expect(checkFigures('112,096 thousand tonnes', evidence).failed).toBe(0);
      expect(checkFigures('1.13亿吨', evidence).failed).toBe(1);
    });

    it('marks an invented figure and nothing else', () => {
      const answer = 'Rain was 70 mm, temperature 26.8 °C.';
      const r = checkFigures(answer, [tool]);
      expect(r.figures.map((f) => [f.text, f.matched])).toEqual([
        ['70', true],
        ['26.8', false],
      ]);
      expect(markUnmatched(answer, r, 'en')).toBe(`Rain was 70 mm, temperature 26.8${UNVERIFIED_MARK.en} °C.`);
    });

    it('reads the magnitude a field name gives (productionKt: 112096 is also 112,096,000 t)', () => {
      expect(checkFigures('小麦产量约1.12亿吨，即112096千吨', [{ productionKt: 112096 }]).failed).toBe(0);
      expect(checkFigures('1.12亿吨', [{ production: 112096 }]).failed).toBe(1);
    });

    it('reads numbers of nested JSON and of strings in it', () => {
      const v = evidenceValues([{ rows: [{ a: 1.5, b: '2025年1–4月 +17%' }] }, 'CPI 0.98']);
      expect(Array.from(v)).toEqual([0.98, 1, 1.5, 4, 17, 2025]);
    });
  });

  describe('final answer', () => {
    it('keeps an answer whose figures all match, unchanged', () => {
      const r = finalizeAnswer('降水70毫米。', [{ rain: 70 }], { complete: true, fallback: 'offline' });
      expect(r).toEqual({ content: '降水70毫米。', checked: 1, failed: 0, replaced: false });
    });

    it('marks the unmatched figures of a partly right answer', () => {
      const r = finalizeAnswer('降水70毫米，气温30℃。', [{ rain: 70 }], { complete: true, fallback: 'offline' });
      expect(r.replaced).toBe(false);
      expect(r.failed).toBe(1);
      expect(r.content).toBe(`降水70毫米，气温30${UNVERIFIED_MARK.zh}℃。`);
    });

    it('replaces an answer whose figures all fail by the grounded offline answer, with a note', () => {
      const r = finalizeAnswer('降水99毫米，气温30℃。', [{ rain: 70 }], {
        complete: true,
        fallback: '离线回答：降水70毫米',
      });
      expect(r.replaced).toBe(true);
      expect(r.checked).toBe(2);
      expect(r.failed).toBe(2);
      expect(r.content.endsWith('离线回答：降水70毫米')).toBe(true);
      expect(r.content.startsWith('> ')).toBe(true);
    });

    it('only marks when there is no offline answer to fall back on, or the answer is partial', () => {
      expect(finalizeAnswer('Rain 99 mm', [], { complete: true }).content).toBe(`Rain 99${UNVERIFIED_MARK.en} mm`);
      const partial = finalizeAnswer('Rain 99 mm', [], { complete: false, fallback: 'offline' });
      expect(partial.replaced).toBe(false);
      expect(partial.failed).toBe(1);
    });

    it('leaves an answer without figures alone', () => {
      expect(finalizeAnswer('长势良好。', [], { complete: true, fallback: 'x' })).toEqual({
        content: '长势良好。',
        checked: 0,
        failed: 0,
        replaced: false,
      });
    });
  });
});
