import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { ENTITIES } from '../../src/app.entities';
import { adaptDialect } from '../../src/core/database/postgres-dialect';
import { MIGRATIONS } from '../../src/database/migrations';
import { createDatabase, dropDatabase, withClient } from './postgres';

/**
 * The contract suite on PostgreSQL (`EMULATOR_TEST_DB=postgres`, issue #16): `PG_TEST_ADMIN_URL` names a cluster
 * (jest's global setup starts a throwaway one, test/support/postgres-global-setup.ts). Every test app gets its
 * own database, cloned from a template that holds the migrated, empty schema (built once, by the first worker
 * that needs it, under an advisory lock), so each app seeds and runs as on a fresh in-memory SQLite.
 */
export const postgresTestMode = () => process.env.EMULATOR_TEST_DB === 'postgres';

const TEMPLATE = 'cw_template';
const TEMPLATE_LOCK = 0x63770017;

const adminUrl = () => {
  const url = process.env.PG_TEST_ADMIN_URL;
  if (!url) throw new Error('EMULATOR_TEST_DB=postgres needs PG_TEST_ADMIN_URL (set by the jest global setup)');
  return url;
};

async function ensureTemplate(admin: string): Promise<void> {
  await withClient(admin, async (client) => {
    await client.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    try {
      const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [TEMPLATE]);
      if (found.rowCount) return;
      const url = await createDatabase(admin, TEMPLATE);
      const db = adaptDialect(new DataSource({ type: 'postgres', url, entities: ENTITIES, migrations: MIGRATIONS }));
      await db.initialize();
      await db.runMigrations();
      await db.destroy();
      await client.query(`ALTER DATABASE ${TEMPLATE} WITH IS_TEMPLATE true ALLOW_CONNECTIONS false`);
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [TEMPLATE_LOCK]);
    }
  });
}

/** A fresh database with the migrated schema; `drop()` removes it. */
export async function freshTestDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const admin = adminUrl();
  await ensureTemplate(admin);
  const name = `cw_t${process.env.JEST_WORKER_ID ?? '0'}_${randomBytes(6).toString('hex')}`;
  const url = await createDatabase(admin, name, TEMPLATE);
  return { url, drop: () => dropDatabase(admin, name) };
}
