import { type MigrationInterface, type QueryRunner, Table, TableColumn, TableIndex } from 'typeorm';
import { columnBuilders } from './column-builders';

/** Operations pages (issue #12): the data log, and where each session signed in from. */
export class Operations1795691315943 implements MigrationInterface {
  name = 'Operations1795691315943';

  async up(queryRunner: QueryRunner): Promise<void> {
    const { str, audit } = columnBuilders(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: 'sys_data_log',
        columns: [
          str('id', 32, { isPrimary: true, isNullable: false }),
          ...audit,
          str('data_table', 32, { isNullable: false }),
          str('data_id', 32, { isNullable: false }),
          { name: 'data_content', type: 'text', isNullable: false },
          { name: 'data_version', type: 'integer', isNullable: false },
          str('create_name', 100),
        ],
        indices: [
          new TableIndex({ name: 'idx_sdl_table_data', columnNames: ['data_table', 'data_id', 'data_version'] }),
        ],
      }),
      true,
    );
    await queryRunner.addColumns('sys_user_token', [
      new TableColumn(str('ip', 100)),
      new TableColumn(str('user_agent', 500)),
    ]);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumns('sys_user_token', ['ip', 'user_agent']);
    await queryRunner.dropTable('sys_data_log', true);
  }
}
