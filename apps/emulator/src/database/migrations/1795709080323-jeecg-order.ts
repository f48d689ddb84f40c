import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm';
import { columnBuilders } from './column-builders';

/** Issue #15: JeecgBoot's one-to-many demo tables (`jeecg_order_main/customer/ticket`). */
export class JeecgOrder1795709080323 implements MigrationInterface {
  name = 'JeecgOrder1795709080323';

  async up(queryRunner: QueryRunner): Promise<void> {
    const { str, time, audit } = columnBuilders(queryRunner);
    const id = () => str('id', 32, { isPrimary: true, isNullable: false });
    const orderId = () => str('order_id', 32, { isNullable: false });
    const sortNo = () => ({ name: 'sort_no', type: 'integer', isNullable: false, default: 0 });
    await queryRunner.createTable(
      new Table({
        name: 'jeecg_order_main',
        columns: [
          id(),
          ...audit,
          str('order_code', 50, { isNullable: false }),
          str('ctype', 10),
          time('order_date'),
          { name: 'order_money', type: 'double precision', isNullable: true },
          str('content', 500),
        ],
      }),
      true,
    );
    await queryRunner.createTable(
      new Table({
        name: 'jeecg_order_customer',
        columns: [
          id(),
          ...audit,
          orderId(),
          str('name', 100, { isNullable: false }),
          str('sex', 4),
          str('idcard', 18),
          str('telphone', 32),
          sortNo(),
        ],
        indices: [new TableIndex({ name: 'idx_jeecg_order_customer_order', columnNames: ['order_id'] })],
      }),
      true,
    );
    await queryRunner.createTable(
      new Table({
        name: 'jeecg_order_ticket',
        columns: [
          id(),
          ...audit,
          orderId(),
          str('ticket_code', 100, { isNullable: false }),
          time('tickect_date'),
          sortNo(),
        ],
        indices: [
          new TableIndex({ name: 'idx_jeecg_order_ticket_order', columnNames: ['order_id'] }),
          new TableIndex({ name: 'uq_jeecg_order_ticket_code', columnNames: ['ticket_code'], isUnique: true }),
        ],
      }),
      true,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['jeecg_order_ticket', 'jeecg_order_customer', 'jeecg_order_main']) {
      await queryRunner.dropTable(table, true);
    }
  }
}
