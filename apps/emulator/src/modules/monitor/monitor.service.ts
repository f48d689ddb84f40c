import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import {
  type ActuatorMetric,
  type ActuatorMetricName,
  type DiskInfo,
  type HttpTrace,
  NO_REDIS_MESSAGE,
  type RedisInfoEntry,
} from '@cropwatch/contract';
import { TokenService } from '../../core/auth/token.service';
import { CLOCK, type Clock } from '../../core/clock/clock';
import { EMULATOR_CONFIG, type EmulatorConfig } from '../../core/config/emulator.config';
import { JeecgError } from '../../core/errors/jeecg.errors';
import { diskInfo } from './disk-info';
import { HttpTraceRecorder } from './http-trace';
import { NodeMetrics } from './node-metrics';
import { parseInfo, redisCommands } from './redis-client';

/** Descriptions of the INFO keys JeecgBoot's RedisInfo knows (others have none). */
const REDIS_DESCRIPTIONS: Record<string, string> = {
  redis_version: 'Redis 服务器版本',
  redis_git_sha1: 'Git SHA1',
  redis_mode: '运行模式',
  os: 'Redis 服务器的宿主操作系统',
  arch_bits: '架构（32 或 64 位）',
  process_id: 'Redis 服务器进程的 PID',
  tcp_port: 'TCP/IP 监听端口',
  uptime_in_seconds: '自 Redis 服务器启动以来，经过的秒数',
  uptime_in_days: '自 Redis 服务器启动以来，经过的天数',
  connected_clients: '已连接客户端的数量（不包括通过从属服务器连接的客户端）',
  blocked_clients: '正在等待阻塞命令的客户端的数量',
  used_memory: '由 Redis 分配器分配的内存总量，以字节为单位',
  used_memory_human: '以人类可读的格式返回 Redis 分配的内存总量',
  used_memory_rss: '从操作系统的角度，返回 Redis 已分配的内存总量（俗称常驻集大小）',
  used_memory_peak: 'Redis 的内存消耗峰值（以字节为单位）',
  mem_fragmentation_ratio: 'used_memory_rss 和 used_memory 之间的比率',
  total_connections_received: '服务器已接受的连接请求数量',
  total_commands_processed: '服务器已执行的命令数量',
  instantaneous_ops_per_sec: '服务器每秒钟执行的命令数量',
  rejected_connections: '因为最大客户端数量限制而被拒绝的连接请求数量',
  expired_keys: '因为过期而被自动删除的数据库键数量',
  evicted_keys: '因为最大内存容量限制而被驱逐的键数量',
  keyspace_hits: '查找数据库键成功的次数',
  keyspace_misses: '查找数据库键失败的次数',
  role: '主从角色',
  connected_slaves: '已连接的从服务器数量',
};

/** The figures behind the monitor pages: Node metrics, the request trace, disks and the configured Redis. */
@Injectable()
export class MonitorService implements OnModuleDestroy {
  readonly trace = new HttpTraceRecorder(100);
  private readonly metrics: NodeMetrics;
  private readonly startedAt: Date;

  constructor(
    @Inject(TokenService) tokens: TokenService,
    @Inject(EMULATOR_CONFIG) private readonly config: EmulatorConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {
    this.startedAt = new Date(Date.now() - process.uptime() * 1000);
    this.metrics = new NodeMetrics({
      sessions: async () => {
        const live = await tokens.activeSessions();
        return { active: live.length, createdSinceStart: live.filter((s) => s.createTime >= this.startedAt).length };
      },
      requests: () => ({ count: this.trace.count, totalMs: this.trace.totalMs, maxMs: this.trace.maxMs }),
    });
  }

  onModuleDestroy(): void {
    this.metrics.stop();
  }

  metric(name: ActuatorMetricName, tag?: string): Promise<ActuatorMetric> {
    return this.metrics.read(name, tag);
  }

  traces(): HttpTrace[] {
    return this.trace.traces();
  }

  disks(): Promise<DiskInfo[]> {
    return diskInfo();
  }

  /** INFO and DBSIZE of the configured Redis; without `REDIS_URL` the clear "no Redis" error. */
  private async redis(commands: string[][]) {
    if (!this.config.redisUrl) throw new JeecgError(NO_REDIS_MESSAGE);
    try {
      return await redisCommands(this.config.redisUrl, commands);
    } catch (e) {
      throw new JeecgError(`Redis 不可用：${e instanceof Error ? e.message : String(e)}`);
    }
  }

  async redisInfo(): Promise<RedisInfoEntry[]> {
    const [info] = await this.redis([['INFO']]);
    return parseInfo(String(info)).map(([key, value]) => ({
      key,
      value,
      description: REDIS_DESCRIPTIONS[key] ?? null,
    }));
  }

  async redisKeysSize(): Promise<{ create_time: number; dbSize: number }> {
    const [size] = await this.redis([['DBSIZE']]);
    return { create_time: this.clock.now(), dbSize: Number(size) };
  }

  async redisMemoryInfo(): Promise<{ used_memory: string; create_time: number }> {
    const [info] = await this.redis([['INFO', 'memory']]);
    const used = parseInfo(String(info)).find(([k]) => k === 'used_memory')?.[1] ?? '0';
    return { used_memory: used, create_time: this.clock.now() };
  }
}
