import { z } from 'zod';
import { resultSchema } from '../result';

/** Shared pieces of the chat contract. */

/** `id` of a chat row in a query string (Snowflake-style 19 digits, but any short id is accepted). */
export const chatIdQuery = z.looseObject({ id: z.string().trim().min(1, 'id不能为空').max(64) });

/** `ids=a,b,` of the batch deletes (trailing comma tolerated, as everywhere in JeecgBoot). */
export const chatIdsQuery = z.looseObject({ ids: z.string().trim().min(1, 'ids不能为空').max(20000) });

/** ok200 whose `result` repeats the message (`Result.ok(String)`), null on failure. */
export const chatMessageResult = resultSchema(z.string().nullable());

/** `0` / `1` flags, accepted as numbers or numeric strings (Jackson binds both). */
export const flagInput = z
  .union([z.number(), z.string().trim()])
  .transform((v) => Number(v))
  .pipe(z.union([z.literal(0), z.literal(1)], { error: '只能是 0 或 1' }));
export const flagSchema = z.union([z.literal(0), z.literal(1)]);
