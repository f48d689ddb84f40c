import { Column, Entity, PrimaryColumn } from 'typeorm';
import { DateTimeColumn } from '../../../core/database/columns';

/**
 * `sys_user_account`: what a user keeps about his own account beside `sys_user` (issue #14): the settings drawer's
 * values, the notification kinds he wants, and when password, phone and email last changed.
 */
@Entity('sys_user_account')
export class UserAccountEntity {
  @PrimaryColumn({ type: 'varchar', length: 32, name: 'user_id' })
  userId: string;

  /** JSON of the settings drawer (`layoutSettingsSchema`); null until first saved. */
  @Column({ type: 'text', name: 'layout_json', nullable: true })
  layoutJson: string | null;

  /** JSON of `notifyPreferencesSchema`; null means every kind on. */
  @Column({ type: 'text', name: 'notify_json', nullable: true })
  notifyJson: string | null;

  @Column({ type: 'varchar', length: 10, name: 'password_strength', nullable: true })
  passwordStrength: string | null;

  @DateTimeColumn({ name: 'password_update_time' })
  passwordUpdateTime: Date | null;

  @DateTimeColumn({ name: 'phone_update_time' })
  phoneUpdateTime: Date | null;

  @DateTimeColumn({ name: 'email_update_time' })
  emailUpdateTime: Date | null;
}
