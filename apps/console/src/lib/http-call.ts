import {
  existsOnJeecg,
  type BodyOf,
  type EndpointOf,
  type EndpointRef,
  type HttpMethod,
  type QueryOf,
  type ResponseOf,
  type Result,
} from '@cropwatch/contract';
import { http, reportError, signHeaders } from './http-client';
import { NOTICE_DURATION_S, notifyError, t } from './http-messages';
import { HttpError } from './http-transport';
import { i18n } from './i18n';

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
  const request = {
    url,
    method: e.method,
    params: query,
    data: body,
    headers: isSigned(e.method, e.signed) ? signHeaders(url, query, body) : undefined,
    ...config,
  };
  if (!beyondTarget(e)) return (await http.request<ResponseOf<EndpointOf<E>>>(request)).data;
  try {
    return (await http.request<ResponseOf<EndpointOf<E>>>({ ...request, silent: true })).data;
  } catch (error) {
    if (error instanceof HttpError && !config.silent) {
      const status = error.response?.status;
      if (status === 404 || status === 405) notifyError(notProvidedText(e), NOTICE_DURATION_S, `absent:${e.path}`);
      else await reportError(error);
    }
    throw error;
  }
}

/**
 * A row a plain JeecgBoot 3.4.0 server lacks (`since` later, or `'project'`; issue #30). Against such a server
 * its 404/405 means "not provided here", not "not found": the notice says so instead of the generic 404 text.
 */
const beyondTarget = (e: EndpointRef): boolean => e.since !== undefined && !existsOnJeecg(e);

const notProvidedText = (e: EndpointRef): string =>
  i18n.t(e.since === 'project' ? 'http.notProvidedProject' : 'http.notProvidedLater', {
    ns: 'common',
    path: e.path,
    since: e.since,
  });

/** Whether a failed call is the connected server lacking the endpoint (404/405 of a row beyond 3.4.0). */
export const isNotProvided = (e: EndpointRef, error: unknown): boolean =>
  beyondTarget(e) && error instanceof HttpError && (error.response?.status === 404 || error.response?.status === 405);

/**
 * Text for a failed call that the caller still has to show: the server's message for a refused envelope,
 * `null` for transport errors, which the error catalogue above has already reported.
 */
export function failureMessage(error: unknown): string | null {
  if (error instanceof HttpError) return null;
  if (error instanceof Error && error.message) return error.message;
  return t('http.requestError');
}
