// Scale-out (issue #16): getDictItems and getUserPermissionByToken through haproxy with 1 and with 3 emulator
// instances on one PostgreSQL and one Redis. On two cores expect little gain: the point is no loss, and that the
// answers stay correct. `node tools/bench/cluster.mjs` runs it alone; `npm run bench` includes it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { findBinaries, startCluster } from '../lib/cluster.mjs';
import { DICT_PATH, dictSign, load, probe, signIn } from './emulator-load.mjs';

const PERMISSION_PATH = '/jeecg-boot/sys/permission/getUserPermissionByToken';

async function measureOnce(instances, durationSeconds) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cropwatch-bench-cluster-'));
  const cluster = await startCluster({ dataDir, instances, env: { CAPTCHA: 'off' } });
  try {
    const token = await signIn(cluster.url);
    const endpoints = {
      getDictItems: {
        path: DICT_PATH,
        headers: () => ({ 'X-Access-Token': token, 'X-Sign': dictSign(), 'X-TIMESTAMP': String(Date.now()) }),
      },
      getUserPermissionByToken: { path: PERMISSION_PATH, headers: () => ({ 'X-Access-Token': token }) },
    };
    const out = {};
    for (const [name, endpoint] of Object.entries(endpoints)) {
      const url = `${cluster.url}${endpoint.path}`;
      const headers = endpoint.headers();
      await probe(url, headers);
      out[name] = await load(url, headers, durationSeconds);
    }
    return out;
  } finally {
    await cluster.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Requests per second through haproxy with one and with three instances; null with the reason when a binary is missing. */
export async function measureCluster(durationSeconds) {
  const { missing, installLine } = findBinaries();
  if (missing.length) return { skipped: `missing ${missing.join(', ')} (${installLine})` };
  return {
    durationSeconds,
    connections: 10,
    cpus: os.cpus().length,
    oneInstance: await measureOnce(1, durationSeconds),
    threeInstances: await measureOnce(3, durationSeconds),
  };
}

export function printCluster(result) {
  console.log('\nScale-out through haproxy (PostgreSQL + Redis)');
  if (result.skipped) {
    console.log(`  not measured: ${result.skipped}`);
    return;
  }
  const rows = {};
  for (const name of Object.keys(result.oneInstance)) {
    const one = result.oneInstance[name];
    const three = result.threeInstances[name];
    rows[name] = {
      '1 instance req/s': one.requestsPerSecond,
      '3 instances req/s': three.requestsPerSecond,
      'p99 ms (1 / 3)': `${one.p99Ms} / ${three.p99Ms}`,
      'non-2xx + errors (1 / 3)': `${one.non2xx + one.errors} / ${three.non2xx + three.errors}`,
    };
  }
  console.table(rows);
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const result = await measureCluster(Number(process.env.BENCH_DURATION ?? 10));
  printCluster(result);
  console.log(JSON.stringify(result));
}
