export { KnowledgeModule } from './knowledge.module';
export { type KnowledgeReader, KnowledgeService, type PassageHit } from './knowledge.service';
