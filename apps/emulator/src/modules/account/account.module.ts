import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AnalysisItemEntity } from '../analysis/entities/analysis-item.entity';
import { AnalysisMainEntity } from '../analysis/entities/analysis-main.entity';
import { AnnouncementSendEntity } from '../announcement/entities/announcement-send.entity';
import { AnnouncementEntity } from '../announcement/entities/announcement.entity';
import { CropTaskEntity } from '../crop-task/entities/crop-task.entity';
import { AccountFactsModule } from '../identity/account-facts.module';
import { PermissionEntity } from '../identity/entities/permission.entity';
import { RolePermissionEntity } from '../identity/entities/role-permission.entity';
import { RoleEntity } from '../identity/entities/role.entity';
import { UserRoleEntity } from '../identity/entities/user-role.entity';
import { IdentityModule } from '../identity/identity.module';
import { LogEntity } from '../log/entities/log.entity';
import { PositionEntity } from '../position/entities/position.entity';
import { TenantEntity } from '../tenant/entities/tenant.entity';
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
