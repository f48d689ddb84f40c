import { Injectable } from '@nestjs/common';

/** An answer being written. */
export interface RunningAnswer {
  messageId: string;
  sessionId: string;
  userId: string;
  controller: AbortController;
  /** Resolves when the run has written its final state. */
  finished: Promise<void>;
}

/** The answers in progress on this node, so a stop, a session delete or a reset can reach them. */
@Injectable()
export class ChatRunRegistry {
  private readonly runs = new Map<string, RunningAnswer>();

  add(run: RunningAnswer): void {
    this.runs.set(run.messageId, run);
  }

  remove(messageId: string): void {
    this.runs.delete(messageId);
  }

  get(messageId: string): RunningAnswer | undefined {
    return this.runs.get(messageId);
  }

  bySession(sessionId: string): RunningAnswer | undefined {
    for (const run of this.runs.values()) if (run.sessionId === sessionId) return run;
    return undefined;
  }

  /** Stops the session's running answer (partial text kept) and waits until it is stored. */
  async stopSession(sessionId: string): Promise<void> {
    const run = this.bySession(sessionId);
    if (!run) return;
    run.controller.abort();
    await run.finished;
  }

  /** Stops everything (shutdown); returns when every run has stored its state. */
  async stopAll(): Promise<void> {
    const all = [...this.runs.values()];
    for (const run of all) run.controller.abort();
    await Promise.all(all.map((r) => r.finished));
  }

  get size(): number {
    return this.runs.size;
  }
}
