import type { QueryRunner, TableColumnOptions } from 'typeorm';

type Extra = Partial<TableColumnOptions>;

/**
 * Column builders shared by every migration: the portable `Table` API with JeecgBoot's varchar ids and audit
 * columns, and the one type that differs between SQLite (`datetime`) and PostgreSQL (`timestamp`).
 */
export function columnBuilders(queryRunner: QueryRunner) {
  const dateTime = queryRunner.connection.driver.options.type === 'postgres' ? 'timestamp' : 'datetime';
  const str = (name: string, length: number, extra: Extra = {}): TableColumnOptions => ({
    name,
    type: 'varchar',
    length: String(length),
    isNullable: true,
    ...extra,
  });
  const time = (name: string, extra: Extra = {}): TableColumnOptions => ({
    name,
    type: dateTime,
    isNullable: true,
    ...extra,
  });
  const audit: TableColumnOptions[] = [
    str('create_by', 32),
    time('create_time'),
    str('update_by', 32),
    time('update_time'),
  ];
  return { dateTime, str, time, audit };
}
