import { type MigrationInterface, type QueryRunner, Table, TableIndex, type TableColumnOptions } from 'typeorm';
import { columnBuilders } from './column-builders';

/** Crop tasks (`crop_task`): the area of interest and the summary are JSON text. */
export class CropTask1734200000000 implements MigrationInterface {
  name = 'CropTask1734200000000';

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
        name: 'crop_task',
        columns: [
          str('id', 32, { isPrimary: true, isNullable: false }),
          str('task_name', 100, { isNullable: false }),
          str('crop', 20, { isNullable: false }),
          str('period', 20, { isNullable: false }),
          str('description', 500),
          str('aoi_type', 10, { isNullable: false }),
          str('aoi_code', 20),
          text('aoi_geometry', { isNullable: false }),
          { name: 'area_km2', type: 'double precision', isNullable: false },
          str('status', 10, { isNullable: false }),
          text('summary'),
          str('fail_reason', 500),
          time('submit_time'),
          ...audit,
        ],
        indices: [new TableIndex({ name: 'idx_ct_create_by', columnNames: ['create_by'] })],
      }),
      true,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('crop_task', true);
  }
}
