import { type MigrationInterface, type QueryRunner, Table, TableIndex, type TableColumnOptions } from 'typeorm';
import { columnBuilders } from './column-builders';

/** Chat apps, sessions and messages, with the portable `Table` API. */
export class Chat1734000000100 implements MigrationInterface {
  name = 'Chat1734000000100';

  async up(queryRunner: QueryRunner): Promise<void> {
    const { str, time, audit } = columnBuilders(queryRunner);
    const text = (name: string, isNullable = true): TableColumnOptions => ({ name, type: 'text', isNullable });
    const int = (name: string, extra: Partial<TableColumnOptions> = {}): TableColumnOptions => ({
      name,
      type: 'integer',
      isNullable: true,
      ...extra,
    });

    await queryRunner.createTable(
      new Table({
        name: 'chat_app',
        columns: [
          str('id', 32, { isPrimary: true, isNullable: false }),
          ...audit,
          str('name', 100, { isNullable: false, isUnique: true }),
          str('description', 500),
          str('provider', 20, { isNullable: false }),
          str('model', 100),
          str('vision_model', 100),
          str('base_url', 500),
          str('api_key', 500),
          text('system_prompt'),
          { name: 'temperature', type: 'double precision', isNullable: false, default: 0.7 },
          int('max_tokens'),
          int('timeout_seconds', { isNullable: false, default: 60 }),
          text('welcome_text'),
          text('suggested_questions', false),
          { name: 'is_default', type: 'smallint', isNullable: false, default: 0 },
          { name: 'status', type: 'smallint', isNullable: false, default: 1 },
          int('sort_no', { isNullable: false, default: 0 }),
        ],
      }),
      true,
    );
    await queryRunner.createTable(
      new Table({
        name: 'chat_session',
        columns: [
          str('id', 32, { isPrimary: true, isNullable: false }),
          ...audit,
          str('user_id', 32, { isNullable: false }),
          str('title', 100, { isNullable: false }),
          str('app_id', 32),
          int('message_count', { isNullable: false, default: 0 }),
          time('last_message_time'),
        ],
        indices: [new TableIndex({ name: 'idx_cs_user_id', columnNames: ['user_id'] })],
      }),
      true,
    );
    await queryRunner.createTable(
      new Table({
        name: 'chat_message',
        columns: [
          str('id', 32, { isPrimary: true, isNullable: false }),
          str('session_id', 32, { isNullable: false }),
          str('parent_id', 32),
          str('role', 16, { isNullable: false }),
          text('content', false),
          text('images', false),
          str('status', 16, { isNullable: false }),
          text('sources', false),
          int('prompt_tokens'),
          int('completion_tokens'),
          str('model', 100),
          str('app_id', 32),
          str('error_message', 500),
          str('feedback', 8),
          str('feedback_comment', 1000),
          time('create_time'),
          time('update_time'),
        ],
        indices: [new TableIndex({ name: 'idx_cm_session_id', columnNames: ['session_id', 'create_time'] })],
      }),
      true,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('chat_message', true);
    await queryRunner.dropTable('chat_session', true);
    await queryRunner.dropTable('chat_app', true);
  }
}
