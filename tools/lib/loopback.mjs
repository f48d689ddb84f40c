// Benchmarks and browser checks must never leave the machine.
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

export function isLoopback(url) {
  const { protocol, hostname } = new URL(url);
  return ['data:', 'blob:', 'about:'].includes(protocol) || LOOPBACK_HOSTS.has(hostname);
}

export function assertLoopback(url) {
  if (!isLoopback(url)) throw new Error(`refusing to target ${url}: only loopback addresses are allowed`);
}
