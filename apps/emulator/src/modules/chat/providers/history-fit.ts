/**
 * Fitting a conversation into a model's context (issue #33, "a prompt longer than the context"): the system
 * messages and the newest turn are always kept; the oldest earlier turns are dropped whole. A turn starts at a user
 * message and holds everything up to the next one (the answer, an assistant message calling tools and the `tool`
 * messages answering it), so a tool call never loses its result. Messages before the first user message that are
 * not system ones (a window that starts mid-pair) count as one turn.
 */

export interface RoleMessage {
  role: string;
}

/** A conversation split for trimming: what is always kept, and the earlier turns, oldest first. */
export interface SplitConversation<T extends RoleMessage> {
  /** Every `system` message, in order. */
  system: T[];
  /** Earlier turns, oldest first; each is one user message with what answered it. */
  turns: T[][];
  /** The newest turn: the last user message and everything after it. */
  current: T[];
}

export function splitTurns<T extends RoleMessage>(messages: readonly T[]): SplitConversation<T> {
  const system = messages.filter((m) => m.role === 'system');
  const rest = messages.filter((m) => m.role !== 'system');
  const groups: T[][] = [];
  for (const m of rest) {
    if (m.role === 'user' || groups.length === 0) groups.push([m]);
    else groups[groups.length - 1].push(m);
  }
  const lastUser = groups.findLastIndex((g) => g[0].role === 'user');
  if (lastUser < 0) return { system, turns: [], current: groups.flat() };
  return { system, turns: groups.slice(0, lastUser), current: groups.slice(lastUser).flat() };
}

/**
 * The messages with the `count` oldest earlier turns left out (the newest turn and the system messages stay,
 * system messages first as every provider sends them).
 */
export function dropOldestTurns<T extends RoleMessage>(messages: readonly T[], count: number): T[] {
  const { system, turns, current } = splitTurns(messages);
  return [...system, ...turns.slice(Math.max(0, count)).flat(), ...current];
}

/** Earlier turns that could be dropped. */
export const earlierTurns = (messages: readonly RoleMessage[]): number => splitTurns(messages).turns.length;

export type FitResult<T> = { fits: true; messages: T[]; dropped: number } | { fits: false; tokens: number };

/**
 * Drops the oldest earlier turns, one at a time, until `count(messages)` (the prompt's tokens as the model's
 * tokenizer counts them) is at most `budget`. Does not fit (`fits: false`, with the smallest count seen) when even
 * the system messages and the newest turn exceed it.
 */
export async function fitToContext<T extends RoleMessage>(
  messages: readonly T[],
  budget: number,
  count: (messages: T[]) => number | Promise<number>,
): Promise<FitResult<T>> {
  const total = earlierTurns(messages);
  let tokens = Infinity;
  for (let dropped = 0; dropped <= total; dropped++) {
    const kept = dropOldestTurns(messages, dropped);
    tokens = await count(kept);
    if (tokens <= budget) return { fits: true, messages: kept, dropped };
  }
  return { fits: false, tokens };
}
