import { readFileSync } from 'node:fs';
import { streamSheetRows, loadSheetRows } from '../apps/emulator/src/core/excel/excel-reader';
import { validate } from '../apps/emulator/src/core/validation/validate';
import { userImportRowSchema } from '../libs/contract/src/index';
(async () => {
  const buf = readFileSync('/work/main/tmp/bench/users-20000.xlsx');
  let t = Date.now(); let n = 0; const rows = [];
  for await (const r of streamSheetRows(buf)) { n++; rows.push(r); }
  console.log('stream', n, Date.now() - t);
  t = Date.now(); n = 0;
  for await (const r of loadSheetRows(buf)) n++;
  console.log('load', n, Date.now() - t);
  t = Date.now();
  for (const r of rows.slice(3)) validate(userImportRowSchema, { username: r.cells[0], realname: r.cells[1], birthday: r.cells[2], sex: '1', email: r.cells[4], phone: r.cells[5], workNo: r.cells[6], telephone: r.cells[7], status: '1' });
  console.log('validate', Date.now() - t);
})();
