import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageTemplateEdit, type MessageTemplateEditBody } from '@cropwatch/contract';
import { call, unwrap } from '../../../lib/http';
import { messageTemplateListKey } from './get-message-template-list';

/** Updates a template; answers the server's message (`更新成功！`). */
export async function editMessageTemplate(body: MessageTemplateEditBody): Promise<string> {
  const res = await call(messageTemplateEdit, { body });
  unwrap(res);
  return res.message;
}

export function useEditMessageTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editMessageTemplate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messageTemplateListKey }),
  });
}
