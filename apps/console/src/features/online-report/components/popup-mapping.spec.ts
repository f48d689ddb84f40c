import { describe, expect, it } from 'vitest';
import { mapPopupRows, popupProblem } from './popup-mapping';

describe('popup mapping', () => {
  it('maps the i-th source column to the i-th target field, rows joined with commas', () => {
    const rows = [
      { country_iso3: 'CHN', period: '2025-JAS', x: 1 },
      { country_iso3: 'IND', period: '2025-JAS', x: 2 },
    ];
    expect(mapPopupRows(rows, 'country_iso3, period', 'aoiCode,period')).toEqual({
      aoiCode: 'CHN,IND',
      period: '2025-JAS,2025-JAS',
    });
    expect(mapPopupRows([rows[0]], 'country_iso3', 'aoiCode')).toEqual({ aoiCode: 'CHN' });
  });

  it('refuses a popup without code or fields, or with unequal counts', () => {
    expect(popupProblem('', 'a', 'b')).toBe('notConfigured');
    expect(popupProblem('rp', '', 'b')).toBe('notConfigured');
    expect(popupProblem('rp', 'a,b', 'c')).toBe('countMismatch');
    expect(popupProblem('rp', 'a,b', 'c,d')).toBeNull();
  });
});
