import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { createCropDataFixture, type CropIndicatorDefEntity } from '../../crop-data';
import { InputError, readUploadedTable, resolveUpload, tableFromRows } from './workbook-table';

describe('uploaded data tables', () => {
  let defs: CropIndicatorDefEntity[] = [];
  let root = '';
  beforeAll(async () => {
    const fixture = await createCropDataFixture();
    defs = fixture.data.indicatorDefs();
    await fixture.close();
    root = mkdtempSync(path.join(tmpdir(), 'analysis-upload-'));
    await mkdir(path.join(root, 'analysis'), { recursive: true });
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  const xlsx = async (name: string, rows: (string | number)[][]) => {
    const wb = new ExcelJS.Workbook();
    const sheet = wb.addWorksheet('data');
    for (const r of rows) sheet.addRow(r);
    wb.addWorksheet('ignored').addRow(['rain_mm', 999]);
    await wb.xlsx.writeFile(path.join(root, 'analysis', name));
    return `analysis/${name}`;
  };

  it('reads the zone row of an .xlsx by its code column, with seed field names and indicator codes', async () => {
    const file = await xlsx('zones.xlsx', [
      ['code', 'rain_mm', 'rain_dep_pct', 'TEMP', 'temp_dep_c', 'VCIx', 'condition', 'note'],
      ['USA-CB', 318, -11, 21.3, 0.9, 0.85, 'favourable', 'x'],
      ['usa-np', 186, -27, 18.9, 1.4, 0.74, 'Watch', 'y'],
    ]);
    const table = await readUploadedTable(root, file, 'USA-NP', defs);
    expect(table).toEqual({
      code: 'USA-NP',
      values: { rain_mm: 186, rain_dep_pct: -27, temp_c: 18.9, temp_dep_c: 1.4, vcix: 0.74 },
      condition: 'watch',
      source: file,
    });
  });

  it('takes the only data row when there is no code column, and reads .csv', async () => {
    writeFileSync(path.join(root, 'analysis', 'one.csv'), '\uFEFFRAIN,rain_dep_pct,cpi\n812,-9,0.98\n');
    expect((await readUploadedTable(root, 'analysis/one.csv', 'WAF', defs)).values).toEqual({
      rain_mm: 812,
      rain_dep_pct: -9,
      cpi: 0.98,
    });
  });

  it('explains every table it cannot use', async () => {
    const fail = (p: Promise<unknown>) => expect(p).rejects.toBeInstanceOf(InputError);
    const several = await xlsx('several.xlsx', [['rain_mm'], [1], [2]]);
    await expect(readUploadedTable(root, several, 'WAF', defs)).rejects.toThrow(
      `数据表有 2 行数据，请增加 code 列注明区域编码：${several}`,
    );
    const other = await xlsx('other.xlsx', [
      ['code', 'rain_mm'],
      ['NAM', 3],
    ]);
    await expect(readUploadedTable(root, other, 'WAF', defs)).rejects.toThrow(
      `数据表中没有区域 WAF 的行（code 列）：${other}`,
    );
    const unknown = await xlsx('unknown.xlsx', [
      ['a', 'b'],
      [1, 2],
    ]);
    await expect(readUploadedTable(root, unknown, 'WAF', defs)).rejects.toThrow('数据表没有可识别的指标列');
    const text = await xlsx('text.xlsx', [['rain_mm'], ['lots']]);
    await expect(readUploadedTable(root, text, 'WAF', defs)).rejects.toThrow('数据表第2行的 rain_mm 不是数字：lots');
    await expect(readUploadedTable(root, 'analysis/missing.xlsx', 'WAF', defs)).rejects.toThrow(
      '数据表文件不存在：analysis/missing.xlsx',
    );
    writeFileSync(path.join(root, 'analysis', 'old.xls'), 'not really');
    await expect(readUploadedTable(root, 'analysis/old.xls', 'WAF', defs)).rejects.toThrow('.xls');
    writeFileSync(path.join(root, 'analysis', 'broken.xlsx'), 'not a zip');
    await expect(readUploadedTable(root, 'analysis/broken.xlsx', 'WAF', defs)).rejects.toThrow('数据表无法读取');
    await fail(readUploadedTable(root, 'analysis/picture.png', 'WAF', defs));
    expect(() => tableFromRows([], 'WAF', defs, 'x')).toThrow('数据表为空：x');
    expect(() => tableFromRows([['rain_mm']], 'WAF', defs, 'x')).toThrow('数据表只有表头');
  });

  it('never leaves the upload root', () => {
    expect(() => resolveUpload(root, '../etc/passwd')).toThrow('文件路径不合法');
    expect(() => resolveUpload(root, '/etc/passwd')).toThrow('文件路径不合法');
    expect(() => resolveUpload(root, 'analysis/../../x.csv')).toThrow('文件路径不合法');
    expect(resolveUpload(root, 'analysis/a.csv')).toBe(path.join(root, 'analysis', 'a.csv'));
  });
});
