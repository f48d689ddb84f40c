import type { MigrationInterface, QueryRunner } from 'typeorm';

const isSqlite = (queryRunner: QueryRunner) =>
  ['better-sqlite3', 'sqlite'].includes(queryRunner.connection.driver.options.type);

/**
 * Issue #17 §5: prefix searches on a user's phone (`right_like`, the advanced query) use an index. SQLite's LIKE
 * is case-insensitive, so only an index with NOCASE collation serves it (the unique index is BINARY).
 */
export class UserPhonePrefixIndex1795706205785 implements MigrationInterface {
  name = 'UserPhonePrefixIndex1795706205785';

  async up(queryRunner: QueryRunner): Promise<void> {
    // NOCASE is SQLite's; another database gets its own index when it is supported.
    if (!isSqlite(queryRunner)) return;
    await queryRunner.query('CREATE INDEX "idx_su_phone_nocase" ON "sys_user" ("phone" COLLATE NOCASE)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    if (!isSqlite(queryRunner)) return;
    await queryRunner.query('DROP INDEX "idx_su_phone_nocase"');
  }
}
