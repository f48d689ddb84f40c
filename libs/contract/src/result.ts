import { z } from 'zod';

/**
 * JeecgBoot's `Result<T>` envelope (contract §1.1). Clients test `success`, never `code`:
 * successful calls answer with code 0 ("bare Result") or 200 ("ok helpers").
 */
export const resultSchema = <T extends z.ZodType>(payload: T) =>
  z.object({
    success: z.boolean(),
    message: z.string(),
    code: z.number().int(),
    result: payload,
    timestamp: z.number().int(),
  });

export type Result<T> = {
  success: boolean;
  message: string;
  code: number;
  result: T;
  timestamp: number;
};

export { NO_PERMISSION_MESSAGE, ResultCode } from './result-code';

/** MyBatis-Plus `IPage` (contract §5.1): records, total, size, current, pages are the contract. */
export const pageSchema = <T extends z.ZodType>(record: T) =>
  z.object({
    records: z.array(record),
    total: z.number().int(),
    size: z.number().int(),
    current: z.number().int(),
    pages: z.number().int(),
  });

export type Page<T> = { records: T[]; total: number; size: number; current: number; pages: number };

/** Query parameters shared by every list endpoint (contract §5.2). */
export const listQuerySchema = z.looseObject({
  pageNo: z.coerce.number().int().min(1).max(100000).optional(),
  // Any Java int, as the real server takes it (the real client asks 99999 for whole tables); the emulator reads at
  // most MAX_PAGE_ROWS rows per request whatever is asked.
  pageSize: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  column: z.string().max(200).optional(),
  order: z.string().max(20).optional(),
  field: z.string().max(2000).optional(),
  superQueryParams: z.string().max(20000).optional(),
  superQueryMatchType: z.string().max(10).optional(),
  _t: z.string().optional(),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

/** `yyyy-MM-dd HH:mm:ss`, the server's date-time format (contract §1.7). */
export const dateTimeString = z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
export const dateString = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
