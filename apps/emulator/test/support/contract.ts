import type { z } from 'zod';
import type { Endpoint } from '@cropwatch/contract';
import { signHeaders } from '@cropwatch/testing';
import type { TestApp } from './test-app';

/** Parses a response body with the endpoint's contract schema: the test fails if the shape drifts. */
export const expectContract = <E extends Endpoint>(endpoint: E, body: unknown): z.output<E['response']> =>
  endpoint.response.parse(body) as z.output<E['response']>;

/** Signs in through the API after moving the clock one second, so every sign-in gets its own token. */
export async function signIn(t: TestApp, username: string, password = '123456'): Promise<string> {
  t.clock.advance(1000);
  const res = await t.http.post('/jeecg-boot/sys/login').send({ username, password });
  if (!res.body?.success) throw new Error(`sign-in of ${username} failed: ${res.body?.message}`);
  return res.body.result.token as string;
}

/** Headers for a signed GET of `path` (relative to /jeecg-boot) with the emulator's clock as time. */
export const signed = (t: TestApp, path: string, query: Record<string, string> = {}) =>
  signHeaders(path, query, {}, { now: t.clock.now() });
