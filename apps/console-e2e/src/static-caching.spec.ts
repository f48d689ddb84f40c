import { expect, test } from './support/worker-emulator';

/**
 * Static serving by the emulator (issue #17), seen by the browser: precompressed Brotli scripts, index.html
 * revalidated with a 304, hashed assets from the HTTP cache. Uses the plain Playwright test, not the fixtures: their
 * request routing switches the browser's HTTP cache off. Network events come from the DevTools protocol, the only
 * place that reports revalidations and cache hits.
 */
interface Seen {
  url: string;
  requestId: string;
  status: number;
  encoding: string;
  /** Bytes of an uncompressed response (a compressed one has its own). */
  length: number;
  type: string;
  fromDiskCache: boolean;
}

test('the sign-in page arrives Brotli-compressed, and a second visit revalidates index.html and caches assets', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  let seen: Seen[] = [];
  let fromMemory: string[] = [];
  const urls = new Map<string, string>();
  cdp.on('Network.requestWillBeSent', (event) => urls.set(event.requestId, event.request.url));
  cdp.on('Network.requestServedFromCache', (event) => fromMemory.push(urls.get(event.requestId) ?? ''));
  // The status on the wire (a revalidated response is reported as the cached 200 by responseReceived).
  const wireStatus = new Map<string, number>();
  cdp.on('Network.responseReceivedExtraInfo', (event) => wireStatus.set(event.requestId, event.statusCode));
  cdp.on('Network.responseReceived', ({ response, type, requestId }) => {
    const headers = Object.fromEntries(Object.entries(response.headers).map(([k, v]) => [k.toLowerCase(), v]));
    seen.push({
      url: response.url,
      status: response.status,
      requestId,
      encoding: String(headers['content-encoding'] ?? ''),
      length: Number(headers['content-length'] ?? 0),
      type,
      fromDiskCache: !!response.fromDiskCache,
    });
  });
  const password = page.locator('input[type="password"]').first();

  await page.goto(`${baseURL}/user/login`);
  await expect(password).toBeVisible();
  const scripts = seen.filter((r) => r.type === 'Script' && new URL(r.url).pathname.startsWith('/assets/'));
  expect(scripts.length).toBeGreaterThan(0);
  // Only a file Brotli cannot shrink (a re-export of a few dozen bytes) is sent as it is.
  expect(scripts.filter((r) => r.encoding !== 'br' && r.length >= 200).map((r) => r.url)).toEqual([]);
  expect(scripts.filter((r) => r.encoding === 'br').length).toBeGreaterThan(scripts.length / 2);
  const assetUrls = scripts.map((r) => r.url);

  // A second visit: a new navigation (not a reload, which would revalidate everything).
  await page.goto('about:blank');
  seen = [];
  fromMemory = [];
  await page.goto(`${baseURL}/user/login`);
  await expect(password).toBeVisible();
  const documentResponse = seen.find((r) => r.type === 'Document');
  expect(documentResponse && wireStatus.get(documentResponse.requestId)).toBe(304);
  const cached = new Set([...fromMemory, ...seen.filter((r) => r.fromDiskCache).map((r) => r.url)]);
  const refetched = seen.filter((r) => assetUrls.includes(r.url) && !cached.has(r.url));
  expect(refetched.map((r) => `${r.status} ${r.url}`)).toEqual([]);
  expect(assetUrls.filter((url) => cached.has(url)).length).toBeGreaterThan(0);
  await context.close();
});
