import type { BodyOf, EndpointOf, EndpointRef, HttpMethod, QueryOf, ResponseOf, Result } from '@cropwatch/contract';
import { http, signHeaders } from './http-client';
import { t } from './http-messages';
import { HttpError } from './http-transport';

/** The typed call on a contract row, and what its callers need: `unwrap`, `ResultError`, `fillPath`, `failureMessage`. */

/** Thrown by `unwrap` for `success: false`; `code` lets callers single out 412, 510… */
export class ResultError extends Error {
  constructor(
    message: string,
    readonly code: number,
  ) {
    super(message);
    this.name = 'ResultError';
  }
}

/** The payload of a successful envelope; a failed one becomes a `ResultError` carrying the server text. */
export function unwrap<T>(res: Result<T>): T {
  if (!res.success) throw new ResultError(res.message || t('http.callFailed'), res.code);
  return res.result;
}

/** Path values keep literal commas: table dictionaries are written `table,text,code` (contract §4.2). */
const encodeSegment = (value: string | number): string => encodeURIComponent(String(value)).replace(/%2C/gi, ',');

export function fillPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === '') throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeSegment(value);
  });
}

export interface CallOptions<E> {
  params?: Record<string, string | number>;
  query?: QueryOf<E>;
  body?: BodyOf<E>;
}

/** `signal` lets TanStack Query cancel; `silent` leaves error reporting to the caller. */
export interface CallConfig {
  signal?: AbortSignal;
  silent?: boolean;
}

/** Signed like the Vue2 helpers: every GET and POST, plus whatever the contract marks as signed. */
const isSigned = (method: HttpMethod, signed?: boolean): boolean =>
  signed === true || method === 'GET' || method === 'POST';

/**
 * Typed call from the contract's endpoint table; `:name` path params are filled from `params`. Takes an endpoint or,
 * in code on the first page load, its zod-free `endpointRefs` entry (same types, no schemas in the bundle).
 */
export async function call<E extends EndpointRef>(
  e: E,
  opts: CallOptions<EndpointOf<E>> = {},
  config: CallConfig = {},
): Promise<ResponseOf<EndpointOf<E>>> {
  const url = fillPath(e.path, opts.params);
  const query = opts.query as object | undefined;
  const body = opts.body as object | undefined;
  const res = await http.request<ResponseOf<EndpointOf<E>>>({
    url,
    method: e.method,
    params: query,
    data: body,
    headers: isSigned(e.method, e.signed) ? signHeaders(url, query, body) : undefined,
    ...config,
  });
  return res.data;
}

/**
 * Text for a failed call that the caller still has to show: the server's message for a refused envelope,
 * `null` for transport errors, which the error catalogue above has already reported.
 */
export function failureMessage(error: unknown): string | null {
  if (error instanceof HttpError) return null;
  if (error instanceof Error && error.message) return error.message;
  return t('http.requestError');
}
