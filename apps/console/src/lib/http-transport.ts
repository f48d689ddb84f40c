/**
 * The console's HTTP transport on the browser's own `fetch` (issue #17: axios was ~20 kB gzip of the sign-in page).
 * What the request layer (`lib/http`) relied on from axios, and nothing more: query parameters serialised the
 * way axios does, JSON bodies, a timeout, cancellation by `AbortSignal`, JSON-or-text and blob responses, non-2xx
 * as a rejection carrying the response, and upload progress (the one case for XMLHttpRequest: fetch cannot
 * report it).
 */

/** Case-insensitive request headers, remembering the spelling they were set with. */
export class HttpHeaders {
  private readonly values = new Map<string, { name: string; value: string }>();

  constructor(init?: Record<string, string | undefined> | HttpHeaders) {
    if (init instanceof HttpHeaders) for (const [name, value] of init.entries()) this.set(name, value);
    else if (init) for (const [name, value] of Object.entries(init)) if (value !== undefined) this.set(name, value);
  }

  set(name: string, value: string): this {
    this.values.set(name.toLowerCase(), { name, value });
    return this;
  }

  get(name: string): string | undefined {
    return this.values.get(name.toLowerCase())?.value;
  }

  has(name: string): boolean {
    return this.values.has(name.toLowerCase());
  }

  delete(name: string): void {
    this.values.delete(name.toLowerCase());
  }

  entries(): [string, string][] {
    return [...this.values.values()].map(({ name, value }) => [name, value]);
  }
}

export interface ProgressEvent {
  loaded: number;
  total?: number;
}

export type HttpMethodName = 'get' | 'post' | 'put' | 'delete' | 'patch' | 'head' | 'options';

/** What a caller passes. */
export interface RequestOptions {
  url: string;
  method?: string;
  params?: object;
  data?: unknown;
  headers?: Record<string, string | undefined>;
  signal?: AbortSignal;
  /** Skip the error catalogue of spec §8: the caller reports failures itself. */
  silent?: boolean;
  responseType?: 'json' | 'blob';
  onUploadProgress?: (event: ProgressEvent) => void;
  timeout?: number;
}

/** What a transport receives: the method in lower case, the body serialised (JSON text, or FormData as is). */
export interface RequestConfig extends Omit<RequestOptions, 'headers' | 'method'> {
  method: HttpMethodName;
  baseURL: string;
  params: Record<string, unknown>;
  headers: HttpHeaders;
  timeout: number;
}

export interface HttpResponse<T = unknown> {
  data: T;
  status: number;
  headers: Record<string, string>;
  config: RequestConfig;
}

export type HttpErrorCode = 'ERR_BAD_REQUEST' | 'ERR_BAD_RESPONSE' | 'ECONNABORTED' | 'ERR_NETWORK' | 'ERR_CANCELED';

/** A failed transport: no answer (timeout, network, cancelled) or an answer outside 2xx (`response`). */
export class HttpError extends Error {
  constructor(
    message: string,
    readonly code: HttpErrorCode,
    readonly config: RequestConfig,
    readonly response?: HttpResponse,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const isCancel = (error: unknown): boolean => error instanceof HttpError && error.code === 'ERR_CANCELED';

/** An answered request outside 2xx becomes this rejection (axios' `validateStatus` and error codes). */
export function statusError(response: HttpResponse): HttpError {
  return new HttpError(
    `Request failed with status code ${response.status}`,
    response.status >= 500 ? 'ERR_BAD_RESPONSE' : 'ERR_BAD_REQUEST',
    response.config,
    response,
  );
}

export type Transport = (config: RequestConfig) => Promise<HttpResponse>;

/** axios' parameter encoding: encodeURIComponent, then `: $ , [ ]` kept and spaces as `+`. */
const encode = (value: string): string =>
  encodeURIComponent(value)
    .replace(/%3A/gi, ':')
    .replace(/%24/g, '$')
    .replace(/%2C/gi, ',')
    .replace(/%20/g, '+')
    .replace(/%5B/gi, '[')
    .replace(/%5D/gi, ']');

function paramText(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  return JSON.stringify(value) ?? '';
}

/**
 * The query string of `params` as axios writes it: `undefined` and `null` left out, arrays as repeated `key[]`,
 * dates as ISO text, other objects as JSON (what the JeecgBoot clients send).
 */
export function serializeParams(params: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      for (const item of value)
        if (item !== undefined && item !== null) parts.push(`${encode(`${key}[]`)}=${encode(paramText(item))}`);
    } else {
      parts.push(`${encode(key)}=${encode(paramText(value))}`);
    }
  }
  return parts.join('&');
}

/** `baseURL` + `url` (unless absolute) + the serialised parameters. */
export function buildUrl(config: Pick<RequestConfig, 'baseURL' | 'url' | 'params'>): string {
  const absolute = /^([a-z][a-z\d+\-.]*:)?\/\//i.test(config.url);
  let url =
    absolute || !config.baseURL
      ? config.url
      : `${config.baseURL.replace(/\/+$/, '')}/${config.url.replace(/^\/+/, '')}`;
  const hash = url.indexOf('#');
  if (hash >= 0) url = url.slice(0, hash);
  const query = serializeParams(config.params);
  return query ? `${url}${url.includes('?') ? '&' : '?'}${query}` : url;
}

/** JSON when it parses, the text otherwise (axios' default `transitional.silentJSONParsing`). */
function parseBody(text: string): unknown {
  if (text === '') return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Aborts on the caller's signal or after `timeout` ms; tells which of the two it was. */
function abortControl(config: RequestConfig) {
  const controller = new AbortController();
  let timedOut = false;
  const timer =
    config.timeout > 0 ? setTimeout(() => ((timedOut = true), controller.abort()), config.timeout) : undefined;
  const onAbort = () => controller.abort();
  config.signal?.addEventListener('abort', onAbort);
  return {
    signal: controller.signal,
    failure(cause: unknown): HttpError {
      if (timedOut) return new HttpError(`timeout of ${config.timeout}ms exceeded`, 'ECONNABORTED', config);
      if (config.signal?.aborted) return new HttpError('canceled', 'ERR_CANCELED', config);
      return new HttpError(
        cause instanceof Error && cause.message ? cause.message : 'Network Error',
        'ERR_NETWORK',
        config,
      );
    },
    done() {
      clearTimeout(timer);
      config.signal?.removeEventListener('abort', onAbort);
    },
  };
}

function finish(response: HttpResponse): HttpResponse {
  if (response.status >= 200 && response.status < 300) return response;
  throw statusError(response);
}

/** Uploads with progress: XMLHttpRequest, the one browser API that reports it. */
function xhrTransport(config: RequestConfig): Promise<HttpResponse> {
  return new Promise((resolve, reject) => {
    if (config.signal?.aborted) return reject(new HttpError('canceled', 'ERR_CANCELED', config));
    const xhr = new XMLHttpRequest();
    xhr.open(config.method.toUpperCase(), buildUrl(config));
    xhr.timeout = config.timeout;
    if (config.responseType === 'blob') xhr.responseType = 'blob';
    for (const [name, value] of config.headers.entries()) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) =>
      config.onUploadProgress?.({ loaded: event.loaded, total: event.lengthComputable ? event.total : undefined });
    const onAbort = () => xhr.abort();
    config.signal?.addEventListener('abort', onAbort);
    const settle = (run: () => void) => {
      config.signal?.removeEventListener('abort', onAbort);
      run();
    };
    xhr.onload = () =>
      settle(() => {
        const headers: Record<string, string> = {};
        for (const line of xhr
          .getAllResponseHeaders()
          .trim()
          .split(/[\r\n]+/)) {
          const at = line.indexOf(':');
          if (at > 0) headers[line.slice(0, at).trim().toLowerCase()] = line.slice(at + 1).trim();
        }
        const data = config.responseType === 'blob' ? (xhr.response as Blob) : parseBody(xhr.responseText);
        try {
          resolve(finish({ data, status: xhr.status, headers, config }));
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      });
    xhr.ontimeout = () =>
      settle(() => reject(new HttpError(`timeout of ${config.timeout}ms exceeded`, 'ECONNABORTED', config)));
    xhr.onabort = () => settle(() => reject(new HttpError('canceled', 'ERR_CANCELED', config)));
    xhr.onerror = () => settle(() => reject(new HttpError('Network Error', 'ERR_NETWORK', config)));
    xhr.send((config.data ?? null) as XMLHttpRequestBodyInit | null);
  });
}

/** The default transport: `fetch`, or XMLHttpRequest when upload progress is asked for. */
export const fetchTransport: Transport = async (config) => {
  if (config.onUploadProgress) return xhrTransport(config);
  const control = abortControl(config);
  try {
    let res: Response;
    try {
      res = await fetch(buildUrl(config), {
        method: config.method.toUpperCase(),
        headers: config.headers.entries(),
        body: (config.data ?? undefined) as BodyInit | undefined,
        signal: control.signal,
        credentials: 'same-origin',
      });
    } catch (cause) {
      throw control.failure(cause);
    }
    let data: unknown;
    try {
      data = config.responseType === 'blob' ? await res.blob() : parseBody(await res.text());
    } catch (cause) {
      throw control.failure(cause);
    }
    const headers: Record<string, string> = {};
    res.headers.forEach((value, name) => (headers[name] = value));
    return finish({ data, status: res.status, headers, config });
  } finally {
    control.done();
  }
};

/** A JSON body is sent as text with its content type; FormData, blobs and strings go as they are. */
export function serializeBody(data: unknown, headers: HttpHeaders): unknown {
  if (data === undefined || data === null) return undefined;
  if (
    typeof data === 'string' ||
    data instanceof FormData ||
    data instanceof Blob ||
    data instanceof URLSearchParams ||
    data instanceof ArrayBuffer
  ) {
    return data;
  }
  if (!headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
  return JSON.stringify(data);
}
