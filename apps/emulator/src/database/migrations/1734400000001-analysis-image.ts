import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm';
import { columnBuilders } from './column-builders';

/** Images of the bulletin image generator (charts and maps stored as SVG under the upload root). */
export class AnalysisImage1734400000001 implements MigrationInterface {
  name = 'AnalysisImage1734400000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    const { str, audit } = columnBuilders(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: 'analysis_image',
        columns: [
          str('id', 32, { isPrimary: true, isNullable: false }),
          ...audit,
          str('kind', 20, { isNullable: false }),
          str('title', 200, { isNullable: false }),
          str('indicator', 32, { isNullable: false }),
          str('period', 32),
          { name: 'units', type: 'text', isNullable: false },
          str('lang', 4, { isNullable: false }),
          str('path', 200, { isNullable: false }),
          { name: 'width', type: 'integer', isNullable: false },
          { name: 'height', type: 'integer', isNullable: false },
        ],
        indices: [new TableIndex({ name: 'idx_aimg_create_time', columnNames: ['create_time'] })],
      }),
      true,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('analysis_image', true);
  }
}
