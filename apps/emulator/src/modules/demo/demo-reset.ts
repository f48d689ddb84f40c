import { copyFileSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';

/** The marker the demo seed writes into DATA_DIR (`demo-seed.ts`); reset refuses folders without it. */
export const DEMO_MARKER_FILE = '.cropwatch-demo';
const DATABASE = 'cropwatch.sqlite';

export class DemoResetRefused extends Error {}

export interface DemoResetResult {
  removed: string[];
  backup: string | null;
}

/**
 * `npm run demo:reset`: puts DATA_DIR back to a fresh start, so the next start seeds the living demo again.
 * Only a folder the demo seed created (it holds `.cropwatch-demo`) is reset; any other folder is refused unless
 * `force` is given, and then its database is copied to `backups/` first. The server must be stopped.
 */
export function resetDemoData(dataDir: string, options: { force?: boolean; now?: Date } = {}): DemoResetResult {
  const dir = path.resolve(dataDir);
  const database = path.join(dir, DATABASE);
  const isDemo = existsSync(path.join(dir, DEMO_MARKER_FILE));
  if (!isDemo && !options.force) {
    throw new DemoResetRefused(
      `${dir} is not a demo DATA_DIR (no ${DEMO_MARKER_FILE}); nothing was changed. ` +
        'Run with --force to reset it anyway (its database is backed up to backups/ first).',
    );
  }
  let backup: string | null = null;
  if (!isDemo && existsSync(database)) {
    const stamp = (options.now ?? new Date()).toISOString().replace(/[:.]/g, '-');
    mkdirSync(path.join(dir, 'backups'), { recursive: true });
    backup = path.join(dir, 'backups', `cropwatch-${stamp}.sqlite`);
    copyFileSync(database, backup);
  }
  const removed: string[] = [];
  for (const name of [DATABASE, `${DATABASE}-wal`, `${DATABASE}-shm`, `${DATABASE}-journal`, DEMO_MARKER_FILE]) {
    const file = path.join(dir, name);
    if (existsSync(file)) {
      rmSync(file, { force: true });
      removed.push(name);
    }
  }
  return { removed, backup };
}
