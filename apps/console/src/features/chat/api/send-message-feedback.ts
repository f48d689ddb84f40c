import { useMutation } from '@tanstack/react-query';
import { chatMessageFeedback, type ChatFeedbackBody, type ChatMessage } from '@cropwatch/contract';
import { call, unwrap } from '../../../lib/http';

/** Thumbs up/down (null clears) with an optional comment; answers the updated message. */
export async function sendMessageFeedback(body: ChatFeedbackBody): Promise<ChatMessage | null> {
  return unwrap(await call(chatMessageFeedback, { body }));
}

export const useSendMessageFeedback = () => useMutation({ mutationFn: sendMessageFeedback });
