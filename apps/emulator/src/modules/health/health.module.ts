import { Global, Inject, Module, type OnModuleInit } from '@nestjs/common';
import { ClusterHealth } from '../../core/cluster/cluster-health';
import { HealthController } from './health.controller';
import { HealthService } from './health.service';

/** Readiness for load balancers (issue #16); global so the Redis connection can register its indicator. */
@Global()
@Module({ controllers: [HealthController], providers: [HealthService], exports: [HealthService] })
export class HealthModule implements OnModuleInit {
  constructor(
    @Inject(HealthService) private readonly health: HealthService,
    @Inject(ClusterHealth) private readonly cluster: ClusterHealth,
  ) {}

  /** With `REDIS_URL`, Redis is part of readiness: an instance whose Redis does not answer leaves rotation. */
  onModuleInit(): void {
    if (!this.cluster.configured) return;
    this.health.register('redis', async () => (await this.cluster.redisHealth())!);
  }
}
