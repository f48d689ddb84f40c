import { setFlagsFromString } from 'node:v8';

/**
 * V8 settings of the emulator process, applied when this module loads: `main.ts` imports it first, before
 * the application's modules allocate anything.
 *
 * Allocation-site pretenuring is off. V8 decides from a few early scavenges that some object literals
 * live long and from then on allocates them straight in the old generation. Per-row zod validation of a
 * large import trips it: its short-lived objects then sit in the old generation until the next full
 * collection and keep their young children alive: reading a 50,000-row users sheet promoted ~134 MB to
 * the old generation for ~25 MB of rows it keeps. Without pretenuring it promotes ~36 MB, a little faster
 * (tools/bench/import-users.mjs: peak RSS 381 -> 347 MB with this change alone).
 */
export const V8_FLAGS = ['--no-allocation-site-pretenuring'] as const;

for (const flag of V8_FLAGS) setFlagsFromString(flag);
