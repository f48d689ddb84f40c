import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { CLOCK, type Clock } from '../../core/clock/clock';
import { EMULATOR_CONFIG, type EmulatorConfig } from '../../core/config/emulator.config';
import { JeecgError } from '../../core/errors/jeecg.errors';
import { LoginFailureEntity } from './entities/login-failure.entity';

/**
 * JeecgBoot 3.5+'s `LOGIN_FAIL_<username>` counter (contract §2.2, B2): every wrong password raises it and
 * restarts its 10-minute life; more than 5 lock the account until the counter expires; a sign-in clears it.
 */
@Injectable()
export class LockoutService {
  constructor(
    @InjectRepository(LoginFailureEntity) private readonly failures: Repository<LoginFailureEntity>,
    @Inject(EMULATOR_CONFIG) private readonly config: EmulatorConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  private alive(row: LoginFailureEntity | null): row is LoginFailureEntity {
    return !!row && this.clock.now() - row.lastFailTime.getTime() < this.config.lockoutWindowMs;
  }

  async assertNotLocked(username: string): Promise<void> {
    const row = await this.failures.findOneBy({ username });
    if (this.alive(row) && row.failCount > this.config.lockoutMaxFailures) {
      throw new JeecgError('该用户登录失败次数过多，请于10分钟后再次登录！');
    }
  }

  async recordFailure(username: string): Promise<void> {
    const row = await this.failures.findOneBy({ username });
    const failCount = this.alive(row) ? row.failCount + 1 : 1;
    await this.failures.save({ username, failCount, lastFailTime: new Date(this.clock.now()) });
  }

  async clear(username: string): Promise<void> {
    await this.failures.delete({ username });
  }
}
