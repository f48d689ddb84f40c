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
import { ChatFigures1795740000000 } from './migrations/1795740000000-chat-figures';
import { UserAgent1795740000001 } from './migrations/1795740000001-user-agent';
import { ChatLocalModel1795740000033 } from './migrations/1795740000033-chat-local-model';
import { CropDataset1795740000040 } from './migrations/1795740000040-crop-dataset';
import { ChatKnowledge1795740000050 } from './migrations/1795740000050-chat-knowledge';
import { ChatKnowledgePages1795740000062 } from './migrations/1795740000062-chat-knowledge-pages';
import { CropDatasetReads1795740000063 } from './migrations/1795740000063-crop-dataset-reads';
import { MessageTemplateUseStatus1795740000064 } from './migrations/1795740000064-message-template-use-status';
import { ChatDroppedTurns1795740000070 } from './migrations/1795740000070-chat-dropped-turns';

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
  ChatFigures1795740000000,
  UserAgent1795740000001,
  ChatLocalModel1795740000033,
  CropDataset1795740000040,
  ChatKnowledge1795740000050,
  ChatKnowledgePages1795740000062,
  CropDatasetReads1795740000063,
  MessageTemplateUseStatus1795740000064,
  ChatDroppedTurns1795740000070,
];
