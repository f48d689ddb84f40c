import { describe, expect, it } from 'vitest';
import { areaLevel, makeFeatureRows } from './jvxe-feature-grid';

describe('JVxe demo feature grid data', () => {
  it('answers one area level per parent: provinces for "", then cities and districts', async () => {
    const provinces = await areaLevel('');
    expect(provinces).toContainEqual({ value: '110000', label: '北京市' });
    expect(provinces.every((o) => o.value.endsWith('0000'))).toBe(true);
    expect(await areaLevel('310000')).toEqual([{ value: '310100', label: '上海市' }]);
    expect((await areaLevel('310100')).map((o) => o.label)).toContain('浦东新区');
    expect(await areaLevel('999999')).toEqual([]);
  });

  it('rows hold consistent province → city → district chains and orderNum from 1', async () => {
    const rows = makeFeatureRows();
    expect(rows.map((r) => r.orderNum)).toEqual([1, 2, 3, 4, 5]);
    for (const row of rows) {
      expect((await areaLevel(String(row.province))).map((o) => o.value)).toContain(row.city);
      expect((await areaLevel(String(row.city))).map((o) => o.value)).toContain(row.district);
    }
  });
});
