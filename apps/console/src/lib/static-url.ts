import { endpointRefs } from '@cropwatch/contract';

/** `/sys/common/static`: the contract's `commonStatic` row (`/sys/common/static/*path`) without its wildcard. */
export const STATIC_PREFIX = endpointRefs.commonStatic.path.replace(/\/\*path$/, '');

/** The wire path (below the API base) of a stored file, as `download`/`http.get` take it. */
export const staticPath = (stored: string): string => `${STATIC_PREFIX}/${stored.replace(/^\/+/, '')}`;

/** Uploaded files are stored paths served by `/sys/common/static` (contract §8.2); URLs and data URLs stay as they are. */
export function staticFileUrl(path: string, apiBaseUrl: string): string | undefined {
  if (!path) return undefined;
  if (/^(https?:)?\/\//i.test(path) || path.startsWith('data:')) return path;
  return `${apiBaseUrl.replace(/\/+$/, '')}${staticPath(path)}`;
}
