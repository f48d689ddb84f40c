import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageTemplateSendMsg, type MessageSendBody } from '@cropwatch/contract';
import { call, unwrap } from '../../../lib/http';
import { sysMessageListKey } from './get-sys-message-list';

/** Test-sends a template to users (one system message each); answers `发送消息任务添加成功！`. */
export async function sendMsg(body: MessageSendBody): Promise<string> {
  const res = await call(messageTemplateSendMsg, { body });
  unwrap(res);
  return res.message;
}

export function useSendMsg() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendMsg,
    // Every test-send adds rows to the system-message list.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sysMessageListKey }),
  });
}
