import { announcementEdit, type AnnouncementEditBody } from '@cropwatch/contract';
import { rowMutation } from '../../../lib/row-mutation';
import { announcementListKey } from './get-announcement-list';

/** Updates an announcement; answers the server's message (`修改成功!`). */
export const { send: editAnnouncement, useRowMutation: useEditAnnouncement } = rowMutation({
  row: announcementEdit,
  request: (body: AnnouncementEditBody) => ({ body }),
  invalidates: [announcementListKey],
});
