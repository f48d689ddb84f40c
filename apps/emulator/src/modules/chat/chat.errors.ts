import type { ChatErrorCode } from '@cropwatch/contract';

/** A refused chat request: becomes an `error` frame with this code and message. */
export class ChatFrameError extends Error {
  constructor(
    readonly code: ChatErrorCode,
    message: string,
  ) {
    super(message);
  }
}
