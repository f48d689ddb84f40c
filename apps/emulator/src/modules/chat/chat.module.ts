import { Module, type OnApplicationBootstrap, Inject } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CropAbbreviationEntity, CropDataModule } from '../crop-data';
import { CropDatasetModule } from '../crop-dataset';
import { CropTaskModule } from '../crop-task';
import { IdentityModule, PermissionEntity, RolePermissionEntity, UserEntity, UserRoleEntity } from '../identity';
import { KnowledgeModule } from '../knowledge';
import { WebsocketModule } from '../websocket';
import { ChatAbbreviationService } from './chat-abbreviation.service';
import { ChatAppTestService } from './chat-app-test.service';
import { ChatAppService } from './chat-app.service';
import { ChatRecordService } from './chat-record.service';
import { ChatRunRegistry } from './chat-run.registry';
import { ChatSessionService } from './chat-session.service';
import {
  ChatAbbreviationController,
  ChatAppController,
  ChatRecordController,
  ChatSessionController,
} from './chat.controller';
import { ChatSeeder } from './chat.seeder';
import { ChatAppEntity } from './entities/chat-app.entity';
import { ChatMessageEntity } from './entities/chat-message.entity';
import { ChatSessionEntity } from './entities/chat-session.entity';
import { ChatImageStore } from './images/chat-image.store';
import { LocalModelHost } from './providers/local/local-model.host';
import { LocalAnswerProvider } from './providers/local/local.provider';
import { OfflineAnswerProvider } from './providers/offline/offline.provider';
import { OpenAiAnswerProvider } from './providers/openai/openai.provider';
import { AnswerProviderRegistry } from './providers/provider.registry';
import { ChatSocketServer } from './socket/chat-socket.server';
import { ChatStreamService } from './socket/chat-stream.service';
import { ChatTicketService } from './socket/chat-ticket.service';
import { ChatToolsService } from './tools/chat-tools';

/**
 * The crop chat assistant's server side: sessions and messages, the chat socket and its streaming engine,
 * the answer providers (offline, OpenAI-compatible, a local GGUF model), chat apps, the noun abbreviation list and the chat
 * records for admins.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([
      ChatAppEntity,
      ChatSessionEntity,
      ChatMessageEntity,
      CropAbbreviationEntity,
      UserEntity,
      PermissionEntity,
      RolePermissionEntity,
      UserRoleEntity,
    ]),
    CropDataModule,
    CropDatasetModule,
    CropTaskModule,
    IdentityModule,
    KnowledgeModule,
    WebsocketModule,
  ],
  controllers: [ChatSessionController, ChatAppController, ChatAbbreviationController, ChatRecordController],
  providers: [
    ChatSeeder,
    ChatAppService,
    ChatAppTestService,
    ChatAbbreviationService,
    ChatSessionService,
    ChatRecordService,
    ChatRunRegistry,
    ChatTicketService,
    ChatImageStore,
    ChatToolsService,
    OfflineAnswerProvider,
    OpenAiAnswerProvider,
    LocalModelHost,
    LocalAnswerProvider,
    AnswerProviderRegistry,
    ChatStreamService,
    ChatSocketServer,
  ],
  exports: [AnswerProviderRegistry, ChatAppService, ChatSessionService],
})
export class ChatModule implements OnApplicationBootstrap {
  constructor(@Inject(ChatSeeder) private readonly seeder: ChatSeeder) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.seeder.run();
  }
}
