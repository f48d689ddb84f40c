import { Inject, Module, type OnApplicationBootstrap } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { IdentityModule } from '../identity';
import { KnowledgeBaseEntity, KnowledgeDocumentEntity, KnowledgePassageEntity } from './entities/knowledge.entities';
import { KnowledgeUploadInterceptor } from './knowledge-upload.interceptor';
import { KnowledgeWorker } from './knowledge-worker';
import { KnowledgeController } from './knowledge.controller';
import { KnowledgeSeeder } from './knowledge.seeder';
import { KnowledgeService } from './knowledge.service';

/** Knowledge bases of uploaded documents and their retrieval (issue #34); the chat draws on it. */
@Module({
  imports: [
    TypeOrmModule.forFeature([KnowledgeBaseEntity, KnowledgeDocumentEntity, KnowledgePassageEntity]),
    IdentityModule,
  ],
  controllers: [KnowledgeController],
  providers: [KnowledgeService, KnowledgeSeeder, KnowledgeUploadInterceptor, KnowledgeWorker],
  exports: [KnowledgeService],
})
export class KnowledgeModule implements OnApplicationBootstrap {
  constructor(
    @Inject(KnowledgeSeeder) private readonly seeder: KnowledgeSeeder,
    @Inject(KnowledgeWorker) private readonly worker: KnowledgeWorker,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.seeder.run();
    await this.worker.start();
  }
}
