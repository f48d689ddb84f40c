import { HttpStatus } from '@nestjs/common';

/** Answered in a 503 envelope to any request that needed the database while it did not answer. */
export const DATABASE_UNAVAILABLE_MESSAGE = '数据库暂时不可用，请稍后重试';
export const DATABASE_UNAVAILABLE_STATUS = HttpStatus.SERVICE_UNAVAILABLE;

const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND']);
/** PostgreSQL SQLSTATEs of a server that is going away or not there yet (class 08, 57P01-57P03, 53300). */
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[123]|53300)$/;
const UNAVAILABLE_MESSAGE =
  /Connection terminated|timeout exceeded when trying to connect|not queryable|Connection is not established|the database system is (starting up|shutting down)/i;

/**
 * True when an error means "the database server cannot be reached" (refused, dropped, shutting down, pool
 * connect timeout), as opposed to a failing statement: such errors become 503 answers, never 500s or hangs.
 */
export function isDatabaseUnavailable(e: unknown): boolean {
  for (let cause: unknown = e, depth = 0; cause && depth < 4; depth++) {
    const err = cause as { code?: unknown; message?: unknown; driverError?: unknown; cause?: unknown };
    if (typeof err.code === 'string' && (NETWORK_CODES.has(err.code) || UNAVAILABLE_SQLSTATE.test(err.code)))
      return true;
    if (typeof err.message === 'string' && UNAVAILABLE_MESSAGE.test(err.message)) return true;
    if (e instanceof AggregateError && e.errors.some(isDatabaseUnavailable)) return true;
    cause = err.driverError ?? err.cause;
  }
  return false;
}
