import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Not, IsNull, type Repository } from 'typeorm';
import {
  type AccountSetting,
  DEFAULT_NOTIFY_PREFERENCES,
  layoutSettingsSchema,
  type LayoutSettingsWire,
  notifyPreferencesSchema,
  type NotifyPreferences,
  type PasswordStrength,
} from '@cropwatch/contract';
import { CLOCK, type Clock } from '../../core/clock/clock';
import { UserAccountEntity } from './entities/user-account.entity';

export type NotifyKind = keyof NotifyPreferences;

function parseJson<T>(raw: string | null, parse: (v: unknown) => T | null): T | null {
  if (!raw) return null;
  try {
    return parse(JSON.parse(raw));
  } catch {
    return null;
  }
}

const parseNotify = (raw: string | null): NotifyPreferences =>
  parseJson(raw, (v) => notifyPreferencesSchema.safeParse(v).data ?? null) ?? { ...DEFAULT_NOTIFY_PREFERENCES };
const parseLayout = (raw: string | null): LayoutSettingsWire | null =>
  parseJson(raw, (v) => layoutSettingsSchema.safeParse(v).data ?? null);

/**
 * One row of `sys_user_account` per user: the saved layout, the notification kinds, and the change times of
 * password, phone and email. Used by the account pages, the password/phone endpoints and the notification pushes.
 */
@Injectable()
export class AccountFactsService {
  constructor(
    @InjectRepository(UserAccountEntity) private readonly rows: Repository<UserAccountEntity>,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  find(userId: string): Promise<UserAccountEntity | null> {
    return this.rows.findOneBy({ userId });
  }

  async setting(userId: string): Promise<AccountSetting> {
    const row = await this.find(userId);
    return { layout: parseLayout(row?.layoutJson ?? null), notify: parseNotify(row?.notifyJson ?? null) };
  }

  async saveSetting(userId: string, body: { layout?: LayoutSettingsWire; notify?: NotifyPreferences }) {
    await this.update(userId, {
      ...(body.layout ? { layoutJson: JSON.stringify(body.layout) } : {}),
      ...(body.notify ? { notifyJson: JSON.stringify(body.notify) } : {}),
    });
    return this.setting(userId);
  }

  recordPassword(userId: string, strength: PasswordStrength): Promise<void> {
    return this.update(userId, { passwordStrength: strength, passwordUpdateTime: new Date(this.clock.now()) });
  }

  recordPhone(userId: string): Promise<void> {
    return this.update(userId, { phoneUpdateTime: new Date(this.clock.now()) });
  }

  recordEmail(userId: string): Promise<void> {
    return this.update(userId, { emailUpdateTime: new Date(this.clock.now()) });
  }

  /** Users who turned `kind` off, among `userIds` (all users when omitted). */
  async mutedUsers(kind: NotifyKind, userIds?: string[]): Promise<string[]> {
    if (userIds?.length === 0) return [];
    const rows = await this.rows.find({
      select: { userId: true, notifyJson: true },
      where: { notifyJson: Not(IsNull()), ...(userIds ? { userId: In(userIds) } : {}) },
    });
    return rows.filter((r) => !parseNotify(r.notifyJson)[kind]).map((r) => r.userId);
  }

  async wants(userId: string, kind: NotifyKind): Promise<boolean> {
    return (await this.mutedUsers(kind, [userId])).length === 0;
  }

  private async update(userId: string, patch: Partial<UserAccountEntity>): Promise<void> {
    const row = (await this.find(userId)) ?? this.rows.create({ userId });
    await this.rows.save(Object.assign(row, patch));
  }
}
