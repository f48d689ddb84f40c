import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import type { GptSocketToken } from '@cropwatch/contract';
import type { Principal } from '../../../core/auth/principal';
import { CLOCK, type Clock } from '../../../core/clock/clock';
import { REDIS } from '../../../core/cluster/cluster.module';
import { CONTEXT_PATH } from '../../../core/http/context-path';

/** Lifetime of a chat socket ticket. */
export const CHAT_TICKET_TTL_MS = 60_000;
export const CHAT_SOCKET_PATH = `${CONTEXT_PATH}/chat/socket`;

const ticketKey = (token: string) => `cropwatch:chat-ticket:${token}`;

export interface TicketHolder {
  userId: string;
  username: string;
}

/**
 * One-time tickets for the chat socket (`/sys/getGptSocketToken`): random, bound to the user who asked,
 * valid 60 s and consumed by the first upgrade that presents them, so a ticket that leaks through a log
 * or a URL is worth nothing. Kept in memory, or with `REDIS_URL` in Redis (GETDEL), since behind a load
 * balancer the upgrade may reach another instance than the one that issued the ticket.
 */
@Injectable()
export class ChatTicketService {
  private readonly tickets = new Map<string, TicketHolder & { expiresAt: number }>();

  constructor(
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(REDIS) private readonly redis: Redis | null,
  ) {}

  async issue(user: Principal): Promise<GptSocketToken> {
    const now = this.clock.now();
    const answer = (token: string) => ({ token, expiresIn: CHAT_TICKET_TTL_MS / 1000, socketPath: CHAT_SOCKET_PATH });
    if (this.redis) {
      const token = randomBytes(24).toString('hex');
      const holder: TicketHolder = { userId: user.id, username: user.username };
      await this.redis.set(ticketKey(token), JSON.stringify(holder), 'PX', CHAT_TICKET_TTL_MS);
      return answer(token);
    }
    for (const [token, t] of this.tickets) if (t.expiresAt <= now) this.tickets.delete(token);
    const token = randomBytes(24).toString('hex');
    this.tickets.set(token, { userId: user.id, username: user.username, expiresAt: now + CHAT_TICKET_TTL_MS });
    return answer(token);
  }

  /** The holder of a valid ticket, which is used up; null when unknown, used or expired. */
  async consume(token: string | undefined): Promise<TicketHolder | null> {
    if (!token) return null;
    if (this.redis) {
      const text = await this.redis.getdel(ticketKey(token));
      return text ? (JSON.parse(text) as TicketHolder) : null;
    }
    const ticket = this.tickets.get(token);
    if (!ticket) return null;
    this.tickets.delete(token);
    if (ticket.expiresAt <= this.clock.now()) return null;
    return { userId: ticket.userId, username: ticket.username };
  }
}
