// Offline chat answering speed over the real socket: time to the first streamed piece and to the full answer for
// 100 questions (tables, comparisons, knowledge, no-data), median and p95, against the built emulator on loopback.
// Target (issue 6): first piece ≤ 50 ms median. `CHAT_OFFLINE_DELAY_MS` sets the pause between pieces (default 15,
// as in production; 0 measures composing alone).
import { spawnSync } from 'node:child_process';
import WebSocket from 'ws';
import { startEmulator } from '../lib/emulator.mjs';
import { assertLoopback } from '../lib/loopback.mjs';
import { ROOT } from '../lib/process.mjs';

const COUNT = Number(process.env.BENCH_QUESTIONS ?? 100);
const DELAY = process.env.CHAT_OFFLINE_DELAY_MS ?? '15';

const regionsZh = [
  '印度恒河平原',
  '黄淮海',
  '巴基斯坦',
  '美国玉米带',
  '潘帕斯',
  '尼罗河三角洲',
  '东北区',
  '西非',
  '北美',
  '乌克兰',
];
const regionsEn = [
  'Gangetic plain',
  'Huanghuaihai',
  'Pakistan',
  'Corn Belt',
  'Pampas',
  'Nile Delta',
  'Northern Plains',
  'West Africa',
  'North America',
  'Ukraine',
];
const indicatorsZh = ['降水', '气温', '最佳植被状况指数', '生产形势指数', '作物长势'];
const indicatorsEn = ['rainfall', 'temperature', 'VCIx', 'CPI', 'crop condition'];
const seasonsZh = ['7-10月', '2025年1-4月', '2024年4-7月', '上一期', ''];
const seasonsEn = ['Jul–Oct 2025', 'Jan–Apr 2025', 'Apr–Jul 2024', 'last period', ''];
const knowledge = [
  'What is VCIx?',
  '什么是 CALF？',
  'How is CALF calculated?',
  '什么是15YA',
  'What does CPI mean?',
  '复种指数是什么',
  'What is BIOMSS?',
  'Kharif 和 Rabi 是什么',
];
const other = [
  '比较巴基斯坦和印度的CPI',
  'Compare rainfall of Pakistan and India',
  '阿富汗的作物长势如何？',
  '今天吃什么',
  'Rainfall in India Jul–Oct 2019?',
];

function questions(n) {
  const out = [];
  for (let i = 0; out.length < n; i++) {
    const kind = i % 5;
    if (kind === 3) out.push(knowledge[i % knowledge.length]);
    else if (kind === 4) out.push(other[i % other.length]);
    else if (i % 2 === 0) out.push(`${regionsZh[i % 10]}${seasonsZh[i % 5]}${indicatorsZh[i % 5]}如何？`);
    else out.push(`How was ${indicatorsEn[i % 5]} in ${regionsEn[i % 10]} ${seasonsEn[i % 5]}?`.replace(' ?', '?'));
  }
  return out;
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const stats = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return { median: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted[sorted.length - 1] };
};

async function api(baseUrl, token, method, path, body) {
  const response = await fetch(`${baseUrl}/jeecg-boot${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { 'X-Access-Token': token } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await response.json();
  if (!json.success) throw new Error(`${path}: ${json.message}`);
  return json.result;
}

const build = spawnSync('npx', ['tsc', '-b', 'apps/emulator/tsconfig.app.json'], { cwd: ROOT, stdio: 'inherit' });
if (build.status !== 0) throw new Error('emulator build failed');

const emulator = await startEmulator({ env: { CHAT_OFFLINE_DELAY_MS: DELAY } });
try {
  assertLoopback(emulator.baseUrl);
  const login = await api(emulator.baseUrl, null, 'POST', '/sys/login', { username: 'admin', password: '123456' });
  const token = login.token;
  const ticket = await api(emulator.baseUrl, token, 'GET', '/sys/getGptSocketToken');
  const ws = new WebSocket(`${emulator.baseUrl.replace('http', 'ws')}${ticket.socketPath}?token=${ticket.token}`);
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  let pending = null;
  ws.on('message', (data) => {
    const frame = JSON.parse(String(data));
    if (!pending) return;
    if (frame.type === 'delta' && pending.first === undefined) pending.first = performance.now() - pending.t0;
    if (frame.type === 'delta') pending.chars += frame.text.length;
    if (frame.type === 'done' || frame.type === 'error') {
      pending.resolve({
        first: pending.first ?? NaN,
        full: performance.now() - pending.t0,
        chars: pending.chars,
        type: frame.type,
      });
    }
  });
  const ask = (sessionId, content) =>
    new Promise((resolve) => {
      pending = { t0: performance.now(), chars: 0, resolve };
      ws.send(JSON.stringify({ type: 'start', sessionId, content }));
    });

  // Warm-up: JIT and caches, not measured.
  const warm = await api(emulator.baseUrl, token, 'POST', '/chat/session/add', {});
  await ask(warm.id, '印度恒河平原7-10月降水如何？');

  const results = [];
  for (const q of questions(COUNT)) {
    const session = await api(emulator.baseUrl, token, 'POST', '/chat/session/add', {});
    results.push({ q, ...(await ask(session.id, q)) });
  }
  ws.close();

  const failed = results.filter((r) => r.type !== 'done');
  const first = stats(results.map((r) => r.first));
  const full = stats(results.map((r) => r.full));
  const chars = stats(results.map((r) => r.chars));
  const ms = (x) => `${x.toFixed(1)} ms`;
  console.log(
    `offline chat over the socket: ${results.length} questions, ${DELAY} ms between pieces, node ${process.version}`,
  );
  console.log(`  first piece   median ${ms(first.median)}   p95 ${ms(first.p95)}   max ${ms(first.max)}`);
  console.log(`  full answer   median ${ms(full.median)}   p95 ${ms(full.p95)}   max ${ms(full.max)}`);
  console.log(`  answer length median ${chars.median} chars, p95 ${chars.p95}; failed ${failed.length}`);
  console.log(`  target first piece ≤ 50 ms median: ${first.median <= 50 ? 'met' : 'MISSED'}`);
  if (failed.length) for (const f of failed) console.log(`  failed: ${f.q}`);
  if (first.median > 50 || failed.length) process.exitCode = 1;
} finally {
  await emulator.close();
}
