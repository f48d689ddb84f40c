#!/usr/bin/env node
// The house's figures (issue #28's closing note), the one script that counts them: imports between emulator modules
// (all, and those not into modules/identity), cycles between emulator modules and imports that pass a module's
// index.ts, imports that run upwards, console cross-feature imports (through an
// index or past it), literal wire paths in console code, the console's api files and its mutation-only wrappers,
// files over 600 lines, the largest files, and the `duplicates` pair count. Plain Node, no dependencies; reads the
// files git lists (tracked, plus untracked ones it does not ignore).
//
//   node tools/house-metrics.mjs [--json] [--list|-v] [--no-duplicates] [--repo DIR]
//
// `--list` (or `-v`) adds the lists behind the counts: the entity and service imports between emulator modules
// not into modules/identity, the imports past a module's index.ts, and the literal wire paths.
//
// An import is one statement (`import … from`, `export … from`, a side-effect `import '…'`, a dynamic
// `import('…')`), `import type` included: each is a dependency of the file that writes it. Only relative
// specifiers are followed (the apps import their own code only relatively; packages are not counted).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const SOURCE_EXTENSIONS = ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs'];
/** Generated data, not written by hand: left out of the size figures. */
export const GENERATED = [/^tools\/seed-crop\/tables\//];
export const MAX_LINES = 600;

const EMULATOR = 'apps/emulator/src/';
const CONSOLE = 'apps/console/src/';

/**
 * The lines of a source file that are code, as `{n, line}` (`n` counts from 1): a line that starts with `//` or `*`
 * is a comment, so is everything between `/*` at a line's start and its `*\/` (the code after it stays).
 */
export function codeLines(text) {
  const out = [];
  const lines = text.split(/\r?\n/);
  let inBlockComment = false;
  for (let i = 0; i < lines.length; i++) {
    let line = lines[i];
    if (inBlockComment) {
      const end = line.indexOf('*/');
      if (end < 0) continue;
      line = line.slice(end + 2);
      inBlockComment = false;
    }
    const trimmed = line.trim();
    if (trimmed.startsWith('//') || trimmed.startsWith('*')) continue;
    if (trimmed.startsWith('/*')) {
      const end = trimmed.indexOf('*/', 2);
      if (end < 0) {
        inBlockComment = true;
        continue;
      }
      line = trimmed.slice(end + 2);
    }
    out.push({ n: i + 1, line });
  }
  return out;
}

/**
 * The module specifiers a source file imports, in order. Line-based over its code lines (`codeLines`): a statement
 * starts a line with `import` or `export … from`; dynamic `import('…')` counts wherever it stands.
 */
export function importSpecifiers(text) {
  const specs = [];
  const lines = codeLines(text).map((l) => l.line);
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const statement = /^\s*(import(?!\s*\(|\.)|export\s+(?:type\s+)?(?:\*|\{))/.test(line);
    if (statement) {
      // Side-effect import: `import './x';`
      const bare = /^\s*import\s*(['"])([^'"]+)\1/.exec(line);
      if (bare) {
        specs.push(bare[2]);
        continue;
      }
      // Gather the statement until its `from '…'` (or until it ends without one, e.g. `export { a };`).
      let chunk = line;
      let j = i;
      while (!/\bfrom\s*(['"])[^'"]+\1/.test(chunk) && !/;\s*$/.test(chunk) && j + 1 < lines.length && j - i < 200) {
        j++;
        chunk += '\n' + lines[j];
      }
      const from = /\bfrom\s*(['"])([^'"]+)\1/.exec(chunk);
      if (from) specs.push(from[2]);
      i = j;
      continue;
    }
    for (const m of line.matchAll(/\bimport\(\s*(['"])([^'"]+)\1\s*\)/g)) specs.push(m[2]);
  }
  return specs;
}

/** The repository path a relative specifier points at (extension and `/index` left as written), else null. */
export function resolveRelative(fromFile, spec) {
  if (!spec.startsWith('./') && !spec.startsWith('../') && spec !== '.' && spec !== '..') return null;
  return path.posix.normalize(path.posix.join(path.posix.dirname(fromFile), spec));
}

/**
 * Where a console string literal names a server path (`'/sys/user/list'`, `` `/crop/task/${id}` ``): the path
 * prefixes of the JeecgBoot API. Browser routes share some prefixes; a line that navigates or builds a route
 * (`NAVIGATION`) is left out.
 */
const WIRE =
  /['`](\/(?:sys|crop|online|analysis|chat|gpt|test|jeecg|message|monitor|actuator|oss)\/[A-Za-z][^'`]*)['`]/g;
const NAVIGATION = /navigate\(|\?id=|\?q=|NEW_TASK = |MY_ANNOUNCEMENTS_PATH = /;

/** The literal wire paths of a source file, as `{n, path}`, comments skipped (`codeLines`). */
export function wirePaths(text) {
  const found = [];
  for (const { n, line } of codeLines(text)) {
    if (NAVIGATION.test(line)) continue;
    for (const m of line.matchAll(WIRE)) found.push({ n, path: m[1] });
  }
  return found;
}

/** An api file of a console feature: below `features/<name>/api/`. */
export const isFeatureApiFile = (file) => /^apps\/console\/src\/features\/[^/]+\/api\//.test(file);

/** An api file that only wraps a mutation: it calls `useMutation(` and neither `useQuery(` nor `queryOptions(`. */
export const isMutationOnly = (text) => /useMutation\(/.test(text) && !/useQuery\(|queryOptions\(/.test(text);

/** `apps/emulator/src/modules/user/x.ts` → `user`; anything outside the modules folder → null. */
export function emulatorModuleOf(file) {
  const m = /^apps\/emulator\/src\/modules\/([^/]+)\//.exec(file);
  return m ? m[1] : null;
}

/** The emulator layer of a file: `modules`, `core`, `database`, or null (main, app.module, factory, types). */
export function emulatorLayerOf(file) {
  const m = /^apps\/emulator\/src\/(modules|core|database)(\/|$)/.exec(file);
  return m ? m[1] : null;
}

/** A file of the emulator's composition root, straight in `src/` (`app.module`, `app.factory`, `main`, …). */
export const isEmulatorRoot = (target) => /^apps\/emulator\/src\/[^/]+$/.test(target);

/** The console layer: `features`, `app`, `components`, `lib`, `stores`, `locales`, `testing`, or null. */
export function consoleLayerOf(file) {
  const m = /^apps\/console\/src\/([^/.]+)(\/|$)/.exec(file);
  return m ? m[1] : null;
}

/** `apps/console/src/features/dict/api/x.ts` → `dict`; else null. */
export function consoleFeatureOf(file) {
  const m = /^apps\/console\/src\/features\/([^/]+)(\/|$)/.exec(file);
  return m ? m[1] : null;
}

const stripExtension = (p) => p.replace(/\.(?:[mc]?[jt]sx?)$/, '');

/** An entity file: below an `entities/` folder or named `*.entity`. */
export function isEntityTarget(target) {
  const base = stripExtension(target);
  return /\/entities(\/|$)/.test(base) || /\.entity$/.test(base);
}

/** A service file: named `*.service` (`user-admin.service`, `account-facts.service`, …). */
export function isServiceTarget(target) {
  return /\.service$/.test(stripExtension(target));
}

/** A feature's public index: `features/<name>`, `features/<name>/index`, with or without an extension. */
export function isFeatureIndex(target, feature) {
  const base = stripExtension(target);
  const root = `${CONSOLE}features/${feature}`;
  return base === root || base === `${root}/index`;
}

/** Parses the first line of `duplicates`: `1653 pairs of places (1495 files read), …` → 1653; `no duplicates` → 0. */
export function parseDuplicatesCount(output) {
  const first = String(output).split(/\r?\n/, 1)[0].trim();
  if (/^no duplicates\b/i.test(first)) return 0;
  const m = /^([\d,]+)\s+pairs?\b/.exec(first);
  if (!m) throw new Error(`duplicates: unexpected first line: ${first}`);
  return Number(m[1].replace(/,/g, ''));
}

/** A test file (`*.spec.*`, `*.e2e-spec.*`, `*.test.*`): counted apart, as the issue's figures leave tests out. */
export const isTestFile = (file) => /\.(?:spec|e2e-spec|test)\.[mc]?[jt]sx?$/.test(file);

export const isSourceFile = (file) =>
  SOURCE_EXTENSIONS.includes(path.posix.extname(file)) && !file.split('/').includes('node_modules');
export const isGenerated = (file) => GENERATED.some((re) => re.test(file));

/** An import of module `to` through its door: `modules/<to>` or `modules/<to>/index` (with or without extension). */
export function isModuleIndex(target, to) {
  const base = stripExtension(target);
  const root = `${EMULATOR}modules/${to}`;
  return base === root || base === `${root}/index`;
}

/**
 * The cycles of a directed graph (`Map` of node → `Set` of nodes): its strongly connected components of more than
 * one node (Tarjan), each sorted, the list sorted. A self-loop is not a cycle here (a module importing itself).
 */
export function graphCycles(edges) {
  let next = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const cycles = [];
  const visit = (v) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of edges.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), index.get(w)));
    }
    if (low.get(v) !== index.get(v)) return;
    const component = [];
    let w;
    do {
      w = stack.pop();
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    if (component.length > 1) cycles.push(component.sort());
  };
  for (const v of [...edges.keys()].sort()) if (!index.has(v)) visit(v);
  return cycles.sort((a, b) => a[0].localeCompare(b[0]));
}

/**
 * Every figure from a list of `{file, text}` (repository paths with `/`). Pure, so the spec can feed it a tree.
 */
export function measure(files, { maxLines = MAX_LINES, largest = 10 } = {}) {
  // Each count twice: production code (what the issue counted) and test files.
  const count = () => ({ code: 0, tests: 0 });
  const bump = (c, test) => (test ? c.tests++ : c.code++);
  const emu = { total: count(), entities: count(), services: count(), pairs: new Set() };
  // The same, leaving out imports into modules/identity (the module every other may use), with the list of the
  // entity and service imports left.
  const notIdentity = { total: count(), entities: count(), services: count(), list: [] };
  // The module graph of production code (cycles are found in it) and the imports that pass a module's index.ts.
  const moduleEdges = new Map();
  const deep = { imports: count(), list: [] };
  const upward = { emulator: count(), console: count(), featuresToApp: count(), examples: [] };
  const cross = { total: count(), throughIndex: count(), allPairs: new Set() };
  const bypass = { imports: count(), pairs: new Set(), examples: [] };
  const wire = { list: [] };
  const api = { files: 0, mutationOnly: 0 };
  const features = new Set();
  const featureIndex = new Set();
  const sizes = [];

  for (const { file, text } of files) {
    const test = isTestFile(file);
    const feature = consoleFeatureOf(file);
    if (feature) {
      features.add(feature);
      if (/^index\.tsx?$/.test(file.slice(`${CONSOLE}features/${feature}/`.length))) featureIndex.add(feature);
    }
    if (!isGenerated(file)) sizes.push({ file, lines: text.split(/\r?\n/).length - (text.endsWith('\n') ? 1 : 0) });
    if (file.startsWith(CONSOLE) && !test && consoleLayerOf(file) !== 'testing') {
      for (const { n, path: p } of wirePaths(text)) wire.list.push(`${file}:${n} ${p}`);
      if (isFeatureApiFile(file)) {
        api.files++;
        if (isMutationOnly(text)) api.mutationOnly++;
      }
    }

    const fromModule = emulatorModuleOf(file);
    const fromEmuLayer = emulatorLayerOf(file);
    const fromConsoleLayer = consoleLayerOf(file);
    for (const spec of importSpecifiers(text)) {
      const target = resolveRelative(file, spec);
      if (!target) continue;
      const mark = test ? ' (test)' : '';
      if (file.startsWith(EMULATOR)) {
        const toModule = emulatorModuleOf(target + '/');
        if (fromModule && toModule && toModule !== fromModule) {
          bump(emu.total, test);
          if (!test) {
            emu.pairs.add(`${fromModule} → ${toModule}`);
            if (!moduleEdges.has(fromModule)) moduleEdges.set(fromModule, new Set());
            moduleEdges.get(fromModule).add(toModule);
          }
          if (!isModuleIndex(target, toModule)) {
            bump(deep.imports, test);
            deep.list.push(`${file} → ${spec}${mark}`);
          }
          const entity = isEntityTarget(target);
          const service = !entity && isServiceTarget(target);
          if (entity) bump(emu.entities, test);
          if (service) bump(emu.services, test);
          if (toModule !== 'identity') {
            bump(notIdentity.total, test);
            if (entity) bump(notIdentity.entities, test);
            if (service) bump(notIdentity.services, test);
            if ((entity || service) && !test) notIdentity.list.push(`${entity ? 'ENT' : 'SVC'} ${file} → ${spec}`);
          }
        }
        const upwardTarget = emulatorLayerOf(target + '/') === 'modules' || isEmulatorRoot(target);
        if ((fromEmuLayer === 'core' || fromEmuLayer === 'database') && upwardTarget) {
          bump(upward.emulator, test);
          upward.examples.push(`${file} → ${spec}${mark}`);
        }
      }
      if (file.startsWith(CONSOLE)) {
        const toLayer = consoleLayerOf(target + '/');
        if (
          ['components', 'lib', 'stores', 'testing'].includes(fromConsoleLayer) &&
          (toLayer === 'features' || toLayer === 'app')
        ) {
          bump(upward.console, test);
          upward.examples.push(`${file} → ${spec}${mark}`);
        }
        if (fromConsoleLayer === 'features' && toLayer === 'app') {
          bump(upward.featuresToApp, test);
          upward.examples.push(`${file} → ${spec}${mark}`);
        }
        const toFeature = consoleFeatureOf(target + '/');
        if (feature && toFeature && toFeature !== feature) {
          bump(cross.total, test);
          if (!test) cross.allPairs.add(`${feature} → ${toFeature}`);
          if (isFeatureIndex(target, toFeature)) bump(cross.throughIndex, test);
          else {
            bump(bypass.imports, test);
            if (!test) bypass.pairs.add(`${feature} → ${toFeature}`);
            bypass.examples.push(`${file} → ${spec}${mark}`);
          }
        }
      }
    }
  }

  sizes.sort((a, b) => b.lines - a.lines || a.file.localeCompare(b.file));
  const withoutIndex = [...features].filter((f) => !featureIndex.has(f)).sort();
  return {
    emulatorModuleImports: { ...emu, pairs: emu.pairs.size },
    emulatorModuleImportsNotIdentity: notIdentity,
    emulatorModuleGraph: { cycles: graphCycles(moduleEdges), deepImports: deep.imports, deepList: deep.list },
    upwardImports: upward,
    consoleCrossFeatureAll: { total: cross.total, throughIndex: cross.throughIndex, pairs: cross.allPairs.size },
    consoleCrossFeature: { ...bypass, pairs: bypass.pairs.size },
    consoleWirePaths: { count: wire.list.length, list: wire.list },
    consoleApiFiles: api,
    featuresWithoutIndex: { count: withoutIndex.length, of: features.size, names: withoutIndex },
    filesOverLimit: {
      limit: maxLines,
      count: sizes.filter((s) => s.lines > maxLines).length,
      tests: sizes.filter((s) => s.lines > maxLines && isTestFile(s.file)).length,
    },
    largestFiles: sizes.slice(0, largest),
  };
}

/** The files git lists below `repo` (tracked, and untracked ones it does not ignore) that exist and are source. */
export function listSourceFiles(repo) {
  const out = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: repo,
    maxBuffer: 64 * 1024 * 1024,
  }).toString('utf8');
  return [...new Set(out.split('\0').filter(Boolean))]
    .filter(isSourceFile)
    .filter((file) => fs.existsSync(path.join(repo, file)))
    .sort();
}

/** Runs `duplicates --most 1` in `repo` and answers its pair count (null when the command is missing or fails). */
export function duplicatePairs(repo) {
  try {
    const out = execFileSync('duplicates', ['--most', '1', '--seconds', '120'], {
      cwd: repo,
      maxBuffer: 16 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'pipe'],
    }).toString('utf8');
    return { pairs: parseDuplicatesCount(out), firstLine: out.split(/\r?\n/, 1)[0] };
  } catch (error) {
    return { pairs: null, firstLine: `duplicates not run: ${error.message.split('\n', 1)[0]}` };
  }
}

/** `a → x`, `a → y`, `b → z` → `a → x, y`, `b → z` (one line per importing file). */
export function groupByFile(examples) {
  const byFile = new Map();
  for (const line of examples) {
    const at = line.indexOf(' → ');
    const file = line.slice(0, at);
    byFile.set(file, [...(byFile.get(file) ?? []), line.slice(at + 3)]);
  }
  return [...byFile].map(([file, targets]) =>
    targets.length > 3
      ? `${file} → ${targets.length} imports (${targets.slice(0, 2).join(', ')}, …)`
      : `${file} → ${targets.join(', ')}`,
  );
}

const both = (c) => `${c.code} (+${c.tests} in tests)`;

function report(m, dup, { list = false } = {}) {
  const lines = [];
  const e = m.emulatorModuleImports;
  lines.push(
    `imports between emulator modules: ${both(e.total)}; of another module's entities: ${both(e.entities)}; of another module's services: ${both(e.services)}; module pairs: ${e.pairs}`,
  );
  const n = m.emulatorModuleImportsNotIdentity;
  lines.push(
    `imports between emulator modules not into modules/identity: ${both(n.total)}; of entities: ${both(n.entities)}; of services: ${both(n.services)}`,
  );
  if (list) for (const x of n.list) lines.push(`  ${x}`);
  const g = m.emulatorModuleGraph;
  lines.push(
    `emulator module cycles: ${g.cycles.length}${g.cycles.length ? ` (${g.cycles.map((c) => c.join(' ↔ ')).join('; ')})` : ''}; imports past a module's index.ts: ${both(g.deepImports)}`,
  );
  if (list) for (const x of g.deepList) lines.push(`  ${x}`);
  const u = m.upwardImports;
  lines.push(`upward imports, emulator core/ or database/ → modules/ or the root (app.*, main): ${both(u.emulator)}`);
  lines.push(`upward imports, console components/ lib/ stores/ testing/ → features/ or app/: ${both(u.console)}`);
  lines.push(`upward imports, console features/ → app/: ${both(u.featuresToApp)}`);
  for (const x of groupByFile(u.examples)) lines.push(`  ${x}`);
  const a = m.consoleCrossFeatureAll;
  lines.push(
    `console cross-feature imports: ${both(a.total)}; through the index: ${both(a.throughIndex)}; feature pairs: ${a.pairs}`,
  );
  const c = m.consoleCrossFeature;
  lines.push(`console cross-feature imports not through an index: ${both(c.imports)}; feature pairs: ${c.pairs}`);
  for (const x of c.examples) lines.push(`  ${x}`);
  const w = m.consoleWirePaths;
  lines.push(`console literal wire paths (non-spec code, browser routes and comments left out): ${w.count}`);
  if (list) for (const x of w.list) lines.push(`  ${x}`);
  const api = m.consoleApiFiles;
  lines.push(`console api files (features/*/api, non-spec): ${api.files}; mutation-only wrappers: ${api.mutationOnly}`);
  const f = m.featuresWithoutIndex;
  lines.push(`console features without index.ts: ${f.count} of ${f.of}${f.count ? ` (${f.names.join(', ')})` : ''}`);
  const o = m.filesOverLimit;
  lines.push(`source files over ${o.limit} lines (generated data excluded): ${o.count} (${o.tests} of them tests)`);
  lines.push('largest source files:');
  for (const s of m.largestFiles) lines.push(`  ${String(s.lines).padStart(6)}  ${s.file}`);
  lines.push(`duplicates --most 1: ${dup.pairs ?? 'n/a'} pairs (${dup.firstLine})`);
  return lines.join('\n');
}

function main(argv) {
  const args = argv.slice(2);
  const repoAt = args.indexOf('--repo');
  const repo = path.resolve(repoAt >= 0 ? args[repoAt + 1] : process.cwd());
  const files = listSourceFiles(repo).map((file) => ({ file, text: fs.readFileSync(path.join(repo, file), 'utf8') }));
  const m = measure(files);
  const dup = args.includes('--no-duplicates')
    ? { pairs: null, firstLine: 'not run (--no-duplicates)' }
    : duplicatePairs(repo);
  if (args.includes('--json')) console.log(JSON.stringify({ ...m, duplicates: dup }, null, 2));
  else console.log(report(m, dup, { list: args.includes('--list') || args.includes('-v') }));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main(process.argv);
