import { useMutation, useQueryClient } from '@tanstack/react-query';
import { announcementEdit, type AnnouncementEditBody } from '@cropwatch/contract';
import { call, unwrap } from '../../../lib/http';
import { announcementListKey } from './get-announcement-list';

/** Updates an announcement; answers the server's message (`修改成功!`). */
export async function editAnnouncement(body: AnnouncementEditBody): Promise<string> {
  const res = await call(announcementEdit, { body });
  unwrap(res);
  return res.message;
}

export function useEditAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editAnnouncement,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: announcementListKey }),
  });
}
