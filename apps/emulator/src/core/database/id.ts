/**
 * Row ids in JeecgBoot's shape: MyBatis-Plus' Snowflake numbers as 19-digit strings, ordered by time.
 */
const EPOCH = 1_288_834_974_657n; // Twitter's epoch, the one MyBatis-Plus' IdWorker uses.
let lastMs = 0n;
let sequence = 0n;

export function newId(now: number = Date.now()): string {
  let ms = BigInt(now);
  if (ms <= lastMs) {
    sequence = (sequence + 1n) & 0xfffn;
    if (sequence === 0n) lastMs += 1n;
    ms = lastMs;
  } else {
    sequence = 0n;
  }
  lastMs = ms;
  const worker = 1n;
  return (((ms - EPOCH) << 22n) | (worker << 12n) | sequence).toString();
}
