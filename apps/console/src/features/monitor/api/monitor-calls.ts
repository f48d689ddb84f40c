import {
  actuatorHttpTrace,
  type DiskInfo,
  type HttpTrace,
  queryDiskInfo,
  redisInfo,
  type RedisInfoEntry,
  redisKeysSize,
  redisMemoryInfo,
} from '@cropwatch/contract';
import { call, ResultError, unwrap } from '../../../lib/http';

/** `GET /actuator/httptrace` – `{traces}` without envelope. */
export async function getHttpTraces(signal?: AbortSignal): Promise<HttpTrace[]> {
  return (await call(actuatorHttpTrace, {}, { signal })).traces;
}

/** `GET /sys/actuator/redis/queryDiskInfo`. */
export async function getDiskInfo(signal?: AbortSignal): Promise<DiskInfo[]> {
  return unwrap(await call(queryDiskInfo, {}, { signal })) ?? [];
}

/** `GET /sys/actuator/redis/info`: a server without Redis refuses with its reason (shown instead of charts). */
export async function getRedisInfo(signal?: AbortSignal): Promise<RedisInfoEntry[]> {
  return unwrap(await call(redisInfo, {}, { signal })) ?? [];
}

/** Throws the envelope's message when a bare-map endpoint answered with an error envelope. */
function bareMap<T extends object>(body: T | { success: boolean; message: string; code: number }): T {
  if ('success' in body) throw new ResultError(body.message, body.code);
  return body;
}

/** One point of the key-count series: `{create_time, dbSize}`. */
export async function getRedisKeysSize(signal?: AbortSignal): Promise<{ create_time: number; dbSize: number }> {
  return bareMap<{ create_time: number; dbSize: number }>(await call(redisKeysSize, {}, { signal }));
}

/** One point of the memory series: `{used_memory (string), create_time}`. */
export async function getRedisMemory(signal?: AbortSignal): Promise<{ used_memory: string; create_time: number }> {
  return bareMap<{ used_memory: string; create_time: number }>(await call(redisMemoryInfo, {}, { signal }));
}
