import { type MigrationInterface, type QueryRunner, TableColumn } from 'typeorm';

/**
 * Issue #33: a chat app may answer with a GGUF model run in-process (`provider = 'local'`): the model file, its
 * CPU threads, context size and the idle minutes after which it is unloaded.
 */
export class ChatLocalModel1795740000033 implements MigrationInterface {
  name = 'ChatLocalModel1795740000033';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns('chat_app', [
      new TableColumn({ name: 'model_path', type: 'varchar', length: '500', isNullable: true }),
      new TableColumn({ name: 'threads', type: 'integer', isNullable: true }),
      new TableColumn({ name: 'context_size', type: 'integer', isNullable: true }),
      new TableColumn({ name: 'idle_minutes', type: 'integer', isNullable: true }),
    ]);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('chat_app', 'idle_minutes');
    await queryRunner.dropColumn('chat_app', 'context_size');
    await queryRunner.dropColumn('chat_app', 'threads');
    await queryRunner.dropColumn('chat_app', 'model_path');
  }
}
