import { Inject, Injectable } from '@nestjs/common';
import type { NoticeFrame } from '@cropwatch/contract';
import { NOTIFICATION_BUS, type NotificationBus } from './notification-bus';

/**
 * What other modules call to push on `/websocket/{userId}` (JeecgBoot's `WebSocket.sendMessage`): a frame to some
 * users (`cmd: 'user'`) or to everybody (`cmd: 'topic'`). Users without an open socket simply miss the push; what
 * they must see later is stored by the caller (send-rows, system messages).
 */
@Injectable()
export class NotificationService {
  constructor(@Inject(NOTIFICATION_BUS) private readonly bus: NotificationBus) {}

  sendToUsers(userIds: string[], frame: NoticeFrame): Promise<void> {
    if (userIds.length === 0) return Promise.resolve();
    return this.bus.publish({ channel: 'websocket', userIds, message: JSON.stringify(frame) });
  }

  /** To every socket, except those of `exceptUserIds` (users who turned this kind of message off). */
  broadcast(frame: NoticeFrame, exceptUserIds: string[] = []): Promise<void> {
    return this.bus.publish({
      channel: 'websocket',
      userIds: null,
      message: JSON.stringify(frame),
      ...(exceptUserIds.length ? { exceptUserIds } : {}),
    });
  }
}
