import { hostname } from 'node:os';
import { Global, Inject, Logger, Module, type OnModuleDestroy } from '@nestjs/common';
import { Redis } from 'ioredis';
import { EMULATOR_CONFIG, type EmulatorConfig } from '../config/emulator.config';
import { CLUSTER_BUS, type ClusterBus, InProcessClusterBus, RedisClusterBus } from './cluster-bus';
import { ClusterHealth } from './cluster-health';
import { InstancePresence } from './instance-presence';
import { REDIS } from './redis.token';

export { REDIS };
/** The second connection, held in subscribe mode by the cluster bus. */
const REDIS_SUBSCRIBER = Symbol('REDIS_SUBSCRIBER');

const logger = new Logger('Cluster');
const messageOf = (e: unknown) => (e instanceof Error ? e.message : String(e));

function connect(url: string, name: string): Redis {
  const redis = new Redis(url, {
    connectionName: name,
    // A command fails after one reconnection attempt instead of queueing forever: a request whose Redis is
    // down gets an error envelope, and readiness answers 503.
    maxRetriesPerRequest: 1,
    enableOfflineQueue: true,
    retryStrategy: (times) => Math.min(times * 200, 2000),
  });
  redis.on('error', (e) => logger.warn(`Redis (${name}): ${messageOf(e)}`));
  return redis;
}

/** `INSTANCE_ID`, else host:pid: names this instance in the job run log and on the bus. */
export const instanceIdOf = (env: NodeJS.ProcessEnv = process.env) =>
  env.INSTANCE_ID?.trim() || `${hostname()}:${process.pid}`;

/**
 * What several emulator instances share besides the database: with `REDIS_URL`, a Redis client (sessions'
 * short-lived companions: captchas, SMS codes, lockout counters, chat tickets, job locks) and a pub/sub bus;
 * without it, a null client and an in-process bus, so one instance behaves exactly as before.
 */
@Global()
@Module({
  providers: [
    {
      provide: REDIS,
      inject: [EMULATOR_CONFIG],
      useFactory: (config: EmulatorConfig) => (config.redisUrl ? connect(config.redisUrl, 'cropwatch') : null),
    },
    {
      provide: REDIS_SUBSCRIBER,
      inject: [EMULATOR_CONFIG],
      useFactory: (config: EmulatorConfig) => (config.redisUrl ? connect(config.redisUrl, 'cropwatch-sub') : null),
    },
    {
      provide: CLUSTER_BUS,
      inject: [REDIS, REDIS_SUBSCRIBER],
      useFactory: async (redis: Redis | null, subscriber: Redis | null): Promise<ClusterBus> => {
        const onError = (e: unknown) => logger.error(`cluster message failed: ${messageOf(e)}`);
        const id = instanceIdOf();
        if (!redis || !subscriber) return new InProcessClusterBus(id, onError);
        const bus = new RedisClusterBus(id, redis, subscriber, onError);
        await bus.ready;
        logger.log(`instance ${id} joined the cluster bus`);
        return bus;
      },
    },
    ClusterHealth,
    InstancePresence,
  ],
  exports: [REDIS, CLUSTER_BUS, ClusterHealth, InstancePresence],
})
export class ClusterModule implements OnModuleDestroy {
  constructor(
    @Inject(REDIS) private readonly redis: Redis | null,
    @Inject(REDIS_SUBSCRIBER) private readonly subscriber: Redis | null,
  ) {}

  onModuleDestroy(): void {
    this.subscriber?.disconnect();
    this.redis?.disconnect();
  }
}
