import { conditionFromIndicators, driversFromIndicators } from './indicator-condition';
import { INDICATOR_LAYOUT } from './indicator-layout';
import { checkTable, normalisePeriod, type TableRow } from './table-layout';

const rows = (...lines: string[]): TableRow[] => lines.map((l, i) => ({ number: i + 1, cells: l.split(',') }));
const unit = (code: string, name: string) =>
  code === 'IND' || name === '印度' ? { code: 'IND', name: 'India', kind: 'country' } : undefined;

describe('normalisePeriod', () => {
  it('reads the ways analysts write a monitoring period', () => {
    for (const text of ['2025-JUL_OCT', '2025 jul-oct', 'JUL_OCT 2025', '2025年7-10月', '2025-07~2025-10'])
      expect([text, normalisePeriod(text)]).toEqual([text, { code: '2025-JUL_OCT', year: 2025, season: 'JUL_OCT' }]);
    expect(normalisePeriod('2026 OCT-JAN')).toEqual({ code: '2026-OCT_JAN', year: 2026, season: 'OCT_JAN' });
  });

  it('refuses windows CropWatch does not have and texts without a year', () => {
    expect(normalisePeriod('2025 JUL-SEP')).toBeNull();
    expect(normalisePeriod('JUL_OCT')).toBeNull();
    expect(normalisePeriod('2025-SUMMER')).toBeNull();
  });
});

describe('checkTable with the indicator layout', () => {
  it('matches headers without case or punctuation and leaves absent indicators null', () => {
    const out = checkTable(INDICATOR_LAYOUT, rows('code,PERIOD,rain_dep_pct,vcix', 'IND,2025-JUL_OCT,-12,0.8'), {
      unit,
    })!;
    expect(out.failed).toEqual([]);
    expect(out.values).toEqual([
      expect.objectContaining({ unitCode: 'IND', period: '2025-JUL_OCT', rainDepPct: -12, vcix: 0.8, cpi: null }),
    ]);
  });

  it('collects every reason of a bad row', () => {
    const out = checkTable(INDICATOR_LAYOUT, rows('Name,Period,TEMP dep (°C)', ',,x', '印度,2025-JUL_OCT,25'), {
      unit,
    })!;
    expect(out.failed.map((f) => f.message)).toEqual([
      '地区不能为空（Code 或 Name）；监测时段不能为空；TEMP dep (°C)不是数字：x',
      'TEMP dep (°C)超出范围（-20–20）：25',
    ]);
  });

  it('is null without a period column', () => {
    expect(checkTable(INDICATOR_LAYOUT, rows('Code,RAIN (mm)', 'IND,1'), { unit })).toBeNull();
  });
});

describe('condition of an imported row', () => {
  it('follows the §1.6 VCIx/CPI mapping and is unavailable without either', () => {
    expect(conditionFromIndicators(0.95, 1.12)).toBe('exceptional');
    expect(conditionFromIndicators(0.85, 1)).toBe('favourable');
    expect(conditionFromIndicators(0.7, 1)).toBe('watch');
    expect(conditionFromIndicators(0.9, 0.8)).toBe('poor');
    expect(conditionFromIndicators(null, 1)).toBeNull();
    expect(driversFromIndicators({ rainMm: 250, rainDepPct: 40, tempDepC: -1.5 })).toEqual(['wet', 'cold']);
  });
});
