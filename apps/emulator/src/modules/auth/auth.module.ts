import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UserTokenEntity } from '../../core/auth/user-token.entity';
import { DictModule } from '../dict';
import { AccountFactsModule, IdentityModule, RoleEntity, UserRoleEntity } from '../identity';
import { LogModule } from '../log';
import { TenantModule } from '../tenant';
import { AccountService } from './account.service';
import { AuthController } from './auth.controller';
import { CaptchaService } from './captcha.service';
import { CaptchaEntity } from './entities/captcha.entity';
import { LoginFailureEntity } from './entities/login-failure.entity';
import { SmsCodeEntity } from './entities/sms-code.entity';
import { SmsSendLogEntity } from './entities/sms-send-log.entity';
import { ExpiredTokenCleanJob } from './expired-token-clean.job';
import { LockoutService } from './lockout.service';
import { LoginService } from './login.service';
import { SmsService } from './sms.service';

/** Sign-in, sessions and account lifecycle. The SMS sender is provided by the app (see createApp). */
@Module({
  imports: [
    TypeOrmModule.forFeature([
      UserTokenEntity,
      CaptchaEntity,
      SmsCodeEntity,
      SmsSendLogEntity,
      LoginFailureEntity,
      RoleEntity,
      UserRoleEntity,
    ]),
    AccountFactsModule,
    IdentityModule,
    TenantModule,
    DictModule,
    LogModule,
  ],
  controllers: [AuthController],
  providers: [ExpiredTokenCleanJob, CaptchaService, SmsService, LockoutService, LoginService, AccountService],
})
export class AuthModule {}
