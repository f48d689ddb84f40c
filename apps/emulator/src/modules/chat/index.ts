// The door into modules/chat: other modules import only what this file exports (issue #28).
export { answerParts, answerTables, parseFigure, tableChart } from './answer-table';
export { ChatAppService } from './chat-app.service';
export { ChatSessionService } from './chat-session.service';
export { ChatModule } from './chat.module';
export { ChatMessageEntity } from './entities/chat-message.entity';
export { ChatSessionEntity } from './entities/chat-session.entity';
export type { StoredImage } from './images/chat-image.store';
export { readImageInfo } from './images/image-info';
export type { AnswerAppConfig, AnswerProvider } from './providers/answer-provider';
export { OfflineAnswerer } from './providers/offline/offline-answerer';
export { AnswerProviderRegistry } from './providers/provider.registry';
