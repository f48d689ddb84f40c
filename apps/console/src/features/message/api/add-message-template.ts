import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageTemplateAdd, type MessageTemplateAddBody } from '@cropwatch/contract';
import { call, unwrap } from '../../../lib/http';
import { messageTemplateListKey } from './get-message-template-list';

/** Adds a template; answers the server's message (`添加成功！`). */
export async function addMessageTemplate(body: MessageTemplateAddBody): Promise<string> {
  const res = await call(messageTemplateAdd, { body });
  unwrap(res);
  return res.message;
}

export function useAddMessageTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addMessageTemplate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messageTemplateListKey }),
  });
}
