import { runtimeConfig } from '../../../lib/config';

/** Where a stored image (`analysis/images/<id>.svg`) is served: the anonymous `/sys/common/static/<path>`. */
export function imageUrl(path: string, apiBaseUrl = runtimeConfig.apiBaseUrl): string {
  return `${apiBaseUrl.replace(/\/+$/, '')}/sys/common/static/${path.replace(/^\/+/, '')}`;
}
