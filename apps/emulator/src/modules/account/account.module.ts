import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AnalysisItemEntity, AnalysisMainEntity } from '../analysis';
import { AnnouncementEntity, AnnouncementSendEntity } from '../announcement';
import { CropTaskEntity } from '../crop-task';
import {
  AccountFactsModule,
  IdentityModule,
  PermissionEntity,
  RoleEntity,
  RolePermissionEntity,
  UserRoleEntity,
} from '../identity';
import { LogEntity } from '../log';
import { PositionEntity } from '../position';
import { TenantEntity } from '../tenant';
import { AccountController } from './account.controller';
import { AccountService } from './account.service';

/** Account center, account settings and the OAuth2 app sign-in of the signed-in user (issue #14). */
@Module({
  imports: [
    TypeOrmModule.forFeature([
      UserRoleEntity,
      RoleEntity,
      RolePermissionEntity,
      PermissionEntity,
      PositionEntity,
      TenantEntity,
      LogEntity,
      AnnouncementEntity,
      AnnouncementSendEntity,
      CropTaskEntity,
      AnalysisMainEntity,
      AnalysisItemEntity,
    ]),
    IdentityModule,
    AccountFactsModule,
  ],
  controllers: [AccountController],
  providers: [AccountService],
})
export class AccountModule {}
