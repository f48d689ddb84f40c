import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm';
import { columnBuilders } from './column-builders';

/** Scheduled jobs (contract §11) and their run log, with the portable `Table` API like the initial schema. */
export class QuartzJobs1732500000000 implements MigrationInterface {
  name = 'QuartzJobs1732500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const { str, time } = columnBuilders(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: 'sys_quartz_job',
        columns: [
          str('id', 32, { isPrimary: true, isNullable: false }),
          str('create_by', 32),
          time('create_time'),
          { name: 'del_flag', type: 'integer', isNullable: true, default: 0 },
          str('update_by', 32),
          time('update_time'),
          str('job_class_name', 255, { isNullable: false }),
          str('cron_expression', 255, { isNullable: false }),
          str('parameter', 255),
          str('description', 255),
          { name: 'status', type: 'integer', isNullable: false, default: -1 },
        ],
      }),
      true,
    );
    await queryRunner.createTable(
      new Table({
        name: 'sys_quartz_job_log',
        columns: [
          str('id', 32, { isPrimary: true, isNullable: false }),
          str('job_id', 32, { isNullable: false }),
          str('job_class_name', 255, { isNullable: false }),
          str('trigger_type', 16, { isNullable: false }),
          str('status', 20, { isNullable: false }),
          time('start_time', { isNullable: false }),
          time('end_time'),
          { name: 'duration_ms', type: 'integer', isNullable: true },
          { name: 'result', type: 'text', isNullable: true },
          { name: 'error', type: 'text', isNullable: true },
        ],
        indices: [new TableIndex({ name: 'idx_sqjl_job_id_start_time', columnNames: ['job_id', 'start_time'] })],
      }),
      true,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('sys_quartz_job_log', true);
    await queryRunner.dropTable('sys_quartz_job', true);
  }
}
