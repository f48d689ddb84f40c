import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm';
import { columnBuilders } from './column-builders';

/** The user's own account facts and the SMS send log of the rate limits (issue #14). */
export class Account1795691316208 implements MigrationInterface {
  name = 'Account1795691316208';

  async up(queryRunner: QueryRunner): Promise<void> {
    const { str, time } = columnBuilders(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: 'sys_user_account',
        columns: [
          str('user_id', 32, { isPrimary: true, isNullable: false }),
          { name: 'layout_json', type: 'text', isNullable: true },
          { name: 'notify_json', type: 'text', isNullable: true },
          str('password_strength', 10),
          time('password_update_time'),
          time('phone_update_time'),
          time('email_update_time'),
        ],
      }),
      true,
    );
    await queryRunner.createTable(
      new Table({
        name: 'sys_sms_send_log',
        columns: [
          str('id', 32, { isPrimary: true, isNullable: false }),
          str('mobile', 20, { isNullable: false }),
          str('ip', 100, { isNullable: false }),
          time('send_time', { isNullable: false }),
        ],
        indices: [
          new TableIndex({ name: 'idx_ssl_mobile_time', columnNames: ['mobile', 'send_time'] }),
          new TableIndex({ name: 'idx_ssl_ip_time', columnNames: ['ip', 'send_time'] }),
        ],
      }),
      true,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('sys_sms_send_log', true);
    await queryRunner.dropTable('sys_user_account', true);
  }
}
