import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { LessThan, type Repository } from 'typeorm';
import type { QuartzJobClass } from '@cropwatch/contract';
import { UserTokenEntity } from '../../core/auth/user-token.entity';
import { CLOCK, type Clock } from '../../core/clock/clock';
import { EMULATOR_CONFIG, type EmulatorConfig } from '../../core/config/emulator.config';
import { RegisteredJob } from '../../core/jobs/job-registry';
import { CaptchaEntity } from './entities/captcha.entity';
import { SmsCodeEntity } from './entities/sms-code.entity';

/**
 * What Redis' TTLs do for JeecgBoot: removes sessions idle for more than twice the token lifetime (the
 * rule the token guard applies, contract §1.4), and expired image captchas and SMS codes. Used ones are
 * already deleted when they are consumed.
 */
@Injectable()
export class ExpiredTokenCleanJob extends RegisteredJob {
  readonly rank = 40;
  private readonly logger = new Logger('ExpiredTokenCleanJob');

  readonly info: QuartzJobClass = {
    jobClassName: 'org.jeecg.modules.quartz.job.ExpiredTokenCleanJob',
    name: '清理过期令牌',
    nameEn: 'Expired token clean-up',
    description: '删除超时的登录会话以及过期的图形验证码和短信验证码',
    descriptionEn: 'Deletes idle sessions and expired image captchas and SMS codes',
    parameter: { required: false, description: '不使用参数', descriptionEn: 'No parameter', example: null },
  };

  constructor(
    @InjectRepository(UserTokenEntity) private readonly sessions: Repository<UserTokenEntity>,
    @InjectRepository(CaptchaEntity) private readonly captchas: Repository<CaptchaEntity>,
    @InjectRepository(SmsCodeEntity) private readonly smsCodes: Repository<SmsCodeEntity>,
    @Inject(EMULATOR_CONFIG) private readonly config: EmulatorConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {
    super();
  }

  async execute(): Promise<string> {
    const now = this.clock.now();
    const idleSince = new Date(now - 2 * this.config.tokenTtlMs);
    const sessions = await this.sessions.delete({ lastActiveTime: LessThan(idleSince) });
    const captchas = await this.captchas.delete({ expireTime: LessThan(new Date(now)) });
    const sms = await this.smsCodes.delete({ expireTime: LessThan(new Date(now)) });
    const text = `removed ${sessions.affected ?? 0} idle sessions, ${captchas.affected ?? 0} expired captchas, ${sms.affected ?? 0} expired SMS codes`;
    this.logger.log(text);
    return text;
  }
}
