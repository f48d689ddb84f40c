import type { AnalysisCounts, AnalysisItemStatus, AnalysisStatus } from '@cropwatch/contract';

/**
 * The item status machine (issue #8): what may move an item from one status to another. The only ways to
 * `GENERATED` are a finished run of a waiting item, a hand edit of an already generated text and a chat answer
 * taken as the item's text (issue #34); editing the item itself never changes its status.
 */
export type ItemEvent =
  /** generate / regenerate / retry: the item joins the queue. */
  | { type: 'queue' }
  /** A run of the waiting item finished with text. */
  | { type: 'run-succeeded' }
  /** A run of the waiting item failed. */
  | { type: 'run-failed' }
  /** The user cancelled: back to the status the item had when it was queued. */
  | { type: 'cancel'; previous: AnalysisItemStatus | null }
  /** A hand edit of the generated text (`saveText`). */
  | { type: 'save-text' }
  /** A chat answer becomes the item's text (`/chat/message/toBulletin`): never while a run is waiting. */
  | { type: 'chat-answer' };

export class ItemTransitionError extends Error {
  constructor(
    readonly from: AnalysisItemStatus,
    readonly event: ItemEvent['type'],
  ) {
    super(`analysis item cannot go through "${event}" from ${from}`);
  }
}

/** The status after `event`, or an `ItemTransitionError` when the move is not allowed. */
export function nextStatus(from: AnalysisItemStatus, event: ItemEvent): AnalysisItemStatus {
  switch (event.type) {
    case 'queue':
      if (from !== 'WAITING') return 'WAITING';
      break;
    case 'run-succeeded':
      if (from === 'WAITING') return 'GENERATED';
      break;
    case 'run-failed':
      if (from === 'WAITING') return 'FAILED';
      break;
    case 'cancel':
      // A waiting item always remembers where it came from; a lost memory falls back to the safe start.
      if (from === 'WAITING') return event.previous && event.previous !== 'WAITING' ? event.previous : 'NOT_GENERATED';
      break;
    case 'save-text':
      if (from === 'GENERATED') return 'GENERATED';
      break;
    case 'chat-answer':
      if (from !== 'WAITING') return 'GENERATED';
      break;
  }
  throw new ItemTransitionError(from, event.type);
}

export const canTransition = (from: AnalysisItemStatus, event: ItemEvent): boolean => {
  try {
    nextStatus(from, event);
    return true;
  } catch {
    return false;
  }
};

export const emptyCounts = (): AnalysisCounts => ({ total: 0, notGenerated: 0, waiting: 0, generated: 0, failed: 0 });

/** Adds `n` items of `status` to the counts. */
export function addToCounts(counts: AnalysisCounts, status: AnalysisItemStatus, n = 1): AnalysisCounts {
  counts.total += n;
  if (status === 'NOT_GENERATED') counts.notGenerated += n;
  else if (status === 'WAITING') counts.waiting += n;
  else if (status === 'GENERATED') counts.generated += n;
  else counts.failed += n;
  return counts;
}

/** The derived status of an analysis (contract `analysisStatuses`). */
export function analysisStatus(c: AnalysisCounts): AnalysisStatus {
  if (c.total === 0) return 'EMPTY';
  if (c.waiting > 0) return 'GENERATING';
  if (c.generated === c.total) return 'GENERATED';
  if (c.failed > 0) return 'FAILED';
  return 'NOT_GENERATED';
}
