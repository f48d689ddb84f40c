import { messageTemplateAdd, type MessageTemplateAddBody } from '@cropwatch/contract';
import { rowMutation } from '../../../lib/row-mutation';
import { messageTemplateListKey } from './get-message-template-list';

/** Adds a template; answers the server's message (`添加成功！`). */
export const { send: addMessageTemplate, useRowMutation: useAddMessageTemplate } = rowMutation({
  row: messageTemplateAdd,
  request: (body: MessageTemplateAddBody) => ({ body }),
  invalidates: [messageTemplateListKey],
});
