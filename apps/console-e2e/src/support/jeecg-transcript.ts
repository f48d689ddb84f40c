import fs from 'node:fs';
import path from 'node:path';
import type { Request } from '@playwright/test';
import { type TranscriptEntry, shapeOf } from '@cropwatch/testing';
import { ROOT } from './emulator';

/**
 * The real client's calls and the shapes of the emulator's answers, recorded by the compatibility walk with
 * `JEECG_TRANSCRIPT=record` and replayed without a browser by `apps/emulator/test/jeecg-client-transcript.e2e-spec.ts`.
 */
export const TRANSCRIPT_FILE = path.join(ROOT, 'apps/emulator/test/fixtures/jeecg-client-transcript.json');

/** The captcha key is the client's clock: recorded as `0` (any key works with CAPTCHA=off). */
const CAPTCHA_KEY = '0';
const normalisePath = (path: string) => path.replace(/^\/sys\/randomImage\/[^/]+$/, `/sys/randomImage/${CAPTCHA_KEY}`);
const normaliseBody = (body: unknown) =>
  typeof body === 'object' && body !== null && 'checkKey' in body ? { ...body, checkKey: CAPTCHA_KEY } : body;

export function recordExchange(section: string, request: Request, status: number, body: unknown): TranscriptEntry {
  const url = new URL(request.url());
  const query = Object.fromEntries(
    [...url.searchParams.entries()].filter(([name]) => name !== '_t').sort(([a], [b]) => a.localeCompare(b)),
  );
  let sent: unknown;
  const raw = request.postData();
  if (raw) {
    try {
      sent = JSON.parse(raw);
    } catch {
      sent = raw;
    }
  }
  const success = typeof body === 'object' && body !== null ? (body as { success?: unknown }).success : undefined;
  return {
    section,
    method: request.method() as TranscriptEntry['method'],
    path: normalisePath(url.pathname.replace(/^\/jeecg-boot/, '')),
    query,
    ...(sent === undefined ? {} : { body: normaliseBody(sent) }),
    status,
    ...(typeof success === 'boolean' ? { success } : {}),
    shape: shapeOf(body),
  };
}

/** Keeps the first of identical calls, in call order. */
export function writeTranscript(entries: TranscriptEntry[]): void {
  const seen = new Set<string>();
  const unique = entries.filter((e) => {
    const key = JSON.stringify([e.method, e.path, e.query, e.body]);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  fs.mkdirSync(path.dirname(TRANSCRIPT_FILE), { recursive: true });
  fs.writeFileSync(TRANSCRIPT_FILE, `${JSON.stringify(unique, null, 1)}\n`);
}
