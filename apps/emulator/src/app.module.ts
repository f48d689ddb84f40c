import { type DynamicModule, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { ENTITIES } from './app.entities';
import { SessionModule } from './core/auth/session.module';
import { TokenGuard } from './core/auth/token.guard';
import { CacheModule } from './core/cache/cache.module';
import type { Clock } from './core/clock/clock';
import { ClusterModule } from './core/cluster/cluster.module';
import type { EmulatorConfig } from './core/config/emulator.config';
import { CoreModule } from './core/core.module';
import { DatabaseModule } from './core/database/database.module';
import { ExcelModule } from './core/excel/excel.module';
import { JobsModule } from './core/jobs/jobs.module';
import { SeedModule } from './core/seed/seed.module';
import { SignatureGuard } from './core/signature/signature.guard';
import { ContractValidationGuard } from './core/validation/contract-validation.guard';
import { MIGRATIONS } from './database/migrations';
import { AccountModule } from './modules/account/account.module';
import { AnalysisModule } from './modules/analysis/analysis.module';
import { AnalysisOutputModule } from './modules/analysis/output/analysis-output.module';
import { AnnouncementModule } from './modules/announcement/announcement.module';
import { ChatAnswerOutModule } from './modules/answer-out';
import { AuthModule } from './modules/auth/auth.module';
import { SMS_SENDER, type SmsSender } from './modules/auth/sms.sender';
import { CategoryModule } from './modules/category/category.module';
import { CgreportModule } from './modules/cgreport/cgreport.module';
import { ChatModule } from './modules/chat/chat.module';
import { CheckRuleModule } from './modules/check-rule/check-rule.module';
import { CommonModule } from './modules/common/common.module';
import { CropDataModule } from './modules/crop-data/crop-data.module';
import { CropDatasetModule } from './modules/crop-dataset/crop-dataset.module';
import { CropTaskModule } from './modules/crop-task/crop-task.module';
import { DataLogModule } from './modules/data-log/data-log.module';
import { DataSourceModule } from './modules/data-source/data-source.module';
import { DepartModule } from './modules/depart/depart.module';
import { DictModule } from './modules/dict/dict.module';
import { DuplicateModule } from './modules/duplicate/duplicate.module';
import { FillRuleModule } from './modules/fill-rule/fill-rule.module';
import { GatewayRouteModule } from './modules/gateway-route/gateway-route.module';
import { HealthModule } from './modules/health/health.module';
import { AccessGuard } from './modules/identity/access.guard';
import { IdentityModule } from './modules/identity/identity.module';
import { JeecgOrderModule } from './modules/jeecg-order/jeecg-order.module';
import { LogModule } from './modules/log/log.module';
import { MessageModule } from './modules/message/message.module';
import { MonitorModule } from './modules/monitor/monitor.module';
import { OnlineModule } from './modules/online/online.module';
import { OssModule } from './modules/oss/oss.module';
import { PermissionModule } from './modules/permission/permission.module';
import { PositionModule } from './modules/position/position.module';
import { QuartzModule } from './modules/quartz/quartz.module';
import { RoleModule } from './modules/role/role.module';
import { TenantModule } from './modules/tenant/tenant.module';
import { ThirdAppModule } from './modules/third-app/third-app.module';
import { UserModule } from './modules/user/user.module';
import { UserAgentModule } from './modules/user-agent/user-agent.module';
import { WebsocketModule } from './modules/websocket/websocket.module';

export interface AppRuntime {
  config: EmulatorConfig;
  clock: Clock;
  smsSender: SmsSender;
}

/**
 * The emulator: core services, the database, then one module per JeecgBoot domain. Guards run in the
 * order listed (token before signature, as Shiro's filter runs before Spring's interceptor; the access guard
 * of issue #20 right after the token).
 */
@Module({})
export class AppModule {
  static forRoot(runtime: AppRuntime): DynamicModule {
    return {
      module: AppModule,
      imports: [
        CoreModule.forRoot(runtime.config, runtime.clock),
        {
          module: SmsSenderModule,
          global: true,
          providers: [{ provide: SMS_SENDER, useValue: runtime.smsSender }],
          exports: [SMS_SENDER],
        },
        DatabaseModule.forRoot(ENTITIES, MIGRATIONS),
        CacheModule,
        ClusterModule,
        IdentityModule,
        SessionModule.forRoot(IdentityModule),
        ExcelModule,
        JobsModule,
        SeedModule,
        AuthModule,
        AccountModule,
        UserModule,
        DepartModule,
        DictModule,
        TenantModule,
        CategoryModule,
        CheckRuleModule,
        DataSourceModule,
        GatewayRouteModule,
        FillRuleModule,
        OssModule,
        CgreportModule,
        JeecgOrderModule,
        DuplicateModule,
        PermissionModule,
        RoleModule,
        PositionModule,
        UserAgentModule,
        AnnouncementModule,
        MessageModule,
        CommonModule,
        WebsocketModule,
        LogModule,
        QuartzModule,
        CropDataModule,
        CropDatasetModule,
        CropTaskModule,
        ChatModule,
        AnalysisModule,
        AnalysisOutputModule,
        ChatAnswerOutModule,
        ThirdAppModule,
        DataLogModule,
        OnlineModule,
        MonitorModule,
        HealthModule,
      ],
      providers: [
        { provide: APP_GUARD, useClass: TokenGuard },
        { provide: APP_GUARD, useClass: AccessGuard },
        { provide: APP_GUARD, useClass: SignatureGuard },
        // Validation last; no global interceptor, so reads skip Nest's rxjs chain (issue #17). The operation log
        // is bound to the routes that accept a write (ContractRoute), data rules ride the request's async context.
        { provide: APP_GUARD, useClass: ContractValidationGuard },
      ],
    };
  }
}

/** Holds the SMS sender chosen at start (log by default, a capture in tests). */
@Module({})
class SmsSenderModule {}
