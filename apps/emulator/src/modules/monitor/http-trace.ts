import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http';
import type { HttpTrace } from '@cropwatch/contract';

/** Headers whose values never leave the server (Spring filters `Authorization` and cookies; JeecgBoot's token too). */
const SECRET_HEADERS = new Set([
  'x-access-token',
  'authorization',
  'cookie',
  'set-cookie',
  'x-sign',
  'proxy-authorization',
]);
export const MASKED = '******';

/**
 * Whatever answered: its headers are read when the trace is (Node's response, which holds every header sent, the
 * reply's own included, once the response has gone out).
 */
export interface ResponseHeaderSource {
  getHeaders(): OutgoingHttpHeaders;
}

/**
 * One recorded exchange, kept raw (cheap to record); masked when read. The response's headers are read from the
 * reply only then: copying them into an object on every request was a tenth of a cached read's time (issue #17).
 */
export interface RecordedExchange {
  at: number;
  method: string;
  /** `protocol://host` and the original URL, joined when read. */
  origin: string;
  url: string;
  requestHeaders: IncomingHttpHeaders;
  remoteAddress: string | null;
  status: number;
  response: ResponseHeaderSource;
  timeTaken: number;
  principal: string | null;
}

const headerMap = (headers: IncomingHttpHeaders | OutgoingHttpHeaders): Record<string, string[]> => {
  const out: Record<string, string[]> = {};
  for (const [k, v] of Object.entries(headers)) {
    if (v === undefined) continue;
    const name = k.toLowerCase();
    const values = Array.isArray(v) ? v.map(String) : [String(v)];
    out[name] = SECRET_HEADERS.has(name) ? values.map(() => MASKED) : values;
  }
  return out;
};

/** The query string of a URI with `token` (iframe/preview token parameter) masked. */
export function maskUri(uri: string): string {
  return uri.replace(/([?&](?:token|access_token|password)=)[^&#]*/gi, `$1${MASKED}`);
}

/**
 * The last `capacity` requests (Spring's InMemoryHttpTraceRepository, default 100), newest first when read,
 * with request counters for `http.server.requests`.
 */
export class HttpTraceRecorder {
  private readonly ring: (RecordedExchange | undefined)[];
  private next = 0;
  count = 0;
  totalMs = 0;
  maxMs = 0;

  constructor(private readonly capacity = 100) {
    this.ring = new Array<RecordedExchange | undefined>(capacity);
  }

  record(exchange: RecordedExchange): void {
    this.ring[this.next] = exchange;
    this.next = (this.next + 1) % this.capacity;
    this.count++;
    this.totalMs += exchange.timeTaken;
    if (exchange.timeTaken > this.maxMs) this.maxMs = exchange.timeTaken;
  }

  /** Spring's `{traces}` body, newest first, secrets masked. */
  traces(): HttpTrace[] {
    const out: HttpTrace[] = [];
    for (let i = 1; i <= this.capacity; i++) {
      const e = this.ring[(this.next - i + this.capacity) % this.capacity];
      if (!e) break;
      out.push({
        timestamp: new Date(e.at).toISOString(),
        principal: e.principal ? { name: e.principal } : null,
        session: null,
        request: {
          method: e.method,
          uri: maskUri(`${e.origin}${e.url}`),
          headers: headerMap(e.requestHeaders),
          remoteAddress: e.remoteAddress,
        },
        response: { status: e.status, headers: headerMap(e.response.getHeaders()) },
        timeTaken: e.timeTaken,
      });
    }
    return out;
  }
}
