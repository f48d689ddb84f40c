// `npm test`: lint beside the type check, then build, unit tests, contract coverage and browser tests, in that
// order. Every step runs even when an earlier one failed; the counts are summed and the last line printed is `N passed, N failed`
// (CI reads that line: neither Jest nor Vitest ends with a summary line it understands).
import fs from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { nxBuild } from './lib/build.mjs';
import { ensureChromium } from './lib/chromium.mjs';
import { ROOT, bin, run } from './lib/process.mjs';

const RESULTS_DIR = path.join(ROOT, 'tmp/test-results');
const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));
const workspaces = () =>
  ['apps', 'libs']
    .flatMap((group) => fs.readdirSync(path.join(ROOT, group)).map((name) => `${group}/${name}`))
    .filter((dir) => fs.existsSync(path.join(ROOT, dir, 'package.json')))
    .map((dir) => ({ dir, pkg: readJson(path.join(ROOT, dir, 'package.json')) }));

/** A step that either passes or fails as a whole (lint, type check, build, coverage). */
const single = (ok, note = '') => ({ passed: ok ? 1 : 0, failed: ok ? 0 : 1, note });

/** Runs `tasks` (functions returning promises) with at most `limit` in flight. */
async function pool(tasks, limit) {
  const results = [];
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const index = next++;
      results[index] = await tasks[index]();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
  return results;
}

/** ` — ` and the first line of a test's failure message, cut to 240 characters: why, not only which. */
const firstLine = (messages = []) => {
  const line = stripVTControlCharacters(String(messages[0] ?? ''))
    .split('\n')
    .find((text) => text.trim());
  return line ? ` — ${line.trim().slice(0, 240)}` : '';
};

/**
 * Counts from a Jest-format JSON report (Jest's `--json` and Vitest's `json` reporter share it). A test file that
 * fails before any test runs (syntax error, failing import) counts as one failure.
 */
function countJestFormat(file) {
  const report = readJson(file);
  const brokenFiles = (report.testResults ?? []).filter(
    (result) => result.status === 'failed' && !(result.assertionResults ?? []).some((a) => a.status === 'failed'),
  ).length;
  // Named in the closing summary: CI keeps only the tail of the output, where a suite's own report is long gone.
  const failures = (report.testResults ?? []).flatMap((result) => {
    const file = path.relative(ROOT, result.name ?? '');
    const failed = (result.assertionResults ?? []).filter((a) => a.status === 'failed');
    if (result.status === 'failed' && failed.length === 0) return [`${file} (the file failed to run)`];
    return failed.map((a) => `${file} › ${a.fullName ?? a.title}${firstLine(a.failureMessages)}`);
  });
  return { passed: report.numPassedTests ?? 0, failed: (report.numFailedTests ?? 0) + brokenFiles, failures };
}

/**
 * Runs one Vitest or Jest suite with a JSON report and returns its counts. `quiet`: its output goes to a log file,
 * printed whole when it ends (a suite running beside another does not interleave its lines with it).
 */
async function runSuite({ label, command, args, flavour, env = {} }, { quiet = false } = {}) {
  const output = path.join(RESULTS_DIR, `unit-${label}.json`);
  fs.rmSync(output, { force: true });
  const flags =
    flavour === 'vitest'
      ? ['--passWithNoTests', '--reporter=default', '--reporter=json', `--outputFile.json=${output}`]
      : ['--passWithNoTests', '--json', `--outputFile=${output}`];
  const log = path.join(RESULTS_DIR, `unit-${label}.log`);
  const fd = quiet ? fs.openSync(log, 'w') : undefined;
  if (!quiet) console.log(`\n--- ${label} (${flavour})`);
  const started = Date.now();
  const code = await run(command, [...args, ...flags], {
    env: { ...process.env, npm_config_loglevel: 'error', ...env },
    ...(quiet && { stdio: ['ignore', fd, fd] }),
  });
  const seconds = (Date.now() - started) / 1000;
  if (quiet) {
    fs.closeSync(fd);
    console.log(`\n--- ${label} (${flavour}, ran beside another suite)\n${fs.readFileSync(log, 'utf8')}`);
  }
  console.log(`--- ${label}: ${seconds.toFixed(1)} s`);
  const counts = fs.existsSync(output) ? countJestFormat(output) : { passed: 0, failed: 0, failures: [] };
  // A runner that crashed, or failed without failing a test (e.g. coverage threshold), still fails the step.
  if (code !== 0 && counts.failed === 0) {
    counts.failed = 1;
    counts.failures.push(`${label}: exited with ${code} without a failing test`);
  }
  return { label, seconds, ...counts };
}

/** Tool folders with their own tsconfig.json (e.g. tools/seed-crop): typed and tested on their own. */
const toolPackages = () =>
  fs
    .readdirSync(path.join(ROOT, 'tools'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(ROOT, 'tools', entry.name, 'tsconfig.json')))
    .map((entry) => `tools/${entry.name}`);

/**
 * Unit suites run two at a time, the longest first (unknown ones last): the emulator's Jest run (two workers,
 * SQLite and PostgreSQL) beside the console's Vitest (one worker: Vitest takes CPUs − 1 on two cores), then each
 * next suite as a slot frees. Both cores stay busy to the end instead of one idling through every single-worker
 * suite. The emulator's output streams; the others' is printed whole as each ends (no interleaved lines).
 */
const LONGEST_FIRST = ['emulator', 'console', 'ui', 'cluster', 'cron', 'seed-crop', 'contract'];
const STREAMED = 'emulator';

async function unitTests() {
  const suites = workspaces()
    .filter(({ pkg }) => /^(vitest|jest)\b/.test(pkg.scripts?.test ?? ''))
    .map(({ dir, pkg }) => ({
      label: path.basename(dir),
      command: 'npm',
      args: ['run', 'test', '--silent', '-w', pkg.name, '--'],
      flavour: pkg.scripts.test.startsWith('vitest') ? 'vitest' : 'jest',
      // The emulator's contract suite runs on SQLite and on a throwaway PostgreSQL cluster in one Jest run
      // (issue #16; apps/emulator/jest.config.cjs, projects `sqlite` and `postgres`).
      env: dir === 'apps/emulator' ? { EMULATOR_TEST_DB: 'both' } : {},
    }));
  for (const dir of toolPackages()) {
    const hasSpecs = fs
      .readdirSync(path.join(ROOT, dir), { recursive: true })
      .some((f) => /\.spec\.m?ts$/.test(String(f)));
    if (hasSpecs)
      suites.push({
        label: path.basename(dir),
        command: bin('vitest'),
        args: ['run', '--root', dir],
        flavour: 'vitest',
      });
  }
  const rank = (suite) => (LONGEST_FIRST.includes(suite.label) ? LONGEST_FIRST.indexOf(suite.label) : Infinity);
  suites.sort((x, y) => rank(x) - rank(y));
  const results = await pool(
    suites.map((suite) => () => runSuite(suite, { quiet: suite.label !== STREAMED })),
    2,
  );
  return {
    passed: results.reduce((sum, r) => sum + r.passed, 0),
    failed: results.reduce((sum, r) => sum + r.failed, 0),
    note: results.map((r) => `${r.label} ${r.passed}/${r.passed + r.failed} (${r.seconds.toFixed(0)} s)`).join(', '),
    failures: results.flatMap((r) => r.failures),
  };
}

async function typeCheck() {
  const projects = workspaces()
    .map(({ dir }) => dir)
    .filter((dir) => fs.existsSync(path.join(ROOT, dir, 'tsconfig.json')));
  projects.push(...toolPackages());
  const toolsHaveTs = fs.readdirSync(path.join(ROOT, 'tools')).some((file) => file.endsWith('.ts'));
  if (toolsHaveTs) projects.push('tools');
  const tsc = bin('tsc');
  // One project at a time beside the lint (one core each); a failing project's errors are printed when it ends.
  const codes = await pool(
    projects.map((dir) => async () => {
      const log = path.join(RESULTS_DIR, `tsc-${dir.replaceAll('/', '-')}.log`);
      const fd = fs.openSync(log, 'w');
      const code = await run(tsc, ['-p', `${dir}/tsconfig.json`, '--noEmit', '--pretty', 'false'], {
        stdio: ['ignore', fd, fd],
      });
      fs.closeSync(fd);
      if (code !== 0) console.log(`--- tsc -p ${dir}\n${fs.readFileSync(log, 'utf8')}`);
      return code;
    }),
    1,
  );
  const failing = projects.filter((_, index) => codes[index] !== 0);
  return single(
    failing.length === 0,
    failing.length ? `failing: ${failing.join(', ')}` : `${projects.length} projects`,
  );
}

async function contractCoverage() {
  if (!fs.existsSync(path.join(ROOT, 'tools/contract-coverage.ts')))
    return single(false, 'tools/contract-coverage.ts missing');
  const code = await run(bin('tsx'), ['--conditions=@cropwatch/source', 'tools/contract-coverage.ts']);
  return single(code === 0);
}

async function browserTests(buildOk) {
  if (!buildOk) return single(false, 'not run: the build failed');
  const chromium = await ensureChromium();
  if (!chromium.ok) return single(false, chromium.message);
  const output = path.join(RESULTS_DIR, 'playwright.json');
  fs.rmSync(output, { force: true });
  const code = await run(bin('playwright'), ['test', '-c', 'apps/console-e2e/playwright.config.ts'], {
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_FILE: output },
  });
  if (!fs.existsSync(output)) return single(false, `playwright exited with ${code} without a report`);
  const report = readJson(output);
  const { stats, errors = [] } = report;
  // Flaky = failed once, passed on retry: counted as passed but named in the summary.
  const counts = { passed: stats.expected + stats.flaky, failed: stats.unexpected + errors.length };
  if (code !== 0 && counts.failed === 0) counts.failed = 1;
  const extras = [
    stats.flaky && `${stats.flaky} flaky`,
    stats.skipped && `${stats.skipped} skipped`,
    errors.length && `${errors.length} global errors`,
  ];
  return { ...counts, note: extras.filter(Boolean).join(', '), failures: playwrightFailures(report) };
}

/** `file:line › title` of every test whose final outcome is failed ('unexpected'), or that passed on retry. */
function playwrightFailures(report) {
  const named = [];
  const walk = (suite, parents) => {
    // The file's own suite is titled with its file name; describe blocks nest below it.
    const titles = suite.title && suite.title !== suite.file ? [...parents, suite.title] : parents;
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        if (test.status === 'unexpected' || test.status === 'flaky')
          named.push(
            `${spec.file}:${spec.line} › ${[...titles, spec.title].join(' › ')}${test.status === 'flaky' ? ' (flaky: passed on retry)' : ''}${firstLine((test.results ?? []).flatMap((r) => (r.errors ?? []).map((e) => e.message)))}`,
          );
    for (const child of suite.suites ?? []) walk(child, titles);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return named;
}

const results = [];
// `node tools/test-all.mjs --only "unit tests"`: the named steps only (comma-separated), e.g. to time one step.
// `npm test` and CI run them all.
const onlyArg =
  process.argv.find((a) => a.startsWith('--only='))?.slice(7) ??
  (process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : undefined);
const only = onlyArg ? new Set(onlyArg.split(',').map((name) => name.trim())) : null;

async function step(name, fn) {
  if (only && !only.has(name)) return { passed: 0, failed: 0, note: 'skipped (--only)' };
  console.log(`\n=== ${name}`);
  const started = Date.now();
  let result;
  try {
    result = await fn();
  } catch (error) {
    result = single(false, error instanceof Error ? error.message : String(error));
  }
  const seconds = (Date.now() - started) / 1000;
  results.push({ name, seconds, ...result });
  console.log(`=== ${name}: ${result.failed === 0 ? 'ok' : 'FAILED'} (${seconds.toFixed(1)} s)`);
  return result;
}

fs.mkdirSync(RESULTS_DIR, { recursive: true });
const overall = Date.now();
// ESLint works on one core: the type check runs beside it on the other (CI time).
await Promise.all([
  step('lint', async () => {
    // @nx/enforce-module-boundaries silently skips itself without a cached project graph (a fresh clone has none).
    if ((await run(bin('nx'), ['show', 'projects'])) !== 0)
      return single(false, 'nx could not compute the project graph');
    return single((await run(bin('eslint'), ['.', '--max-warnings=0'])) === 0);
  }),
  step('type check', typeCheck),
]);
const build = await step('build', async () =>
  single((await nxBuild(['@cropwatch/contract', '@cropwatch/emulator', '@cropwatch/console'])) === 0),
);
await step('unit tests', unitTests);
await step('contract coverage', contractCoverage);
await step('browser tests', () => browserTests(build.failed === 0));

// Steps that ran side by side are listed in their order above, not in the order they ended.
const ORDER = ['lint', 'type check', 'build', 'unit tests', 'contract coverage', 'browser tests'];
results.sort((a, b) => ORDER.indexOf(a.name) - ORDER.indexOf(b.name));
const total = results.reduce((sum, r) => ({ passed: sum.passed + r.passed, failed: sum.failed + r.failed }), {
  passed: 0,
  failed: 0,
});
console.log('\nstep                 result  passed  failed   time  note');
for (const r of results) {
  const cells = [
    r.name.padEnd(20),
    (r.failed ? 'FAIL' : 'ok').padEnd(6),
    String(r.passed).padStart(6),
    String(r.failed).padStart(7),
  ];
  console.log(`${cells.join('  ')}  ${`${r.seconds.toFixed(0)}s`.padStart(5)}  ${r.note ?? ''}`);
}
const failures = results.flatMap((r) => (r.failures ?? []).map((name) => `${r.name}: ${name}`));
if (failures.length)
  console.log(`\nfailed, or passed only on retry:\n${failures.map((name) => `  ${name}`).join('\n')}`);
console.log(`total time ${((Date.now() - overall) / 1000).toFixed(0)} s`);
console.log(`${total.passed} passed, ${total.failed} failed`);
process.exitCode = total.failed === 0 ? 0 : 1;
