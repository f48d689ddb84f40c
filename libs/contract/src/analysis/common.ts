import { z } from 'zod';
import { resultSchema } from '../result';

/** Shared pieces of the analysis reference-data contract (`/analysis/*`). */

/** `id` of an analysis row in a query string. */
export const analysisIdQuery = z.looseObject({ id: z.string().trim().min(1, 'id不能为空').max(64) });

/** `ids=a,b,` of the batch deletes (trailing comma tolerated, as everywhere in JeecgBoot). */
export const analysisIdsQuery = z.looseObject({ ids: z.string().trim().min(1, 'ids不能为空').max(20000) });

/** ok200 whose `result` repeats the message (`Result.ok(String)`), null on failure. */
export const analysisMessageResult = resultSchema(z.string().nullable());

/** Optional free text: trimmed, empty allowed, stored as null. */
export const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();
