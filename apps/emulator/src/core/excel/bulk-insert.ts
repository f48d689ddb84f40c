import type { AfterQueryEvent, EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';

/** The part of better-sqlite3's Database the fast path uses. */
interface SqliteConnection {
  prepare(sql: string): { run(...params: unknown[]): unknown; source: string };
}

/**
 * Inserts many rows inside the caller's transaction. On better-sqlite3 it runs one prepared statement per
 * row synchronously: tens of thousands of rows take a fraction of a second, and since nothing yields to the
 * event loop no other request's statement can interleave with the import's transaction on the shared
 * connection. Other drivers get chunked multi-row inserts. Values go through the driver's own conversion
 * (dates, booleans) and are always bound (a property left undefined is written as NULL, not as the column
 * default); column names come from the entity metadata.
 */
export async function bulkInsert<T extends ObjectLiteral, R>(
  em: EntityManager,
  entity: EntityTarget<T>,
  rows: Iterable<R>,
  toEntity: (row: R) => Partial<T>,
): Promise<void> {
  const metadata = em.connection.getMetadata(entity);
  const driver = em.connection.driver;
  const columns = metadata.columns.filter((c) => c.isInsert);
  if (driver.options.type === 'better-sqlite3') {
    const connection = (driver as unknown as { databaseConnection: SqliteConnection }).databaseConnection;
    const esc = (name: string) => driver.escape(name);
    const statement = connection.prepare(
      `INSERT INTO ${esc(metadata.tableName)} (${columns.map((c) => esc(c.databaseName)).join(', ')}) VALUES (${columns
        .map(() => '?')
        .join(', ')})`,
    );
    for (const row of rows) {
      const values = toEntity(row) as Record<string, unknown>;
      statement.run(
        ...columns.map((c) => {
          const v = values[c.propertyName];
          return v === undefined ? null : (driver.preparePersistentValue(v, c) as unknown);
        }),
      );
    }
    // Past TypeORM, so its subscribers (the read caches' invalidation, core/cache) hear of the write here.
    const event = { query: statement.source, parameters: [], success: true } as unknown as AfterQueryEvent;
    for (const subscriber of em.connection.subscribers) await subscriber.afterQuery?.(event);
    return;
  }
  let chunk: Partial<T>[] = [];
  const flush = async () => {
    if (chunk.length) await em.createQueryBuilder().insert().into(entity).values(chunk).updateEntity(false).execute();
    chunk = [];
  };
  for (const row of rows) {
    chunk.push(toEntity(row));
    if (chunk.length === 200) await flush();
  }
  await flush();
}
