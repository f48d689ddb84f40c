import type { BusMessage, SocketChannel } from './notification-bus';

/** The part of a `ws` WebSocket the registry uses (kept small so specs can pass fakes). */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
}

const OPEN = 1;

/**
 * The sockets this node holds, per channel and user. A user keeps a **set** of sockets, so every open tab gets
 * targeted pushes (JeecgBoot 3.4 kept one session per user id: only the newest tab received them).
 */
export class SocketRegistry<S extends SocketLike = SocketLike> {
  private readonly channels = new Map<SocketChannel, Map<string, Set<S>>>();

  add(channel: SocketChannel, userId: string, socket: S): void {
    const users = this.channels.get(channel) ?? new Map<string, Set<S>>();
    this.channels.set(channel, users);
    const sockets = users.get(userId) ?? new Set<S>();
    users.set(userId, sockets);
    sockets.add(socket);
  }

  remove(channel: SocketChannel, userId: string, socket: S): void {
    const users = this.channels.get(channel);
    const sockets = users?.get(userId);
    if (!users || !sockets) return;
    sockets.delete(socket);
    if (sockets.size === 0) users.delete(userId);
  }

  /** Open sockets of a channel, optionally of one user. */
  count(channel: SocketChannel, userId?: string): number {
    const users = this.channels.get(channel);
    if (!users) return 0;
    if (userId !== undefined) return users.get(userId)?.size ?? 0;
    let n = 0;
    for (const sockets of users.values()) n += sockets.size;
    return n;
  }

  /** Sends a bus message to the matching open sockets; returns how many got it. */
  deliver(message: BusMessage): number {
    const users = this.channels.get(message.channel);
    if (!users) return 0;
    const except = new Set(message.exceptUserIds ?? []);
    const targets =
      message.userIds === null
        ? [...users.entries()].filter(([id]) => !except.has(id)).map(([, s]) => s)
        : [...new Set(message.userIds)].map((id) => users.get(id)).filter((s): s is Set<S> => s !== undefined);
    let sent = 0;
    for (const sockets of targets) {
      for (const socket of sockets) {
        if (socket.readyState !== OPEN) continue;
        socket.send(message.message);
        sent++;
      }
    }
    return sent;
  }

  /** Every socket held, for shutdown. */
  all(): S[] {
    return [...this.channels.values()].flatMap((users) => [...users.values()].flatMap((s) => [...s]));
  }
}
