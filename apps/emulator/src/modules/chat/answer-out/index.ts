export { ChatAnswerOutModule } from './answer-out.module';
export { answerParts, answerTables, parseFigure, tableChart } from './answer-table';
