import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm';
import { columnBuilders } from './column-builders';

/** Issue #34: knowledge bases of uploaded documents, their documents and passages. */
export class ChatKnowledge1795740000050 implements MigrationInterface {
  name = 'ChatKnowledge1795740000050';

  async up(queryRunner: QueryRunner): Promise<void> {
    const { str, audit } = columnBuilders(queryRunner);
    const id = () => str('id', 32, { isPrimary: true, isNullable: false });
    await queryRunner.createTable(
      new Table({
        name: 'chat_kb',
        columns: [
          id(),
          ...audit,
          str('name', 100, { isNullable: false }),
          str('description', 500),
          str('read_roles', 1000, { isNullable: false, default: "''" }),
        ],
      }),
      true,
    );
    await queryRunner.createTable(
      new Table({
        name: 'chat_kb_document',
        columns: [
          id(),
          ...audit,
          str('kb_id', 32, { isNullable: false }),
          str('file_name', 255, { isNullable: false }),
          str('file_type', 10, { isNullable: false }),
          { name: 'file_size', type: 'integer', isNullable: false },
          str('stored_path', 500, { isNullable: false }),
          str('status', 20, { isNullable: false }),
          str('fail_reason', 500),
          { name: 'passage_count', type: 'integer', isNullable: false, default: 0 },
        ],
        indices: [new TableIndex({ name: 'idx_ckd_kb_id', columnNames: ['kb_id'] })],
      }),
      true,
    );
    await queryRunner.createTable(
      new Table({
        name: 'chat_kb_passage',
        columns: [
          id(),
          str('kb_id', 32, { isNullable: false }),
          str('document_id', 32, { isNullable: false }),
          { name: 'seq', type: 'integer', isNullable: false },
          str('heading', 300),
          { name: 'text', type: 'text', isNullable: false },
        ],
        indices: [
          new TableIndex({ name: 'idx_ckp_document_id', columnNames: ['document_id'] }),
          new TableIndex({ name: 'idx_ckp_kb_id', columnNames: ['kb_id'] }),
        ],
      }),
      true,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['chat_kb_passage', 'chat_kb_document', 'chat_kb']) await queryRunner.dropTable(table, true);
  }
}
