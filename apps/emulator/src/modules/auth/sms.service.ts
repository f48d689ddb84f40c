import { randomInt } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Redis } from 'ioredis';
import { LessThan, MoreThan, type Repository } from 'typeorm';
import { CLOCK, type Clock } from '../../core/clock/clock';
import { REDIS } from '../../core/cluster/cluster.module';
import { EMULATOR_CONFIG, type EmulatorConfig } from '../../core/config/emulator.config';
import { newId } from '../../core/database/id';
import { JeecgError } from '../../core/errors/jeecg.errors';
import { UserService } from '../identity';
import { clientIp } from '../log';
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

interface StoredCode {
  code: string;
  smsmode: SmsMode;
}
const codeKey = (mobile: string) => `cropwatch:sms:code:${mobile}`;
const sentKey = (scope: 'phone' | 'ip', value: string) => `cropwatch:sms:sent:${scope}:${value}`;

/**
 * SMS codes of `/sys/sms` (contract §2.3): 6 digits, valid 600 s per mobile number, never returned.
 * Unlike JeecgBoot a code only serves the purpose it was requested for (login, register, reset, phone binding),
 * and instead of "one live code per 10 minutes" a number gets a new code (replacing the old) at most once a
 * minute and ten times an hour; the same limits apply per client IP. Only codes actually sent count.
 * With `REDIS_URL` codes are expiring Redis keys and the send times sorted sets, shared by every instance.
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
    @Inject(REDIS) private readonly redis: Redis | null,
  ) {}

  async send(mobile: string, smsmode: SmsMode, ip?: string): Promise<void> {
    const now = this.clock.now();
    const from = clientIp(ip);
    if (!this.redis) {
      await this.codes.delete({ expireTime: LessThan(new Date(now)) });
      await this.sendLog.delete({ sendTime: LessThan(new Date(now - HOUR_MS)) });
    }
    this.checkLimit('phone', await this.recentSends('phone', mobile, now), now);
    this.checkLimit('ip', await this.recentSends('ip', from, now), now);
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
    if (this.redis) {
      const id = newId(now);
      await this.redis
        .multi()
        .set(codeKey(mobile), JSON.stringify({ code, smsmode } satisfies StoredCode), 'PX', this.config.smsTtlMs)
        .zadd(sentKey('phone', mobile), now, id)
        .pexpire(sentKey('phone', mobile), HOUR_MS)
        .zadd(sentKey('ip', from), now, id)
        .pexpire(sentKey('ip', from), HOUR_MS)
        .exec();
    } else {
      await this.codes.save({ mobile, code, smsmode, expireTime: new Date(now + this.config.smsTtlMs) });
      await this.sendLog.insert({ id: newId(now), mobile, ip: from, sendTime: new Date(now) });
    }
    await this.sender.send(mobile, code, smsmode);
  }

  /** Send times (ms) of the last hour for a phone number or client IP, newest first, at most the hourly limit. */
  private async recentSends(scope: 'phone' | 'ip', value: string, now: number): Promise<number[]> {
    if (this.redis) {
      const key = sentKey(scope, value);
      await this.redis.zremrangebyscore(key, '-inf', now - HOUR_MS);
      const withScores = await this.redis.zrevrange(key, 0, SMS_LIMIT_PER_HOUR - 1, 'WITHSCORES');
      return withScores.filter((_, i) => i % 2 === 1).map(Number);
    }
    const rows = await this.sendLog.find({
      where: {
        ...(scope === 'phone' ? { mobile: value } : { ip: value }),
        sendTime: MoreThan(new Date(now - HOUR_MS)),
      },
      order: { sendTime: 'DESC' },
      take: SMS_LIMIT_PER_HOUR,
    });
    return rows.map((r) => r.sendTime.getTime());
  }

  /** Refuses when the key had a code in the last minute, or ten in the last hour. */
  private checkLimit(scope: 'phone' | 'ip', recent: number[], now: number): void {
    const last = recent[0];
    if (last !== undefined && now - last < MINUTE_MS)
      throw new JeecgError(smsLimitMessage(scope, 'minute', Math.ceil((last + MINUTE_MS - now) / 1000)));
    if (recent.length >= SMS_LIMIT_PER_HOUR) {
      const oldest = recent[recent.length - 1];
      throw new JeecgError(smsLimitMessage(scope, 'hour', Math.ceil((oldest + HOUR_MS - now) / 1000)));
    }
  }

  /** 'ok' when `code` is the live code of `mobile` for `smsmode`; 'missing' when there is none. */
  async check(mobile: string, code: string, smsmode: SmsMode): Promise<'ok' | 'missing' | 'mismatch'> {
    const row = await this.liveCode(mobile);
    if (!row) return 'missing';
    return row.smsmode === smsmode && row.code === code ? 'ok' : 'mismatch';
  }

  private async liveCode(mobile: string): Promise<StoredCode | null> {
    if (this.redis) {
      const text = await this.redis.get(codeKey(mobile));
      return text ? (JSON.parse(text) as StoredCode) : null;
    }
    const row = await this.codes.findOneBy({ mobile });
    return row && row.expireTime.getTime() >= this.clock.now()
      ? { code: row.code, smsmode: row.smsmode as SmsMode }
      : null;
  }

  /** Used codes are removed so they cannot be replayed. */
  async consume(mobile: string): Promise<void> {
    if (this.redis) await this.redis.del(codeKey(mobile));
    else await this.codes.delete({ mobile });
  }
}
