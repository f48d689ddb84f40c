import { compileReportSql, quoteColumn, ReportSqlError } from './report-sql';

describe('compileReportSql', () => {
  it('accepts one SELECT and turns ${name} into bound parameters', () => {
    const out = compileReportSql("SELECT * FROM sys_user WHERE realname LIKE '%' || ${name} || '%' AND sex = ${sex};");
    expect(out.text).toBe("SELECT * FROM sys_user WHERE realname LIKE '%' || @p_name || '%' AND sex = @p_sex");
    expect(out.params).toEqual(['name', 'sex']);
  });

  it('accepts WITH … SELECT and the replace() function', () => {
    expect(compileReportSql('WITH t AS (SELECT 1 AS x) SELECT replace(x, 1, 2) FROM t').params).toEqual([]);
  });

  it.each([
    ['UPDATE sys_user SET status = 2', '只能是一条SELECT'],
    ['SELECT 1; DELETE FROM sys_user', '多条语句'],
    ['SELECT 1; -- trailing\n DROP TABLE x', '多条语句'],
    ['WITH x AS (SELECT 1) DELETE FROM sys_user', 'DELETE'],
    ['SELECT * FROM a /* unterminated', '注释未结束'],
    ["SELECT 'unterminated", '引号未结束'],
    ['PRAGMA table_info(sys_user)', '只能是一条SELECT'],
    ['/* comment */ ATTACH DATABASE x AS y', '只能是一条SELECT'],
    ['SELECT * FROM sys_user WHERE id = ?', '${name}'],
    ['SELECT * FROM sys_user WHERE id = :id', '${name}'],
    ["SELECT * FROM sys_user WHERE realname LIKE '%${name}%'", '引号内'],
    ['REPLACE INTO sys_user VALUES (1)', '只能是一条SELECT'],
    ['', 'SQL为空'],
  ])('refuses %s', (sql, message) => {
    expect(() => compileReportSql(sql)).toThrow(ReportSqlError);
    expect(() => compileReportSql(sql)).toThrow(message);
  });

  it('does not mistake keywords inside strings, quoted names or comments for code', () => {
    const sql = `SELECT 'DELETE; DROP' AS "update", x -- ; DROP TABLE y\nFROM t /* ; INSERT */`;
    expect(compileReportSql(sql).text).toBe(`SELECT 'DELETE; DROP' AS "update", x -- ; DROP TABLE y\nFROM t`);
  });
});

describe('quoteColumn', () => {
  it('quotes plain names and refuses anything else', () => {
    expect(quoteColumn('realname')).toBe('"realname"');
    expect(() => quoteColumn('x" OR 1=1 --')).toThrow(ReportSqlError);
  });
});
