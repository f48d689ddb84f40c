import { sysMessageDelete, sysMessageDeleteBatch, sysMessageList } from '@cropwatch/contract';

/** The system-message page goes through the list-page kit: its URLs and its TanStack Query key prefix. */
export const sysMessageListUrls = {
  list: sysMessageList,
  delete: sysMessageDelete,
  deleteBatch: sysMessageDeleteBatch,
};
export const sysMessageListKey = ['sys', 'message', 'sysMessage', 'list'] as const;
