// Console weight: the sign-in page's gzip bytes and requests to the visible password field, measured by the same
// code as the budget test (apps/console-e2e/src/support/sign-in-weight.ts, one source of truth) against the same
// budget file, and the largest built chunk.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import { tsImport } from 'tsx/esm/api';
import { CHROMIUM, CHROMIUM_ARGS } from '../lib/chromium.mjs';
import { ROOT } from '../lib/process.mjs';

const E2E_SRC = path.join(ROOT, 'apps/console-e2e/src');
const gzipSize = (buffer) => zlib.gzipSync(buffer).length;

/** The budget test's own measurement and budget: `{ files, requests, gzipTotal, budget, grown, pass }`. */
export async function measureSignIn(baseUrl) {
  const { measureToPasswordField, grown } = await tsImport(
    path.join(E2E_SRC, 'support/sign-in-weight.ts'),
    import.meta.url,
  );
  const budget = JSON.parse(fs.readFileSync(path.join(E2E_SRC, 'sign-in-budget.json'), 'utf8'));
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const weight = await measureToPasswordField(browser, `${baseUrl}/user/login`);
    return {
      ...weight,
      budget: { gzipBytes: budget.gzipBytes, requests: budget.requests },
      grown: grown(weight, budget),
      pass: weight.gzipTotal <= budget.gzipBytes && weight.requests <= budget.requests,
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
