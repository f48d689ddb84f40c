import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import type { NoticeFrame } from '@cropwatch/contract';
import { runtimeConfig } from '../../../lib/config';
import { feedback } from '../../../lib/feedback';
import { showSessionExpiredDialog } from '../../../lib/http';
import { sessionStore } from '../../../stores/session';
import { myAnnouncementsKey } from '../api/get-my-announcement-send';
import { listByUserKey } from '../api/list-by-user';
import { NoticeSocket, type NoticeSocketFactory } from '../lib/notice-socket';

/** Seconds a push notification stays up. */
const NOTIFICATION_SECONDS = 6;

/**
 * Keeps the signed-in user's `/websocket/{userId}` open while the header is shown: every `topic`/`user` push
 * refetches the bell and "my announcements"; a push naming an announcement (`msgId`) is also shown as a
 * notification. A new token or user reconnects; signing out closes it.
 */
export function useNoticeSocket(createSocket?: NoticeSocketFactory): void {
  const { token, info } = useSnapshot(sessionStore);
  const userId = info?.id;
  const queryClient = useQueryClient();
  const { t } = useTranslation('notice');

  useEffect(() => {
    if (!token || !userId) return;
    const refresh = () =>
      void Promise.all([
        queryClient.invalidateQueries({ queryKey: listByUserKey }),
        queryClient.invalidateQueries({ queryKey: myAnnouncementsKey }),
      ]);
    const onNotice = (frame: NoticeFrame) => {
      refresh();
      // `readAll` and the "batch read" sync carry no announcement: nothing new to announce.
      if (frame.msgId && frame.msgTxt) {
        feedback.notification.info({
          key: `notice-${frame.msgId}`,
          title: t('push.title'),
          description: frame.msgTxt,
          duration: NOTIFICATION_SECONDS,
        });
      }
    };
    const socket = new NoticeSocket({
      apiBaseUrl: runtimeConfig.apiBaseUrl,
      pageUrl: window.location.href,
      userId,
      token,
      onNotice,
      // Pushes sent while the socket was down are lost: catch up on every (re)open.
      onOpen: refresh,
      // Force logout closes the socket at once: show the expiry dialog without waiting for the next request.
      onRevoked: showSessionExpiredDialog,
      createSocket,
    });
    socket.connect();
    return () => socket.dispose();
  }, [token, userId, queryClient, t, createSocket]);
}
