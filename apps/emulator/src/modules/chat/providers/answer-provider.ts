import type { ChatSource, ChatUsage } from '@cropwatch/contract';
import type { StoredImage } from '../images/chat-image.store';
import type { ToolCallRecord, ToolUser } from '../tools/chat-tools';

/** The app settings a provider needs (from `chat_app`). */
export interface AnswerAppConfig {
  provider: string;
  model: string | null;
  visionModel: string | null;
  baseUrl: string | null;
  apiKey: string | null;
  systemPrompt: string | null;
  temperature: number;
  maxTokens: number | null;
  timeoutSeconds: number;
  /** `local`: the model file (a name below `DATA_DIR/models` or an absolute path) and how it runs. */
  modelPath?: string | null;
  threads?: number | null;
  contextSize?: number | null;
  idleMinutes?: number | null;
}

export interface AnswerTurn {
  role: 'user' | 'assistant';
  content: string;
  images: StoredImage[];
}

export interface AnswerRequest {
  question: string;
  images: StoredImage[];
  /** Earlier turns of the visible branch, oldest first, without the question itself. */
  history: AnswerTurn[];
  app: AnswerAppConfig;
  /** UI language; used when the question itself does not tell. */
  lang: 'zh-CN' | 'en-US';
  /**
   * Whether a model gets the offline answer of the question as grounding (chat questions: yes, the default).
   * The bulletin writer says no: its prompt already carries the zone's table and the analyst's cue word.
   */
  grounded?: boolean;
  /**
   * The asking user: a provider that can call tools looks things up with this user's permissions and data
   * rules. Without it (the bulletin writer, bare tests) no tools are offered.
   */
  user?: ToolUser;
  /** The knowledge bases the conversation draws on (issue #34); read with `user`'s rights. */
  knowledgeBaseIds?: string[];
  /** The names of the chosen bases the asker may read, told to a model with tools (`knowledgeNote`). */
  knowledgeBaseNames?: string[];
}

/** The system line naming the conversation's chosen knowledge bases; null when none is chosen. */
export function knowledgeNote(names: readonly string[] | undefined, zh: boolean): string | null {
  if (!names || names.length === 0) return null;
  const list = names.map((n) => (zh ? `「${n}」` : `"${n}"`)).join(zh ? '、' : ', ');
  return zh
    ? `本对话选用的知识库：${list}。search_documents 只检索这些知识库。`
    : `The knowledge bases chosen for this conversation: ${list}. search_documents searches only these.`;
}

/**
 * A piece of the answer, what the answer may be checked against, or the closing record (exactly one, last).
 * `evidence` (any number, any time before `final`): values a tool returned or the grounded context, against which
 * every figure of the answer is checked (figure-check.ts); `fallback` is the grounded offline answer that replaces
 * an answer whose figures all fail. A provider that sends no evidence is not checked (the offline one: its figures
 * are the rows').
 */
export type AnswerChunk =
  | { type: 'delta'; text: string }
  | { type: 'evidence'; items: unknown[]; fallback?: string }
  /** A tool the model called and what came back (shown collapsed under the answer). */
  | { type: 'tool'; call: ToolCallRecord }
  /** The answer waits for a busy local model: its place in the queue (1 = next). */
  | { type: 'queue'; position: number }
  /**
   * The conversation did not fit the model's context: the `turns` oldest earlier turns (a question with its answer)
   * were left out of the prompt (issue #33). Sent before the answer's text, again with a larger count if a retry
   * dropped more.
   */
  | { type: 'trimmed'; turns: number }
  | {
      type: 'final';
      sources: ChatSource[];
      usage: ChatUsage;
      model: string;
      /** How tools went (providers that offer them): called, offered but not called, refused by the server. */
      tools?: 'used' | 'not-called' | 'unsupported';
    };

/**
 * One interface for every way of answering (domain notes §3.1). `answer` streams deltas, then one `final`
 * chunk. When `signal` aborts, the provider stops promptly and the iteration ends (with or without the
 * final chunk); failures throw `ProviderError` with a message fit for the user.
 */
export interface AnswerProvider {
  answer(request: AnswerRequest, signal: AbortSignal): AsyncIterable<AnswerChunk>;
}

export class ProviderError extends Error {}

/** Rough token count for usage figures when the provider does not report them (CJK ≈ 1 token a character). */
export function estimateTokens(text: string): number {
  const cjk = (text.match(/[\u3400-\u9fff\uf900-\ufaff]/g) ?? []).length;
  const words = (text.replace(/[\u3400-\u9fff\uf900-\ufaff]/g, ' ').match(/\S+/g) ?? []).length;
  return cjk + Math.ceil(words * 1.3);
}
