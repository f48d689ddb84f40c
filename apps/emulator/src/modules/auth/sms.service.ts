import { randomInt } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { LessThan, MoreThan, type Repository } from 'typeorm';
import { CLOCK, type Clock } from '../../core/clock/clock';
import { EMULATOR_CONFIG, type EmulatorConfig } from '../../core/config/emulator.config';
import { newId } from '../../core/database/id';
import { JeecgError } from '../../core/errors/jeecg.errors';
import { clientIp } from '../log/log.service';
import { UserService } from '../user/user.service';
import { SmsCodeEntity } from './entities/sms-code.entity';
import { SmsSendLogEntity } from './entities/sms-send-log.entity';
import { SMS_SENDER, type SmsSender } from './sms.sender';
import { checkUserIsEffective } from './user-validity.check';

export type SmsMode = '0' | '1' | '2' | '3';

const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;
/** At most one code a minute and ten an hour, per phone number and per client IP (issue #14). */
export const SMS_LIMIT_PER_HOUR = 10;

/** The refusal of a rate limit: which key, and the seconds until the next code may be asked for. */
export function smsLimitMessage(scope: 'phone' | 'ip', window: 'minute' | 'hour', waitSeconds: number): string {
  const who = scope === 'phone' ? '该手机号' : '当前网络';
  return window === 'minute'
    ? `${who}获取验证码过于频繁，请${waitSeconds}秒后再试`
    : `${who}1小时内获取验证码已达${SMS_LIMIT_PER_HOUR}次，请${Math.ceil(waitSeconds / 60)}分钟后再试`;
}

/**
 * SMS codes of `/sys/sms` (contract §2.3): 6 digits, valid 600 s per mobile number, never returned.
 * Unlike JeecgBoot a code only serves the purpose it was requested for (login, register, reset, phone binding),
 * and instead of "one live code per 10 minutes" a number gets a new code (replacing the old) at most once a
 * minute and ten times an hour; the same limits apply per client IP. Only codes actually sent count.
 */
@Injectable()
export class SmsService {
  constructor(
    @InjectRepository(SmsCodeEntity) private readonly codes: Repository<SmsCodeEntity>,
    @InjectRepository(SmsSendLogEntity) private readonly sendLog: Repository<SmsSendLogEntity>,
    @Inject(UserService) private readonly users: UserService,
    @Inject(SMS_SENDER) private readonly sender: SmsSender,
    @Inject(EMULATOR_CONFIG) private readonly config: EmulatorConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async send(mobile: string, smsmode: SmsMode, ip?: string): Promise<void> {
    const now = this.clock.now();
    const from = clientIp(ip);
    await this.codes.delete({ expireTime: LessThan(new Date(now)) });
    await this.sendLog.delete({ sendTime: LessThan(new Date(now - HOUR_MS)) });
    await this.checkLimit('phone', { mobile }, now);
    await this.checkLimit('ip', { ip: from }, now);
    const user = await this.users.findByPhone(mobile);
    if (smsmode === '1') {
      // The leading blank is in JeecgBoot's message.
      if (user) throw new JeecgError(' 手机号已经注册，请直接登录！');
    } else if (smsmode === '3') {
      if (user) throw new JeecgError('该手机号已被其他用户绑定');
    } else {
      if (!user) throw new JeecgError('该用户不存在或未绑定手机号');
      if (smsmode === '0') checkUserIsEffective(user);
    }
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await this.codes.save({ mobile, code, smsmode, expireTime: new Date(now + this.config.smsTtlMs) });
    await this.sendLog.insert({ id: newId(now), mobile, ip: from, sendTime: new Date(now) });
    await this.sender.send(mobile, code, smsmode);
  }

  /** Refuses when the key had a code in the last minute, or ten in the last hour. */
  private async checkLimit(scope: 'phone' | 'ip', where: { mobile: string } | { ip: string }, now: number) {
    const recent = await this.sendLog.find({
      where: { ...where, sendTime: MoreThan(new Date(now - HOUR_MS)) },
      order: { sendTime: 'DESC' },
      take: SMS_LIMIT_PER_HOUR,
    });
    const last = recent[0]?.sendTime.getTime();
    if (last !== undefined && now - last < MINUTE_MS)
      throw new JeecgError(smsLimitMessage(scope, 'minute', Math.ceil((last + MINUTE_MS - now) / 1000)));
    if (recent.length >= SMS_LIMIT_PER_HOUR) {
      const oldest = recent[recent.length - 1].sendTime.getTime();
      throw new JeecgError(smsLimitMessage(scope, 'hour', Math.ceil((oldest + HOUR_MS - now) / 1000)));
    }
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
