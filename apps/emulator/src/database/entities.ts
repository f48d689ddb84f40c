import { UserTokenEntity } from '../core/auth/user-token.entity';
import { UserAccountEntity } from '../modules/account/entities/user-account.entity';
import { AnalysisChapterEntity } from '../modules/analysis/entities/analysis-chapter.entity';
import { AnalysisCueWordEntity } from '../modules/analysis/entities/analysis-cue-word.entity';
import { AnalysisItemVersionEntity } from '../modules/analysis/entities/analysis-item-version.entity';
import { AnalysisItemEntity } from '../modules/analysis/entities/analysis-item.entity';
import { AnalysisMainEntity } from '../modules/analysis/entities/analysis-main.entity';
import { AnalysisPartitionEntity } from '../modules/analysis/entities/analysis-partition.entity';
import { AnalysisZoneEntity } from '../modules/analysis/entities/analysis-zone.entity';
import { AnalysisImageEntity } from '../modules/analysis/output/analysis-image.entity';
import { AnnouncementSendEntity } from '../modules/announcement/entities/announcement-send.entity';
import { AnnouncementEntity } from '../modules/announcement/entities/announcement.entity';
import { CaptchaEntity } from '../modules/auth/entities/captcha.entity';
import { LoginFailureEntity } from '../modules/auth/entities/login-failure.entity';
import { SmsCodeEntity } from '../modules/auth/entities/sms-code.entity';
import { SmsSendLogEntity } from '../modules/auth/entities/sms-send-log.entity';
import { CategoryEntity } from '../modules/category/entities/category.entity';
import {
  CgreportHeadEntity,
  CgreportItemEntity,
  CgreportParamEntity,
} from '../modules/cgreport/entities/cgreport.entities';
import { ChatAppEntity } from '../modules/chat/entities/chat-app.entity';
import { ChatMessageEntity } from '../modules/chat/entities/chat-message.entity';
import { ChatSessionEntity } from '../modules/chat/entities/chat-session.entity';
import { CheckRuleEntity } from '../modules/check-rule/entities/check-rule.entity';
import { CropIndicatorDefEntity, CropIndicatorEntity } from '../modules/crop-data/entities/crop-indicator.entity';
import {
  CropAbbreviationEntity,
  CropAliasEntity,
  CropCalendarEntity,
  CropIrrigationEntity,
  CropKnowledgeEntity,
  CropProductionEntity,
  CropStageEntity,
} from '../modules/crop-data/entities/crop-reference.entities';
import { CropCountryEntity, CropPeriodEntity, CropZoneEntity } from '../modules/crop-data/entities/crop-unit.entities';
import { CropTaskEntity } from '../modules/crop-task/entities/crop-task.entity';
import { DataLogEntity } from '../modules/data-log/entities/data-log.entity';
import { DataSourceEntity } from '../modules/data-source/entities/data-source.entity';
import { DepartPermissionEntity } from '../modules/depart/entities/depart-permission.entity';
import { DepartRolePermissionEntity } from '../modules/depart/entities/depart-role-permission.entity';
import { DepartRoleUserEntity } from '../modules/depart/entities/depart-role-user.entity';
import { DepartRoleEntity } from '../modules/depart/entities/depart-role.entity';
import { DepartEntity } from '../modules/depart/entities/depart.entity';
import { DictItemEntity } from '../modules/dict/entities/dict-item.entity';
import { DictEntity } from '../modules/dict/entities/dict.entity';
import { FillRuleEntity, FillRuleSequenceEntity } from '../modules/fill-rule/entities/fill-rule.entity';
import { GatewayRouteEntity } from '../modules/gateway-route/entities/gateway-route.entity';
import {
  DemoProductEntity,
  JeecgOrderCustomerEntity,
  JeecgOrderLineEntity,
  JeecgOrderMainEntity,
  JeecgOrderPaymentEntity,
  JeecgOrderTicketEntity,
} from '../modules/jeecg-order/entities/jeecg-order.entity';
import { LogEntity } from '../modules/log/entities/log.entity';
import { MessageTemplateEntity } from '../modules/message/entities/message-template.entity';
import { SysMessageEntity } from '../modules/message/entities/sys-message.entity';
import { OssFileEntity } from '../modules/oss/entities/oss-file.entity';
import { PermissionDataRuleEntity } from '../modules/permission/entities/permission-data-rule.entity';
import { PermissionEntity } from '../modules/permission/entities/permission.entity';
import { PositionEntity } from '../modules/position/entities/position.entity';
import { QuartzJobLogEntity } from '../modules/quartz/entities/quartz-job-log.entity';
import { QuartzJobEntity } from '../modules/quartz/entities/quartz-job.entity';
import { RolePermissionEntity } from '../modules/role/entities/role-permission.entity';
import { RoleEntity } from '../modules/role/entities/role.entity';
import { TenantEntity } from '../modules/tenant/entities/tenant.entity';
import { UserDepartEntity } from '../modules/user/entities/user-depart.entity';
import { UserRoleEntity } from '../modules/user/entities/user-role.entity';
import { UserEntity } from '../modules/user/entities/user.entity';
import { UserAgentEntity } from '../modules/user-agent/entities/user-agent.entity';
import { InitialSchema1732233600000 } from './migrations/1732233600000-initial-schema';
import { QuartzJobs1732500000000 } from './migrations/1732500000000-quartz-jobs';
import { SystemAdminB1732800000000 } from './migrations/1732800000000-system-admin-b';
import { SystemAdminA1732900000000 } from './migrations/1732900000000-system-admin-a';
import { CropData1734000000000 } from './migrations/1734000000000-crop-data';
import { Chat1734000000100 } from './migrations/1734000000100-chat';
import { Messages1734100000200 } from './migrations/1734100000200-messages';
import { CropTask1734200000000 } from './migrations/1734200000000-crop-task';
import { Analysis1734300000000 } from './migrations/1734300000000-analysis';
import { AnalysisBulletin1734400000000 } from './migrations/1734400000000-analysis-bulletin';
import { AnalysisImage1734400000001 } from './migrations/1734400000001-analysis-image';
import { Operations1795691315943 } from './migrations/1795691315943-operations';
import { Account1795691316208 } from './migrations/1795691316208-account';
import { ConfigEntities1795691332849 } from './migrations/1795691332849-config-entities';
import { OnlineReport1795703271986 } from './migrations/1795703271986-online-report';
import { QuartzRunInstance1795703546533 } from './migrations/1795703546533-quartz-run-instance';
import { UserPhonePrefixIndex1795706205785 } from './migrations/1795706205785-user-phone-prefix-index';
import { JeecgOrder1795709080323 } from './migrations/1795709080323-jeecg-order';
import { JeecgOrderProducts1795737688795 } from './migrations/1795737688795-jeecg-order-products';
import { UserAgent1795740000000 } from './migrations/1795740000000-user-agent';

/** Every entity the emulator maps; the migrations below must create exactly their tables. */
export const ENTITIES = [
  UserEntity,
  UserRoleEntity,
  UserDepartEntity,
  RoleEntity,
  RolePermissionEntity,
  DepartEntity,
  DepartPermissionEntity,
  DepartRoleEntity,
  DepartRoleUserEntity,
  DepartRolePermissionEntity,
  CategoryEntity,
  CheckRuleEntity,
  PermissionEntity,
  PermissionDataRuleEntity,
  PositionEntity,
  UserAgentEntity,
  DictEntity,
  DictItemEntity,
  AnnouncementEntity,
  AnnouncementSendEntity,
  MessageTemplateEntity,
  SysMessageEntity,
  TenantEntity,
  LogEntity,
  UserTokenEntity,
  CaptchaEntity,
  SmsCodeEntity,
  LoginFailureEntity,
  QuartzJobEntity,
  QuartzJobLogEntity,
  CropCountryEntity,
  CropZoneEntity,
  CropPeriodEntity,
  CropIndicatorEntity,
  CropIndicatorDefEntity,
  CropCalendarEntity,
  CropStageEntity,
  CropIrrigationEntity,
  CropProductionEntity,
  CropKnowledgeEntity,
  CropAliasEntity,
  CropAbbreviationEntity,
  ChatAppEntity,
  ChatSessionEntity,
  ChatMessageEntity,
  CropTaskEntity,
  AnalysisChapterEntity,
  AnalysisCueWordEntity,
  AnalysisPartitionEntity,
  AnalysisZoneEntity,
  AnalysisMainEntity,
  AnalysisItemEntity,
  AnalysisItemVersionEntity,
  AnalysisImageEntity,
  DataLogEntity,
  UserAccountEntity,
  SmsSendLogEntity,
  DataSourceEntity,
  GatewayRouteEntity,
  FillRuleEntity,
  FillRuleSequenceEntity,
  OssFileEntity,
  CgreportHeadEntity,
  CgreportItemEntity,
  CgreportParamEntity,
  JeecgOrderMainEntity,
  JeecgOrderCustomerEntity,
  JeecgOrderTicketEntity,
  DemoProductEntity,
  JeecgOrderLineEntity,
  JeecgOrderPaymentEntity,
];

/** Applied in order at start (TypeORM records them in its `migrations` table). */
export const MIGRATIONS = [
  InitialSchema1732233600000,
  QuartzJobs1732500000000,
  SystemAdminB1732800000000,
  SystemAdminA1732900000000,
  CropData1734000000000,
  Chat1734000000100,
  Messages1734100000200,
  CropTask1734200000000,
  Analysis1734300000000,
  AnalysisBulletin1734400000000,
  AnalysisImage1734400000001,
  Operations1795691315943,
  Account1795691316208,
  ConfigEntities1795691332849,
  OnlineReport1795703271986,
  QuartzRunInstance1795703546533,
  UserPhonePrefixIndex1795706205785,
  JeecgOrder1795709080323,
  JeecgOrderProducts1795737688795,
  UserAgent1795740000000,
];
