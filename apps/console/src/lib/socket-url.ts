/** `http(s)://host/ctx` (or `/ctx` on this page) + a socket path -> `ws(s)://host/ctx<path>` (contract §10). */
export function contextSocketUrl(apiBaseUrl: string, pageUrl: string, path: string): string {
  const base = new URL(apiBaseUrl.endsWith('/') ? apiBaseUrl : `${apiBaseUrl}/`, pageUrl);
  const protocol = base.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${protocol}//${base.host}${base.pathname.replace(/\/+$/, '')}${path}`;
}
