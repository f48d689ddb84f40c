import type { ChatMessage, ChatSessionDetail } from '@cropwatch/contract';

/**
 * Messages form a tree through `parentId` (contract `chat/session.ts`): regenerating adds a sibling answer,
 * editing and resending a sibling question. The conversation shown is one path from the root, taking at each
 * fork the branch the reader picked (‹ 1/2 ›) or else the newest.
 */
export interface PathEntry {
  message: ChatMessage;
  /** Ids of the message and its siblings, oldest first. */
  siblings: string[];
  /** Position of the message among `siblings`. */
  index: number;
}

const ROOT = '';

/** Fork choices: parent id (`''` for the root) -> chosen child id. */
export type BranchChoice = Record<string, string>;

export function visiblePath(messages: readonly ChatMessage[], choice: BranchChoice = {}): PathEntry[] {
  const children = new Map<string, ChatMessage[]>();
  const ids = new Set(messages.map((m) => m.id));
  for (const message of messages) {
    // A parent that is gone (deleted, or not loaded) makes the message a root rather than losing it.
    const key = message.parentId && ids.has(message.parentId) ? message.parentId : ROOT;
    const list = children.get(key) ?? [];
    list.push(message);
    children.set(key, list);
  }
  const path: PathEntry[] = [];
  const seen = new Set<string>();
  let key = ROOT;
  for (;;) {
    const options = children.get(key);
    if (!options?.length) break;
    const chosen = choice[key] ? options.findIndex((m) => m.id === choice[key]) : -1;
    const pick = chosen >= 0 ? chosen : options.length - 1;
    const message = options[pick];
    if (seen.has(message.id)) break;
    seen.add(message.id);
    path.push({ message, siblings: options.map((m) => m.id), index: pick });
    key = message.id;
  }
  return path;
}

/** The id a new question follows: the last message of the visible path (null in an empty conversation). */
export const lastMessageId = (path: readonly PathEntry[]): string | null => path.at(-1)?.message.id ?? null;

/** A message with the fields the server would fill, for the optimistic question and the streaming answer. */
export function draftMessage(
  fields: Pick<ChatMessage, 'id' | 'sessionId' | 'parentId' | 'role' | 'content'> & Partial<ChatMessage>,
): ChatMessage {
  return {
    images: [],
    status: 'done',
    sources: [],
    usage: null,
    model: null,
    errorMessage: null,
    feedback: null,
    feedbackComment: null,
    figuresChecked: null,
    figuresFailed: null,
    toolCalls: null,
    createTime: null,
    updateTime: null,
    ...fields,
  };
}

type Detail = ChatSessionDetail | undefined;

/** Adds or replaces (by id) a message of a cached session. */
export function upsertMessage(detail: Detail, message: ChatMessage): Detail {
  if (!detail) return detail;
  const exists = detail.messages.some((m) => m.id === message.id);
  const messages = exists
    ? detail.messages.map((m) => (m.id === message.id ? message : m))
    : [...detail.messages, message];
  return { ...detail, messages };
}

export function patchMessage(detail: Detail, id: string, patch: Partial<ChatMessage>): Detail {
  if (!detail || !detail.messages.some((m) => m.id === id)) return detail;
  return { ...detail, messages: detail.messages.map((m) => (m.id === id ? { ...m, ...patch } : m)) };
}

export function appendText(detail: Detail, id: string, text: string): Detail {
  if (!detail) return detail;
  return { ...detail, messages: detail.messages.map((m) => (m.id === id ? { ...m, content: m.content + text } : m)) };
}

/** Replaces the optimistic question's local id by the server's, keeping children attached. */
export function renameMessage(detail: Detail, from: string, to: string): Detail {
  if (!detail || from === to) return detail;
  const hasTarget = detail.messages.some((m) => m.id === to);
  const messages = detail.messages
    .filter((m) => !(hasTarget && m.id === from))
    .map((m) => ({ ...m, id: m.id === from ? to : m.id, parentId: m.parentId === from ? to : m.parentId }));
  return { ...detail, messages };
}

export function removeMessage(detail: Detail, id: string): Detail {
  if (!detail) return detail;
  return { ...detail, messages: detail.messages.filter((m) => m.id !== id) };
}
