import { useMutation, useQueryClient } from '@tanstack/react-query';
import { announcementSendMarkRead } from '@cropwatch/contract';
import { call, unwrap } from '../../../lib/http';
import { myAnnouncementsKey } from './get-my-announcement-send';
import { listByUserKey } from './list-by-user';

/** Marks the signed-in user's copy of announcement `anntId` read (contract §7.4; the user comes from the token). */
export async function editByAnntIdAndUserId(anntId: string): Promise<void> {
  unwrap(await call(announcementSendMarkRead, { body: { anntId } }));
}

/** Reading a notice lowers the bell count and updates "my announcements". */
export function useMarkNoticeRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editByAnntIdAndUserId,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: listByUserKey }),
        queryClient.invalidateQueries({ queryKey: myAnnouncementsKey }),
      ]);
    },
  });
}
