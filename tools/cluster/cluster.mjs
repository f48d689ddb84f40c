// `npm run cluster`: PostgreSQL and Redis under DATA_DIR/cluster, three emulator instances and haproxy on PORT,
// everything on loopback; Ctrl-C stops it all. Installs nothing: names the Debian packages that are missing.
import fs from 'node:fs';
import path from 'node:path';
import { buildIfStale } from '../lib/build.mjs';
import { findBinaries, grantReach, startCluster } from '../lib/cluster.mjs';
import { ROOT } from '../lib/process.mjs';

const { missing, installLine } = findBinaries();
if (missing.length) {
  console.error(`npm run cluster needs ${missing.join(', ')}. Install with:\n  sudo ${installLine}`);
  process.exit(1);
}
const port = Number(process.env.PORT || 8080);
const instances = Number(process.env.CLUSTER_INSTANCES || 3);
const dataRoot = path.resolve(ROOT, process.env.DATA_DIR || './data');
const dataDir = path.join(dataRoot, 'cluster');

// As root, PostgreSQL and Redis run as an unprivileged user: refuse before building when it cannot reach DATA_DIR.
try {
  fs.mkdirSync(dataDir, { recursive: true });
  grantReach(dataDir, { dataRoot, log: (line) => console.log(`  ${line}`) });
} catch (e) {
  console.error(`Cannot start the cluster: ${e.message}`);
  process.exit(1);
}

if ((await buildIfStale()) !== 0) process.exit(1);

const cluster = await startCluster({
  dataDir,
  dataRoot,
  port,
  instances,
  env: { CONSOLE_DIST: path.join(ROOT, 'apps/console/dist'), SEED_DEMO: 'on' },
  log: (line) => console.log(`  ${line}`),
}).catch((e) => {
  console.error(`Cannot start the cluster: ${e.message}`);
  process.exit(1);
});
console.log(
  [
    '',
    `CropWatch GPT cluster: ${cluster.instances.length} emulator instances behind haproxy`,
    `  Console and API: ${cluster.url}/  (API ${cluster.url}/jeecg-boot)`,
    `  Data:            ${dataDir}  (PostgreSQL, Redis, shared uploads, logs in ${cluster.logDir})`,
    '  Sign in as admin / 123456. Ctrl-C stops everything.',
  ].join('\n'),
);

let stopping = false;
const shutdown = async () => {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping haproxy, the instances, Redis and PostgreSQL…');
  await cluster.stop();
  process.exit(0);
};
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => void shutdown());
for (const i of cluster.instances)
  i.child.once('exit', (code) => {
    if (!stopping) console.error(`instance ${i.name} exited (${code}); haproxy keeps serving with the others`);
  });
