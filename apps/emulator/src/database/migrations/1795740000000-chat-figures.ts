import { type MigrationInterface, type QueryRunner, TableColumn } from 'typeorm';

/**
 * Issue #33: how many figures of a model's answer were checked against its tools' values and how many failed,
 * and the tool calls (with their results) the answer was written from.
 */
export class ChatFigures1795740000000 implements MigrationInterface {
  name = 'ChatFigures1795740000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns('chat_message', [
      new TableColumn({ name: 'figures_checked', type: 'integer', isNullable: true }),
      new TableColumn({ name: 'figures_failed', type: 'integer', isNullable: true }),
      new TableColumn({ name: 'tool_calls', type: 'text', isNullable: true }),
    ]);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('chat_message', 'tool_calls');
    await queryRunner.dropColumn('chat_message', 'figures_failed');
    await queryRunner.dropColumn('chat_message', 'figures_checked');
  }
}
