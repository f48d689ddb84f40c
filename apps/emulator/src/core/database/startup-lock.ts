import { Client } from 'pg';
import type { EmulatorConfig } from '../config/emulator.config';

/** Advisory lock key of "migrations and seed" (any constant shared by every instance; 0x63770016 = "cw", #16). */
export const STARTUP_LOCK_KEY = 0x63770016;

/**
 * Runs `fn` (building the application: migrations, seeders, the first-start seed) while holding a PostgreSQL
 * session advisory lock, so three instances started at the same moment migrate and seed one after the other:
 * the first creates the schema and the rows, the others find them and leave them alone. The lock lives on its
 * own connection and dies with it, so a crashed instance never leaves it held. SQLite needs no lock.
 */
export async function withStartupLock<T>(config: EmulatorConfig, fn: () => Promise<T>): Promise<T> {
  if (config.dbType !== 'postgres') return fn();
  const client = new Client({ connectionString: config.databaseUrl, connectionTimeoutMillis: 10_000 });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    return await fn();
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => undefined);
    await client.end().catch(() => undefined);
  }
}
