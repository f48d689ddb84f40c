// Browser tests and the size benchmark drive Debian's Chromium; Playwright's own download is never used.
import fs from 'node:fs';
import { run } from './process.mjs';

export const CHROMIUM = '/usr/bin/chromium';
// Same flags as apps/console-e2e/playwright.config.ts: no sandbox in containers, nothing that phones home.
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Installs Chromium with apt when it is missing and we may (root); otherwise explains what to do in one line. */
export async function ensureChromium() {
  if (fs.existsSync(CHROMIUM)) return { ok: true };
  if (process.getuid?.() !== 0) {
    return { ok: false, message: `${CHROMIUM} is missing: run "sudo apt-get install -y chromium" and try again` };
  }
  console.log(`${CHROMIUM} is missing: installing the Debian chromium package`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const ok =
    (await run('apt-get', ['update'], { env })) === 0 &&
    (await run('apt-get', ['install', '-y', 'chromium'], { env })) === 0;
  return ok && fs.existsSync(CHROMIUM) ? { ok: true } : { ok: false, message: 'apt-get install chromium failed' };
}
