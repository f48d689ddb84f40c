import type { StoredImage } from '../../chat';
import type { DataTable } from './data-table';
import type { ParagraphContext } from './offline-paragraph';

/** Everything a writer may use for one item; the table is null only for an uploaded image. */
export interface WriteRequest {
  /** The rendered prompt (cue word with its variables filled). */
  prompt: string;
  background: string | null;
  table: DataTable | null;
  /** The table as Markdown in the analysis language (empty without a table). */
  tableMarkdown: string;
  /** An uploaded image input, for a model that can look at it. */
  image: StoredImage | null;
  paragraph: ParagraphContext;
}

export interface WriteResult {
  text: string;
  /** Provider and model, stored on the version (`offline`, `openai · gpt-4o-mini`). */
  model: string;
}

/** One way of writing an item's text. Rejects with an Error whose message is shown as the item's error. */
export interface AnalysisWriter {
  write(request: WriteRequest, signal: AbortSignal): Promise<WriteResult>;
}

/** Rejects when `signal` aborts: the queue's way of stopping a run (cancel, delete, shutdown). */
export class RunAborted extends Error {
  constructor() {
    super('run aborted');
  }
}

/** Waits `ms`, or rejects with `RunAborted` as soon as the signal aborts. */
export function abortableDelay(ms: number, signal: AbortSignal): Promise<void> {
  if (signal.aborted) return Promise.reject(new RunAborted());
  if (ms <= 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(new RunAborted());
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}
