import { type MigrationInterface, type QueryRunner, Table, TableColumn } from 'typeorm';
import { columnBuilders } from './column-builders';

/**
 * Issue #35, second part: dataset versions, imported indicator and production rows, and the dataset a bulletin
 * analysis reads (so regenerating it later gives the same numbers).
 */
export class CropDatasetReads1795740000063 implements MigrationInterface {
  name = 'CropDatasetReads1795740000063';

  async up(queryRunner: QueryRunner): Promise<void> {
    const { str } = columnBuilders(queryRunner);
    const num = (name: string) => ({ name, type: 'double precision', isNullable: true });
    const int = (name: string) => ({ name, type: 'integer', isNullable: false });
    await queryRunner.addColumn(
      'crop_dataset',
      new TableColumn({ name: 'version', type: 'integer', isNullable: false, default: 1 }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'crop_dataset_indicator',
        columns: [
          str('dataset_id', 32, { isPrimary: true, isNullable: false }),
          str('unit_code', 20, { isPrimary: true, isNullable: false }),
          str('period', 20, { isPrimary: true, isNullable: false }),
          int('year'),
          str('season', 10, { isNullable: false }),
          ...[
            'rain_mm',
            'rain_dep_pct',
            'temp_c',
            'temp_dep_c',
            'radpar_mj_m2',
            'radpar_dep_pct',
            'biomss_gdm_m2',
            'biomss_dep_pct',
            'calf_pct',
            'calf_dep_pct',
            'vcix',
            'ci_pct',
            'ci_dep_pct',
            'cpi',
          ].map(num),
        ],
      }),
      true,
    );
    await queryRunner.createTable(
      new Table({
        name: 'crop_dataset_production',
        columns: [
          str('dataset_id', 32, { isPrimary: true, isNullable: false }),
          str('unit_code', 20, { isPrimary: true, isNullable: false }),
          str('crop', 20, { isPrimary: true, isNullable: false }),
          { name: 'year', type: 'integer', isPrimary: true, isNullable: false },
          { name: 'production_kt', type: 'double precision', isNullable: false },
          num('change_pct'),
        ],
      }),
      true,
    );
    await queryRunner.addColumns('analysis_main', [
      new TableColumn(str('dataset_id', 32)),
      new TableColumn({ name: 'dataset_version', type: 'integer', isNullable: true }),
    ]);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('analysis_main', 'dataset_version');
    await queryRunner.dropColumn('analysis_main', 'dataset_id');
    await queryRunner.dropTable('crop_dataset_production', true);
    await queryRunner.dropTable('crop_dataset_indicator', true);
    await queryRunner.dropColumn('crop_dataset', 'version');
  }
}
