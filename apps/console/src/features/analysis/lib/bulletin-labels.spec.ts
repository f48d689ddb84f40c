import { i18n } from '../../../lib/i18n';
import { paragraphsOf, periodOfOptions } from './bulletin-labels';

describe('paragraphsOf', () => {
  it('splits on blank lines, trims and drops empty paragraphs', () => {
    expect(paragraphsOf('A first.\nstill first\n\n\n  B second. \n \n')).toEqual([
      'A first.\nstill first',
      'B second.',
    ]);
    expect(paragraphsOf(null)).toEqual([]);
    expect(paragraphsOf('  ')).toEqual([]);
  });
});

describe('periodOfOptions', () => {
  it('writes an OCT_JAN period from the October of the year before', () => {
    const label = (lng: string, period: string, year: number) =>
      i18n.t(`analyze.periodOf.${period}`, { ns: 'analysis', lng, ...periodOfOptions(year) });
    expect(label('zh-CN', 'OCT_JAN', 2026)).toBe('2025年10月–2026年1月');
    expect(label('en-US', 'OCT_JAN', 2026)).toBe('Oct 2025–Jan 2026');
    expect(label('zh-CN', 'JUL_OCT', 2025)).toBe('2025年7–10月');
  });
});
