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

/**
 * The requests a page makes from now until the element with `data-testid={testId}` first appears in the page with
 * a text containing `text` (recorded in the page by a MutationObserver, not when a polling assertion happens to
 * see it): requests the page starts after its first card do not count towards "requests to the first card",
 * however late the check runs. `run` performs the action and waits for the element.
 */
export async function requestsUntilShown(
  page: Page,
  testId: string,
  text: string,
  run: () => Promise<unknown>,
): Promise<{ before: Request[]; names: string[] }> {
  const seen: Request[] = [];
  let shownAt: number | null = null;
  const listener = (request: Request) => seen.push(request);
  const binding = `__cwShown_${testId.replace(/\W/g, '_')}`;
  await page.exposeFunction(binding, () => {
    shownAt ??= seen.length;
  });
  await page.evaluate(
    ([id, name, wanted]) => {
      const found = () => document.querySelector(`[data-testid="${id}"]`)?.textContent?.includes(wanted);
      const call = () => (window as unknown as Record<string, () => void>)[name]();
      if (found()) return call();
      const observer = new MutationObserver(() => {
        if (!found()) return;
        observer.disconnect();
        call();
      });
      observer.observe(document, { childList: true, subtree: true, characterData: true });
    },
    [testId, binding, text] as const,
  );
  page.on('request', listener);
  try {
    await run();
  } finally {
    page.off('request', listener);
  }
  const before = seen.slice(0, shownAt ?? seen.length).filter((request) => request.resourceType() !== 'document');
  return { before, names: before.map((request) => unhashed(request.url())) };
}

/**
 * The longest chain of requests where each starts only after the one before it has ended (request timings): an
 * upper bound of the dependent-request waterfall, since a request that merely starts later than another ended (a
 * gap of script evaluation between them, say) is counted as depending on it. Waits for each request to finish
 * first. Returns each request's timing, the bound and each request's step.
 */
export async function waterfallDepth(requests: readonly Request[]) {
  const timed = await Promise.all(
    requests.map(async (request) => {
      const response = await request.response().catch(() => null);
      await response?.finished().catch(() => null);
      const { startTime, responseEnd } = request.timing();
      return { name: unhashed(request.url()), start: startTime, end: startTime + Math.max(0, responseEnd) };
    }),
  );
  timed.sort((a, b) => a.start - b.start);
  const depths: number[] = [];
  timed.forEach((request, index) => {
    const earlier = depths.filter((_, j) => timed[j].end <= request.start);
    depths[index] = 1 + Math.max(0, ...earlier);
  });
  const origin = timed[0]?.start ?? 0;
  return {
    timed,
    depth: Math.max(0, ...depths),
    steps: timed.map(
      (request, index) =>
        `${depths[index]} ${request.name} +${Math.round(request.start - origin)}–${Math.round(request.end - origin)} ms`,
    ),
  };
}
