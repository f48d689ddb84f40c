import type { DataSource } from 'typeorm';

/**
 * Lets the entities' SQLite spelling of date-times (`datetime`, see columns.ts) map to PostgreSQL's
 * `timestamp without time zone`, the type the migrations create there (column-builders.ts). TypeORM's
 * PostgreSQL driver already converts `datetime` values like `timestamp` ones; it only refuses the name.
 * Called on a data source before `initialize()`; does nothing on SQLite.
 */
export function adaptDialect(dataSource: DataSource): DataSource {
  if (dataSource.options.type !== 'postgres') return dataSource;
  const driver = dataSource.driver;
  if (!driver.supportedDataTypes.includes('datetime')) driver.supportedDataTypes.push('datetime');
  const normalizeType = driver.normalizeType.bind(driver);
  driver.normalizeType = (column) =>
    column.type === 'datetime' ? 'timestamp without time zone' : normalizeType(column);
  return dataSource;
}
