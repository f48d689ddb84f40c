import type { ChatAbbreviation, ChatApp, ChatMessage, ChatSession, ChatToolCall } from '@cropwatch/contract';
import { formatDateTime } from '../../core/result/date-format';
import type { CropAbbreviationEntity } from '../crop-data';
import { answerParts } from './answer-table';
import type { ChatAppEntity } from './entities/chat-app.entity';
import type { ChatMessageEntity } from './entities/chat-message.entity';
import type { ChatSessionEntity } from './entities/chat-session.entity';

/** `sk-…abcd`: enough to recognise a key, never enough to use it. */
export function maskApiKey(key: string | null): string | null {
  if (!key) return null;
  if (key.length <= 8) return '…' + key.slice(-2);
  return `${key.slice(0, 3)}…${key.slice(-4)}`;
}

export const toChatAppJson = (a: ChatAppEntity): ChatApp => ({
  id: a.id,
  name: a.name,
  description: a.description,
  provider: a.provider === 'openai' || a.provider === 'local' ? a.provider : 'offline',
  model: a.model,
  visionModel: a.visionModel,
  baseUrl: a.baseUrl,
  modelPath: a.modelPath ?? null,
  threads: a.threads ?? null,
  contextSize: a.contextSize ?? null,
  idleMinutes: a.idleMinutes ?? null,
  hasApiKey: !!a.apiKey,
  apiKeyHint: maskApiKey(a.apiKey),
  systemPrompt: a.systemPrompt,
  temperature: a.temperature,
  maxTokens: a.maxTokens,
  timeoutSeconds: a.timeoutSeconds,
  welcomeText: a.welcomeText,
  suggestedQuestions: a.suggestedQuestions ?? [],
  isDefault: a.isDefault ? 1 : 0,
  status: a.status ? 1 : 0,
  sortNo: a.sortNo,
  createBy: a.createBy,
  createTime: formatDateTime(a.createTime),
  updateBy: a.updateBy,
  updateTime: formatDateTime(a.updateTime),
});

export const toChatSessionJson = (s: ChatSessionEntity, appName: string | null): ChatSession => ({
  id: s.id,
  title: s.title,
  appId: s.appId,
  appName,
  userId: s.userId,
  messageCount: s.messageCount,
  knowledgeBaseIds: s.kbIds === null || s.kbIds === undefined ? null : s.kbIds.split(',').filter(Boolean),
  lastMessageTime: formatDateTime(s.lastMessageTime),
  createBy: s.createBy,
  createTime: formatDateTime(s.createTime),
  updateBy: s.updateBy,
  updateTime: formatDateTime(s.updateTime),
});

function parseToolCalls(text: string | null | undefined): ChatToolCall[] | null {
  if (!text) return null;
  try {
    const calls = JSON.parse(text) as unknown;
    return Array.isArray(calls) ? (calls as ChatToolCall[]) : null;
  } catch {
    return null;
  }
}

/** The tables and charts of an answer (issue #34), absent on questions and on answers without a table. */
function partsOf(m: ChatMessageEntity): Pick<ChatMessage, 'parts'> {
  const parts = m.role === 'assistant' ? answerParts(m.content) : null;
  return parts ? { parts } : {};
}

export const toChatMessageJson = (m: ChatMessageEntity): ChatMessage => ({
  id: m.id,
  sessionId: m.sessionId,
  parentId: m.parentId,
  role: m.role === 'assistant' ? 'assistant' : 'user',
  content: m.content,
  images: m.images ?? [],
  status: (['streaming', 'done', 'stopped', 'failed'] as const).find((s) => s === m.status) ?? 'failed',
  sources: m.sources ?? [],
  usage:
    m.promptTokens === null && m.completionTokens === null
      ? null
      : { promptTokens: m.promptTokens ?? 0, completionTokens: m.completionTokens ?? 0 },
  model: m.model,
  errorMessage: m.errorMessage,
  feedback: m.feedback === 'up' || m.feedback === 'down' ? m.feedback : null,
  feedbackComment: m.feedbackComment,
  figuresChecked: m.figuresChecked ?? null,
  figuresFailed: m.figuresFailed ?? null,
  toolCalls: parseToolCalls(m.toolCalls),
  ...(m.droppedTurns ? { droppedTurns: m.droppedTurns } : {}),
  ...partsOf(m),
  createTime: formatDateTime(m.createTime),
  updateTime: formatDateTime(m.updateTime),
});

export const toChatAbbreviationJson = (a: CropAbbreviationEntity): ChatAbbreviation => ({
  id: a.id,
  abbr: a.abbr,
  fullEn: a.fullEn,
  fullZh: a.fullZh,
  definitionEn: a.definitionEn,
  definitionZh: a.definitionZh,
  category: a.category,
  sortNo: a.sortNo,
  createBy: a.createBy,
  createTime: formatDateTime(a.createTime),
  updateBy: a.updateBy,
  updateTime: formatDateTime(a.updateTime),
});
