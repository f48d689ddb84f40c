import { Logger, Module } from '@nestjs/common';
import { InProcessNotificationBus, NOTIFICATION_BUS } from './notification-bus';
import { NotificationService } from './notification.service';
import { SocketServer } from './socket.server';

/**
 * The plain JeecgBoot WebSockets (contract §10) and the push API other modules use. The bus is the seam for a
 * multi-node deployment: replace the in-process bus with a PostgreSQL or Redis one and every node delivers to its
 * own sockets.
 */
@Module({
  providers: [
    {
      provide: NOTIFICATION_BUS,
      useFactory: () => {
        const logger = new Logger('WebSocket');
        return new InProcessNotificationBus((e) =>
          logger.error(`push failed: ${e instanceof Error ? e.message : String(e)}`),
        );
      },
    },
    NotificationService,
    SocketServer,
  ],
  exports: [NotificationService, SocketServer],
})
export class WebsocketModule {}
