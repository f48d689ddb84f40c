import { Column, Entity, PrimaryColumn } from 'typeorm';
import { AuditedEntity } from '../../../core/database/columns';

/** `chat_app`: a configured assistant (provider, model, prompt, UI texts). `api_key` never leaves the server. */
@Entity('chat_app')
export class ChatAppEntity extends AuditedEntity {
  @PrimaryColumn({ type: 'varchar', length: 32 })
  id: string;

  @Column({ type: 'varchar', length: 100, unique: true })
  name: string;

  @Column({ type: 'varchar', length: 500, nullable: true })
  description: string | null;

  /** `offline`, `openai` or `local`. */
  @Column({ type: 'varchar', length: 20 })
  provider: string;

  @Column({ type: 'varchar', length: 100, nullable: true })
  model: string | null;

  @Column({ type: 'varchar', length: 100, name: 'vision_model', nullable: true })
  visionModel: string | null;

  @Column({ type: 'varchar', length: 500, name: 'base_url', nullable: true })
  baseUrl: string | null;

  /** `local`: a file name below `DATA_DIR/models`, or an absolute path. */
  @Column({ type: 'varchar', length: 500, name: 'model_path', nullable: true })
  modelPath: string | null;

  @Column({ type: 'integer', nullable: true })
  threads: number | null;

  @Column({ type: 'integer', name: 'context_size', nullable: true })
  contextSize: number | null;

  @Column({ type: 'integer', name: 'idle_minutes', nullable: true })
  idleMinutes: number | null;

  @Column({ type: 'varchar', length: 500, name: 'api_key', nullable: true })
  apiKey: string | null;

  @Column({ type: 'text', name: 'system_prompt', nullable: true })
  systemPrompt: string | null;

  @Column({ type: 'double precision', default: 0.7 })
  temperature: number;

  @Column({ type: 'integer', name: 'max_tokens', nullable: true })
  maxTokens: number | null;

  @Column({ type: 'integer', name: 'timeout_seconds', default: 60 })
  timeoutSeconds: number;

  @Column({ type: 'text', name: 'welcome_text', nullable: true })
  welcomeText: string | null;

  @Column({ type: 'simple-json', name: 'suggested_questions' })
  suggestedQuestions: string[];

  @Column({ type: 'smallint', name: 'is_default', default: 0 })
  isDefault: number;

  @Column({ type: 'smallint', default: 1 })
  status: number;

  @Column({ type: 'integer', name: 'sort_no', default: 0 })
  sortNo: number;
}
