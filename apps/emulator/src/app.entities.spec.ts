import { DataSource } from 'typeorm';
import { ENTITIES } from './app.entities';
import { MIGRATIONS } from './database/migrations';

describe('migrations', () => {
  let db: DataSource;

  beforeAll(async () => {
    db = new DataSource({
      type: 'better-sqlite3',
      database: ':memory:',
      entities: ENTITIES,
      migrations: MIGRATIONS,
      synchronize: false,
    });
    await db.initialize();
    await db.runMigrations();
  });
  afterAll(() => db.destroy());

  it('create exactly the schema the entities map, so synchronize would change nothing', async () => {
    const pending = await db.driver.createSchemaBuilder().log();
    expect(pending.upQueries.map((q) => q.query)).toEqual([]);
  });

  it('can be reverted', async () => {
    for (let i = 0; i < MIGRATIONS.length; i++) await db.undoLastMigration();
    const tables: { name: string }[] = await db.query(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE 'sys_%'",
    );
    expect(tables).toEqual([]);
    await db.runMigrations();
  });
});
