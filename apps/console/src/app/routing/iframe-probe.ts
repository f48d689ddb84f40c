/**
 * Whether the server provides a page an iframe menu entry frames (SQL监控 frames `<api>/druid/`, issue #18). Only
 * pages of the console's own API server are probed (the same server, nothing off the machine); other hosts are
 * framed as they are. A 404 or a JSON answer (the JeecgBoot envelope of an unmapped path) means the server has
 * no such page; a network failure is left to the iframe to show.
 */
export type ServerPageState = 'framed' | 'provided' | 'missing';

export const isServerPage = (src: string, apiBase: string): boolean => {
  const base = apiBase.replace(/\/+$/, '');
  return src === base || src.startsWith(`${base}/`);
};

export async function probeServerPage(src: string, signal?: AbortSignal): Promise<Exclude<ServerPageState, 'framed'>> {
  try {
    const res = await fetch(src, { method: 'GET', credentials: 'same-origin', signal });
    const type = res.headers.get('content-type') ?? '';
    if (res.status === 404 || type.includes('application/json')) return 'missing';
    return 'provided';
  } catch {
    return 'provided';
  }
}
