import md5 from 'blueimp-md5';
import { endpointRefs, signaturePayload } from '@cropwatch/contract';
import { runtimeConfig } from './config';
import { NOTICE_DURATION_S, notifyError, serverMessage, t, TOKEN_EXPIRED_MARK } from './http-messages';
import {
  fetchTransport,
  HttpError,
  HttpHeaders,
  isCancel,
  serializeBody,
  type HttpMethodName,
  type HttpResponse,
  type RequestOptions,
  type RequestConfig,
} from './http-transport';
import { currentLanguage } from './i18n';
import { expireAfterNotice, showSessionExpiredDialog, storedToken } from './session-expiry';
import { localCache, StorageKey } from './storage';

/** The transport of every call: what each request carries, the `http` client, the error catalogue, the signature. */
export const REQUEST_TIMEOUT_MS = 9000;

/** Dictionary lists are cached by URL in the Vue2 client, so they never get `_t` (contract §1.6). */
// `sys/dict/getDictItems` (the contract's row without its `:dictCode`): its GETs carry no `_t`.
const NO_CACHE_BUSTER = endpointRefs.getDictItems.path.replace(/^\/|\/:dictCode$/g, '');
let currentRoute: { name: string; appId?: string } = { name: '' };

/** The shell reports every navigation here; low-code app pages scope their calls with `X-Low-App-ID`. */
export function setCurrentRouteName(name: string | null | undefined, appId?: string): void {
  currentRoute = { name: name ?? '', appId };
}

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

const isTimeout = (error: HttpError): boolean => error.code === 'ECONNABORTED';

/** Spec §8 error catalogue. */
export async function reportError(error: HttpError): Promise<void> {
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
