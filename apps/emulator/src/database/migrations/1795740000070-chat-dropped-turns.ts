import { type MigrationInterface, type QueryRunner, TableColumn } from 'typeorm';

/**
 * Issue #33: how many earlier turns of the conversation were left out of an answer's prompt because it did not fit
 * the model's context (null: none), so the answer can say so.
 */
export class ChatDroppedTurns1795740000070 implements MigrationInterface {
  name = 'ChatDroppedTurns1795740000070';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn(
      'chat_message',
      new TableColumn({ name: 'dropped_turns', type: 'integer', isNullable: true }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('chat_message', 'dropped_turns');
  }
}
