import { type MigrationInterface, type QueryRunner, TableColumn } from 'typeorm';

/**
 * Issue #34, second round: a passage keeps the PDF page it is on (`chat_kb_passage.page`, null for unpaged formats);
 * a base may be read by departments as well as roles (`chat_kb.read_departs`, comma list of depart ids); a
 * conversation remembers the bases it draws on (`chat_session.kb_ids`, comma list, null: none chosen yet).
 */
export class ChatKnowledgePages1795740000062 implements MigrationInterface {
  name = 'ChatKnowledgePages1795740000062';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn(
      'chat_kb_passage',
      new TableColumn({ name: 'page', type: 'integer', isNullable: true }),
    );
    await queryRunner.addColumn(
      'chat_kb',
      new TableColumn({ name: 'read_departs', type: 'varchar', length: '2000', isNullable: false, default: "''" }),
    );
    await queryRunner.addColumn(
      'chat_session',
      new TableColumn({ name: 'kb_ids', type: 'varchar', length: '2000', isNullable: true }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('chat_session', 'kb_ids');
    await queryRunner.dropColumn('chat_kb', 'read_departs');
    await queryRunner.dropColumn('chat_kb_passage', 'page');
  }
}
