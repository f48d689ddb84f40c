import { randomInt } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { LessThan, type Repository } from 'typeorm';
import { CLOCK, type Clock } from '../../core/clock/clock';
import { EMULATOR_CONFIG, type EmulatorConfig } from '../../core/config/emulator.config';
import { JeecgError } from '../../core/errors/jeecg.errors';
import { UserService } from '../user/user.service';
import { SmsCodeEntity } from './entities/sms-code.entity';
import { SMS_SENDER, type SmsSender } from './sms.sender';
import { checkUserIsEffective } from './user-validity.check';

export type SmsMode = '0' | '1' | '2';

/**
 * SMS codes of `/sys/sms` (contract §2.3): 6 digits, valid 600 s per mobile number, never returned.
 * Unlike JeecgBoot a code only serves the purpose it was requested for (login, register, reset).
 */
@Injectable()
export class SmsService {
  constructor(
    @InjectRepository(SmsCodeEntity) private readonly codes: Repository<SmsCodeEntity>,
    @Inject(UserService) private readonly users: UserService,
    @Inject(SMS_SENDER) private readonly sender: SmsSender,
    @Inject(EMULATOR_CONFIG) private readonly config: EmulatorConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async send(mobile: string, smsmode: SmsMode): Promise<void> {
    const now = this.clock.now();
    await this.codes.delete({ expireTime: LessThan(new Date(now)) });
    if (await this.codes.existsBy({ mobile })) throw new JeecgError('验证码10分钟内，仍然有效！');
    const user = await this.users.findByPhone(mobile);
    if (smsmode === '1') {
      // The leading blank is in JeecgBoot's message.
      if (user) throw new JeecgError(' 手机号已经注册，请直接登录！');
    } else {
      if (!user) throw new JeecgError('该用户不存在或未绑定手机号');
      if (smsmode === '0') checkUserIsEffective(user);
    }
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await this.codes.save({ mobile, code, smsmode, expireTime: new Date(now + this.config.smsTtlMs) });
    await this.sender.send(mobile, code, smsmode);
  }

  /** 'ok' when `code` is the live code of `mobile` for `smsmode`; 'missing' when there is none. */
  async check(mobile: string, code: string, smsmode: SmsMode): Promise<'ok' | 'missing' | 'mismatch'> {
    const row = await this.codes.findOneBy({ mobile });
    if (!row || row.expireTime.getTime() < this.clock.now()) return 'missing';
    return row.smsmode === smsmode && row.code === code ? 'ok' : 'mismatch';
  }

  /** Used codes are removed so they cannot be replayed. */
  async consume(mobile: string): Promise<void> {
    await this.codes.delete({ mobile });
  }
}
