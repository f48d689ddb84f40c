// Console weight: gzip size of every script and stylesheet the sign-in page loads, and of the largest built chunk.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS } from '../lib/chromium.mjs';
import { isLoopback } from '../lib/loopback.mjs';
import { ROOT } from '../lib/process.mjs';

/** Budget for the sign-in page's JS + CSS, gzip, in kB of 1000 bytes (the unit Vite reports). */
export const SIGN_IN_BUDGET_BYTES = 250_000;

const gzipSize = (buffer) => zlib.gzipSync(buffer).length;

export async function measureSignIn(baseUrl) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext();
    const blocked = [];
    await context.route('**/*', async (route) => {
      const url = route.request().url();
      if (isLoopback(url)) return route.continue();
      blocked.push(url);
      return route.abort('blockedbyclient');
    });
    const page = await context.newPage();
    const responses = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type === 'script' || type === 'stylesheet') responses.push({ type, response });
    });
    await page.goto(`${baseUrl}/user/login`, { waitUntil: 'networkidle' });
    const files = [];
    for (const { type, response } of responses) {
      const body = await response.body();
      files.push({ path: new URL(response.url()).pathname, type, bytes: body.length, gzip: gzipSize(body) });
    }
    const sum = (list, key) => list.reduce((total, file) => total + file[key], 0);
    const js = files.filter((file) => file.type === 'script');
    const css = files.filter((file) => file.type === 'stylesheet');
    const gzipTotal = sum(files, 'gzip');
    return {
      files,
      blocked,
      jsGzip: sum(js, 'gzip'),
      cssGzip: sum(css, 'gzip'),
      gzipTotal,
      budget: SIGN_IN_BUDGET_BYTES,
      pass: gzipTotal <= SIGN_IN_BUDGET_BYTES && blocked.length === 0,
    };
  } finally {
    await browser.close();
  }
}

export function largestChunk() {
  const assets = path.join(ROOT, 'apps/console/dist/assets');
  let largest = null;
  for (const name of fs.readdirSync(assets).filter((file) => file.endsWith('.js'))) {
    const body = fs.readFileSync(path.join(assets, name));
    if (!largest || body.length > largest.bytes) largest = { file: name, bytes: body.length, body };
  }
  if (!largest) throw new Error('no JavaScript chunk in apps/console/dist/assets');
  return { file: largest.file, bytes: largest.bytes, gzip: gzipSize(largest.body) };
}
