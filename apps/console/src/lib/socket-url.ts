/** `http(s)://host/ctx` (or `/ctx` on this page) + a socket path -> `ws(s)://host/ctx<path>` (contract §10). */
export function contextSocketUrl(apiBaseUrl: string, pageUrl: string, path: string): string {
  const base = new URL(apiBaseUrl.endsWith('/') ? apiBaseUrl : `${apiBaseUrl}/`, pageUrl);
  const protocol = base.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${protocol}//${base.host}${base.pathname.replace(/\/+$/, '')}${path}`;
}

/** What the console's socket clients need of a browser `WebSocket` (tests hand in fakes). */
export interface SocketLike {
  readonly readyState: number;
  onopen: ((ev: Event) => unknown) | null;
  onclose: ((ev: CloseEvent) => unknown) | null;
  onerror: ((ev: Event) => unknown) | null;
  onmessage: ((ev: MessageEvent) => unknown) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}
