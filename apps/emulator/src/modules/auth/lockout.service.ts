import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Redis } from 'ioredis';
import type { Repository } from 'typeorm';
import { CLOCK, type Clock } from '../../core/clock/clock';
import { REDIS } from '../../core/cluster/cluster.module';
import { EMULATOR_CONFIG, type EmulatorConfig } from '../../core/config/emulator.config';
import { JeecgError } from '../../core/errors/jeecg.errors';
import { LoginFailureEntity } from './entities/login-failure.entity';

const redisKey = (username: string) => `cropwatch:login-fail:${username}`;

/**
 * JeecgBoot 3.5+'s `LOGIN_FAIL_<username>` counter (contract §2.2, B2): every wrong password raises it and
 * restarts its 10-minute life; more than 5 lock the account until the counter expires; a sign-in clears it.
 * With `REDIS_URL` the counter is that Redis key (INCR + PEXPIRE, shared by every instance), else a database row.
 */
@Injectable()
export class LockoutService {
  constructor(
    @InjectRepository(LoginFailureEntity) private readonly failures: Repository<LoginFailureEntity>,
    @Inject(EMULATOR_CONFIG) private readonly config: EmulatorConfig,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(REDIS) private readonly redis: Redis | null,
  ) {}

  private async failCount(username: string): Promise<number> {
    if (this.redis) return Number((await this.redis.get(redisKey(username))) ?? 0);
    const row = await this.failures.findOneBy({ username });
    return this.alive(row) ? row.failCount : 0;
  }

  private alive(row: LoginFailureEntity | null): row is LoginFailureEntity {
    return !!row && this.clock.now() - row.lastFailTime.getTime() < this.config.lockoutWindowMs;
  }

  async assertNotLocked(username: string): Promise<void> {
    if ((await this.failCount(username)) > this.config.lockoutMaxFailures) {
      throw new JeecgError('该用户登录失败次数过多，请于10分钟后再次登录！');
    }
  }

  async recordFailure(username: string): Promise<void> {
    if (this.redis) {
      await this.redis.multi().incr(redisKey(username)).pexpire(redisKey(username), this.config.lockoutWindowMs).exec();
      return;
    }
    const row = await this.failures.findOneBy({ username });
    const failCount = this.alive(row) ? row.failCount + 1 : 1;
    await this.failures.save({ username, failCount, lastFailTime: new Date(this.clock.now()) });
  }

  async clear(username: string): Promise<void> {
    if (this.redis) await this.redis.del(redisKey(username));
    else await this.failures.delete({ username });
  }
}
