import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Redis } from 'ioredis';
import type * as SvgCaptcha from 'svg-captcha';
import { LessThan, type Repository } from 'typeorm';
import { CLOCK, type Clock } from '../../core/clock/clock';
import { REDIS } from '../../core/cluster/cluster.module';
import { EMULATOR_CONFIG, type EmulatorConfig } from '../../core/config/emulator.config';
import { JeecgError } from '../../core/errors/jeecg.errors';
import { CaptchaEntity } from './entities/captcha.entity';

/** svg-captcha (and the font parser it loads), loaded by the first image instead of at start (D-108). */
const createCaptcha: typeof SvgCaptcha.create = (options) =>
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  (require('svg-captcha') as typeof SvgCaptcha).create(options);

/** RandImageUtil's alphabet: no o, O or I, so the code stays readable. */
const CAPTCHA_CHARS = 'qwertyuiplkjhgfdsazxcvbnmQWERTYUPLKJHGFDSAZXCVBNM1234567890';

/** Redis key of a captcha (with `REDIS_URL`: any instance checks what another issued). */
const redisKey = (checkKey: string) => `cropwatch:captcha:${checkKey}`;

/**
 * Image captchas of `/sys/randomImage/{key}` and their one-time check at sign-in (contract §2.1–2.2). Kept in
 * Redis (expiring keys, taken with GETDEL) when `REDIS_URL` is set, in the database otherwise.
 */
@Injectable()
export class CaptchaService {
  constructor(
    @InjectRepository(CaptchaEntity) private readonly captchas: Repository<CaptchaEntity>,
    @Inject(EMULATOR_CONFIG) private readonly config: EmulatorConfig,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(REDIS) private readonly redis: Redis | null,
  ) {}

  /** A new 4-character code for `key` (replacing an earlier one), as an SVG data URL. */
  async issue(key: string): Promise<string> {
    const now = this.clock.now();
    const { text, data } = createCaptcha({
      size: 4,
      charPreset: CAPTCHA_CHARS,
      noise: 2,
      color: true,
      width: 105,
      height: 35,
      fontSize: 40,
    });
    if (this.redis) await this.redis.set(redisKey(key), text.toLowerCase(), 'PX', this.config.captchaTtlMs);
    else await this.store(key, text.toLowerCase(), now);
    return `data:image/svg+xml;base64,${Buffer.from(data).toString('base64')}`;
  }

  private async store(key: string, code: string, now: number): Promise<void> {
    await this.captchas.delete({ expireTime: LessThan(new Date(now)) });
    await this.captchas.save({
      checkKey: key,
      code,
      expireTime: new Date(now + this.config.captchaTtlMs),
    });
  }

  /** Takes the live code of `checkKey` (it is used up); null when there is none. */
  private async take(checkKey: string): Promise<string | null> {
    if (this.redis) return this.redis.getdel(redisKey(checkKey));
    const row = await this.captchas.findOneBy({ checkKey });
    if (!row) return null;
    await this.captchas.delete({ checkKey: row.checkKey });
    return row.expireTime.getTime() >= this.clock.now() ? row.code : null;
  }

  /**
   * Checks and consumes the captcha of `checkKey`: missing -> 验证码无效 (500); unknown, expired or wrong
   * -> 验证码错误 with code 412, which makes the client fetch a new image. Skipped with `CAPTCHA=off`.
   */
  async verify(captcha: string | undefined, checkKey: string | undefined): Promise<void> {
    if (!this.config.captcha) return;
    if (!captcha) throw new JeecgError('验证码无效');
    const code = checkKey ? await this.take(checkKey) : null;
    if (code !== captcha.toLowerCase()) throw new JeecgError('验证码错误', 412);
  }
}
