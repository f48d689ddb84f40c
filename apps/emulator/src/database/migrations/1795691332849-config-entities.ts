import { type MigrationInterface, type QueryRunner, Table } from 'typeorm';
import { columnBuilders } from './column-builders';

/** Issue #13: data sources, gateway routes, fill rules, the fill-rule sequences and OSS files. */
export class ConfigEntities1795691332849 implements MigrationInterface {
  name = 'ConfigEntities1795691332849';

  async up(queryRunner: QueryRunner): Promise<void> {
    const { str, audit } = columnBuilders(queryRunner);
    const id = str('id', 32, { isPrimary: true, isNullable: false });
    const int = (name: string, isNullable = true) => ({ name, type: 'integer', isNullable });
    await queryRunner.createTable(
      new Table({
        name: 'sys_data_source',
        columns: [
          id,
          ...audit,
          str('code', 100, { isNullable: false, isUnique: true }),
          str('name', 100, { isNullable: false }),
          str('remark', 200),
          str('db_type', 10),
          str('db_driver', 100),
          str('db_url', 500),
          str('db_name', 100),
          str('db_username', 100),
          str('db_password', 400),
          str('sys_org_code', 64),
        ],
      }),
      true,
    );
    await queryRunner.createTable(
      new Table({
        name: 'sys_gateway_route',
        columns: [
          { ...id },
          ...audit,
          str('router_id', 100, { isNullable: false, isUnique: true }),
          str('name', 100),
          str('uri', 300, { isNullable: false }),
          { name: 'predicates', type: 'text', isNullable: true },
          { name: 'filters', type: 'text', isNullable: true },
          int('retryable'),
          int('strip_prefix'),
          int('persistable'),
          int('show_api'),
          int('status', false),
          str('sys_org_code', 64),
        ],
      }),
      true,
    );
    await queryRunner.createTable(
      new Table({
        name: 'sys_fill_rule',
        columns: [
          { ...id },
          ...audit,
          str('rule_name', 100, { isNullable: false }),
          str('rule_code', 100, { isNullable: false, isUnique: true }),
          str('rule_class', 200, { isNullable: false }),
          str('rule_params', 1000),
        ],
      }),
      true,
    );
    await queryRunner.createTable(
      new Table({
        name: 'oss_file',
        columns: [
          { ...id },
          ...audit,
          str('file_name', 255, { isNullable: false }),
          str('url', 500, { isNullable: false }),
        ],
      }),
      true,
    );
    await queryRunner.createTable(
      new Table({
        name: 'sys_fill_rule_seq',
        columns: [
          str('rule_code', 100, { isPrimary: true, isNullable: false }),
          str('seq_period', 16, { isPrimary: true, isNullable: false }),
          int('seq_value', false),
        ],
      }),
      true,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['oss_file', 'sys_fill_rule_seq', 'sys_fill_rule', 'sys_gateway_route', 'sys_data_source']) {
      await queryRunner.dropTable(table, true);
    }
  }
}
