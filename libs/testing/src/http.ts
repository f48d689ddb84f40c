import { createHash } from 'node:crypto';
import {
  DEFAULT_SIGNATURE_SECRET,
  type HttpMethod,
  type LoginResult,
  type Result,
  resultSchema,
  loginResultSchema,
  signaturePayload,
} from '@cropwatch/contract';

/** One HTTP exchange with a JeecgBoot-compatible server, independent of the client library. */
export interface ApiRequest {
  method: HttpMethod;
  /** Relative to the context path, e.g. `/sys/login`. */
  path: string;
  query?: Record<string, string>;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface ApiResponse {
  status: number;
  body: unknown;
  headers: Record<string, string | string[] | undefined>;
}

export type ApiCall = (request: ApiRequest) => Promise<ApiResponse>;

/** The part of a supertest request this module uses. */
export interface SupertestRequestLike extends PromiseLike<{
  status: number;
  body: unknown;
  headers: Record<string, string>;
}> {
  set(field: string, value: string): this;
  query(query: Record<string, string>): this;
  send(data: string | object): this;
}

/** The part of `supertest(server)` this module uses. */
export interface SupertestLike {
  get(url: string): SupertestRequestLike;
  post(url: string): SupertestRequestLike;
  put(url: string): SupertestRequestLike;
  delete(url: string): SupertestRequestLike;
}

export const CONTEXT_PATH = '/jeecg-boot';

/** Adapts `supertest(app.getHttpServer())` (in-process contract tests). */
export function supertestCall(agent: SupertestLike, contextPath = CONTEXT_PATH): ApiCall {
  return async ({ method, path, query, body, headers }) => {
    let req = agent[method.toLowerCase() as 'get' | 'post' | 'put' | 'delete'](`${contextPath}${path}`);
    for (const [k, v] of Object.entries(headers ?? {})) req = req.set(k, v);
    if (query) req = req.query(query);
    if (body !== undefined) req = req.send(body as object);
    const res = await req;
    return { status: res.status, body: res.body, headers: res.headers };
  };
}

/** Adapts `fetch` against a running server (browser journeys, smoke scripts). */
export function fetchCall(baseUrl: string, contextPath = CONTEXT_PATH): ApiCall {
  return async ({ method, path, query, body, headers }) => {
    const url = new URL(`${baseUrl}${contextPath}${path}`);
    for (const [k, v] of Object.entries(query ?? {})) url.searchParams.set(k, v);
    const res = await fetch(url, {
      method,
      headers: { ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}), ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // Not JSON (HTML, binary): keep the text.
    }
    return { status: res.status, body: parsed, headers: Object.fromEntries(res.headers.entries()) };
  };
}

/** `X-Sign` and `X-TIMESTAMP` for a request, as the Vue2 client computes them (contract §9.2). */
export function signHeaders(
  path: string,
  query: Record<string, string> = {},
  body: Record<string, unknown> = {},
  options: { secret?: string; now?: number } = {},
): { 'X-Sign': string; 'X-TIMESTAMP': string } {
  const payload = signaturePayload(path, query, body);
  const sign = createHash('md5')
    .update(payload + (options.secret ?? DEFAULT_SIGNATURE_SECRET), 'utf8')
    .digest('hex')
    .toUpperCase();
  return { 'X-Sign': sign, 'X-TIMESTAMP': String(options.now ?? Date.now()) };
}

/** Headers of an authenticated request. */
export const authHeaders = (token: string, tenantId: number | string = 0): Record<string, string> => ({
  'X-Access-Token': token,
  'tenant-id': String(tenantId),
  'X-Tenant-Id': String(tenantId),
});

/**
 * Signs in with username and password (the server must run with `CAPTCHA=off`) and returns the parsed
 * login result; throws with the server's message when the login fails.
 */
export async function loginAs(call: ApiCall, username: string, password = '123456'): Promise<LoginResult> {
  const res = await call({ method: 'POST', path: '/sys/login', body: { username, password } });
  const envelope = resultSchema(loginResultSchema.nullable()).parse(res.body) as Result<LoginResult | null>;
  if (!envelope.success || !envelope.result) throw new Error(`login as ${username} failed: ${envelope.message}`);
  return envelope.result;
}
