import { normaliseCellValue, SharedStringPending } from './cell-value';

describe('normaliseCellValue', () => {
  it('trims strings and prints numbers without exponent or float noise', () => {
    expect(normaliseCellValue('  admin ')).toBe('admin');
    expect(normaliseCellValue(13911110001)).toBe('13911110001');
    expect(normaliseCellValue(0.1 + 0.2)).toBe('0.3');
    expect(normaliseCellValue(Number.NaN)).toBe('');
  });

  it('prints date cells as the wall time they show, with the time only when there is one', () => {
    expect(normaliseCellValue(new Date(Date.UTC(1990, 6, 21)))).toBe('1990-07-21');
    expect(normaliseCellValue(new Date(Date.UTC(2024, 4, 1, 9, 30, 5)))).toBe('2024-05-01 09:30:05');
  });

  it('reads rich text, formula results, hyperlinks and errors', () => {
    expect(normaliseCellValue({ richText: [{ text: '王' }, { text: '晓农' }] })).toBe('王晓农');
    expect(normaliseCellValue({ formula: 'A1&B1', result: 'ab' })).toBe('ab');
    expect(normaliseCellValue({ sharedFormula: 'A1', result: 7 })).toBe('7');
    expect(normaliseCellValue({ text: 'mail', hyperlink: 'mailto:x@y.z' })).toBe('mail');
    expect(normaliseCellValue({ error: '#N/A' })).toBe('');
    expect(normaliseCellValue(null)).toBe('');
    expect(normaliseCellValue(true)).toBe('true');
  });

  it('refuses an unresolved shared string so the reader can fall back to a full load', () => {
    expect(() => normaliseCellValue({ sharedString: 3 })).toThrow(SharedStringPending);
  });
});
