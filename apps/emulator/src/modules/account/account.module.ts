import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AnalysisItemEntity } from '../analysis/entities/analysis-item.entity';
import { AnalysisMainEntity } from '../analysis/entities/analysis-main.entity';
import { AnnouncementSendEntity } from '../announcement/entities/announcement-send.entity';
import { AnnouncementEntity } from '../announcement/entities/announcement.entity';
import { CropTaskEntity } from '../crop-task/entities/crop-task.entity';
import { DepartModule } from '../depart/depart.module';
import { AccountFactsModule } from '../identity/account-facts.module';
import { LogEntity } from '../log/entities/log.entity';
import { PermissionEntity } from '../permission/entities/permission.entity';
import { PositionEntity } from '../position/entities/position.entity';
import { RolePermissionEntity } from '../role/entities/role-permission.entity';
import { RoleEntity } from '../role/entities/role.entity';
import { TenantEntity } from '../tenant/entities/tenant.entity';
import { UserRoleEntity } from '../user/entities/user-role.entity';
import { UserModule } from '../user/user.module';
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
    UserModule,
    DepartModule,
    AccountFactsModule,
  ],
  controllers: [AccountController],
  providers: [AccountService],
})
export class AccountModule {}
