import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm';
import { columnBuilders } from './column-builders';

/**
 * Issue #15's variant of the order demo: a product catalogue (`demo_product`, picked through the online report
 * popup) and two more sub-tables of `jeecg_order_main`: order lines (product, quantity, price, amount) and
 * payment records (with uploaded files).
 */
export class JeecgOrderProducts1795737688795 implements MigrationInterface {
  name = 'JeecgOrderProducts1795737688795';

  async up(queryRunner: QueryRunner): Promise<void> {
    const { str, time, audit } = columnBuilders(queryRunner);
    const id = () => str('id', 32, { isPrimary: true, isNullable: false });
    const orderId = () => str('order_id', 32, { isNullable: false });
    const sortNo = () => ({ name: 'sort_no', type: 'integer', isNullable: false, default: 0 });
    const money = (name: string) => ({ name, type: 'double precision', isNullable: false, default: 0 });
    await queryRunner.createTable(
      new Table({
        name: 'demo_product',
        columns: [
          id(),
          ...audit,
          str('product_code', 32, { isNullable: false }),
          str('product_name', 100, { isNullable: false }),
          str('spec', 100),
          str('unit', 20),
          money('price'),
          sortNo(),
        ],
        indices: [new TableIndex({ name: 'uq_demo_product_code', columnNames: ['product_code'], isUnique: true })],
      }),
      true,
    );
    await queryRunner.createTable(
      new Table({
        name: 'jeecg_order_line',
        columns: [
          id(),
          ...audit,
          orderId(),
          str('product_id', 32, { isNullable: false }),
          str('product_name', 100, { isNullable: false }),
          str('unit', 20),
          money('price'),
          { name: 'qty', type: 'integer', isNullable: false, default: 0 },
          money('amount'),
          sortNo(),
        ],
        indices: [new TableIndex({ name: 'idx_jeecg_order_line_order', columnNames: ['order_id'] })],
      }),
      true,
    );
    await queryRunner.createTable(
      new Table({
        name: 'jeecg_order_payment',
        columns: [
          id(),
          ...audit,
          orderId(),
          time('pay_date'),
          money('pay_amount'),
          str('pay_method', 20),
          str('attachment', 1000),
          sortNo(),
        ],
        indices: [new TableIndex({ name: 'idx_jeecg_order_payment_order', columnNames: ['order_id'] })],
      }),
      true,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['jeecg_order_payment', 'jeecg_order_line', 'demo_product']) {
      await queryRunner.dropTable(table, true);
    }
  }
}
