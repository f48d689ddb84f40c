export { ChatAnswerOutModule } from './answer-out.module';
