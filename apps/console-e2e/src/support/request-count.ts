import type { Page, Request } from '@playwright/test';

/** Path without Vite's content hash (`/assets/layout-B3x_9kQz.js` → `/assets/layout.js`), for a readable message. */
const unhashed = (url: string) => new URL(url).pathname.replace(/-[\w-]{8}(\.\w+)$/, '$1');

/**
 * Counts the requests a page makes from now until `until` resolves (issue #32): scripts, styles, texts and data
 * calls alike, the document aside. Deterministic (a count, not a time), so it is a test.
 */
export async function countRequests(page: Page, until: () => Promise<unknown>): Promise<string[]> {
  const seen: Request[] = [];
  const listener = (request: Request) => seen.push(request);
  page.on('request', listener);
  try {
    await until();
  } finally {
    page.off('request', listener);
  }
  return seen.filter((request) => request.resourceType() !== 'document').map((request) => unhashed(request.url()));
}
