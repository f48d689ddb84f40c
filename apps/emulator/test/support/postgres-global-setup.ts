import { type PgCluster, startPostgres } from './postgres';

/**
 * Jest global setup of the PostgreSQL run: starts a throwaway cluster (unless `PG_TEST_ADMIN_URL` already names
 * one) and hands its URL to the workers through the environment.
 */
export default async function setup(): Promise<void> {
  if (process.env.PG_TEST_ADMIN_URL) return;
  const cluster = await startPostgres();
  (globalThis as { __pgCluster?: PgCluster }).__pgCluster = cluster;
  process.env.PG_TEST_ADMIN_URL = cluster.url();
}
