import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm';
import { columnBuilders } from './column-builders';

/** Issue #15: online reports (`onl_cgreport_head/item/param`, contract §8.5). */
export class OnlineReport1795703271986 implements MigrationInterface {
  name = 'OnlineReport1795703271986';

  async up(queryRunner: QueryRunner): Promise<void> {
    const { str, audit } = columnBuilders(queryRunner);
    const id = str('id', 32, { isPrimary: true, isNullable: false });
    const int = (name: string) => ({ name, type: 'integer', isNullable: true });
    const head = str('cgrhead_id', 32, { isNullable: false });
    await queryRunner.createTable(
      new Table({
        name: 'onl_cgreport_head',
        columns: [
          id,
          ...audit,
          str('code', 100, { isNullable: false, isUnique: true }),
          str('name', 100, { isNullable: false }),
          { name: 'cgr_sql', type: 'text', isNullable: false },
          str('return_val_field', 100),
          str('return_txt_field', 100),
          str('return_type', 2),
          str('db_source', 100),
          str('content', 1000),
          str('low_app_id', 32),
        ],
      }),
      true,
    );
    await queryRunner.createTable(
      new Table({
        name: 'onl_cgreport_item',
        columns: [
          { ...id },
          ...audit,
          head,
          str('field_name', 64, { isNullable: false }),
          str('field_txt', 200),
          int('field_width'),
          str('field_type', 10),
          str('search_mode', 10),
          int('is_order'),
          int('is_search'),
          str('dict_code', 500),
          str('field_href', 120),
          int('is_show'),
          int('order_num'),
          str('replace_val', 200),
          str('is_total', 2),
          str('group_title', 50),
        ],
        indices: [new TableIndex({ name: 'idx_onl_cgreport_item_head', columnNames: ['cgrhead_id'] })],
      }),
      true,
    );
    await queryRunner.createTable(
      new Table({
        name: 'onl_cgreport_param',
        columns: [
          { ...id },
          ...audit,
          { ...head },
          str('param_name', 64, { isNullable: false }),
          str('param_txt', 200),
          str('param_value', 200),
          int('order_num'),
        ],
        indices: [new TableIndex({ name: 'idx_onl_cgreport_param_head', columnNames: ['cgrhead_id'] })],
      }),
      true,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['onl_cgreport_param', 'onl_cgreport_item', 'onl_cgreport_head']) {
      await queryRunner.dropTable(table, true);
    }
  }
}
