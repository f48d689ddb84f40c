import { useMutation, useQueryClient } from '@tanstack/react-query';
import { announcementRelease } from '@cropwatch/contract';
import { call, unwrap } from '../../../lib/http';
import { announcementListKey } from './get-announcement-list';
import { listByUserKey } from './list-by-user';

/** Publishes an announcement (the server pushes it to its readers); answers `该系统通知发布成功`. */
export async function doReleaseData(id: string): Promise<string> {
  const res = await call(announcementRelease, { query: { id } });
  unwrap(res);
  return res.message;
}

export function useReleaseAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: doReleaseData,
    // The publisher may be one of the readers: the bell changes too.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: announcementListKey }),
        queryClient.invalidateQueries({ queryKey: listByUserKey }),
      ]),
  });
}
