import { type MigrationInterface, type QueryRunner, TableColumn } from 'typeorm';
import { columnBuilders } from './column-builders';

/** Issue #16: which emulator instance ran each job fire (several instances share one database). */
export class QuartzRunInstance1795703546533 implements MigrationInterface {
  name = 'QuartzRunInstance1795703546533';

  async up(queryRunner: QueryRunner): Promise<void> {
    const { str } = columnBuilders(queryRunner);
    await queryRunner.addColumn('sys_quartz_job_log', new TableColumn(str('instance', 100)));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('sys_quartz_job_log', 'instance');
  }
}
