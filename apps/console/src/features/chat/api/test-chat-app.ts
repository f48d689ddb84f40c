import { useMutation } from '@tanstack/react-query';
import { chatAppTest, type ChatAppTestResult } from '@cropwatch/contract';
import { call, unwrap } from '../../../lib/http';

/** Answers one question through an app and reports what works (issue #33). */
export async function testChatApp(id: string): Promise<ChatAppTestResult | null> {
  return unwrap(await call(chatAppTest, { body: { id } }));
}

export function useTestChatApp() {
  return useMutation({ mutationFn: testChatApp });
}
