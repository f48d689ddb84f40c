import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AnalysisModule } from '../analysis';
import { ChatMessageEntity, ChatModule } from '../chat';
import { ChatAnswerOutController } from './answer-out.controller';

/**
 * Answers that leave the chat (issue #34): table downloads, conversation exports and answers taken into a bulletin.
 * A module of its own, above both chat and analysis: it needs the chat sessions and the analysis items, and analysis
 * uses chat's providers, so keeping it out of chat keeps the module graph free of cycles.
 */
@Module({
  imports: [TypeOrmModule.forFeature([ChatMessageEntity]), ChatModule, AnalysisModule],
  controllers: [ChatAnswerOutController],
})
export class ChatAnswerOutModule {}
