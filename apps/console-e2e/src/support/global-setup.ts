import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '../../../..');
const emulatorEntry = path.join(root, 'apps/emulator/dist/main.js');
// Overridable so parallel work can build the console elsewhere (`vite build --outDir …`) without clobbering dist/.
const consoleDist = process.env.E2E_CONSOLE_DIST ?? path.join(root, 'apps/console/dist');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function waitUntilServing(baseURL: string, child: ChildProcess, logFile: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      const response = await fetch(`${baseURL}/user/login`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const log = fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8').slice(-4000) : '';
  throw new Error(`The emulator did not serve ${baseURL}/user/login (exit code ${child.exitCode}).\n${log}`);
}

/**
 * Starts the already built emulator, serving the already built console, on a free loopback port with a fresh data
 * directory and the captcha switched off. Builds nothing: `npm test` builds before it runs the browser tests.
 * Workers inherit E2E_BASE_URL from this process.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  for (const required of [emulatorEntry, path.join(consoleDist, 'index.html')]) {
    if (!fs.existsSync(required))
      throw new Error(`${path.relative(root, required)} is missing: run "npm run build" first`);
  }
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cropwatch-e2e-'));
  const logFile = path.join(root, 'tmp/test-results/e2e-emulator.log');
  fs.mkdirSync(path.dirname(logFile), { recursive: true });
  const log = fs.openSync(logFile, 'w');
  const child = spawn(process.execPath, [emulatorEntry], {
    cwd: root,
    stdio: ['ignore', log, log],
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      CAPTCHA: 'off',
      CONSOLE_DIST: consoleDist,
    },
  });
  const baseURL = `http://127.0.0.1:${port}`;
  try {
    await waitUntilServing(baseURL, child, logFile);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  process.env.E2E_BASE_URL = baseURL;
  process.env.E2E_DATA_DIR = dataDir;

  return async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    fs.closeSync(log);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
