import { announcementDelete, announcementDeleteBatch, announcementList } from '@cropwatch/contract';

/** The announcement admin page goes through the list-page kit: its URLs and its TanStack Query key prefix. */
export const announcementListUrls = {
  list: announcementList.path,
  delete: announcementDelete.path,
  deleteBatch: announcementDeleteBatch.path,
};
export const announcementListKey = ['sys', 'annountCement', 'list'] as const;
