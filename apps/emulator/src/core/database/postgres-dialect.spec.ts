import { toPostgresSql } from './postgres-dialect';

describe('toPostgresSql', () => {
  it('numbers ? placeholders and makes LIKE case-insensitive, leaving quoted text and identifiers alone', () => {
    expect(toPostgresSql('SELECT * FROM t WHERE a = ? AND b LIKE ? AND c = \'x?\' AND "q?" NOT LIKE ?', 3)).toBe(
      'SELECT * FROM t WHERE a = $1 AND b ILIKE $2 AND c = \'x?\' AND "q?" NOT ILIKE $3',
    );
    expect(toPostgresSql("SELECT 'it''s LIKE ?' AS s", 0)).toBe("SELECT 'it''s LIKE ?' AS s");
  });

  it('keeps SQL already written with $n placeholders as it is', () => {
    expect(toPostgresSql('INSERT INTO s VALUES ($1, $2) RETURNING v', 2)).toBe(
      'INSERT INTO s VALUES ($1, $2) RETURNING v',
    );
  });
});
