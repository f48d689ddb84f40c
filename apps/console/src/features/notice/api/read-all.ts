import { useMutation, useQueryClient } from '@tanstack/react-query';
import { announcementSendReadAll } from '@cropwatch/contract';
import { call, unwrap } from '../../../lib/http';
import { myAnnouncementsKey } from './get-my-announcement-send';
import { listByUserKey } from './list-by-user';

/** Marks every announcement of the signed-in user read; answers the server's message (`全部已读`). */
export async function readAll(): Promise<string> {
  const res = await call(announcementSendReadAll);
  unwrap(res);
  return res.message;
}

export function useReadAll() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: readAll,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: listByUserKey }),
        queryClient.invalidateQueries({ queryKey: myAnnouncementsKey }),
      ]);
    },
  });
}
