import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { create as createCaptcha } from 'svg-captcha';
import { LessThan, type Repository } from 'typeorm';
import { CLOCK, type Clock } from '../../core/clock/clock';
import { EMULATOR_CONFIG, type EmulatorConfig } from '../../core/config/emulator.config';
import { JeecgError } from '../../core/errors/jeecg.errors';
import { CaptchaEntity } from './entities/captcha.entity';

/** RandImageUtil's alphabet: no o, O or I, so the code stays readable. */
const CAPTCHA_CHARS = 'qwertyuiplkjhgfdsazxcvbnmQWERTYUPLKJHGFDSAZXCVBNM1234567890';

/** Image captchas of `/sys/randomImage/{key}` and their one-time check at sign-in (contract §2.1–2.2). */
@Injectable()
export class CaptchaService {
  constructor(
    @InjectRepository(CaptchaEntity) private readonly captchas: Repository<CaptchaEntity>,
    @Inject(EMULATOR_CONFIG) private readonly config: EmulatorConfig,
    @Inject(CLOCK) private readonly clock: Clock,
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
    await this.captchas.delete({ expireTime: LessThan(new Date(now)) });
    await this.captchas.save({
      checkKey: key,
      code: text.toLowerCase(),
      expireTime: new Date(now + this.config.captchaTtlMs),
    });
    return `data:image/svg+xml;base64,${Buffer.from(data).toString('base64')}`;
  }

  /**
   * Checks and consumes the captcha of `checkKey`: missing -> 验证码无效 (500); unknown, expired or wrong
   * -> 验证码错误 with code 412, which makes the client fetch a new image. Skipped with `CAPTCHA=off`.
   */
  async verify(captcha: string | undefined, checkKey: string | undefined): Promise<void> {
    if (!this.config.captcha) return;
    if (!captcha) throw new JeecgError('验证码无效');
    const row = checkKey ? await this.captchas.findOneBy({ checkKey }) : null;
    if (row) await this.captchas.delete({ checkKey: row.checkKey });
    const valid = row && row.expireTime.getTime() >= this.clock.now() && row.code === captcha.toLowerCase();
    if (!valid) throw new JeecgError('验证码错误', 412);
  }
}
