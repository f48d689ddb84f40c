import md5 from 'blueimp-md5';
import {
  existsOnJeecg,
  signaturePayload,
  type BodyOf,
  type EndpointOf,
  type EndpointRef,
  type HttpMethod,
  type QueryOf,
  type ResponseOf,
  type Result,
} from '@cropwatch/contract';
import { runtimeConfig } from './config';
import { feedback } from './feedback';
import {
  fetchTransport,
  HttpError,
  HttpHeaders,
  isCancel,
  serializeBody,
  type HttpMethodName,
  type HttpResponse,
  type RequestConfig,
  type RequestOptions,
  type Transport,
} from './http-transport';
import { currentLanguage, i18n } from './i18n';
import { localCache, StorageKey } from './storage';

export { HttpError, HttpHeaders, type HttpResponse, type RequestConfig, type RequestOptions, type Transport };

export const REQUEST_TIMEOUT_MS = 9000;
/** Delay between the 401 notice and the page reload (Vue2 `request.js`). */
export const RELOAD_DELAY_MS = 1500;
const NOTICE_DURATION_S = 4;
/** Dictionary lists are cached by URL in the Vue2 client, so they never get `_t` (contract §1.6). */
const NO_CACHE_BUSTER = 'sys/dict/getDictItems';
const TOKEN_EXPIRED_MARK = 'Token失效';

/** Indirection so tests can observe reloads; jsdom cannot navigate. */
export const pageControl = {
  reload(): void {
    window.location.reload();
  },
};

let currentRoute: { name: string; appId?: string } = { name: '' };

/** The shell reports every navigation here; low-code app pages scope their calls with `X-Low-App-ID`. */
export function setCurrentRouteName(name: string | null | undefined, appId?: string): void {
  currentRoute = { name: name ?? '', appId };
}

type ExpiryHandler = () => void | Promise<void>;
const expiryHandlers = new Set<ExpiryHandler>();

/** Runs when the server declares the session over, before the page reloads. Returns an unsubscribe. */
export function onSessionExpired(handler: ExpiryHandler): () => void {
  expiryHandlers.add(handler);
  return () => expiryHandlers.delete(handler);
}

/** Set once an expiry notice or dialog is up: parallel failing calls must not stack a second one. */
let expiring = false;

/** For tests: forget a previous expiry (a real page reloads instead). */
export function resetSessionExpiry(): void {
  expiring = false;
}

const t = (key: string): string => i18n.t(key, { ns: 'common' });
const storedToken = (): string | null => localCache.get<string>(StorageKey.accessToken);
const sentToken = (error: HttpError): string | null => error.config.headers.get('X-Access-Token') || null;

/** What every call carries (Vue2 `request.js` interceptor): base, token, tenant, language, low-app id, `_t`. */
function prepare(options: RequestOptions): RequestConfig {
  const method = (options.method ?? 'get').toLowerCase() as HttpMethodName;
  const headers = new HttpHeaders(options.headers);
  const token = storedToken();
  if (token) headers.set('X-Access-Token', token);
  const tenant = String(localCache.get<string | number>(StorageKey.tenantId) || 0);
  headers.set('tenant-id', tenant);
  headers.set('X-Tenant-Id', tenant);
  headers.set('Accept-Language', currentLanguage());
  if (currentRoute.name.startsWith('low-app') && currentRoute.appId) headers.set('X-Low-App-ID', currentRoute.appId);
  let params = { ...(options.params as Record<string, unknown> | undefined) };
  if (method === 'get' && !options.url.includes(NO_CACHE_BUSTER))
    params = { _t: Math.floor(Date.now() / 1000), ...params };
  return {
    ...options,
    method,
    baseURL: runtimeConfig.apiBaseUrl,
    params,
    headers,
    data: serializeBody(options.data, headers),
    timeout: options.timeout ?? REQUEST_TIMEOUT_MS,
  };
}

type Config = Omit<RequestOptions, 'url' | 'method' | 'data'>;

/**
 * The one HTTP client of the console. `transport` is `fetch` (lib/http-transport); the test double replaces it
 * (testing/mock-http). A failed call is reported through the error catalogue unless `silent`, then rejected.
 */
export const http = {
  transport: fetchTransport,
  async request<T = unknown>(options: RequestOptions): Promise<HttpResponse<T>> {
    const config = prepare(options);
    try {
      return (await http.transport(config)) as HttpResponse<T>;
    } catch (error) {
      if (error instanceof HttpError && !config.silent) await reportError(error);
      throw error;
    }
  },
  get<T = unknown>(url: string, config: Config = {}): Promise<HttpResponse<T>> {
    return http.request<T>({ ...config, url, method: 'get' });
  },
  delete<T = unknown>(url: string, config: Config = {}): Promise<HttpResponse<T>> {
    return http.request<T>({ ...config, url, method: 'delete' });
  },
  post<T = unknown>(url: string, data?: unknown, config: Config = {}): Promise<HttpResponse<T>> {
    return http.request<T>({ ...config, url, method: 'post', data });
  },
  put<T = unknown>(url: string, data?: unknown, config: Config = {}): Promise<HttpResponse<T>> {
    return http.request<T>({ ...config, url, method: 'put', data });
  },
};

function notifyError(description: string, duration?: number, key?: string): void {
  feedback.notification.error({ title: t('http.systemNotice'), description, duration, key });
}

/** FileReader rather than `Blob.text()`: the latter is missing from older browsers and jsdom. */
function readBlobText(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => resolve('');
    reader.readAsText(blob);
  });
}

/** Reads `message` out of a JSON envelope, a JSON string, or a blob holding either. */
async function serverMessage(data: unknown): Promise<string> {
  let body = data;
  if (body instanceof Blob) body = await readBlobText(body);
  if (typeof body === 'string') {
    const text = body;
    try {
      body = JSON.parse(text);
    } catch {
      return text;
    }
  }
  if (typeof body === 'object' && body !== null && 'message' in body) {
    const { message } = body;
    return typeof message === 'string' ? message : '';
  }
  return '';
}

const isTimeout = (error: HttpError): boolean => error.code === 'ECONNABORTED';

/** Spec §8 error catalogue. */
async function reportError(error: HttpError): Promise<void> {
  const response = error.response;
  if (!response) {
    if (isCancel(error)) return;
    notifyError(isTimeout(error) ? t('http.timeout') : t('http.networkError'));
    return;
  }
  switch (response.status) {
    case 401:
      // A call of a session that has since ended (a poll answered after the sign-out) says nothing about now.
      if (sentToken(error) && sentToken(error) !== storedToken()) return;
      expireAfterNotice();
      return;
    case 403:
      notifyError(t('http.forbidden'), NOTICE_DURATION_S);
      return;
    case 404:
      notifyError(t('http.notFound'), NOTICE_DURATION_S);
      return;
    case 504:
      notifyError(t('http.timeout'));
      return;
  }
  const message = await serverMessage(response.data);
  if (response.status === 500 && message.includes(TOKEN_EXPIRED_MARK) && storedToken()) {
    showSessionExpiredDialog();
    return;
  }
  notifyError(message || t('http.requestError'), NOTICE_DURATION_S);
}

async function runExpiryHandlers(): Promise<void> {
  await Promise.allSettled([...expiryHandlers].map(async (handler) => handler()));
}

/** HTTP 401 (JeecgBoot 3.x): notice, then logout and a reload 1.5 s later when a token was held. */
function expireAfterNotice(): void {
  if (expiring) return;
  // Keyed: parallel 401s of an anonymous visitor replace one notice instead of stacking.
  notifyError(t('http.sessionExpired'), NOTICE_DURATION_S, 'session-expired');
  if (!storedToken()) return;
  expiring = true;
  void runExpiryHandlers().then(() => setTimeout(() => pageControl.reload(), RELOAD_DELAY_MS));
}

/**
 * HTTP 500 + `Token失效` (JeecgBoot 2.4), or the notice socket closed because the session was ended: a dialog
 * whose button logs out and reloads.
 */
export function showSessionExpiredDialog(): void {
  if (expiring) return;
  expiring = true;
  feedback.modal.error({
    title: t('http.expiredTitle'),
    content: t('http.sessionExpired'),
    okText: t('http.signInAgain'),
    onOk: async () => {
      await runExpiryHandlers();
      pageControl.reload();
    },
  });
}

type Params = Record<string, unknown>;

/**
 * `X-Sign` / `X-TIMESTAMP` of contract §9: the query written into the URL plus `params` (what the transport will
 * send), the JSON body, and `x-path-variable` for a last path segment holding commas.
 */
export function signHeaders(url: string, params?: object, body?: object): Record<string, string> {
  const [path, queryString = ''] = url.split('?');
  const query: Params = { ...Object.fromEntries(new URLSearchParams(queryString)), ...(params as Params) };
  const payload = signaturePayload(path, query, (body ?? {}) as Params);
  return {
    'X-Sign': md5(payload + runtimeConfig.signatureSecret).toUpperCase(),
    'X-TIMESTAMP': String(Date.now()),
  };
}

const envelope = <T>(res: HttpResponse<Result<T>>): Result<T> => res.data;

/** Signed GET (Vue2 `getAction`). Resolves to the envelope whatever `success` says. */
export function getAction<T>(url: string, params?: object): Promise<Result<T>> {
  return http.get<Result<T>>(url, { params, headers: signHeaders(url, params) }).then(envelope);
}

/** Signed POST (Vue2 `postAction`). */
export function postAction<T>(url: string, data?: object): Promise<Result<T>> {
  return http.post<Result<T>>(url, data, { headers: signHeaders(url, undefined, data) }).then(envelope);
}

/** Signed request with a chosen method; GET and DELETE carry `data` as query parameters. */
export function httpAction<T>(url: string, data: object, method: string): Promise<Result<T>> {
  const inQuery = ['get', 'delete'].includes(method.toLowerCase());
  return http
    .request<Result<T>>({
      url,
      method,
      ...(inQuery ? { params: data } : { data }),
      headers: inQuery ? signHeaders(url, data) : signHeaders(url, undefined, data),
    })
    .then(envelope);
}

export function putAction<T>(url: string, data?: object): Promise<Result<T>> {
  return http.put<Result<T>>(url, data).then(envelope);
}

export function deleteAction<T>(url: string, params?: object): Promise<Result<T>> {
  return http.delete<Result<T>>(url, { params }).then(envelope);
}

/** Multipart upload; `onProgress` receives whole percentages. */
export function uploadAction<T>(url: string, form: FormData, onProgress?: (pct: number) => void): Promise<Result<T>> {
  return http
    .post<Result<T>>(url, form, {
      onUploadProgress: (e) => onProgress?.(Math.round((e.loaded * 100) / (e.total || e.loaded || 1))),
    })
    .then(envelope);
}

/**
 * Downloads a blob and saves it; names without an extension get `.xls` (JeecgBoot exports). A JSON body
 * instead of a file is the server refusing: checked for token expiry, otherwise `文件下载失败`.
 * Never rejects: every failure has been shown to the user.
 */
export async function downloadFile(url: string, fileName: string, params?: object): Promise<void> {
  let blob: Blob;
  try {
    blob = (await http.get<Blob>(url, { params, responseType: 'blob' })).data;
  } catch {
    return;
  }
  if (!(blob instanceof Blob) || blob.size === 0) {
    feedback.message.warning(t('http.downloadFailed'));
    return;
  }
  if (blob.type.includes('json')) {
    const message = await serverMessage(blob);
    if (message.includes(TOKEN_EXPIRED_MARK) && storedToken()) showSessionExpiredDialog();
    else feedback.message.warning(t('http.downloadFailed'));
    return;
  }
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = /\.[A-Za-z0-9]+$/.test(fileName) ? fileName : `${fileName}.xls`;
  document.body.appendChild(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(href);
}

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
