import { Column, type ColumnOptions } from 'typeorm';

/**
 * Column types are always spelled out: esbuild-based runners (tsx, used by tools/) emit no
 * `design:type` metadata for TypeORM to infer them from.
 *
 * Dates are `datetime` on SQLite; the migration maps the same columns to `timestamp` on PostgreSQL.
 */
export const DateTimeColumn = (options: Omit<ColumnOptions, 'type'> & { name: string }) =>
  Column({ type: 'datetime', nullable: true, ...options });

/** JeecgBoot's `create_by/create_time/update_by/update_time` columns. */
export abstract class AuditedEntity {
  @Column({ type: 'varchar', length: 32, name: 'create_by', nullable: true })
  createBy: string | null;

  @DateTimeColumn({ name: 'create_time' })
  createTime: Date | null;

  @Column({ type: 'varchar', length: 32, name: 'update_by', nullable: true })
  updateBy: string | null;

  @DateTimeColumn({ name: 'update_time' })
  updateTime: Date | null;
}
