import { announcementDelete, announcementDeleteBatch, announcementList } from '@cropwatch/contract';

/** The announcement admin page goes through the list-page kit: its URLs and its TanStack Query key prefix. */
export const announcementListUrls = {
  list: announcementList,
  delete: announcementDelete,
  deleteBatch: announcementDeleteBatch,
};
export const announcementListKey = ['sys', 'annountCement', 'list'] as const;
