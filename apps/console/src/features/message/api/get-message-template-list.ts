import { messageTemplateDelete, messageTemplateDeleteBatch, messageTemplateList } from '@cropwatch/contract';

/** The template page goes through the list-page kit: its URLs and its TanStack Query key prefix. */
export const messageTemplateListUrls = {
  list: messageTemplateList,
  delete: messageTemplateDelete,
  deleteBatch: messageTemplateDeleteBatch,
};
export const messageTemplateListKey = ['sys', 'message', 'sysMessageTemplate', 'list'] as const;
