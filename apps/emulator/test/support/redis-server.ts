import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });

/**
 * A throwaway `redis-server` (Debian's, as in the cluster tests) on a free loopback port, no persistence, for
 * specs of the Redis code paths. `client()` opens a connection that `stop()` closes with the server.
 */
export async function startRedisServer(): Promise<{ url: string; client(): Redis; stop(): Promise<void> }> {
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cropwatch-redis-'));
  const child: ChildProcess = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  // Without Debian's redis-server the probe below would retry until the hook's time-out: say why at once.
  const failed = new Promise<never>((_, reject) => {
    child.once('error', (e: NodeJS.ErrnoException) =>
      reject(
        new Error(e.code === 'ENOENT' ? 'redis-server is not installed: apt-get install -y redis-server' : e.message),
      ),
    );
    child.once('exit', (code) => reject(new Error(`redis-server exited with ${code} before it answered`)));
  });
  failed.catch(() => undefined);
  const url = `redis://127.0.0.1:${port}`;
  const clients: Redis[] = [];
  const client = () => {
    const c = new Redis(url, { maxRetriesPerRequest: 1 });
    clients.push(c);
    return c;
  };
  const probe = client();
  for (let i = 0; ; i++) {
    try {
      await Promise.race([probe.ping(), failed]);
      break;
    } catch (e) {
      if (i > 50 || child.exitCode !== null || !child.pid) {
        probe.disconnect();
        fs.rmSync(dir, { recursive: true, force: true });
        throw e;
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return {
    url,
    client,
    stop: async () => {
      for (const c of clients) c.disconnect();
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** One `redis-server` for a describe block (started before its tests, stopped after); `redis()` is its client. */
export function useRedisServer(): { url(): string; redis(): Redis; client(): Redis } {
  let server: Awaited<ReturnType<typeof startRedisServer>> | undefined;
  let main: Redis | undefined;
  beforeAll(async () => {
    server = await startRedisServer();
    main = server.client();
  });
  afterAll(() => server?.stop());
  return { url: () => server!.url, redis: () => main!, client: () => server!.client() };
}
