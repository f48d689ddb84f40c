import { type MigrationInterface, type QueryRunner, Table, TableIndex, type TableColumnOptions } from 'typeorm';
import { columnBuilders } from './column-builders';

/** Message templates and system messages (`sys_sms_template`, `sys_sms`), with the portable `Table` API. */
export class Messages1734100000200 implements MigrationInterface {
  name = 'Messages1734100000200';

  async up(queryRunner: QueryRunner): Promise<void> {
    const { str, time, audit } = columnBuilders(queryRunner);
    const text = (name: string, extra: Partial<TableColumnOptions> = {}): TableColumnOptions => ({
      name,
      type: 'text',
      isNullable: true,
      ...extra,
    });
    await queryRunner.createTable(
      new Table({
        name: 'sys_sms_template',
        columns: [
          str('id', 32, { isPrimary: true, isNullable: false }),
          str('template_code', 50, { isNullable: false, isUnique: true }),
          str('template_name', 100, { isNullable: false }),
          text('template_content', { isNullable: false }),
          text('template_test_json'),
          str('template_type', 10, { isNullable: false, default: "'1'" }),
          ...audit,
        ],
      }),
      true,
    );
    await queryRunner.createTable(
      new Table({
        name: 'sys_sms',
        columns: [
          str('id', 32, { isPrimary: true, isNullable: false }),
          str('es_title', 100, { isNullable: false }),
          str('es_type', 20, { isNullable: false }),
          str('es_receiver', 100, { isNullable: false }),
          text('es_param'),
          text('es_content'),
          time('es_send_time'),
          str('es_send_status', 1, { isNullable: false, default: "'0'" }),
          { name: 'es_send_num', type: 'integer', isNullable: false, default: 0 },
          str('es_result', 255),
          str('remark', 500),
          ...audit,
        ],
        indices: [new TableIndex({ name: 'idx_ss_status', columnNames: ['es_send_status'] })],
      }),
      true,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('sys_sms', true);
    await queryRunner.dropTable('sys_sms_template', true);
  }
}
