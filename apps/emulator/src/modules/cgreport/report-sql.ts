import { REPORT_MESSAGES } from '@cropwatch/contract';

/**
 * The guard in front of an online report's stored SQL (issue #15). The SQL is admin-defined, so it is parsed
 * here as SQLite reads it — string literals, quoted identifiers, `--` and `/* *\/` comments — and refused unless
 * it is exactly one SELECT (or WITH … SELECT) statement without writes, pragmas, attachments or bound-parameter
 * syntax of its own. `${name}` placeholders (JeecgBoot's report parameters) become named parameters `@p_name`:
 * values are always bound, never spliced. The runner adds a second, independent line: a read-only connection
 * with `PRAGMA query_only` that also refuses any statement SQLite itself does not call read-only.
 */

export class ReportSqlError extends Error {}

type TokenKind = 'word' | 'string' | 'ident' | 'number' | 'placeholder' | 'punct' | 'param';
export interface Token {
  kind: TokenKind;
  text: string;
  start: number;
  end: number;
}

/** Words that may not appear as keywords anywhere in a report query (quoted identifiers are fine). */
const FORBIDDEN = new Set([
  'INSERT',
  'UPDATE',
  'DELETE',
  'REPLACE',
  'UPSERT',
  'CREATE',
  'DROP',
  'ALTER',
  'ATTACH',
  'DETACH',
  'PRAGMA',
  'VACUUM',
  'REINDEX',
  'ANALYZE',
  'BEGIN',
  'COMMIT',
  'ROLLBACK',
  'SAVEPOINT',
  'RELEASE',
  'LOAD_EXTENSION',
  'INTO',
]);

const PLACEHOLDER_NAME = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;

/** SQLite's lexical structure, enough to tell code from literals and comments. */
export function tokenize(sql: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  const n = sql.length;
  const push = (kind: TokenKind, start: number, end: number) =>
    tokens.push({ kind, text: sql.slice(start, end), start, end });
  while (i < n) {
    const c = sql[i];
    const start = i;
    if (/\s/.test(c)) {
      i++;
    } else if (c === '-' && sql[i + 1] === '-') {
      while (i < n && sql[i] !== '\n') i++;
    } else if (c === '/' && sql[i + 1] === '*') {
      const close = sql.indexOf('*/', i + 2);
      if (close < 0) throw new ReportSqlError(`${REPORT_MESSAGES.notSelect}（注释未结束）`);
      i = close + 2;
    } else if (c === "'" || c === '"' || c === '`' || c === '[') {
      const quote = c === '[' ? ']' : c;
      i++;
      for (;;) {
        if (i >= n) throw new ReportSqlError(`${REPORT_MESSAGES.notSelect}（引号未结束）`);
        if (sql[i] === quote) {
          if (quote !== ']' && sql[i + 1] === quote) {
            i += 2;
            continue;
          }
          i++;
          break;
        }
        i++;
      }
      const text = sql.slice(start, i);
      if (c === "'" && text.includes('${'))
        throw new ReportSqlError('报表参数${name}不能写在引号内，请写成 ${name} 并用 || 拼接通配符');
      push(c === "'" ? 'string' : 'ident', start, i);
    } else if (c === '$' && sql[i + 1] === '{') {
      const close = sql.indexOf('}', i + 2);
      const name = close < 0 ? '' : sql.slice(i + 2, close);
      if (!PLACEHOLDER_NAME.test(name)) throw new ReportSqlError(`报表参数格式不正确：${sql.slice(i, i + 20)}`);
      i = close + 1;
      push('placeholder', start, i);
    } else if (c === '?' || c === ':' || c === '@' || c === '$') {
      push('param', start, i + 1);
      i++;
    } else if (/[A-Za-z_\u0080-\uffff]/.test(c)) {
      while (i < n && /[A-Za-z0-9_$\u0080-\uffff]/.test(sql[i])) i++;
      push('word', start, i);
    } else if (/[0-9.]/.test(c)) {
      while (i < n && /[0-9A-Za-z_.]/.test(sql[i])) i++;
      push('number', start, i);
    } else {
      push('punct', start, i + 1);
      i++;
    }
  }
  return tokens;
}

export interface CompiledReportSql {
  /** The statement without a trailing `;`, `${name}` replaced by `@p_name`; safe to wrap as a subquery. */
  text: string;
  /** Placeholder names in order of first use. */
  params: string[];
}

/** Checks a stored report SQL and turns its placeholders into named parameters; throws `ReportSqlError`. */
export function compileReportSql(sql: string): CompiledReportSql {
  const tokens = tokenize(sql);
  if (tokens.length === 0) throw new ReportSqlError(`${REPORT_MESSAGES.notSelect}（SQL为空）`);
  const first = tokens[0];
  if (first.kind !== 'word' || !['SELECT', 'WITH'].includes(first.text.toUpperCase()))
    throw new ReportSqlError(REPORT_MESSAGES.notSelect);
  let body = tokens;
  const semicolon = tokens.findIndex((t) => t.kind === 'punct' && t.text === ';');
  if (semicolon >= 0) {
    if (semicolon !== tokens.length - 1) throw new ReportSqlError(`${REPORT_MESSAGES.notSelect}（不能包含多条语句）`);
    body = tokens.slice(0, -1);
  }
  for (const [k, t] of body.entries()) {
    // replace(x, y, z) is a string function, REPLACE INTO a write.
    const isFunction = body[k + 1]?.text === '(' && t.text.toUpperCase() === 'REPLACE';
    if (t.kind === 'word' && FORBIDDEN.has(t.text.toUpperCase()) && !isFunction)
      throw new ReportSqlError(`${REPORT_MESSAGES.notSelect}（不允许 ${t.text.toUpperCase()}）`);
    if (t.kind === 'param') throw new ReportSqlError(`报表SQL中的参数只能写成 \${name}：${t.text}`);
  }
  if (first.text.toUpperCase() === 'WITH' && !body.some((t) => t.kind === 'word' && t.text.toUpperCase() === 'SELECT'))
    throw new ReportSqlError(REPORT_MESSAGES.notSelect);
  const params: string[] = [];
  let text = '';
  let cursor = 0;
  for (const t of body) {
    if (t.kind !== 'placeholder') continue;
    const name = t.text.slice(2, -1);
    if (!params.includes(name)) params.push(name);
    text += `${sql.slice(cursor, t.start)}@p_${name}`;
    cursor = t.end;
  }
  text += sql.slice(cursor, body[body.length - 1].end);
  return { text, params };
}

/** A column name for the outer query: must be a report item's field (allowlisted by the caller), quoted. */
export const quoteColumn = (name: string) => {
  if (!/^[A-Za-z_][A-Za-z0-9_]{0,63}$/.test(name)) throw new ReportSqlError(REPORT_MESSAGES.badColumn);
  return `"${name}"`;
};
