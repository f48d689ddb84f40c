import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm';
import { columnBuilders } from './column-builders';

/** Issue #35: crop datasets with their provenance and state, and the yield-history rows. */
export class CropDataset1795740000040 implements MigrationInterface {
  name = 'CropDataset1795740000040';

  async up(queryRunner: QueryRunner): Promise<void> {
    const { str, time } = columnBuilders(queryRunner);
    const int = (name: string) => ({ name, type: 'integer', isNullable: false });
    await queryRunner.createTable(
      new Table({
        name: 'crop_dataset',
        columns: [
          str('id', 32, { isPrimary: true, isNullable: false }),
          str('name', 200, { isNullable: false }),
          str('kind', 20, { isNullable: false }),
          str('source', 500, { isNullable: false }),
          str('licence', 200, { isNullable: false }),
          str('citation', 1000, { isNullable: false }),
          { name: 'synthetic', type: 'boolean', isNullable: false },
          str('period_start', 30),
          str('period_end', 30),
          int('period_count'),
          int('unit_count'),
          { name: 'items', type: 'text', isNullable: false },
          int('row_count'),
          str('state', 10, { isNullable: false }),
          str('file_name', 255),
          str('file_sha256', 64),
          str('import_by', 32),
          time('import_time'),
          str('update_by', 32),
          time('update_time'),
        ],
        indices: [new TableIndex({ name: 'idx_crop_dataset_file_sha256', columnNames: ['file_sha256'] })],
      }),
      true,
    );
    await queryRunner.createTable(
      new Table({
        name: 'crop_yield',
        columns: [
          str('id', 32, { isPrimary: true, isNullable: false }),
          str('dataset_id', 32, { isNullable: false }),
          str('unit_code', 60, { isNullable: false }),
          str('unit_name', 100, { isNullable: false }),
          str('unit_kind', 10, { isNullable: false }),
          str('crop', 20, { isNullable: false }),
          int('year'),
          { name: 'yield_t_ha', type: 'double precision', isNullable: false },
        ],
        indices: [
          new TableIndex({
            name: 'uq_crop_yield_key',
            columnNames: ['dataset_id', 'unit_code', 'crop', 'year'],
            isUnique: true,
          }),
        ],
      }),
      true,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('crop_yield', true);
    await queryRunner.dropTable('crop_dataset', true);
  }
}
