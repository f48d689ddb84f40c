import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { GptSocketToken } from '@cropwatch/contract';
import type { Principal } from '../../../core/auth/principal';
import { CLOCK, type Clock } from '../../../core/clock/clock';
import { CONTEXT_PATH } from '../../../core/http/context-path';

/** Lifetime of a chat socket ticket. */
export const CHAT_TICKET_TTL_MS = 60_000;
export const CHAT_SOCKET_PATH = `${CONTEXT_PATH}/chat/socket`;

export interface TicketHolder {
  userId: string;
  username: string;
}

/**
 * One-time tickets for the chat socket (`/sys/getGptSocketToken`): random, bound to the user who asked,
 * valid 60 s and consumed by the first upgrade that presents them, so a ticket that leaks through a log
 * or a URL is worth nothing. Kept in memory: a ticket only has to outlive one round trip to this node.
 */
@Injectable()
export class ChatTicketService {
  private readonly tickets = new Map<string, TicketHolder & { expiresAt: number }>();

  constructor(@Inject(CLOCK) private readonly clock: Clock) {}

  issue(user: Principal): GptSocketToken {
    const now = this.clock.now();
    for (const [token, t] of this.tickets) if (t.expiresAt <= now) this.tickets.delete(token);
    const token = randomBytes(24).toString('hex');
    this.tickets.set(token, { userId: user.id, username: user.username, expiresAt: now + CHAT_TICKET_TTL_MS });
    return { token, expiresIn: CHAT_TICKET_TTL_MS / 1000, socketPath: CHAT_SOCKET_PATH };
  }

  /** The holder of a valid ticket, which is used up; null when unknown, used or expired. */
  consume(token: string | undefined): TicketHolder | null {
    if (!token) return null;
    const ticket = this.tickets.get(token);
    if (!ticket) return null;
    this.tickets.delete(token);
    if (ticket.expiresAt <= this.clock.now()) return null;
    return { userId: ticket.userId, username: ticket.username };
  }
}
