import type { PgCluster } from './postgres';

/** Stops and deletes the cluster the global setup started. */
export default function teardown(): void {
  (globalThis as { __pgCluster?: PgCluster }).__pgCluster?.destroy();
}
