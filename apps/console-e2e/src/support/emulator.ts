import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '../../../..');
export const EMULATOR_ENTRY = path.join(ROOT, 'apps/emulator/dist/main.js');
// Overridable so parallel work can build the console elsewhere (`vite build --outDir …`) without clobbering dist/.
export const CONSOLE_DIST = process.env.E2E_CONSOLE_DIST ?? path.join(ROOT, 'apps/console/dist');

export function freePort(): Promise<number> {
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

/** Waits until `url` answers (`okOnly`: with a 2xx status). */
async function waitUntilServing(url: string, okOnly: boolean, child: ChildProcess, logFile: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      const response = await fetch(url);
      if (response.ok || !okOnly) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const log = fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8').slice(-4000) : '';
  throw new Error(`The emulator did not serve ${url} (exit code ${child.exitCode}).\n${log}`);
}

export interface RunningEmulator {
  baseURL: string;
  dataDir: string;
  stop: () => Promise<void>;
}

/**
 * Starts the already built emulator on a free loopback port with a fresh data directory and the captcha switched
 * off; `consoleDist` (optional) is the console build it serves, `env` adds to its environment. Builds nothing.
 */
export async function startEmulator(options: {
  logFile: string;
  consoleDist?: string;
  /** More environment for the emulator (e.g. `REDIS_URL`). */
  env?: Record<string, string>;
}): Promise<RunningEmulator> {
  if (!fs.existsSync(EMULATOR_ENTRY))
    throw new Error(`${path.relative(ROOT, EMULATOR_ENTRY)} is missing: run "npm run build" first`);
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cropwatch-e2e-'));
  fs.mkdirSync(path.dirname(options.logFile), { recursive: true });
  const log = fs.openSync(options.logFile, 'w');
  const child = spawn(process.execPath, [EMULATOR_ENTRY], {
    cwd: ROOT,
    stdio: ['ignore', log, log],
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      CAPTCHA: 'off',
      ...(options.consoleDist ? { CONSOLE_DIST: options.consoleDist } : {}),
      ...options.env,
    },
  });
  const baseURL = `http://127.0.0.1:${port}`;
  try {
    // With a console the sign-in page must be served; without one, any answer of the API will do.
    const probe = options.consoleDist ? `${baseURL}/user/login` : `${baseURL}/jeecg-boot/`;
    await waitUntilServing(probe, !!options.consoleDist, child, options.logFile);
  } catch (error) {
    child.kill('SIGKILL');
    fs.closeSync(log);
    throw error;
  }
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    fs.closeSync(log);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  return { baseURL, dataDir, stop };
}
