import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm';
import { columnBuilders } from './column-builders';

/**
 * Department roles and department permissions (contract §6.3, §6.5), the category dictionary (§8.4) and the
 * check rules (§8.3), with the portable `Table` API like the initial schema.
 */
export class SystemAdminB1732800000000 implements MigrationInterface {
  name = 'SystemAdminB1732800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const { str, time, audit } = columnBuilders(queryRunner);
    const id = () => str('id', 32, { isPrimary: true, isNullable: false });
    const tables = [
      new Table({
        name: 'sys_depart_permission',
        columns: [
          id(),
          str('depart_id', 32, { isNullable: false }),
          str('permission_id', 32, { isNullable: false }),
          str('data_rule_ids', 1000),
        ],
        indices: [new TableIndex({ name: 'idx_sdp_depart_id', columnNames: ['depart_id'] })],
      }),
      new Table({
        name: 'sys_depart_role',
        columns: [
          id(),
          str('depart_id', 32, { isNullable: false }),
          str('role_name', 200, { isNullable: false }),
          str('role_code', 100, { isNullable: false }),
          str('description', 255),
          ...audit,
        ],
        indices: [new TableIndex({ name: 'idx_sdr_depart_id', columnNames: ['depart_id'] })],
      }),
      new Table({
        name: 'sys_depart_role_user',
        columns: [id(), str('user_id', 32, { isNullable: false }), str('drole_id', 32, { isNullable: false })],
        indices: [
          new TableIndex({ name: 'idx_sdru_user_id', columnNames: ['user_id'] }),
          new TableIndex({ name: 'idx_sdru_drole_id', columnNames: ['drole_id'] }),
        ],
      }),
      new Table({
        name: 'sys_depart_role_permission',
        columns: [
          id(),
          str('depart_id', 32),
          str('role_id', 32, { isNullable: false }),
          str('permission_id', 32, { isNullable: false }),
          str('data_rule_ids', 1000),
          time('operate_date'),
          str('operate_ip', 100),
        ],
        indices: [
          new TableIndex({ name: 'idx_sdrp_role_id', columnNames: ['role_id'] }),
          new TableIndex({ name: 'idx_sdrp_depart_id', columnNames: ['depart_id'] }),
        ],
      }),
      new Table({
        name: 'sys_category',
        columns: [
          id(),
          str('pid', 32, { isNullable: false, default: "'0'" }),
          str('name', 100, { isNullable: false }),
          str('code', 100, { isNullable: false, isUnique: true }),
          str('has_child', 3),
          str('sys_org_code', 64),
          ...audit,
        ],
        indices: [new TableIndex({ name: 'idx_sc_pid', columnNames: ['pid'] })],
      }),
      new Table({
        name: 'sys_check_rule',
        columns: [
          id(),
          str('rule_name', 100, { isNullable: false }),
          str('rule_code', 100, { isNullable: false, isUnique: true }),
          str('rule_json', 1024, { isNullable: false }),
          str('rule_description', 200),
          ...audit,
        ],
      }),
    ];
    for (const table of tables) await queryRunner.createTable(table, true);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const name of [
      'sys_check_rule',
      'sys_category',
      'sys_depart_role_permission',
      'sys_depart_role_user',
      'sys_depart_role',
      'sys_depart_permission',
    ]) {
      await queryRunner.dropTable(name, true);
    }
  }
}
