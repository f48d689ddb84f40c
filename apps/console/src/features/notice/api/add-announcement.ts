import { announcementAdd, type AnnouncementAddBody } from '@cropwatch/contract';
import { rowMutation } from '../../../lib/row-mutation';
import { announcementListKey } from './get-announcement-list';

/** Saves a draft announcement; answers the server's message (`添加成功！`). */
export const { send: addAnnouncement, useRowMutation: useAddAnnouncement } = rowMutation({
  row: announcementAdd,
  request: (body: AnnouncementAddBody) => ({ body }),
  invalidates: [announcementListKey],
});
