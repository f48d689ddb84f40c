/**
 * The JeecgBoot field patterns the sign-in page checks (spec §5), in a module of their own so the first load does
 * not capture the whole rule set of lib/validators (issue #17); validators re-exports them.
 */

/** 11 digits, 1 then 3–9 (the `m` preset). */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;
export const SMS_CODE_PATTERN = /^\d{6}$/;
