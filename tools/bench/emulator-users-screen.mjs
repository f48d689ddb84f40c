// Issue #17 §5: time from the request to rows on screen for the users list over 50,000 users, in headless
// Chromium against the built console served by the built emulator.
//
//   node tools/bench/emulator-users-screen.mjs [--rows 50000] [--rounds 5]   (also part of `npm run bench`)
//
// Imports ROWS users through /sys/user/importExcel (a streamed workbook in tmp/bench/), signs in through the form,
// then per round: (1) opens /isystem/user and takes the page's performance.now() when a rAF poll first sees a
// table row laid out (navigation start → rows), (2) searches one account and takes the time from the click on
// 查询 until that account's row is laid out (the search → rows). Medians and maxima are printed.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS } from '../lib/chromium.mjs';
import { startEmulator } from '../lib/emulator.mjs';
import { assertLoopback } from '../lib/loopback.mjs';
import { ROOT } from '../lib/process.mjs';
import { signIn } from './emulator-load.mjs';

const ExcelJS = createRequire(path.join(ROOT, 'apps/emulator/package.json'))('exceljs');
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const username = (i) => `screen_${String(i).padStart(6, '0')}`;

async function writeWorkbook(file, ROWS) {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    filename: file,
    useSharedStrings: false,
    useStyles: false,
  });
  const sheet = workbook.addWorksheet('用户列表');
  sheet.addRow(['登录账号', '真实姓名', '性别', '手机号码', '状态']).commit();
  for (let i = 1; i <= ROWS; i++) {
    sheet
      .addRow([username(i), `屏幕用户${i}`, i % 2 ? '男' : '女', `138${String(i).padStart(8, '0')}`, '正常'])
      .commit();
  }
  sheet.commit();
  await workbook.commit();
}

/** Page-side: resolves with performance.now() at the first frame where `selector` matches a laid-out element. */
const firstLaidOut = (selector) =>
  new Promise((resolve) => {
    const poll = () => {
      const element = globalThis.document.querySelector(selector);
      if (element && element.getBoundingClientRect().height > 0) resolve(performance.now());
      else globalThis.requestAnimationFrame(poll);
    };
    poll();
  });

/** Page-side: performance.now() at the first frame where the table shows exactly one row, holding `text`. */
const onlyRowWith = ({ selector, text }) =>
  new Promise((resolve) => {
    const poll = () => {
      const found = globalThis.document.querySelectorAll(selector);
      if (found.length === 1 && found[0].textContent.includes(text) && found[0].getBoundingClientRect().height > 0)
        resolve(performance.now());
      else globalThis.requestAnimationFrame(poll);
    };
    poll();
  });

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Imports `rows` users into its own emulator and times the users list on screen; returns medians and maxima. */
export async function measureUsersScreen({ rows: ROWS = 50_000, rounds: ROUNDS = 5 } = {}) {
  const dir = path.join(ROOT, 'tmp/bench');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `users-screen-${ROWS}.xlsx`);
  await writeWorkbook(file, ROWS);
  const emulator = await startEmulator({ logFile: path.join(dir, 'users-screen-emulator.log') });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    assertLoopback(emulator.baseUrl);
    const token = await signIn(emulator.baseUrl);
    const form = new FormData();
    form.append('file', new Blob([fs.readFileSync(file)]), path.basename(file));
    const imported = await fetch(`${emulator.baseUrl}/jeecg-boot/sys/user/importExcel`, {
      method: 'POST',
      headers: { 'X-Access-Token': token },
      body: form,
    }).then((r) => r.json());
    if (!imported.success) throw new Error(`import failed: ${imported.message}`);

    const context = await browser.newContext({
      baseURL: emulator.baseUrl,
      viewport: { width: 1280, height: 800 },
      locale: 'zh-CN',
    });
    await context.route(/^(?!http:\/\/127\.0\.0\.1)/, (route) => route.abort());
    const page = await context.newPage();
    await page.goto('/user/login');
    await page.locator('#login_username').fill('admin');
    await page.locator('#login_password').fill('123456');
    // The emulator runs with CAPTCHA=off and takes any code; the field is still shown.
    const captcha = page.locator('#login_captcha');
    if (await captcha.isVisible()) await captcha.fill('abcd');
    await page.getByRole('button', { name: /^\s*(登\s*录|log\s*in|sign\s*in)\s*$/i }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/user/login'), { timeout: 60_000 });

    const rowSelector = '.ant-table-tbody tr.ant-table-row';
    const open = [];
    const search = [];
    for (let round = 0; round < ROUNDS; round++) {
      await page.goto('/isystem/user');
      open.push(await page.evaluate(firstLaidOut, rowSelector));
      const wanted = username(1 + ((round * 9973) % ROWS));
      await page.getByLabel('账号', { exact: true }).fill(wanted);
      // The poll starts before the click, so the time is the page's own, not Playwright's round trips.
      const shown = page.evaluate(onlyRowWith, { selector: rowSelector, text: wanted });
      const clicked = await page.evaluate(() => performance.now());
      await page.getByRole('button', { name: /^查\s*询$/ }).click();
      search.push((await shown) - clicked);
    }
    await context.close();
    return {
      rows: ROWS,
      rounds: ROUNDS,
      load: Number(os.loadavg()[0].toFixed(2)),
      openMs: { median: Math.round(median(open)), max: Math.round(Math.max(...open)) },
      searchMs: { median: Math.round(median(search)), max: Math.round(Math.max(...search)) },
    };
  } finally {
    await browser.close();
    await emulator.close();
  }
}

export function printUsersScreen(result) {
  console.log(
    `\nUsers list on screen over ${result.rows} imported users, ${result.rounds} rounds (load ${result.load})`,
  );
  console.table({
    'open /isystem/user → rows': { median: `${result.openMs.median} ms`, max: `${result.openMs.max} ms` },
    'search one account → its row': { median: `${result.searchMs.median} ms`, max: `${result.searchMs.max} ms` },
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  printUsersScreen(await measureUsersScreen({ rows: arg('rows', 50_000), rounds: arg('rounds', 5) }));
}
