import type { FastifyBaseLogger } from 'fastify';
import type { SmsSender } from './sms.ts';

export interface OutboxMessage {
  to: string;
  text: string;
  sent_at: number;
}

/**
 * Development SMS: messages are printed to the server log and kept in memory (the newest 200)
 * for `GET /api/dev/outbox`, so the whole login journey runs with no SMS account.
 */
export class DevOutbox implements SmsSender {
  private readonly messages: OutboxMessage[] = [];
  private readonly log: FastifyBaseLogger;

  constructor(log: FastifyBaseLogger) {
    this.log = log;
  }

  async send(to: string, text: string): Promise<void> {
    this.messages.push({ to, text, sent_at: Date.now() });
    if (this.messages.length > 200) this.messages.shift();
    this.log.info({ to, text }, 'dev outbox: SMS');
  }

  /** Newest first. */
  list(to?: string): OutboxMessage[] {
    return this.messages.filter((m) => to === undefined || m.to === to).reverse();
  }
}
