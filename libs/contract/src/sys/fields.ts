import { z } from 'zod';

/**
 * Field helpers shared by the system-administration bodies. Jackson binds `""`, `null` and a missing
 * property alike for optional columns; the emulator reads `undefined` as "keep the stored value" on edit
 * and `null` as "clear it".
 */

/** Optional text: trimmed, `""` and `null` become `null`, absent stays absent. */
export const optionalText = (max: number, message?: string) =>
  z
    .union([z.string().trim().max(max, message), z.null()])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === '' || v === null ? null : v));

/** Required text, trimmed. */
export const requiredText = (max: number, emptyMessage: string) =>
  z.string({ error: emptyMessage }).trim().min(1, emptyMessage).max(max);

/** A required id (query or body). */
export const idText = (name = 'id') =>
  z
    .string({ error: `${name}不能为空` })
    .trim()
    .min(1, `${name}不能为空`)
    .max(64);

/** A comma list of ids (`a,b,c,` – the Vue2 client leaves a trailing comma): the non-empty items. */
export const idList = (name = 'ids', max = 20000) =>
  z
    .string({ error: `${name}不能为空` })
    .max(max)
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().max(64)).min(1, `${name}不能为空`));

/** An optional comma list of ids: absent stays absent, blank is an empty list. */
export const optionalIdList = (max = 20000) =>
  z
    .union([z.string().max(max), z.null()])
    .optional()
    .transform((v) =>
      v === undefined
        ? undefined
        : (v ?? '')
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean),
    )
    .pipe(z.array(z.string().max(64)).optional());

/** Integer codes Jackson binds from numbers and numeric strings (`"1"`); `""`/null -> null. */
export const optionalCode = (allowed: readonly number[], message: string) =>
  z
    .union([z.number(), z.string().trim().max(20), z.null()])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === null || v === '' ? null : Number(v)))
    .refine((v) => v === undefined || v === null || allowed.includes(v), message);

/** tinyint(1) flags of sys_permission: booleans, `0/1` or `"0"/"1"`/`"true"/"false"`. */
export const optionalFlag = z
  .union([z.boolean(), z.number(), z.string().trim(), z.null()])
  .optional()
  .transform((v) => {
    if (v === undefined || v === null || v === '') return undefined;
    if (typeof v === 'boolean') return v;
    if (v === 1 || v === '1' || v === 'true') return true;
    if (v === 0 || v === '0' || v === 'false') return false;
    return undefined;
  });

/** `yyyy-MM-dd`, also accepting a `yyyy-MM-dd HH:mm:ss` value (its day is kept); must be a real date. */
export const optionalDay = (message: string) =>
  z
    .union([z.string().trim(), z.null()])
    .optional()
    .transform((v) => (v === undefined ? undefined : v ? v.slice(0, 10) : null))
    .refine((v) => v === undefined || v === null || isRealDay(v), message);

function isRealDay(v: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}

/** Mainland mobile numbers (spec §5 form rules). */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;
