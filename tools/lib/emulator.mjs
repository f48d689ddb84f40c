// Starts the built emulator (serving the built console) on a free loopback port with a throw-away data directory.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { emulatorEnv } from './emulator-env.mjs';
import { ROOT, freePort, stop, waitForHttp } from './process.mjs';

export async function startEmulator({ logFile, env = {}, nodeArgs = [] } = {}) {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cropwatch-emulator-'));
  const out = logFile ? fs.openSync(logFile, 'w') : 'ignore';
  const child = spawn(process.execPath, [...nodeArgs, 'apps/emulator/dist/main.js'], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', out, out],
    env: emulatorEnv({
      PORT: String(port),
      DATA_DIR: dataDir,
      CAPTCHA: 'off',
      CONSOLE_DIST: path.join(ROOT, 'apps/console/dist'),
      ...env,
    }),
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const close = async () => {
    await stop(child);
    if (typeof out === 'number') fs.closeSync(out);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHttp(`${baseUrl}/user/login`, { child, timeoutMs: 60_000 });
  } catch (error) {
    await close();
    throw error;
  }
  return { baseUrl, port, child, close };
}
