import { useMutation, useQueryClient } from '@tanstack/react-query';
import { announcementAdd, type AnnouncementAddBody } from '@cropwatch/contract';
import { call, unwrap } from '../../../lib/http';
import { announcementListKey } from './get-announcement-list';

/** Saves a draft announcement; answers the server's message (`添加成功！`). */
export async function addAnnouncement(body: AnnouncementAddBody): Promise<string> {
  const res = await call(announcementAdd, { body });
  unwrap(res);
  return res.message;
}

export function useAddAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addAnnouncement,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: announcementListKey }),
  });
}
