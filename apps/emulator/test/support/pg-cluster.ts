import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Debian's PostgreSQL 15 binaries (`apt-get install postgresql`); `PG_BIN` overrides. */
export const PG_BIN = process.env.PG_BIN || '/usr/lib/postgresql/15/bin';

/** Why a real PostgreSQL cannot be started here, or `null` when it can. */
export const postgresMissing = (): string | null =>
  ['initdb', 'pg_ctl'].every((tool) => existsSync(path.join(PG_BIN, tool)))
    ? null
    : `PostgreSQL binaries not found in ${PG_BIN} (apt-get install postgresql, or set PG_BIN)`;

export interface PasswordCluster {
  port: number;
  /** Stops the server at once and deletes its folder. */
  destroy(): void;
}

const freeLoopbackPort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });

/**
 * A throwaway PostgreSQL cluster on a free loopback port whose TCP logins need the password (scram-sha-256) of the
 * superuser `postgres`. `initdb` and `pg_ctl` refuse root, so as root they run as the `postgres` user (`PG_RUN_AS`)
 * with the data folder (under the temp folder) owned by that user.
 */
export async function startPasswordCluster(password: string): Promise<PasswordCluster> {
  const missing = postgresMissing();
  if (missing) throw new Error(missing);
  const runAs = process.getuid?.() === 0 ? process.env.PG_RUN_AS || 'postgres' : undefined;
  const ids = runAs
    ? {
        uid: Number(execFileSync('id', ['-u', runAs]).toString().trim()),
        gid: Number(execFileSync('id', ['-g', runAs]).toString().trim()),
      }
    : undefined;
  const run = (tool: string, args: string[]) => {
    const bin = path.join(PG_BIN, tool);
    const [command, argv] = runAs ? ['runuser', ['-u', runAs, '--', bin, ...args]] : [bin, args];
    const result = spawnSync(command, argv, { encoding: 'utf8' });
    if (result.status !== 0)
      throw new Error(`${tool} failed (${result.status}): ${result.stderr || result.stdout || result.error?.message}`);
  };
  const root = mkdtempSync(path.join(tmpdir(), 'cropwatch-pgtest-'));
  const owned = (file: string) => ids && chownSync(file, ids.uid, ids.gid);
  owned(root);
  const pwFile = path.join(root, 'pw');
  writeFileSync(pwFile, `${password}\n`, { mode: 0o600 });
  owned(pwFile);
  const dataDir = path.join(root, 'data');
  const logFile = path.join(root, 'server.log');
  writeFileSync(logFile, '');
  owned(logFile);
  const port = await freeLoopbackPort();
  try {
    run('initdb', [
      '-D',
      dataDir,
      '-U',
      'postgres',
      `--pwfile=${pwFile}`,
      '--auth-local=trust',
      '--auth-host=scram-sha-256',
      '-E',
      'UTF8',
      '--locale=C',
      '--no-sync',
    ]);
  } catch (e) {
    rmSync(root, { recursive: true, force: true });
    throw e;
  }
  const settings = `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=off`;
  run('pg_ctl', ['-D', dataDir, '-o', settings, '-l', logFile, '-w', '-t', '30', 'start']);
  return {
    port,
    destroy: () => {
      try {
        run('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(root, { recursive: true, force: true });
      }
    },
  };
}
