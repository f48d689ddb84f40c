import type { ClusterBus } from '../../core/cluster/cluster-bus';

/** The socket endpoints a bus message is meant for (contract §10.2, §10.3). */
export type SocketChannel = 'websocket' | 'vxeSocket';

/**
 * One push, as JeecgBoot's Redis topic `socketHandler` carries it: the frame text and its addressees. Every node
 * delivers it to the matching sockets it holds itself.
 */
export interface BusMessage {
  channel: SocketChannel;
  /** User ids to reach; `null` reaches every socket of the channel (JeecgBoot's empty `userId`). */
  userIds: string[] | null;
  /** With `userIds: null`: users left out of the broadcast. */
  exceptUserIds?: string[];
  /** The frame exactly as sent (JSON text). */
  message: string;
}

export type BusListener = (message: BusMessage) => void;

/**
 * Fan-out between the code that decides a push and the nodes holding sockets. Today one process holds every
 * socket, so `InProcessNotificationBus` hands messages straight to its listeners. A PostgreSQL (LISTEN/NOTIFY) or
 * Redis (pub/sub) implementation publishes to the shared channel instead and calls its listeners for every message
 * received from it, its own included: nothing else changes.
 */
export interface NotificationBus {
  publish(message: BusMessage): Promise<void>;
  /** Returns the unsubscribe function. */
  subscribe(listener: BusListener): () => void;
}

export const NOTIFICATION_BUS = Symbol('NOTIFICATION_BUS');

/** The multi-instance bus: pushes travel on the cluster bus (Redis pub/sub), every instance delivers to its sockets. */
export class ClusterNotificationBus implements NotificationBus {
  constructor(private readonly bus: ClusterBus) {}

  publish(message: BusMessage): Promise<void> {
    return this.bus.publish(SOCKET_TOPIC, message);
  }

  subscribe(listener: BusListener): () => void {
    return this.bus.subscribe<BusMessage>(SOCKET_TOPIC, (m) => listener(m));
  }
}

const SOCKET_TOPIC = 'socket.push';

/** The single-node bus: synchronous delivery; a failing listener never stops the others. */
export class InProcessNotificationBus implements NotificationBus {
  private readonly listeners = new Set<BusListener>();

  constructor(private readonly onListenerError: (e: unknown) => void = () => undefined) {}

  publish(message: BusMessage): Promise<void> {
    for (const listener of [...this.listeners]) {
      try {
        listener(message);
      } catch (e) {
        this.onListenerError(e);
      }
    }
    return Promise.resolve();
  }

  subscribe(listener: BusListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
