// Issue 13: `executeRuleByCode` under 100 concurrent callers (all codes must be distinct), and the code-editor chunk
// (Monaco) is fetched only by pages that show an editor. Run alone: `node tools/bench/config-pages.mjs` (after the
// build), or through `npm run bench`.
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS } from '../lib/chromium.mjs';
import { startEmulator } from '../lib/emulator.mjs';
import { assertLoopback, isLoopback } from '../lib/loopback.mjs';
import { ROOT } from '../lib/process.mjs';

const CALLERS = Number(process.env.BENCH_FILL_RULE_CALLERS ?? 100);

async function api(baseUrl, token, method, p, body) {
  const response = await fetch(`${baseUrl}/jeecg-boot${p}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { 'X-Access-Token': token } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await response.json();
  if (!json.success) throw new Error(`${method} ${p}: ${json.message}`);
  return json;
}

/** 100 callers at once against one order-number rule: wall time, per-call latency, distinct codes. */
async function measureFillRule(baseUrl, token) {
  await api(baseUrl, token, 'POST', '/sys/fillRule/add', {
    ruleName: 'bench',
    ruleCode: 'bench_order',
    ruleClass: 'org.jeecg.modules.system.rule.OrderNumberRule',
    ruleParams: '{"prefix":"B","digits":5}',
  });
  const latencies = [];
  const start = performance.now();
  const codes = await Promise.all(
    Array.from({ length: CALLERS }, async () => {
      const t0 = performance.now();
      const json = await api(baseUrl, token, 'PUT', '/sys/fillRule/executeRuleByCode/bench_order', {});
      latencies.push(performance.now() - t0);
      return json.result;
    }),
  );
  const wallMs = Math.round(performance.now() - start);
  latencies.sort((a, b) => a - b);
  const distinct = new Set(codes).size;
  return {
    callers: CALLERS,
    distinct,
    wallMs,
    p50Ms: Math.round(latencies[Math.floor(latencies.length / 2)]),
    p99Ms: Math.round(latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * 0.99))]),
    pass: distinct === CALLERS,
  };
}

/** Scripts each page loads; the Monaco chunk (`code-editor-*.js` holding `editor.api`) must appear only with an editor. */
async function measureEditorChunk(baseUrl) {
  const assets = path.join(ROOT, 'apps/console/dist/assets');
  const monacoChunks = fs
    .readdirSync(assets)
    .filter((f) => /^code-editor-.*\.js$/.test(f) && fs.statSync(path.join(assets, f)).size > 1_000_000);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const page = await (await browser.newContext()).newPage();
    // `networkidle` after a page's lazy chunks: 30 s was once not enough on a loaded machine (a bench run of session 10).
    page.setDefaultNavigationTimeout(90_000);
    await page.route('**/*', (route) => (isLoopback(route.request().url()) ? route.continue() : route.abort()));
    let scripts = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(path.basename(new URL(r.url()).pathname));
    });
    await page.goto(`${baseUrl}/user/login`, { waitUntil: 'networkidle' });
    await page.getByPlaceholder(/用户名|账号|帐号|username|account/i).fill('admin');
    await page.locator('input[type="password"]').first().fill('123456');
    const captcha = page.getByPlaceholder(/验证码|captcha/i);
    if (await captcha.isVisible()) await captcha.fill('abcd');
    await page.getByRole('button', { name: /^\s*(登\s*录|log\s*in|sign\s*in)\s*$/i }).click();
    await page.waitForFunction(() => !globalThis.location.pathname.startsWith('/user/login'), null, {
      timeout: 60_000,
    });
    const visits = {};
    for (const url of [
      '/dashboard/analysis',
      '/isystem/user',
      '/isystem/checkRule',
      '/isystem/dataSource',
      '/isystem/fillRule',
      // its form (kept mounted while closed) holds the 测试数据 JSON editor
      '/modules/message/sysMessageTemplateList',
    ]) {
      scripts = [];
      await page.goto(`${baseUrl}${url}`, { waitUntil: 'networkidle' });
      visits[url] = scripts.filter((s) => monacoChunks.includes(s)).length > 0;
    }
    scripts = [];
    await page.goto(`${baseUrl}/isystem/gatewayroute`, { waitUntil: 'networkidle' });
    await page
      .getByRole('button', { name: /新\s*增|add/i })
      .first()
      .click();
    await page.locator('.cw-code-editor .view-lines').first().waitFor();
    visits['/isystem/gatewayroute (add dialog)'] = scripts.filter((s) => monacoChunks.includes(s)).length > 0;
    const withoutEditor = Object.entries(visits).filter(([k]) => !k.includes('dialog'));
    return {
      monacoChunks,
      visits,
      pass:
        monacoChunks.length > 0 &&
        withoutEditor.every(([, loaded]) => !loaded) &&
        visits['/isystem/gatewayroute (add dialog)'],
    };
  } finally {
    await browser.close();
  }
}

export async function measureConfigPages() {
  const emulator = await startEmulator();
  try {
    assertLoopback(emulator.baseUrl);
    const login = await api(emulator.baseUrl, null, 'POST', '/sys/login', {
      username: 'admin',
      password: '123456',
      captcha: 'abcd',
    });
    const fillRule = await measureFillRule(emulator.baseUrl, login.result.token);
    const editorChunk = await measureEditorChunk(emulator.baseUrl);
    return { fillRule, editorChunk, pass: fillRule.pass && editorChunk.pass };
  } finally {
    await emulator.close();
  }
}

export function printConfigPages(r) {
  console.log(`\nFill rules: ${r.fillRule.callers} concurrent executeRuleByCode calls`);
  console.table({
    'distinct codes': { value: `${r.fillRule.distinct} / ${r.fillRule.callers}: ${r.fillRule.pass ? 'PASS' : 'FAIL'}` },
    'wall time': { value: `${r.fillRule.wallMs} ms` },
    'per call p50 / p99': { value: `${r.fillRule.p50Ms} / ${r.fillRule.p99Ms} ms` },
  });
  console.log(
    `Code-editor chunk (${r.editorChunk.monacoChunks.join(', ')}) loaded by: ${r.editorChunk.pass ? 'PASS' : 'FAIL'}`,
  );
  console.table(
    Object.fromEntries(Object.entries(r.editorChunk.visits).map(([k, v]) => [k, { monaco: v ? 'loaded' : '-' }])),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const results = await measureConfigPages();
  printConfigPages(results);
  process.exitCode = results.pass ? 0 : 1;
}
