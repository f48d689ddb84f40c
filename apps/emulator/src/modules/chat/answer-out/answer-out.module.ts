import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AnalysisModule } from '../../analysis/analysis.module';
import { ChatModule } from '../chat.module';
import { ChatMessageEntity } from '../entities/chat-message.entity';
import { ChatAnswerOutController } from './answer-out.controller';

/**
 * Answers that leave the chat (issue #34): table downloads, conversation exports and answers taken into a bulletin.
 * A module of its own because it needs both the chat sessions and the analysis items (and analysis imports chat).
 */
@Module({
  imports: [TypeOrmModule.forFeature([ChatMessageEntity]), ChatModule, AnalysisModule],
  controllers: [ChatAnswerOutController],
})
export class ChatAnswerOutModule {}
