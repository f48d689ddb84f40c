import { type MigrationInterface, type QueryRunner, Table, TableIndex, type TableColumnOptions } from 'typeorm';
import { columnBuilders } from './column-builders';

/** Bulletin analyses: zone partitions, zones, analyses, their items and every text version of an item. */
export class AnalysisBulletin1734400000000 implements MigrationInterface {
  name = 'AnalysisBulletin1734400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const { str, time, audit } = columnBuilders(queryRunner);
    const text = (name: string, isNullable = true): TableColumnOptions => ({ name, type: 'text', isNullable });
    const int = (name: string, extra: Partial<TableColumnOptions> = {}): TableColumnOptions => ({
      name,
      type: 'integer',
      isNullable: false,
      ...extra,
    });
    const id = str('id', 32, { isPrimary: true, isNullable: false });
    await queryRunner.createTable(
      new Table({
        name: 'analysis_partition',
        columns: [
          id,
          ...audit,
          str('code', 32, { isNullable: false, isUnique: true }),
          str('name_zh', 200, { isNullable: false }),
          str('name_en', 200, { isNullable: false }),
          str('chapter_code', 32),
          int('sort_no', { default: 0 }),
        ],
      }),
      true,
    );
    await queryRunner.createTable(
      new Table({
        name: 'analysis_zone',
        columns: [
          id,
          ...audit,
          str('partition_id', 32, { isNullable: false }),
          str('code', 32, { isNullable: false }),
          str('name_zh', 200, { isNullable: false }),
          str('name_en', 200, { isNullable: false }),
          str('level', 10, { isNullable: false }),
          str('country_iso3', 3),
          int('sort_no', { default: 0 }),
          str('remark', 500),
        ],
        indices: [
          new TableIndex({ name: 'uq_az_partition_code', columnNames: ['partition_id', 'code'], isUnique: true }),
          new TableIndex({ name: 'idx_az_code', columnNames: ['code'] }),
        ],
      }),
      true,
    );
    await queryRunner.createTable(
      new Table({
        name: 'analysis_main',
        columns: [
          id,
          ...audit,
          int('year'),
          str('period', 10, { isNullable: false }),
          str('stage', 32),
          str('title', 200, { isNullable: false }),
          str('lang', 4, { isNullable: false }),
          str('remark', 500),
        ],
        indices: [
          new TableIndex({ name: 'idx_am_year_period', columnNames: ['year', 'period'] }),
          new TableIndex({ name: 'idx_am_create_time', columnNames: ['create_time'] }),
        ],
      }),
      true,
    );
    await queryRunner.createTable(
      new Table({
        name: 'analysis_item',
        columns: [
          id,
          ...audit,
          str('analysis_id', 32, { isNullable: false }),
          str('chapter_code', 32, { isNullable: false }),
          str('partition_id', 32, { isNullable: false }),
          str('zone_id', 32, { isNullable: false }),
          str('cue_word_id', 32),
          int('cue_word_version', { isNullable: true }),
          text('prompt', false),
          text('background_knowledge'),
          str('file_type', 10, { isNullable: false }),
          str('table_source', 10),
          str('table_file', 500),
          str('image_path', 500),
          int('sort_no', { default: 0 }),
          str('status', 16, { isNullable: false }),
          str('previous_status', 16),
          time('queued_time'),
          text('error_message'),
          text('generated_text'),
          int('version', { default: 0 }),
        ],
        indices: [
          new TableIndex({ name: 'idx_ai_analysis_id', columnNames: ['analysis_id'] }),
          new TableIndex({ name: 'idx_ai_partition_id', columnNames: ['partition_id'] }),
          new TableIndex({ name: 'idx_ai_zone_id', columnNames: ['zone_id'] }),
          new TableIndex({ name: 'idx_ai_status', columnNames: ['status'] }),
        ],
      }),
      true,
    );
    await queryRunner.createTable(
      new Table({
        name: 'analysis_item_version',
        columns: [
          id,
          str('item_id', 32, { isNullable: false }),
          int('version'),
          text('text', false),
          str('origin', 10, { isNullable: false }),
          str('model', 200),
          str('create_by', 32),
          time('create_time'),
        ],
        indices: [new TableIndex({ name: 'uq_aiv_item_version', columnNames: ['item_id', 'version'], isUnique: true })],
      }),
      true,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of [
      'analysis_item_version',
      'analysis_item',
      'analysis_main',
      'analysis_zone',
      'analysis_partition',
    ])
      await queryRunner.dropTable(table, true);
  }
}
