import { decodeCsv, parseCsv } from './csv-text';
import { checkYieldTable, type ResolvedUnit } from './yield-layout';

describe('decodeCsv', () => {
  it('reads UTF-8 with and without BOM, and GB18030', () => {
    expect(decodeCsv(Buffer.from('a,肯尼亚'))).toEqual({ text: 'a,肯尼亚', encoding: 'utf-8' });
    expect(decodeCsv(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('a,b')]))).toEqual({
      text: 'a,b',
      encoding: 'utf-8-bom',
    });
    expect(decodeCsv(Buffer.from([0x61, 0x2c, 0xbf, 0xcf, 0xc4, 0xe1, 0xd1, 0xc7]))).toEqual({
      text: 'a,肯尼亚',
      encoding: 'gb18030',
    });
  });

  it('refuses UTF-16, NUL bytes and bytes no decoder reads', () => {
    expect(decodeCsv(Buffer.from('a,b', 'utf16le'))).toBeNull();
    expect(decodeCsv(Buffer.from([0x61, 0xff, 0x62]))).toBeNull();
  });
});

describe('parseCsv', () => {
  it('splits RFC 4180 records: quotes, doubled quotes, commas and line breaks inside quotes, CRLF, blank lines', () => {
    expect(parseCsv('a,"b,c"\r\n\r\n"d ""e""","f\ng"\nh,')).toEqual([
      { number: 1, cells: ['a', 'b,c'] },
      { number: 3, cells: ['d "e"', 'f\ng'] },
      { number: 5, cells: ['h', ''] },
    ]);
  });
});

describe('checkYieldTable', () => {
  const units: Record<string, ResolvedUnit> = {
    IND: { code: 'IND', name: 'India', kind: 'country' },
    KEN: { code: 'KEN', name: 'Kenya', kind: 'country' },
  };
  const resolve = (code: string, name: string) =>
    code ? units[code] : Object.values(units).find((u) => u.name === name);
  const rows = (lines: string[]) => parseCsv(lines.join('\n'));

  it('turns the wide layout into one value per crop, skipping empty cells, after title rows', () => {
    const out = checkYieldTable(
      rows([
        'My yields',
        'Entity,Code,Year,Wheat (tonnes per hectare),maize',
        'India,IND,2000,2.7785,',
        'Kenya,,2000,,1.5',
      ]),
      resolve,
    )!;
    expect(out.failed).toEqual([]);
    expect(out.total).toBe(2);
    expect(out.values).toEqual([
      { unitCode: 'IND', unitName: 'India', unitKind: 'country', crop: 'wheat', year: 2000, yieldTHa: 2.7785 },
      { unitCode: 'KEN', unitName: 'Kenya', unitKind: 'country', crop: 'maize', year: 2000, yieldTHa: 1.5 },
    ]);
  });

  it('collects every reason of a bad row', () => {
    const out = checkYieldTable(
      rows(['Entity,Code,Year,Wheat (tonnes per hectare)', 'Atlantis,ATL,1800,-1']),
      resolve,
    )!;
    expect(out.failed.map((f) => f.message)).toEqual([
      '未知地区：Atlantis / ATL；年份无效：1800；Wheat (tonnes per hectare)超出范围（0–150）：-1',
    ]);
  });

  it('is null without the layout’s header', () => {
    expect(checkYieldTable(rows(['a,b', '1,2']), resolve)).toBeNull();
  });
});
