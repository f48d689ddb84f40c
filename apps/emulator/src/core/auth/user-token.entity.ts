import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { DateTimeColumn } from '../database/columns';

/**
 * A signed-in session, JeecgBoot's `prefix_user_token_<token>` Redis key. Only the token's SHA-256 is
 * stored, so the table never holds a usable credential.
 */
@Entity('sys_user_token')
@Index('idx_sut_user_id', ['userId'])
export class UserTokenEntity {
  @PrimaryColumn({ type: 'varchar', length: 64, name: 'token_hash' })
  tokenHash: string;

  @Column({ type: 'varchar', length: 32, name: 'user_id' })
  userId: string;

  @Column({ type: 'varchar', length: 100 })
  username: string;

  @DateTimeColumn({ name: 'create_time', nullable: false })
  createTime: Date;

  @DateTimeColumn({ name: 'last_active_time', nullable: false })
  lastActiveTime: Date;

  /** Client address and User-Agent of the sign-in (online users page, issue #12). */
  @Column({ type: 'varchar', length: 100, nullable: true })
  ip: string | null;

  @Column({ type: 'varchar', length: 500, name: 'user_agent', nullable: true })
  userAgent: string | null;
}
