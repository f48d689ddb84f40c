import { z } from 'zod';
import { type Endpoint, login } from '@cropwatch/contract';
import { signHeaders } from '@cropwatch/testing';
import type { TestApp } from './test-app';

/** Parses a response body with the endpoint's contract schema: the test fails if the shape drifts. */
export const expectContract = <E extends Endpoint>(endpoint: E, body: unknown): z.output<E['response']> =>
  endpoint.response.parse(body) as z.output<E['response']>;

/** Any JeecgBoot envelope, `result` left open (the fastjson sign failure has no `result` key at all). */
const envelopeSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  code: z.number().int(),
  result: z.unknown().optional(),
  timestamp: z.number().int(),
});

/** The envelope of a response, for checks of success, code and message. */
export const envelope = (res: { body: unknown }): z.infer<typeof envelopeSchema> => envelopeSchema.parse(res.body);

/** Signs in through the API after moving the clock one second, so every sign-in gets its own token. */
export async function signIn(t: TestApp, username: string, password = '123456'): Promise<string> {
  t.clock.advance(1000);
  const res = await t.http.post('/jeecg-boot/sys/login').send({ username, password });
  const body = expectContract(login, res.body);
  if (!body.result) throw new Error(`sign-in of ${username} failed: ${body.message}`);
  return body.result.token;
}

/** Headers for a signed GET of `path` (relative to /jeecg-boot) with the emulator's clock as time. */
export const signed = (t: TestApp, path: string, query: Record<string, string> = {}) =>
  signHeaders(path, query, {}, { now: t.clock.now() });
