/** The shared Redis of a deployment (`REDIS_URL`, an ioredis client), or null when the emulator runs alone. */
export const REDIS = Symbol('REDIS');
