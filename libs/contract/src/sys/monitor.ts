import { z } from 'zod';
import { endpoint } from '../endpoint';
import { resultSchema } from '../result';

/**
 * The monitor pages' endpoints (contract §12). Spring Boot Actuator answers without the Result envelope; so do
 * the Redis key-count and memory series. The emulator answers with the Node process's own figures under the
 * actuator names (each metric's `description` says which Node figure it is).
 */

/** Metric names the monitor pages read (contract §12), plus the Spring names the emulator can also fill. */
export const ACTUATOR_METRIC_NAMES = [
  'jvm.memory.max',
  'jvm.memory.committed',
  'jvm.memory.used',
  'jvm.buffer.memory.used',
  'jvm.buffer.count',
  'jvm.threads.daemon',
  'jvm.threads.live',
  'jvm.threads.peak',
  'jvm.classes.loaded',
  'jvm.classes.unloaded',
  'jvm.gc.memory.allocated',
  'jvm.gc.memory.promoted',
  'jvm.gc.max.data.size',
  'jvm.gc.live.data.size',
  'jvm.gc.pause',
  'system.cpu.count',
  'system.cpu.usage',
  'system.load.average.1m',
  'process.start.time',
  'process.uptime',
  'process.cpu.usage',
  'tomcat.sessions.created',
  'tomcat.sessions.expired',
  'tomcat.sessions.active.current',
  'tomcat.sessions.active.max',
  'tomcat.sessions.rejected',
  'http.server.requests',
] as const;
export type ActuatorMetricName = (typeof ACTUATOR_METRIC_NAMES)[number];

export const metricStatistics = ['VALUE', 'COUNT', 'TOTAL', 'TOTAL_TIME', 'MAX', 'ACTIVE_TASKS', 'DURATION'] as const;

/** Spring's `MetricsEndpoint.MetricResponse`. An empty `measurements` list means the figure is unavailable. */
export const actuatorMetricSchema = z.object({
  name: z.string(),
  description: z.string().nullable(),
  baseUnit: z.string().nullable(),
  measurements: z.array(z.object({ statistic: z.string(), value: z.number() })),
  availableTags: z.array(z.object({ tag: z.string(), values: z.array(z.string()) })),
});
export type ActuatorMetric = z.infer<typeof actuatorMetricSchema>;

/** Error envelope for the raw endpoints (unknown metric, no Redis). */
const failure = resultSchema(z.null());

/** `GET /actuator/metrics/{name}?tag=area:heap` – raw MetricResponse. */
export const actuatorMetric = endpoint({
  method: 'GET',
  path: '/actuator/metrics/:name',
  auth: true,
  access: [{ menu: '/monitor/SystemInfo' }, { menu: '/monitor/JvmInfo' }, { menu: '/monitor/TomcatInfo' }],
  params: z.object({ name: z.enum(ACTUATOR_METRIC_NAMES, { error: '未知的指标名称' }) }),
  query: z.looseObject({
    tag: z
      .string()
      .max(100)
      .regex(/^[A-Za-z0-9_.-]+:[A-Za-z0-9_. -]+$/, 'tag 格式应为 名称:值')
      .optional(),
    _t: z.string().optional(),
  }),
  response: z.union([actuatorMetricSchema, failure]),
  envelope: 'raw',
});

/** One `HttpTrace` of Spring Boot 2 (`HttpTraceEndpoint`); sensitive headers are masked. */
export const httpTraceSchema = z.object({
  timestamp: z.string(),
  principal: z.object({ name: z.string() }).nullable(),
  session: z.object({ id: z.string() }).nullable(),
  request: z.object({
    method: z.string(),
    uri: z.string(),
    headers: z.record(z.string(), z.array(z.string())),
    remoteAddress: z.string().nullable(),
  }),
  response: z.object({ status: z.number().int(), headers: z.record(z.string(), z.array(z.string())) }),
  timeTaken: z.number(),
});
export type HttpTrace = z.infer<typeof httpTraceSchema>;

/** `GET /actuator/httptrace` – raw `{traces}`, newest first (the last 100 requests). */
export const actuatorHttpTrace = endpoint({
  method: 'GET',
  path: '/actuator/httptrace',
  auth: true,
  access: { menu: '/monitor/HttpTrace' },
  query: z.looseObject({ _t: z.string().optional() }),
  response: z.object({ traces: z.array(httpTraceSchema) }),
  envelope: 'raw',
});

/** The message every Redis endpoint answers when the server runs without Redis. */
export const NO_REDIS_MESSAGE = '演示环境未配置 Redis（未设置 REDIS_URL），没有 Redis 监控数据';

export const redisInfoEntrySchema = z.object({
  key: z.string(),
  value: z.string(),
  description: z.string().nullable(),
});
export type RedisInfoEntry = z.infer<typeof redisInfoEntrySchema>;

const redisMenu = { menu: '/monitor/redis/info' };

/** `GET /sys/actuator/redis/info` – ok200 one entry per INFO property; without Redis err500 NO_REDIS_MESSAGE. */
export const redisInfo = endpoint({
  method: 'GET',
  path: '/sys/actuator/redis/info',
  auth: true,
  access: redisMenu,
  response: resultSchema(z.array(redisInfoEntrySchema).nullable()),
});

/** `GET keysSize` – raw `{create_time, dbSize}`; without Redis the error envelope. */
export const redisKeysSize = endpoint({
  method: 'GET',
  path: '/sys/actuator/redis/keysSize',
  auth: true,
  access: redisMenu,
  response: z.union([z.object({ create_time: z.number(), dbSize: z.number() }), failure]),
  envelope: 'raw',
});

/** `GET memoryInfo` – raw `{used_memory (string), create_time}`; without Redis the error envelope. */
export const redisMemoryInfo = endpoint({
  method: 'GET',
  path: '/sys/actuator/redis/memoryInfo',
  auth: true,
  access: redisMenu,
  response: z.union([z.object({ used_memory: z.string(), create_time: z.number() }), failure]),
  envelope: 'raw',
});

/** One file system: `max` total bytes, `rest` free bytes, `restPPT` used percent (0-100). */
export const diskInfoSchema = z.object({
  name: z.string(),
  max: z.number(),
  rest: z.number(),
  restPPT: z.number().int(),
});
export type DiskInfo = z.infer<typeof diskInfoSchema>;

/** `GET /sys/actuator/redis/queryDiskInfo` – ok200 `查询成功` (the path really is under `redis`). */
export const queryDiskInfo = endpoint({
  method: 'GET',
  path: '/sys/actuator/redis/queryDiskInfo',
  auth: true,
  access: { menu: '/monitor/Disk' },
  response: resultSchema(z.array(diskInfoSchema).nullable()),
});

/** One part of the readiness answer (`db`, and `redis` when the emulator runs on Redis). */
export const healthComponentSchema = z.object({
  status: z.enum(['UP', 'DOWN']),
  details: z.record(z.string(), z.union([z.string(), z.number()])),
});
export const healthSchema = z.object({
  status: z.enum(['UP', 'DOWN']),
  components: z.record(z.string(), healthComponentSchema),
});
export type Health = z.infer<typeof healthSchema>;

/** The message of the 503 envelope when a part the instance needs (database, Redis) does not answer. */
export const HEALTH_DOWN_MESSAGE = '服务暂不可用：数据库或 Redis 无法连接';

/**
 * `GET /actuator/health` – readiness of this instance for a load balancer's checks (issue #16): HTTP 200 with
 * Spring's raw health body when every part answers; HTTP 503 and the JeecgBoot envelope (code 503, the health
 * body in `result`) when the database or Redis does not, so the balancer takes the instance out of rotation.
 */
export const actuatorHealth = endpoint({
  method: 'GET',
  path: '/actuator/health',
  auth: false,
  access: 'public',
  query: z.looseObject({ _t: z.string().optional() }),
  response: z.union([healthSchema, resultSchema(healthSchema)]),
  envelope: 'raw',
});
