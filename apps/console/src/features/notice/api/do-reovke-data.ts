import { useMutation, useQueryClient } from '@tanstack/react-query';
import { announcementRevoke } from '@cropwatch/contract';
import { call, unwrap } from '../../../lib/http';
import { announcementListKey } from './get-announcement-list';
import { listByUserKey } from './list-by-user';

/** Revokes a published announcement (JeecgBoot's `doReovkeData`, sic); answers `该系统通知撤销成功`. */
export async function doReovkeData(id: string): Promise<string> {
  const res = await call(announcementRevoke, { query: { id } });
  unwrap(res);
  return res.message;
}

export function useRevokeAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: doReovkeData,
    // A revoked notice leaves every bell, the publisher's included.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: announcementListKey }),
        queryClient.invalidateQueries({ queryKey: listByUserKey }),
      ]),
  });
}
