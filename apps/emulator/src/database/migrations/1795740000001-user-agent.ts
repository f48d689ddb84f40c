import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm';
import { columnBuilders } from './column-builders';

/** Issue #30: `sys_user_agent`, the user agent dialog of the user page (SysUserAgent of JeecgBoot 3.4.0). */
export class UserAgent1795740000001 implements MigrationInterface {
  name = 'UserAgent1795740000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    const { str, time, audit } = columnBuilders(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: 'sys_user_agent',
        columns: [
          str('id', 32, { isPrimary: true, isNullable: false }),
          ...audit,
          str('user_name', 100),
          str('agent_user_name', 100),
          time('start_time'),
          time('end_time'),
          str('status', 2),
          str('create_name', 50),
          str('update_name', 50),
          str('sys_org_code', 64),
          str('sys_company_code', 64),
        ],
        indices: [new TableIndex({ name: 'idx_sys_user_agent_user', columnNames: ['user_name'] })],
      }),
      true,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('sys_user_agent', true);
  }
}
