import { Logger, Module } from '@nestjs/common';
import { CLUSTER_BUS, type ClusterBus } from '../../core/cluster/cluster-bus';
import { EMULATOR_CONFIG, type EmulatorConfig } from '../../core/config/emulator.config';
import { ClusterNotificationBus, InProcessNotificationBus, NOTIFICATION_BUS } from './notification-bus';
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
      inject: [EMULATOR_CONFIG, CLUSTER_BUS],
      useFactory: (config: EmulatorConfig, cluster: ClusterBus) => {
        // With REDIS_URL a push published on one instance reaches the sockets held by every instance.
        if (config.redisUrl) return new ClusterNotificationBus(cluster);
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
