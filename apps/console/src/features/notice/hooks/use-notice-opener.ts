import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { permissionStore } from '../../../stores/permission';
import { useMarkNoticeRead } from '../api/edit-by-annt-id-and-user-id';
import { componentTarget, type NoticeView } from '../lib/notice-view';

/**
 * Opening a notice (spec §2): it is marked read (the bell count drops), then a `component` notice opens its
 * page and any other shows the detail modal. A component the user's menu lacks falls back to the detail.
 */
export function useNoticeOpener() {
  const navigate = useNavigate();
  const markRead = useMarkNoticeRead();
  const [detail, setDetail] = useState<NoticeView | null>(null);
  const { mutate } = markRead;

  const open = useCallback(
    (notice: NoticeView) => {
      // Failures are reported by the request layer; the notice still opens.
      if (!notice.read) mutate(notice.anntId);
      const target = componentTarget(permissionStore.menu ?? [], notice);
      if (target) void navigate(target);
      else setDetail(notice);
    },
    [mutate, navigate],
  );
  const close = useCallback(() => setDetail(null), []);

  return { detail, open, close };
}
