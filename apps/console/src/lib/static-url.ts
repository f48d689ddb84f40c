/** Uploaded files are stored paths served by `/sys/common/static` (contract §8.2); URLs and data URLs stay as they are. */
export function staticFileUrl(path: string, apiBaseUrl: string): string | undefined {
  if (!path) return undefined;
  if (/^(https?:)?\/\//i.test(path) || path.startsWith('data:')) return path;
  return `${apiBaseUrl.replace(/\/+$/, '')}/sys/common/static/${path.replace(/^\/+/, '')}`;
}
