import { existsSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { importExcelResponseSchema } from '@cropwatch/contract';
import { signIn } from './support/contract';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * Issue #19 §3: an Excel import leaves no temporary file and no open descriptor behind. exceljs' streaming
 * reader copies every worksheet that precedes the shared strings to a temporary file (its own streaming
 * writer puts the shared strings last) and removes it only when its loop moves past the sheet.
 */

/** A workbook as exceljs' streaming writer lays it out: the sheets first, the shared strings last. */
async function streamedWorkbook(sheets: Record<string, string[][]>): Promise<Buffer> {
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  stream.on('data', (c: Buffer) => chunks.push(c));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useSharedStrings: true });
  for (const [name, rows] of Object.entries(sheets)) {
    const sheet = workbook.addWorksheet(name);
    for (const row of rows) sheet.addRow(row).commit();
    sheet.commit();
  }
  await workbook.commit();
  return Buffer.concat(chunks);
}

const FD_DIR = '/proc/self/fd';
const openDescriptors = () => readdirSync(FD_DIR).length;
/** The temporary files exceljs (the `tmp` package) creates for this process: `tmp-<pid>-…`. */
const ourTempFiles = () => readdirSync(tmpdir()).filter((name) => name.startsWith(`tmp-${process.pid}-`));

/** Descriptors of finished sockets close a moment later; wait for the count to settle (at most 3 s). */
async function settledDescriptors(target: number): Promise<number> {
  let count = openDescriptors();
  for (let i = 0; i < 30 && count > target; i++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    count = openDescriptors();
  }
  return count;
}

/** exceljs unlinks its temporary files asynchronously once the reader's loop passes them; wait (at most 3 s). */
async function settledTempFiles(target: string[]): Promise<string[]> {
  let files = ourTempFiles();
  for (let i = 0; i < 30 && files.length > target.length; i++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    files = ourTempFiles();
  }
  return files;
}

const describeOnLinux = existsSync(FD_DIR) ? describe : describe.skip;

describeOnLinux('imports leave nothing behind', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signIn(t, 'admin');
  });
  afterAll(() => t.close());

  const importFile = (file: Buffer) =>
    t.http.post('/jeecg-boot/sys/position/importExcel').set('X-Access-Token', admin).attach('file', file, 'p.xlsx');

  it('closes and deletes the temporary worksheet files of two imports', async () => {
    const positions = Array.from({ length: 3000 }, (_, i) => [`leak_${i}`, `职务${i}`, '中级']);
    const file = await streamedWorkbook({
      职务: [['职务编码', '职务名称', '职级'], ...positions],
      说明: [['第二张表不导入']],
    });
    const tempBefore = ourTempFiles();
    const descriptorsBefore = await settledDescriptors(0);

    for (const round of [1, 2]) {
      const res = await importFile(file);
      const body = importExcelResponseSchema.parse(res.body);
      // The first import adds the rows; the second finds them all taken (reported in an error workbook).
      expect(body.success).toBe(true);
      expect(body.code).toBe(round === 1 ? 200 : 201);
    }

    expect(await settledTempFiles(tempBefore)).toEqual(tempBefore);
    expect(await settledDescriptors(descriptorsBefore)).toBeLessThanOrEqual(descriptorsBefore);
  });

  it('cleans up also when the import stops early (no header row found)', async () => {
    const file = await streamedWorkbook({ 无表头: Array.from({ length: 50 }, (_, i) => [`行${i}`]) });
    const tempBefore = ourTempFiles();
    const descriptorsBefore = await settledDescriptors(0);

    const res = await importFile(file);
    expect(res.body).toMatchObject({ success: false, message: '文件导入失败:未找到表头行，请使用导出的文件或模板' });

    expect(await settledTempFiles(tempBefore)).toEqual(tempBefore);
    expect(await settledDescriptors(descriptorsBefore)).toBeLessThanOrEqual(descriptorsBefore);
  });
});
