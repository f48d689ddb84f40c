import { UserTokenEntity } from '../core/auth/user-token.entity';
import { AnnouncementSendEntity } from '../modules/announcement/entities/announcement-send.entity';
import { AnnouncementEntity } from '../modules/announcement/entities/announcement.entity';
import { CaptchaEntity } from '../modules/auth/entities/captcha.entity';
import { LoginFailureEntity } from '../modules/auth/entities/login-failure.entity';
import { SmsCodeEntity } from '../modules/auth/entities/sms-code.entity';
import { DepartEntity } from '../modules/depart/entities/depart.entity';
import { DictItemEntity } from '../modules/dict/entities/dict-item.entity';
import { DictEntity } from '../modules/dict/entities/dict.entity';
import { LogEntity } from '../modules/log/entities/log.entity';
import { PermissionEntity } from '../modules/permission/entities/permission.entity';
import { QuartzJobLogEntity } from '../modules/quartz/entities/quartz-job-log.entity';
import { QuartzJobEntity } from '../modules/quartz/entities/quartz-job.entity';
import { RolePermissionEntity } from '../modules/role/entities/role-permission.entity';
import { RoleEntity } from '../modules/role/entities/role.entity';
import { TenantEntity } from '../modules/tenant/entities/tenant.entity';
import { UserDepartEntity } from '../modules/user/entities/user-depart.entity';
import { UserRoleEntity } from '../modules/user/entities/user-role.entity';
import { UserEntity } from '../modules/user/entities/user.entity';
import { InitialSchema1732233600000 } from './migrations/1732233600000-initial-schema';
import { QuartzJobs1732500000000 } from './migrations/1732500000000-quartz-jobs';

/** Every entity the emulator maps; the migrations below must create exactly their tables. */
export const ENTITIES = [
  UserEntity,
  UserRoleEntity,
  UserDepartEntity,
  RoleEntity,
  RolePermissionEntity,
  DepartEntity,
  PermissionEntity,
  DictEntity,
  DictItemEntity,
  AnnouncementEntity,
  AnnouncementSendEntity,
  TenantEntity,
  LogEntity,
  UserTokenEntity,
  CaptchaEntity,
  SmsCodeEntity,
  LoginFailureEntity,
  QuartzJobEntity,
  QuartzJobLogEntity,
];

/** Applied in order at start (TypeORM records them in its `migrations` table). */
export const MIGRATIONS = [InitialSchema1732233600000, QuartzJobs1732500000000];
