import { toPostgresStatement } from './report-runner';

describe('toPostgresStatement', () => {
  it('numbers each named parameter once, in order of first use, and leaves literals and comments alone', () => {
    const out = toPostgresStatement({
      sql: 'SELECT * FROM (SELECT \'a@b\' AS "@x" -- @s1\n WHERE n LIKE @s1 OR m = @p_name OR k = @s1) AS rp LIMIT @rp_limit',
      params: { s1: '%v%', p_name: 'x', rp_limit: 10 },
    });
    expect(out.sql).toBe(
      'SELECT * FROM (SELECT \'a@b\' AS "@x" -- @s1\n WHERE n ILIKE $1 OR m = $2 OR k = $1) AS rp LIMIT $3',
    );
    expect(out.values).toEqual(['%v%', 'x', 10]);
  });

  it('turns NOT LIKE into NOT ILIKE and refuses a parameter without a value', () => {
    expect(toPostgresStatement({ sql: 'SELECT 1 WHERE a NOT like @v', params: { v: 'x' } }).sql).toBe(
      'SELECT 1 WHERE a NOT ILIKE $1',
    );
    expect(() => toPostgresStatement({ sql: 'SELECT @missing', params: {} })).toThrow('unbound parameter @missing');
  });
});
