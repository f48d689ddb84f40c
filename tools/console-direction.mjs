/**
 * Counts of the console's layering (issue #28):
 *
 *   node tools/console-direction.mjs [--list] [--root <console src folder>]
 *
 * - shared → feature/app: imports from components/, lib/, stores/, testing/ into features/ or app/;
 * - feature → app: imports from a feature into the app shell;
 * - cross-feature imports: a feature importing another feature, and how many of them bypass its index.ts;
 * - features with an index.ts;
 * - literal wire paths: string literals in non-spec console code that start like a server path (`/sys/…`, `/crop/…`)
 *   and are not a route the browser navigates to (comments are skipped);
 * - api files: non-spec files under features/<feature>/api/, and how many of them only wrap a mutation.
 * Lint (`eslint.config.mjs`, block "Console direction") enforces the first three; this prints the numbers.
 */
import fs from 'node:fs';
import path from 'node:path';

const rootArg = process.argv.indexOf('--root');
const root = rootArg > 0 ? path.resolve(process.argv[rootArg + 1]) : path.resolve(import.meta.dirname, '../apps/console/src');
const list = process.argv.includes('--list');
const files = [];
(function walk(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(p);
    else if (/\.(tsx?|mts)$/.test(entry.name)) files.push(p);
  }
})(root);

const rel = (f) => path.relative(root, f).split(path.sep).join('/');
const layer = (f) => {
  const [top, feature, ...rest] = rel(f).split('/');
  return top === 'features' ? { top, feature, rest: rest.join('/') } : { top };
};
const resolve = (from, spec) => {
  const base = path.resolve(path.dirname(from), spec);
  for (const c of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`])
    if (fs.existsSync(c) && fs.statSync(c).isFile()) return c;
  return base;
};
const SHARED = new Set(['components', 'lib', 'stores', 'testing']);
const IMPORT = /(?:from\s+|import\s*\(\s*|import\s+|vi\.mock\(\s*)'(\.[^']*)'/g;
const WIRE = /['`](\/(?:sys|crop|online|analysis|chat|gpt|test|jeecg|message|monitor|actuator|oss)\/[A-Za-z][^'`]*)['`]/g;
const NAVIGATION = /navigate\(|\?id=|\?q=|NEW_TASK = |MY_ANNOUNCEMENTS_PATH = /; // routes the browser opens, not calls

const sharedUp = [];
const featureApp = [];
const cross = [];
const wire = [];
for (const f of files) {
  const src = fs.readFileSync(f, 'utf8');
  const from = layer(f);
  for (const m of src.matchAll(IMPORT)) {
    const to = layer(resolve(f, m[1]));
    const line = `${rel(f)} -> ${rel(resolve(f, m[1]))}`;
    if (SHARED.has(from.top) && (to.top === 'features' || to.top === 'app')) sharedUp.push(line);
    if (from.top === 'features' && to.top === 'app') featureApp.push(line);
    if (from.top === 'features' && to.top === 'features' && from.feature !== to.feature)
      cross.push({ line, pair: `${from.feature}->${to.feature}`, internal: !/^index\.tsx?$/.test(to.rest) });
  }
  if (/\.spec\.tsx?$/.test(f) || f.includes(`${path.sep}testing${path.sep}`)) continue;
  src.split('\n').forEach((text, i) => {
    if (/^\s*(\*|\/\/|\/\*)/.test(text) || NAVIGATION.test(text)) return;
    for (const m of text.matchAll(WIRE)) wire.push(`${rel(f)}:${i + 1} ${m[1]}`);
  });
}

const featuresDir = path.join(root, 'features');
const features = fs.readdirSync(featuresDir).filter((d) => fs.statSync(path.join(featuresDir, d)).isDirectory());
const withIndex = features.filter((d) => fs.existsSync(path.join(featuresDir, d, 'index.ts')));
const apiFiles = files.filter((f) => /^features\/[^/]+\/api\//.test(rel(f)) && !/\.spec\.tsx?$/.test(f));
const mutationOnly = apiFiles.filter((f) => {
  const src = fs.readFileSync(f, 'utf8');
  return /useMutation\(/.test(src) && !/useQuery\(|queryOptions\(/.test(src);
});

const show = (title, n, lines) => {
  console.log(`${title}: ${n}`);
  if (list) for (const l of lines) console.log(`  ${l}`);
};
show('shared -> feature/app imports', sharedUp.length, sharedUp);
show('feature -> app imports', featureApp.length, featureApp);
show(
  `cross-feature imports (${new Set(cross.map((c) => c.pair)).size} pairs)`,
  cross.length,
  cross.map((c) => c.line),
);
show(
  'cross-feature imports bypassing the index',
  cross.filter((c) => c.internal).length,
  cross.filter((c) => c.internal).map((c) => c.line),
);
console.log(`features with an index.ts: ${withIndex.length} / ${features.length}`);
show('literal wire paths', wire.length, wire);
console.log(`api files: ${apiFiles.length} (mutation-only wrappers: ${mutationOnly.length})`);
