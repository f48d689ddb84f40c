// The door into modules/websocket: other modules import only what this file exports (issue #28).
export { NotificationService } from './notification.service';
export { SocketServer } from './socket.server';
export { refuseUpgrade } from './upgrade-router';
export { WebsocketModule } from './websocket.module';
