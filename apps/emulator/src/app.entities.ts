import { UserTokenEntity } from './core/auth/user-token.entity';
import { AnalysisChapterEntity } from './modules/analysis/entities/analysis-chapter.entity';
import { AnalysisCueWordEntity } from './modules/analysis/entities/analysis-cue-word.entity';
import { AnalysisItemVersionEntity } from './modules/analysis/entities/analysis-item-version.entity';
import { AnalysisItemEntity } from './modules/analysis/entities/analysis-item.entity';
import { AnalysisMainEntity } from './modules/analysis/entities/analysis-main.entity';
import { AnalysisPartitionEntity } from './modules/analysis/entities/analysis-partition.entity';
import { AnalysisZoneEntity } from './modules/analysis/entities/analysis-zone.entity';
import { AnalysisImageEntity } from './modules/analysis/output/analysis-image.entity';
import { AnnouncementSendEntity } from './modules/announcement/entities/announcement-send.entity';
import { AnnouncementEntity } from './modules/announcement/entities/announcement.entity';
import { CaptchaEntity } from './modules/auth/entities/captcha.entity';
import { LoginFailureEntity } from './modules/auth/entities/login-failure.entity';
import { SmsCodeEntity } from './modules/auth/entities/sms-code.entity';
import { SmsSendLogEntity } from './modules/auth/entities/sms-send-log.entity';
import { CategoryEntity } from './modules/category/entities/category.entity';
import {
  CgreportHeadEntity,
  CgreportItemEntity,
  CgreportParamEntity,
} from './modules/cgreport/entities/cgreport.entities';
import { ChatAppEntity } from './modules/chat/entities/chat-app.entity';
import { ChatMessageEntity } from './modules/chat/entities/chat-message.entity';
import { ChatSessionEntity } from './modules/chat/entities/chat-session.entity';
import { CheckRuleEntity } from './modules/check-rule/entities/check-rule.entity';
import { CropIndicatorDefEntity, CropIndicatorEntity } from './modules/crop-data/entities/crop-indicator.entity';
import {
  CropAbbreviationEntity,
  CropAliasEntity,
  CropCalendarEntity,
  CropIrrigationEntity,
  CropKnowledgeEntity,
  CropProductionEntity,
  CropStageEntity,
} from './modules/crop-data/entities/crop-reference.entities';
import { CropCountryEntity, CropPeriodEntity, CropZoneEntity } from './modules/crop-data/entities/crop-unit.entities';
import {
  CropDatasetEntity,
  CropDatasetIndicatorEntity,
  CropDatasetProductionEntity,
  CropYieldEntity,
} from './modules/crop-dataset/entities/crop-dataset.entities';
import { CropTaskEntity } from './modules/crop-task/entities/crop-task.entity';
import { DataLogEntity } from './modules/data-log/entities/data-log.entity';
import { DataSourceEntity } from './modules/data-source/entities/data-source.entity';
import { DictItemEntity } from './modules/dict/entities/dict-item.entity';
import { DictEntity } from './modules/dict/entities/dict.entity';
import { FillRuleEntity, FillRuleSequenceEntity } from './modules/fill-rule/entities/fill-rule.entity';
import { GatewayRouteEntity } from './modules/gateway-route/entities/gateway-route.entity';
import { DepartPermissionEntity } from './modules/identity/entities/depart-permission.entity';
import { DepartRolePermissionEntity } from './modules/identity/entities/depart-role-permission.entity';
import { DepartRoleUserEntity } from './modules/identity/entities/depart-role-user.entity';
import { DepartRoleEntity } from './modules/identity/entities/depart-role.entity';
import { DepartEntity } from './modules/identity/entities/depart.entity';
import { PermissionDataRuleEntity } from './modules/identity/entities/permission-data-rule.entity';
import { PermissionEntity } from './modules/identity/entities/permission.entity';
import { RolePermissionEntity } from './modules/identity/entities/role-permission.entity';
import { RoleEntity } from './modules/identity/entities/role.entity';
import { UserAccountEntity } from './modules/identity/entities/user-account.entity';
import { UserDepartEntity } from './modules/identity/entities/user-depart.entity';
import { UserRoleEntity } from './modules/identity/entities/user-role.entity';
import { UserEntity } from './modules/identity/entities/user.entity';
import {
  DemoProductEntity,
  JeecgOrderCustomerEntity,
  JeecgOrderLineEntity,
  JeecgOrderMainEntity,
  JeecgOrderPaymentEntity,
  JeecgOrderTicketEntity,
} from './modules/jeecg-order/entities/jeecg-order.entity';
import {
  KnowledgeBaseEntity,
  KnowledgeDocumentEntity,
  KnowledgePassageEntity,
} from './modules/knowledge/entities/knowledge.entities';
import { LogEntity } from './modules/log/entities/log.entity';
import { MessageTemplateEntity } from './modules/message/entities/message-template.entity';
import { SysMessageEntity } from './modules/message/entities/sys-message.entity';
import { OssFileEntity } from './modules/oss/entities/oss-file.entity';
import { PositionEntity } from './modules/position/entities/position.entity';
import { QuartzJobLogEntity } from './modules/quartz/entities/quartz-job-log.entity';
import { QuartzJobEntity } from './modules/quartz/entities/quartz-job.entity';
import { TenantEntity } from './modules/tenant/entities/tenant.entity';
import { UserAgentEntity } from './modules/user-agent/entities/user-agent.entity';

/**
 * Every entity the emulator maps, registered at the composition root (app.module) so the database layer imports
 * no module; `MIGRATIONS` (database/migrations.ts) must create exactly their tables.
 */
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
  CropDatasetEntity,
  CropYieldEntity,
  CropDatasetIndicatorEntity,
  CropDatasetProductionEntity,
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
  KnowledgeBaseEntity,
  KnowledgeDocumentEntity,
  KnowledgePassageEntity,
];
