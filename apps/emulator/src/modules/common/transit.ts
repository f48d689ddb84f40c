import { STATUS_CODES } from 'node:http';
import type { HttpMethod } from '@cropwatch/contract';

/**
 * The forward of `/sys/common/transitRESTful` (CommonController#transitRestful, 3.4.0) behind an allow-list: the
 * real server sends any URL it is given, with the caller's token (an SSRF hole); here only the listed origins are
 * reached, and nothing is sent before the check.
 */

/** A refusal or a failed forward, answered as err500 with this message (the real `Result.error(e.getMessage())`). */
export class TransitError extends Error {}

export interface TransitLimits {
  /** Origins (`URL.origin`) that may be reached. */
  allowedOrigins: readonly string[];
  /** Time limit of the whole exchange, answer included. */
  timeoutMs: number;
  /** Largest answer read. */
  maxBytes: number;
}

export interface TransitRequest {
  /** The `url` parameter as the query parser left it; decoded once more, as the real `URLDecoder.decode` does. */
  url: string;
  method: HttpMethod;
  /** The other query parameters (`url` is left out here). */
  query: Record<string, unknown>;
  /** The parsed JSON body, if any; sent as JSON on every method but GET. */
  body: unknown;
  /** The caller's token, sent as `X-Access-Token`. */
  token: string | undefined;
}

/** What the real server wraps: the answer's status and its text parsed as JSON, or the text itself. */
export interface TransitAnswer {
  status: number;
  result: unknown;
}

/** `java.net.URLDecoder.decode(s, "UTF-8")`: `+` is a space, `%xx` sequences are UTF-8 bytes. */
export function javaUrlDecode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    throw new TransitError(`中转地址 ${text} 的编码不正确`);
  }
}

/** The target URL, or a `TransitError` naming why it may not be reached; no connection is made here. */
export function transitTarget(rawUrl: string, allowedOrigins: readonly string[]): URL {
  const text = javaUrlDecode(rawUrl).trim();
  if (!URL.canParse(text)) throw new TransitError(`中转地址 ${text} 不是有效的URL`);
  const url = new URL(text);
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new TransitError(`中转地址 ${text} 只能使用 http 或 https`);
  if (url.username || url.password) throw new TransitError(`中转地址 ${url.origin} 不能包含用户名或密码`);
  if (!allowedOrigins.includes(url.origin))
    throw new TransitError(`中转地址 ${url.origin} 不在允许列表中（TRANSIT_ALLOWED_ORIGINS）`);
  return url;
}

/** The query parameters appended to the target's own (repeated parameters repeated, values as text). */
function withQuery(url: URL, query: Record<string, unknown>): URL {
  const out = new URL(url);
  for (const [key, value] of Object.entries(query)) {
    for (const v of Array.isArray(value) ? value : [value]) {
      out.searchParams.append(
        key,
        v === undefined || v === null ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v),
      );
    }
  }
  return out;
}

const MB = 1024 * 1024;

/** Reads at most `maxBytes` of the answer; a larger one is abandoned and refused. */
async function readLimited(response: Response, maxBytes: number, origin: string): Promise<Buffer> {
  const limit = maxBytes % MB === 0 ? `${maxBytes / MB}MB` : `${maxBytes}字节`;
  const tooLarge = () => new TransitError(`中转应答超过${limit}限制：${origin}`);
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel();
    throw tooLarge();
  }
  if (!response.body) return Buffer.alloc(0);
  const chunks: Buffer[] = [];
  let total = 0;
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(Buffer.from(value));
  }
  return Buffer.concat(chunks);
}

/** The answer's text as fastjson's `JSON.parse` leaves it: JSON parsed, an empty body `null`, otherwise the text. */
export function parseAnswer(text: string): unknown {
  if (text.trim() === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * Spring's message for an answer ≥ 400 (`DefaultResponseErrorHandler` of Spring 5.3, which the real RestTemplate
 * throws): `404 Not Found: "<body>"`, or `[no body]`.
 */
export function httpErrorMessage(status: number, statusText: string, body: string): string {
  const preface = `${status} ${statusText || STATUS_CODES[status] || ''}: `;
  if (body === '') return `${preface}[no body]`;
  return `${preface}"${body.replace(/\r\n|\r|\n/g, '<EOL>').replace(/\t/g, '<TAB>')}"`;
}

/**
 * Sends the request to its listed target: same method, the query, the JSON body, only `X-Access-Token` of the
 * caller's headers, redirects not followed (a 3xx is answered as its status), within the time and size limits.
 */
export async function forwardTransit(req: TransitRequest, limits: TransitLimits): Promise<TransitAnswer> {
  const target = withQuery(transitTarget(req.url, limits.allowedOrigins), req.query);
  const headers: Record<string, string> = {};
  if (req.token) headers['X-Access-Token'] = req.token;
  const hasBody = req.method !== 'GET' && req.body !== undefined && req.body !== null;
  if (hasBody) headers['Content-Type'] = 'application/json;charset=UTF-8';
  const signal = AbortSignal.timeout(limits.timeoutMs);
  try {
    const response = await fetch(target, {
      method: req.method,
      headers,
      body: hasBody ? JSON.stringify(req.body) : undefined,
      redirect: 'manual',
      credentials: 'omit',
      signal,
    });
    const text = (await readLimited(response, limits.maxBytes, target.origin)).toString('utf8');
    if (response.status >= 400) throw new TransitError(httpErrorMessage(response.status, response.statusText, text));
    return { status: response.status, result: parseAnswer(text) };
  } catch (e) {
    if (e instanceof TransitError) throw e;
    if (signal.aborted)
      throw new TransitError(`中转请求超时（${limits.timeoutMs / 1000}秒内未完成）：${target.origin}`);
    const cause = (e as { cause?: { code?: string; message?: string } }).cause;
    throw new TransitError(
      `中转请求失败：${target.origin}（${cause?.code ?? cause?.message ?? (e as Error).message}）`,
    );
  }
}
