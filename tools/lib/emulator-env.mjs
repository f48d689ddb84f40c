// The environment every launcher gives the emulator process (npm start, npm run dev, the e2e and bench helpers),
// so what the benchmarks measure is how the emulator runs.

/**
 * glibc malloc settings. Password hashing (scrypt, N=16384, r=8) needs a 16 MB scratch buffer per hash on
 * the libuv thread pool. By default glibc raises its mmap threshold to the size of the first such buffer
 * freed, so every later one comes from a thread's malloc arena and stays resident after the hash: the seed's
 * parallel hashing alone left ~65 MB in four arenas (idle RSS ~218 MB instead of ~152 MB). A fixed threshold
 * keeps large blocks in their own mappings, returned to the system when freed. Ignored outside glibc; a value
 * already in the environment wins.
 */
export const MALLOC_ENV = { MALLOC_MMAP_THRESHOLD_: String(128 * 1024) };

/** `process.env` with the emulator's defaults underneath and `overrides` on top. */
export function emulatorEnv(overrides = {}) {
  return { ...MALLOC_ENV, ...process.env, ...overrides };
}
