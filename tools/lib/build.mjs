// Decides which of the runnable projects need a build and runs it through Nx (which orders contract first and
// replays unchanged projects from its local cache).
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, bin, run } from './process.mjs';

const SKIP_DIRS = new Set(['node_modules', 'dist', 'coverage', 'test', '__tests__', 'test-results', '.nx']);
const isSpec = (file) => /\.(spec|test|e2e-spec)\.[cm]?[jt]sx?$/.test(file);

// Apps consume every library from source (Vite) or through its build (emulator): any library change counts.
const sharedInputs = ['libs', 'tsconfig.base.json', 'package-lock.json'];

/** The projects `npm start` needs, with the files whose change makes their output stale. */
export const BUILD_TARGETS = [
  { project: '@cropwatch/contract', output: 'libs/contract/dist', inputs: ['libs/contract', 'tsconfig.base.json'] },
  {
    project: '@cropwatch/emulator',
    output: 'apps/emulator/dist',
    entry: 'apps/emulator/dist/main.js',
    inputs: [...sharedInputs, 'apps/emulator/src', 'apps/emulator/package.json', 'apps/emulator/tsconfig.app.json'],
  },
  {
    project: '@cropwatch/console',
    output: 'apps/console/dist',
    entry: 'apps/console/dist/index.html',
    inputs: [
      ...sharedInputs,
      'apps/console/src',
      'apps/console/public',
      'apps/console/index.html',
      'apps/console/package.json',
      'apps/console/tsconfig.json',
      'apps/console/vite.config.ts',
    ],
  },
];

/** Newest modification time (ms) under `rel`, ignoring specs and generated folders; 0 when nothing exists. */
function newestMtime(rel, { includeSpecs = false } = {}) {
  const abs = path.join(ROOT, rel);
  let stat;
  try {
    stat = fs.statSync(abs);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(abs, { withFileTypes: true })) {
    if (entry.isDirectory() && SKIP_DIRS.has(entry.name)) continue;
    if (entry.isFile() && !includeSpecs && isSpec(entry.name)) continue;
    newest = Math.max(newest, newestMtime(path.join(rel, entry.name), { includeSpecs }));
  }
  return newest;
}

/** Projects whose output is missing or older than one of their inputs. */
export function staleTargets() {
  return BUILD_TARGETS.filter(({ output, entry, inputs }) => {
    if (entry && !fs.existsSync(path.join(ROOT, entry))) return true;
    const built = newestMtime(output, { includeSpecs: true });
    return built === 0 || Math.max(...inputs.map((input) => newestMtime(input))) > built;
  });
}

export const nxEnv = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' };

/** `nx run-many -t build` for the given projects (and, through `^build`, what they depend on). */
export function nxBuild(projects) {
  const nx = bin('nx');
  return run(nx, ['run-many', '-t', 'build', '-p', ...projects, '--outputStyle=static'], { env: nxEnv });
}

/** Builds whatever is stale; resolves to the exit code (0 when nothing had to be done). */
export async function buildIfStale(log = console.log) {
  const stale = staleTargets();
  if (stale.length === 0) {
    log('Build is up to date.');
    return 0;
  }
  log(`Building ${stale.map((t) => t.project).join(', ')} ...`);
  return nxBuild(stale.map((t) => t.project));
}
