import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { DateTimeColumn } from '../../../core/database/columns';

/** `chat_message`: a question or an answer; `parent_id` links the conversation tree. */
@Entity('chat_message')
@Index('idx_cm_session_id', ['sessionId', 'createTime'])
export class ChatMessageEntity {
  @PrimaryColumn({ type: 'varchar', length: 32 })
  id: string;

  @Column({ type: 'varchar', length: 32, name: 'session_id' })
  sessionId: string;

  @Column({ type: 'varchar', length: 32, name: 'parent_id', nullable: true })
  parentId: string | null;

  /** `user` or `assistant`. */
  @Column({ type: 'varchar', length: 16 })
  role: string;

  @Column({ type: 'text' })
  content: string;

  @Column({ type: 'simple-json' })
  images: string[];

  /** `streaming`, `done`, `stopped`, `failed`. */
  @Column({ type: 'varchar', length: 16 })
  status: string;

  @Column({ type: 'simple-json' })
  sources: { id: string; title: string; source: string }[];

  @Column({ type: 'integer', name: 'prompt_tokens', nullable: true })
  promptTokens: number | null;

  @Column({ type: 'integer', name: 'completion_tokens', nullable: true })
  completionTokens: number | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  model: string | null;

  @Column({ type: 'varchar', length: 32, name: 'app_id', nullable: true })
  appId: string | null;

  @Column({ type: 'varchar', length: 500, name: 'error_message', nullable: true })
  errorMessage: string | null;

  /** `up`, `down` or null. */
  @Column({ type: 'varchar', length: 8, nullable: true })
  feedback: string | null;

  @Column({ type: 'varchar', length: 1000, name: 'feedback_comment', nullable: true })
  feedbackComment: string | null;

  /** Figures of a model's answer checked against its tools' values, and how many failed (null: not checked). */
  @Column({ type: 'integer', name: 'figures_checked', nullable: true })
  figuresChecked: number | null;

  @Column({ type: 'integer', name: 'figures_failed', nullable: true })
  figuresFailed: number | null;

  /**
   * The tools a model called for this answer and what came back, as the JSON text of `ChatToolCall[]` (null:
   * none). Text rather than simple-json: the results are arbitrary JSON, which TypeORM's update types refuse.
   */
  @Column({ type: 'text', name: 'tool_calls', nullable: true })
  toolCalls: string | null;

  /** Earlier turns left out of this answer's prompt because the conversation did not fit the model's context (null: none). */
  @Column({ type: 'integer', name: 'dropped_turns', nullable: true })
  droppedTurns: number | null;

  @DateTimeColumn({ name: 'create_time' })
  createTime: Date | null;

  @DateTimeColumn({ name: 'update_time' })
  updateTime: Date | null;
}
