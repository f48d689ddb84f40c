import { type MigrationInterface, type QueryRunner, Table } from 'typeorm';
import { columnBuilders } from './column-builders';

/** Analysis reference data: bulletin chapters and cue words (prompt templates). */
export class Analysis1734300000000 implements MigrationInterface {
  name = 'Analysis1734300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const { str, audit } = columnBuilders(queryRunner);
    const text = (name: string, isNullable = true) => ({ name, type: 'text', isNullable });
    await queryRunner.createTable(
      new Table({
        name: 'analysis_chapter',
        columns: [
          str('id', 32, { isPrimary: true, isNullable: false }),
          ...audit,
          str('code', 32, { isNullable: false, isUnique: true }),
          str('number', 20),
          str('name_zh', 200, { isNullable: false }),
          str('name_en', 200, { isNullable: false }),
          text('description_zh'),
          text('description_en'),
          text('sections', false),
          { name: 'sort_no', type: 'integer', isNullable: false, default: 0 },
        ],
      }),
      true,
    );
    await queryRunner.createTable(
      new Table({
        name: 'analysis_cue_word',
        columns: [
          str('id', 32, { isPrimary: true, isNullable: false }),
          ...audit,
          str('name', 100, { isNullable: false, isUnique: true }),
          str('chapter_code', 32),
          str('lang', 4, { isNullable: false }),
          text('template', false),
          text('sample_values', false),
          str('description', 500),
          { name: 'version', type: 'integer', isNullable: false, default: 1 },
        ],
      }),
      true,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('analysis_cue_word', true);
    await queryRunner.dropTable('analysis_chapter', true);
  }
}
