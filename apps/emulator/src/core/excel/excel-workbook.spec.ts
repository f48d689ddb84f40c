import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { DictTexts } from '../dict/dict-text';
import type { ExcelColumn } from './excel-columns';
import { importCellValue, invertDicts } from './excel-columns';
import { writeExportWorkbook } from './excel-export';
import { matchHeader } from './excel-import.service';
import { consumeSheetRows, detachStrings, loadSheetRows, type SheetRow, streamSheetRows } from './excel-reader';
import { checkExcelFile, sniffExcel } from './excel-upload';

const columns: ExcelColumn[] = [
  { key: 'username', header: '登录账号' },
  { key: 'sex', header: '性别', dict: 'sex' },
  { key: 'phone', header: '手机号码' },
];
const dicts: DictTexts = new Map([
  [
    'sex',
    new Map([
      ['1', '男'],
      ['2', '女'],
    ]),
  ],
]);

const collect = async (rows: AsyncIterable<SheetRow>) => {
  const out: SheetRow[] = [];
  for await (const r of rows) out.push(r);
  return out;
};

describe('export workbook', () => {
  it('writes the title row, the exporter row, the header and dictionary texts', async () => {
    const buffer = await writeExportWorkbook({
      name: '用户列表',
      exporter: '管理员',
      columns,
      dicts,
      records: [
        { username: 'admin', sex: 1, phone: '13911110001' },
        { username: 'viewer', sex: 2, phone: null },
      ],
    });
    expect(sniffExcel(buffer)).toBe('xlsx');
    const rows = await collect(streamSheetRows(buffer));
    expect(rows).toEqual([
      { number: 1, cells: ['用户列表报表'] },
      { number: 2, cells: ['导出人:管理员'] },
      { number: 3, cells: ['登录账号', '性别', '手机号码'] },
      { number: 4, cells: ['admin', '男', '13911110001'] },
      { number: 5, cells: ['viewer', '女'] },
    ]);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(buffer as unknown as ArrayBuffer);
    expect(wb.worksheets[0].getCell('A1').isMerged).toBe(true);
  });
});

describe('reading sheets', () => {
  it('keeps sheet row numbers across blank rows and reads the same rows streaming or loaded whole', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('s');
    ws.getCell('A1').value = 'username';
    ws.getCell('B1').value = 'phone';
    ws.getCell('A4').value = 'lina';
    ws.getCell('B4').value = 15010060008;
    ws.getCell('A5').value = { richText: [{ text: 'zhang' }, { text: 'wei' }] };
    const buffer = Buffer.from(await wb.xlsx.writeBuffer());
    const streamed = await collect(streamSheetRows(buffer));
    expect(streamed).toEqual([
      { number: 1, cells: ['username', 'phone'] },
      { number: 4, cells: ['lina', '15010060008'] },
      { number: 5, cells: ['zhangwei'] },
    ]);
    expect(await collect(loadSheetRows(buffer))).toEqual(streamed);
    expect(await consumeSheetRows(buffer, collect)).toEqual(streamed);
  });

  it('finds the header below title rows or on the first row, by header text or property name', () => {
    expect(matchHeader(['用户列表报表'], columns)).toBeNull();
    expect(matchHeader(['导出人:管理员'], columns)).toBeNull();
    expect(matchHeader(['登录账号', '备注', '性别'], columns)?.map((c) => c?.key)).toEqual([
      'username',
      undefined,
      'sex',
    ]);
    expect(matchHeader(['USERNAME', 'phone'], columns)?.map((c) => c?.key)).toEqual(['username', 'phone']);
  });

  it('reads dictionary texts back to values and leaves unknown texts for validation to report', () => {
    const values = invertDicts(dicts);
    expect(importCellValue(columns[1], '女', values)).toBe('2');
    expect(importCellValue(columns[1], '1', values)).toBe('1');
    expect(importCellValue(columns[1], '不详', values)).toBe('不详');
    expect(importCellValue(columns[0], '男', values)).toBe('男');
  });
});

describe('upload checks', () => {
  const file = (originalname: string, head: number[]) => ({
    fieldname: 'file',
    originalname,
    size: 8,
    buffer: Buffer.from([...head, 0, 0, 0, 0]),
  });

  it('accepts OOXML content with an Excel extension only', () => {
    expect(() => checkExcelFile(file('users.xlsx', [0x50, 0x4b, 0x03, 0x04]))).not.toThrow();
    expect(() => checkExcelFile(file('users.xls', [0x50, 0x4b, 0x03, 0x04]))).not.toThrow();
    expect(() => checkExcelFile(file('users.csv', [0x50, 0x4b, 0x03, 0x04]))).toThrow('请上传.xls或.xlsx格式');
    expect(() => checkExcelFile(file('users.xlsx', [0x3c, 0x68, 0x74, 0x6d]))).toThrow('不是有效的Excel工作簿');
  });

  it('tells a legacy BIFF .xls apart and asks for .xlsx', () => {
    expect(() => checkExcelFile(file('users.xls', [0xd0, 0xcf, 0x11, 0xe0]))).toThrow('文件导入失败:请使用.xlsx格式');
  });
});

describe('multi-byte text in large streamed sheets', () => {
  it('reads every Chinese cell intact although zip chunks split characters', async () => {
    const stream = new PassThrough();
    const chunks: Buffer[] = [];
    stream.on('data', (c: Buffer) => chunks.push(c));
    const done = new Promise((resolve) => stream.on('end', resolve));
    const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useSharedStrings: false });
    const ws = wb.addWorksheet('s');
    // 30,000 rows make exceljs' 16 kB inflate chunks cut through characters (unfixed: ~15 garbled rows).
    for (let i = 0; i < 30_000; i++) ws.addRow([`测试用户${i}`, i % 2 ? '正常' : '冻结', '男女未知']).commit();
    ws.commit();
    await wb.commit();
    await done;
    const rows = await collect(streamSheetRows(Buffer.concat(chunks)));
    expect(rows).toHaveLength(30_000);
    const broken = rows.filter(
      (r, i) => r.cells[0] !== `测试用户${i}` || r.cells[1] !== (i % 2 ? '正常' : '冻结') || r.cells[2] !== '男女未知',
    );
    expect(broken).toEqual([]);
  });
});

describe('detachStrings', () => {
  it('returns the same texts in a new array', () => {
    const xml = `<row><c t="inlineStr"><is><t>${'测试用户'.repeat(8)}</t></is></c></row>`;
    const cells = ['', xml.slice(27, 59), 'a'];
    const copy = detachStrings(cells);
    expect(copy).toEqual(cells);
    expect(copy).not.toBe(cells);
  });
});
