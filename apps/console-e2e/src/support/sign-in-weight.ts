import { gzipSync } from 'node:zlib';
import type { Browser } from '@playwright/test';

/** One request the page made before the password field showed. */
export interface LoadedFile {
  /** Path without Vite's content hash (`/assets/login-page.js`), so a figure can be compared across builds. */
  name: string;
  path: string;
  type: string;
  /** gzip level 6 of the body: what a gzip static server sends, independent of how this server encoded it. */
  gzip: number;
}

export interface SignInWeight {
  files: LoadedFile[];
  /** Subresource requests (JS, CSS, config, texts, captcha…): the document itself is not counted. */
  requests: number;
  /** gzip bytes of everything, the document included. */
  gzipTotal: number;
}

/**
 * `/assets/login-page-B3x_9kQz.js` → `/assets/login-page.js` (Vite names chunks `[name]-[hash].[ext]`); the
 * captcha's timestamp segment goes too.
 */
export const unhashed = (pathname: string) => pathname.replace(/-[\w-]{8}(\.\w+)$/, '$1').replace(/\/\d{6,}$/, '');

/**
 * Loads `url` cold in a fresh context (no interception: routing would change what the browser requests) and
 * returns every request started before the first password field became visible, with its gzip size.
 */
export async function measureToPasswordField(browser: Browser, url: string): Promise<SignInWeight> {
  const context = await browser.newContext({ locale: 'zh-CN' });
  try {
    const page = await context.newPage();
    const requests: import('@playwright/test').Request[] = [];
    page.on('request', (request) => requests.push(request));
    await page.goto(url);
    await page.locator('input[type="password"]').first().waitFor({ state: 'visible' });
    const before = [...requests];
    const files: LoadedFile[] = [];
    for (const request of before) {
      const response = await request.response();
      const body = response ? await response.body().catch(() => Buffer.alloc(0)) : Buffer.alloc(0);
      const pathname = new URL(request.url()).pathname;
      files.push({
        name: unhashed(pathname),
        path: pathname,
        type: request.resourceType(),
        gzip: gzipSync(body, { level: 6 }).length,
      });
    }
    return {
      files,
      requests: files.filter((file) => file.type !== 'document').length,
      gzipTotal: files.reduce((sum, file) => sum + file.gzip, 0),
    };
  } finally {
    await context.close();
  }
}

export interface Budget {
  gzipBytes: number;
  requests: number;
  /** gzip bytes per unhashed name as last measured: names what grew when the budget is exceeded. */
  files: Record<string, number>;
}

/** The files that are new or grew by more than 1% (at least 200 bytes) against the recorded figures, largest first. */
export function grown(weight: SignInWeight, budget: Budget): string[] {
  return weight.files
    .map((file) => ({ file, before: budget.files[file.name] }))
    .filter(({ file, before }) => before === undefined || file.gzip - before > Math.max(200, before * 0.01))
    .sort((a, b) => b.file.gzip - (b.before ?? 0) - (a.file.gzip - (a.before ?? 0)))
    .map(({ file, before }) =>
      before === undefined ? `${file.name} (new, ${file.gzip} B)` : `${file.name} (${before} → ${file.gzip} B)`,
    );
}
