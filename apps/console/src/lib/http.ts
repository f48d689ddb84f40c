/**
 * The console's one HTTP client, split along its jobs (issue #28): `http-client` (what every request carries, the
 * error catalogue, the signature), `http-messages` (the catalogue's texts), `session-expiry` (the 401 notice and the
 * `Token失效` dialog), `http-call` (the typed `call` on contract rows) and `http-helpers` (uploads and downloads on a
 * row's path, the Vue2 helpers). Import from here.
 */
export {
  HttpError,
  HttpHeaders,
  type HttpResponse,
  type RequestConfig,
  type RequestOptions,
  type Transport,
} from './http-transport';
export { http, REQUEST_TIMEOUT_MS, setCurrentRouteName, signHeaders } from './http-client';
export {
  call,
  failureMessage,
  fillPath,
  isNotProvided,
  ResultError,
  unwrap,
  type CallConfig,
  type CallOptions,
} from './http-call';
export { deleteAction, downloadFile, getAction, httpAction, postAction, putAction, uploadAction } from './http-helpers';
export {
  onSessionExpired,
  pageControl,
  RELOAD_DELAY_MS,
  resetSessionExpiry,
  showSessionExpiredDialog,
} from './session-expiry';
