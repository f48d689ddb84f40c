import { messageTemplateEdit, type MessageTemplateEditBody } from '@cropwatch/contract';
import { rowMutation } from '../../../lib/row-mutation';
import { messageTemplateListKey } from './get-message-template-list';

/** Updates a template; answers the server's message (`更新成功！`). */
export const { send: editMessageTemplate, useRowMutation: useEditMessageTemplate } = rowMutation({
  row: messageTemplateEdit,
  request: (body: MessageTemplateEditBody) => ({ body }),
  invalidates: [messageTemplateListKey],
});
