import type { RunningApp } from './start-app.ts';

export interface OutboxMessage {
  to: string;
  text: string;
  sent_at: number;
}

/** The dev SMS outbox of the running server for one phone (`+15195550177`), newest first. */
export async function outboxMessages(app: RunningApp, phone: string): Promise<OutboxMessage[]> {
  const res = await fetch(`${app.baseUrl}/api/dev/outbox?phone=${encodeURIComponent(phone)}`);
  if (!res.ok) throw new Error(`GET /api/dev/outbox answered ${res.status}`);
  const body = (await res.json()) as { messages: OutboxMessage[] };
  return body.messages;
}

/**
 * Waits until the phone has received more than `seen` messages and returns the 6-digit code of
 * the newest one, the way a person reads the text on their phone.
 */
export async function waitForCode(
  app: RunningApp,
  phone: string,
  seen: number,
  timeoutMs = 5_000,
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const messages = await outboxMessages(app, phone);
    if (messages.length > seen) {
      const code = /\b(\d{6})\b/.exec(messages[0]!.text)?.[1];
      if (!code) throw new Error(`no 6-digit code in "${messages[0]!.text}"`);
      return code;
    }
    if (Date.now() > deadline) {
      throw new Error(`no new text to ${phone} within ${timeoutMs} ms (${messages.length} seen)`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}
