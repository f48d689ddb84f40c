import { type MigrationInterface, type QueryRunner, TableColumn } from 'typeorm';

/**
 * Issue #30: SysMessageTemplate's `useStatus` (3.4.0, 「已经应用/未应用 1是0否」), which the real template list's
 * 应用/停用 actions set through `edit` and its 是否应用 column shows; null for templates never applied or stopped.
 */
export class MessageTemplateUseStatus1795740000064 implements MigrationInterface {
  name = 'MessageTemplateUseStatus1795740000064';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn(
      'sys_sms_template',
      new TableColumn({ name: 'use_status', type: 'varchar', length: '10', isNullable: true }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('sys_sms_template', 'use_status');
  }
}
