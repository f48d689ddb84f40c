// Users import and list benchmark (issue target: 50,000 rows imported in ≤ 15 s within ≤ 300 MB RSS).
//
//   node tools/bench/import-users.mjs [--rows 50000] [--requests 200]
//
// Generates a users workbook in JeecgBoot's layout with exceljs' streaming writer (tmp/bench/), builds and starts
// the emulator as a child process on a throw-away DATA_DIR, posts the workbook to /sys/user/importExcel and
// samples the server's RSS from /proc/<pid>/status while it works (VmHWM gives the peak), then times
// GET /sys/user/list with filters and sorting over the imported users. Prints a table and writes
// tmp/bench/import-users.json; exits 1 when a target is missed.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { startEmulator } from '../lib/emulator.mjs';
import { assertLoopback } from '../lib/loopback.mjs';
import { ROOT, run } from '../lib/process.mjs';

// exceljs is a dependency of the emulator workspace; resolve it from there.
const ExcelJS = createRequire(path.join(ROOT, 'apps/emulator/package.json'))('exceljs');

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const ROWS = arg('rows', 50_000);
const REQUESTS = arg('requests', 200);
const TARGET_SECONDS = 15;
const TARGET_RSS_MB = 300;
const outDir = path.join(ROOT, 'tmp/bench');
const mb = (kb) => Math.round((kb / 1024) * 10) / 10;

/** Writes ROWS users (unique username, phone, email, work number; dictionary texts for sex and status). */
async function generateWorkbook(file) {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    filename: file,
    useSharedStrings: false,
    useStyles: false,
  });
  const sheet = workbook.addWorksheet('用户列表');
  sheet.addRow(['用户列表报表']).commit();
  sheet.addRow(['导出人:bench']).commit();
  sheet.addRow(['登录账号', '真实姓名', '生日', '性别', '电子邮件', '手机号码', '工号', '座机', '状态']).commit();
  for (let i = 1; i <= ROWS; i++) {
    const n = String(i).padStart(6, '0');
    const birthday = `19${70 + (i % 30)}-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`;
    sheet
      .addRow([
        `bench_${n}`,
        `测试用户${n}`,
        birthday,
        i % 2 ? '男' : '女',
        `bench${n}@example.com`,
        `139${String(i).padStart(8, '0')}`,
        `B${n}`,
        `010-${String(i).padStart(8, '0')}`,
        i % 50 === 0 ? '冻结' : '正常',
      ])
      .commit();
  }
  sheet.commit();
  await workbook.commit();
}

/** VmRSS and VmHWM of a process in kB (Linux). */
function memoryOf(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
  return { rss: field('VmRSS'), hwm: field('VmHWM') };
}

async function signIn(baseUrl) {
  const res = await fetch(`${baseUrl}/jeecg-boot/sys/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: '123456' }),
  });
  const body = await res.json();
  if (!body.success) throw new Error(`login failed: ${body.message}`);
  return body.result.token;
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function main() {
  fs.mkdirSync(outDir, { recursive: true });
  const file = path.join(outDir, `users-${ROWS}.xlsx`);
  let started = Date.now();
  await generateWorkbook(file);
  const generateMs = Date.now() - started;
  const fileBytes = fs.statSync(file).size;

  if ((await run('npx', ['tsc', '-b', 'apps/emulator/tsconfig.app.json'])) !== 0)
    throw new Error('emulator build failed');
  const emulator = await startEmulator({ logFile: path.join(outDir, 'import-users-emulator.log') });
  const pid = emulator.child.pid;
  try {
    assertLoopback(emulator.baseUrl);
    const token = await signIn(emulator.baseUrl);
    const idle = memoryOf(pid);

    let peakSampled = idle.rss;
    const sampler = setInterval(() => {
      try {
        peakSampled = Math.max(peakSampled, memoryOf(pid).rss);
      } catch {
        // the process may be gone
      }
    }, 25);
    const form = new FormData();
    form.append('file', new Blob([fs.readFileSync(file)]), `users-${ROWS}.xlsx`);
    started = Date.now();
    const res = await fetch(`${emulator.baseUrl}/jeecg-boot/sys/user/importExcel`, {
      method: 'POST',
      headers: { 'X-Access-Token': token },
      body: form,
    });
    const body = await res.json();
    const importMs = Date.now() - started;
    clearInterval(sampler);
    const afterImport = memoryOf(pid);
    if (!body.success || body.code !== 200) {
      let detail = '';
      if (body.result?.fileUrl) {
        const log = await fetch(`${emulator.baseUrl}/jeecg-boot${body.result.fileUrl}`);
        const wb = new ExcelJS.Workbook();
        await wb.xlsx.load(Buffer.from(await log.arrayBuffer()));
        const lines = [];
        wb.worksheets[0].eachRow((row, n) => n > 1 && lines.length < 5 && lines.push(String(row.values.at(-1))));
        detail = `\n  ${lines.join('\n  ')}`;
      }
      throw new Error(`import failed: ${body.message}${detail}`);
    }

    const queries = [
      { column: 'createTime', order: 'desc' },
      { username: 'bench_04*', column: 'username', order: 'asc' },
      { realname: '*用户01*', column: 'birthday', order: 'desc' },
      { sex: '2', status: '1', column: 'username', order: 'desc', pageNo: '37' },
      { birthday_begin: '1980-01-01', birthday_end: '1985-12-31', column: 'birthday', order: 'asc' },
      {
        superQueryParams: encodeURIComponent(
          JSON.stringify([
            { field: 'phone', rule: 'right_like', val: '1390004' },
            { field: 'sex', rule: 'eq', val: '1' },
          ]),
        ),
        column: 'phone',
        order: 'asc',
      },
    ];
    /** Milliseconds of `count` sequential list requests cycling through `list`, sorted. */
    const timeList = async (list, count) => {
      const latencies = [];
      for (let i = 0; i < count; i++) {
        const q = new URLSearchParams({ pageSize: '10', ...list[i % list.length] });
        const t0 = performance.now();
        const r = await fetch(`${emulator.baseUrl}/jeecg-boot/sys/user/list?${q}`, {
          headers: { 'X-Access-Token': token },
        });
        const b = await r.json();
        latencies.push(performance.now() - t0);
        if (!b.success) throw new Error(`list failed: ${b.message}`);
      }
      return latencies.sort((a, b) => a - b);
    };
    const latencies = await timeList(queries, REQUESTS);
    // Issue #17 §5: the advanced query of two conditions alone (the last of `queries`), target p99 ≤ 50 ms.
    const advanced = await timeList(queries.slice(-1), REQUESTS);
    const final = memoryOf(pid);

    const results = {
      date: new Date().toISOString(),
      machine: { node: process.version, cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model ?? 'unknown' },
      rows: ROWS,
      workbook: { bytes: fileBytes, generateMs },
      import: {
        ms: importMs,
        message: body.message,
        rssIdleMb: mb(idle.rss),
        rssPeakSampledMb: mb(peakSampled),
        vmHwmMb: mb(afterImport.hwm),
        rssAfterMb: mb(afterImport.rss),
      },
      list: {
        requests: REQUESTS,
        p50Ms: Math.round(percentile(latencies, 50) * 10) / 10,
        p99Ms: Math.round(percentile(latencies, 99) * 10) / 10,
        maxMs: Math.round(latencies.at(-1) * 10) / 10,
        advancedTwoConditions: {
          p50Ms: Math.round(percentile(advanced, 50) * 10) / 10,
          p99Ms: Math.round(percentile(advanced, 99) * 10) / 10,
          targetP99Ms: 50,
        },
        vmHwmMb: mb(final.hwm),
      },
      targets: { importSeconds: TARGET_SECONDS, rssMb: TARGET_RSS_MB },
    };
    fs.writeFileSync(path.join(outDir, 'import-users.json'), `${JSON.stringify(results, null, 2)}\n`);
    const ok = importMs <= TARGET_SECONDS * 1000 && afterImport.hwm / 1024 <= TARGET_RSS_MB;
    console.log(
      `users import benchmark (${ROWS} rows, workbook ${(fileBytes / 1e6).toFixed(1)} MB, generated in ${generateMs} ms)`,
    );
    console.log(`  import:   ${(importMs / 1000).toFixed(2)} s   (target ≤ ${TARGET_SECONDS} s)   ${body.message}`);
    console.log(
      `  memory:   peak RSS ${mb(afterImport.hwm)} MB (VmHWM; sampled ${mb(peakSampled)} MB, idle ${mb(idle.rss)} MB)   (target ≤ ${TARGET_RSS_MB} MB)`,
    );
    console.log(
      `  list:     p50 ${results.list.p50Ms} ms, p99 ${results.list.p99Ms} ms over ${REQUESTS} requests (filters + sorting, ${ROWS}+ users)`,
    );
    console.log(
      `  advanced: p50 ${results.list.advancedTwoConditions.p50Ms} ms, p99 ${results.list.advancedTwoConditions.p99Ms} ms (two conditions, target p99 ≤ 50 ms)`,
    );
    console.log(ok ? 'Targets met.' : 'Target missed.');
    return ok ? 0 : 1;
  } finally {
    await emulator.close();
  }
}

main().then(
  (code) => process.exit(code),
  (e) => {
    console.error('import benchmark failed:', e instanceof Error ? e.message : e);
    process.exit(2);
  },
);
