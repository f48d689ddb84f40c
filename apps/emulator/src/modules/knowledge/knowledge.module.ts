import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { IdentityModule } from '../identity';
import { KnowledgeBaseEntity, KnowledgeDocumentEntity, KnowledgePassageEntity } from './entities/knowledge.entities';
import { KnowledgeUploadInterceptor } from './knowledge-upload.interceptor';
import { KnowledgeController } from './knowledge.controller';
import { KnowledgeService } from './knowledge.service';

/** Knowledge bases of uploaded documents and their retrieval (issue #34); the chat draws on it. */
@Module({
  imports: [
    TypeOrmModule.forFeature([KnowledgeBaseEntity, KnowledgeDocumentEntity, KnowledgePassageEntity]),
    IdentityModule,
  ],
  controllers: [KnowledgeController],
  providers: [KnowledgeService, KnowledgeUploadInterceptor],
  exports: [KnowledgeService],
})
export class KnowledgeModule {}
