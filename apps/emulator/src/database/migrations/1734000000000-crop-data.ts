import { type MigrationInterface, type QueryRunner, Table, TableIndex, type TableColumnOptions } from 'typeorm';
import { columnBuilders } from './column-builders';

/** The crop data the assistant answers from (seed/crop), with the portable `Table` API. */
export class CropData1734000000000 implements MigrationInterface {
  name = 'CropData1734000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const builders = columnBuilders(queryRunner);
    const { dateTime } = builders;
    // Crop data columns are NOT NULL unless said otherwise.
    const str = (name: string, length: number, extra: Partial<TableColumnOptions> = {}) =>
      builders.str(name, length, { isNullable: false, ...extra });
    const key = (name: string, length: number) => str(name, length, { isPrimary: true });
    const opt = (name: string, length: number) => str(name, length, { isNullable: true });
    const text = (name: string, isNullable = false): TableColumnOptions => ({ name, type: 'text', isNullable });
    const int = (name: string, isNullable = false): TableColumnOptions => ({ name, type: 'integer', isNullable });
    const dbl = (name: string, isNullable = true): TableColumnOptions => ({
      name,
      type: 'double precision',
      isNullable,
    });
    const bool = (name: string): TableColumnOptions => ({ name, type: 'boolean', isNullable: false });

    await queryRunner.createTable(
      new Table({
        name: 'crop_country',
        columns: [
          key('iso3', 3),
          str('iso2', 2),
          str('iso_numeric', 3),
          str('name_en', 100),
          str('name_zh', 100),
          text('centroid'),
          text('bbox'),
          opt('mpz_code', 10),
          str('chapter', 20),
          bool('has_indicators'),
          text('aez_codes'),
        ],
      }),
      true,
    );
    await queryRunner.createTable(
      new Table({
        name: 'crop_zone',
        columns: [
          key('code', 20),
          str('level', 10),
          str('name_en', 200),
          str('name_zh', 100),
          opt('country_iso3', 3),
          opt('mpz_code', 10),
          int('cropwatch_id', true),
          bool('code_is_placeholder'),
          text('member_countries'),
          dbl('crop_weight'),
          dbl('irrigated_share_pct'),
          bool('cold_winter'),
          text('main_crops'),
          text('centroid'),
          text('label_point'),
          text('bbox'),
          dbl('area_km2', false),
          text('geometry'),
        ],
        indices: [new TableIndex({ name: 'idx_cz_country', columnNames: ['country_iso3'] })],
      }),
      true,
    );
    await queryRunner.createTable(
      new Table({
        name: 'crop_period',
        columns: [
          key('code', 20),
          int('sort_order'),
          int('year'),
          str('season', 10),
          str('start_month', 7),
          str('end_month', 7),
          str('label_en', 50),
          str('label_zh', 50),
          str('season_label_en', 20),
          str('season_label_zh', 20),
          str('issue_label_en', 100),
          str('issue_label_zh', 100),
        ],
      }),
      true,
    );
    const measures = [
      'rain_mm',
      'rain_15ya_mm',
      'rain_dep_pct',
      'temp_c',
      'temp_15ya_c',
      'temp_dep_c',
      'radpar_mj_m2',
      'radpar_15ya_mj_m2',
      'radpar_dep_pct',
      'biomss_gdm_m2',
      'biomss_15ya_gdm_m2',
      'biomss_dep_pct',
      'calf_pct',
      'calf_5ya_pct',
      'calf_dep_pct',
      'vcix',
      'ci_pct',
      'ci_5ya_pct',
      'ci_dep_pct',
      'cpi',
      'ndvi_below_avg_pct',
      'irrigated_share_pct',
    ];
    await queryRunner.createTable(
      new Table({
        name: 'crop_indicator',
        columns: [
          key('unit_code', 20),
          key('period', 20),
          str('unit_level', 10),
          opt('country_iso3', 3),
          opt('mpz_code', 10),
          int('year'),
          str('season', 10),
          ...measures.map((m) => dbl(m)),
          bool('water_limited'),
          bool('cold_season'),
          str('condition', 20),
          text('condition_drivers'),
          str('origin', 20),
        ],
        indices: [new TableIndex({ name: 'idx_ci_period', columnNames: ['period'] })],
      }),
      true,
    );
    await queryRunner.createTable(
      new Table({
        name: 'crop_indicator_def',
        columns: [
          key('code', 20),
          int('sort_order'),
          str('name_en', 100),
          str('name_zh', 100),
          str('indicator_group', 20),
          str('unit', 30),
          str('unit_zh', 30),
          int('decimals'),
          opt('reference', 20),
          opt('departure', 20),
          text('fields'),
          text('description_en', true),
          text('description_zh', true),
          text('word_bands', true),
          text('thresholds', true),
        ],
      }),
      true,
    );
    await queryRunner.createTable(
      new Table({
        name: 'crop_calendar',
        columns: [
          key('unit_code', 20),
          key('crop', 20),
          key('crop_season', 20),
          str('unit_level', 10),
          opt('country_iso3', 3),
          text('stages_by_month'),
          text('by_window'),
        ],
      }),
      true,
    );
    await queryRunner.createTable(
      new Table({
        name: 'crop_stage',
        columns: [key('code', 20), int('rank'), str('name_en', 50), str('name_zh', 50)],
      }),
      true,
    );
    await queryRunner.createTable(
      new Table({
        name: 'crop_irrigation',
        columns: [
          key('country_iso3', 3),
          dbl('irrigated_share_pct', false),
          text('main_irrigated_crops'),
          text('water_source'),
          str('rainfall_relevance', 10),
          text('note_en'),
          text('note_zh'),
        ],
      }),
      true,
    );
    await queryRunner.createTable(
      new Table({
        name: 'crop_production',
        columns: [
          key('country_iso3', 3),
          key('crop', 20),
          { name: 'year', type: 'integer', isPrimary: true, isNullable: false },
          dbl('production_kt', false),
          dbl('delta_pct', false),
          str('origin', 20),
        ],
      }),
      true,
    );
    await queryRunner.createTable(
      new Table({
        name: 'crop_knowledge',
        columns: [
          key('id', 64),
          str('topic', 30),
          text('refs'),
          str('source', 255),
          str('title_en', 255),
          str('title_zh', 255),
          text('body_en'),
          text('body_zh'),
        ],
      }),
      true,
    );
    await queryRunner.createTable(
      new Table({
        name: 'crop_alias',
        columns: [
          key('kind', 20),
          key('alias', 100),
          str('lang', 10),
          str('target', 50),
          opt('target_level', 10),
          opt('season_hint', 20),
        ],
      }),
      true,
    );
    await queryRunner.createTable(
      new Table({
        name: 'crop_abbreviation',
        columns: [
          key('id', 32),
          str('abbr', 32),
          str('abbr_key', 32, { isUnique: true }),
          str('full_en', 200),
          str('full_zh', 200),
          text('definition_en', true),
          text('definition_zh', true),
          opt('category', 50),
          { name: 'sort_no', type: 'integer', isNullable: false, default: 0 },
          opt('create_by', 32),
          { name: 'create_time', type: dateTime, isNullable: true },
          opt('update_by', 32),
          { name: 'update_time', type: dateTime, isNullable: true },
        ],
      }),
      true,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of [
      'crop_abbreviation',
      'crop_alias',
      'crop_knowledge',
      'crop_production',
      'crop_irrigation',
      'crop_stage',
      'crop_calendar',
      'crop_indicator_def',
      'crop_indicator',
      'crop_period',
      'crop_zone',
      'crop_country',
    ]) {
      await queryRunner.dropTable(table, true);
    }
  }
}
