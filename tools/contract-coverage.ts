/**
 * Compares the routes the emulator really serves with the contract's endpoint table.
 *
 *   npx tsx --conditions=@cropwatch/source tools/contract-coverage.ts
 *
 * Boots the emulator in-process (temporary DATA_DIR, in-memory database), reads the routes Fastify registered,
 * and prints what is served but not in the contract and what the contract lists but nobody serves
 * (`alsoMethods` included; a handler for every method counts as GET, POST, PUT and DELETE).
 * Exits 1 when the two differ, 2 when the emulator cannot start.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { register } from 'tsx/cjs/api';

type AppFactory = typeof import('../apps/emulator/src/app.factory');
type RouteTable = typeof import('../apps/emulator/src/core/http/route-table');
type Contract = typeof import('../libs/contract/src/index');

const CONTEXT_PATH = '/jeecg-boot';

async function main(): Promise<number> {
  // Nest needs legacy decorators; tsx reads this tsconfig when the namespace below registers.
  process.env.TSX_TSCONFIG_PATH = path.resolve(__dirname, '../apps/emulator/tsconfig.json');
  const emulator = register({ namespace: 'contract-coverage' });
  const { createApp } = emulator.require('../apps/emulator/src/app.factory', __filename) as AppFactory;
  const { diffAgainstContract, listServedRoutes } = emulator.require(
    '../apps/emulator/src/core/http/route-table',
    __filename,
  ) as RouteTable;
  const { endpointTable } = emulator.require('@cropwatch/contract', __filename) as Contract;

  const dataDir = mkdtempSync(path.join(tmpdir(), 'cropwatch-coverage-'));
  const app = await createApp({
    env: { ...process.env, DATA_DIR: dataDir, CAPTCHA: 'off', CONSOLE_DIST: '' },
    config: { dataDir, database: ':memory:' },
    logger: false,
  });
  try {
    const diff = diffAgainstContract(listServedRoutes(app), endpointTable, CONTEXT_PATH);
    console.log(
      `Emulator serves ${diff.servedCount} method+path pairs; the contract lists ${diff.contractCount} (${Object.keys(endpointTable).length} endpoints).`,
    );
    if (diff.unlisted.length) {
      console.log(`\nServed by the emulator but not in the contract (${diff.unlisted.length}):`);
      for (const r of diff.unlisted) console.log(`  ${r}`);
    }
    if (diff.missing.length) {
      console.log(`\nIn the contract but not served by the emulator (${diff.missing.length}):`);
      for (const m of diff.missing) console.log(`  ${m.route}   (${m.endpoint})`);
    }
    const same = diff.unlisted.length === 0 && diff.missing.length === 0;
    if (same) console.log('Both sides match.');
    return same ? 0 : 1;
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (e: unknown) => {
    console.error('contract coverage failed:', e instanceof Error ? e.message : e);
    process.exit(2);
  },
);
