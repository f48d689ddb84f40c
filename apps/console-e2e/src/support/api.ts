import { createHash } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures';

/** The emulator's API prefix, relative to the journey's base URL. */
export const API = '/jeecg-boot';

export type Envelope<T = unknown> = { success: boolean; code: number; message: string; result: T };

/** Ids of seeded menu and button rows (seed.runner: md5 of `menu:<key>` / `button:<perms>`). */
export const seedId = (kind: string, key: string) => createHash('md5').update(`${kind}:${key}`).digest('hex');

/** Signs in through the API and answers the token. */
export async function apiLogin(request: APIRequestContext, username: string, password: string): Promise<string> {
  const res = await request.post(`${API}/sys/login`, { data: { username, password } });
  const body = (await res.json()) as Envelope<{ token: string }>;
  expect(body.success, body.message).toBe(true);
  return body.result.token;
}

/** Request options carrying the token. */
export const as = (token: string) => ({ headers: { 'X-Access-Token': token } });

/** Awaits an API answer and checks it succeeded (the server's message names what went wrong otherwise). */
export async function ok<T = unknown>(res: Promise<{ json(): Promise<unknown> }>): Promise<Envelope<T>> {
  const body = (await (await res).json()) as Envelope<T>;
  expect(body.success, body.message).toBe(true);
  return body;
}
