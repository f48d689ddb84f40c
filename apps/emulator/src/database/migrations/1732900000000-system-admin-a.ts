import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm';
import { columnBuilders } from './column-builders';

/**
 * Menu data rules (contract §6.4), positions (§6.6) and an index for the user list's default order
 * (`createTime desc`), with the portable `Table` API.
 */
export class SystemAdminA1732900000000 implements MigrationInterface {
  name = 'SystemAdminA1732900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const { str, audit } = columnBuilders(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: 'sys_permission_data_rule',
        columns: [
          str('id', 32, { isPrimary: true, isNullable: false }),
          str('permission_id', 32, { isNullable: false }),
          str('rule_name', 50, { isNullable: false }),
          str('rule_column', 50),
          str('rule_conditions', 50, { isNullable: false }),
          str('rule_value', 300, { isNullable: false }),
          str('status', 3, { isNullable: false, default: "'1'" }),
          ...audit,
        ],
        indices: [new TableIndex({ name: 'idx_spdr_permission_id', columnNames: ['permission_id'] })],
      }),
      true,
    );
    await queryRunner.createTable(
      new Table({
        name: 'sys_position',
        columns: [
          str('id', 32, { isPrimary: true, isNullable: false }),
          str('code', 100, { isNullable: false, isUnique: true }),
          str('name', 100, { isNullable: false }),
          str('post_rank', 10),
          str('company_id', 64),
          str('sys_org_code', 64),
          ...audit,
        ],
      }),
      true,
    );
    await queryRunner.createIndex(
      'sys_user',
      new TableIndex({ name: 'idx_su_create_time', columnNames: ['create_time'] }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('sys_user', 'idx_su_create_time');
    await queryRunner.dropTable('sys_position', true);
    await queryRunner.dropTable('sys_permission_data_rule', true);
  }
}
