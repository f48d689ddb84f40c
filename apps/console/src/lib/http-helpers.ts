import type { Result } from '@cropwatch/contract';
import { feedback } from './feedback';
import { http, signHeaders } from './http-client';
import { serverMessage, t, TOKEN_EXPIRED_MARK } from './http-messages';
import type { HttpResponse } from './http-transport';
import { saveBlob } from './save-file';
import { showSessionExpiredDialog, storedToken } from './session-expiry';

/** The Vue2-style call helpers (`getAction`…), on a contract row's path: uploads with progress and file downloads. */

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
  saveBlob(blob, /\.[A-Za-z0-9]+$/.test(fileName) ? fileName : `${fileName}.xls`);
}
