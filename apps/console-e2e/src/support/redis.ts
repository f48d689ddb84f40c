import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './emulator';

/** Debian's `redis-server` when installed (`apt-get install redis-server`), else null. */
export const REDIS_SERVER =
  ['/usr/bin/redis-server', '/usr/local/bin/redis-server'].find((f) => fs.existsSync(f)) ?? null;

export interface RunningRedis {
  url: string;
  stop(): Promise<void>;
}

/** Resolves when the server at `port` answers PING with +PONG. */
const pong = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('+PONG'));
    });
    socket.once('error', () => resolve(false));
  });

/** A throwaway `redis-server` on a free loopback port, nothing persisted, its folder removed on stop. */
export async function startRedis(): Promise<RunningRedis> {
  if (!REDIS_SERVER) throw new Error('redis-server is not installed: apt-get install redis-server');
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cropwatch-e2e-redis-'));
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--save', '', '--appendonly', 'no'];
  const child: ChildProcess = spawn(REDIS_SERVER, args, { stdio: 'ignore' });
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  for (let i = 0; !(await pong(port)); i++) {
    if (i > 100 || child.exitCode !== null) {
      await stop();
      throw new Error(`redis-server did not answer on port ${port}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url: `redis://127.0.0.1:${port}`, stop };
}
