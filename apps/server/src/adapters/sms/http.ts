import type { SmsSender } from './sms.ts';

export interface HttpSmsOptions {
  url: string;
  token?: string;
  /** JSON body with {{to}}, {{text}} and {{from}} placeholders (values are JSON-escaped). */
  bodyTemplate: string;
  sender: string;
  /** How long the provider may take to answer (SMS_PROVIDER_TIMEOUT_MS); 3 s unless given. */
  timeoutMs?: number;
}

/** The provider's answer is awaited this long by default: a login never waits longer on it. */
export const SMS_TIMEOUT_MS = 3_000;

export class SmsDeliveryError extends Error {}

/** Renders the configured request body, escaping each value as a JSON string fragment. */
export function renderSmsBody(
  template: string,
  values: Record<'to' | 'text' | 'from', string>,
): string {
  return template.replace(/\{\{(to|text|from)\}\}/g, (_m, key: 'to' | 'text' | 'from') =>
    JSON.stringify(values[key]).slice(1, -1),
  );
}

/** An HTTP SMS provider: one POST per message, bearer token when configured. */
export class HttpSms implements SmsSender {
  private readonly options: HttpSmsOptions;

  constructor(options: HttpSmsOptions) {
    this.options = options;
  }

  async send(to: string, text: string): Promise<void> {
    const { url, token, bodyTemplate, sender, timeoutMs = SMS_TIMEOUT_MS } = this.options;
    const res = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: renderSmsBody(bodyTemplate, { to, text, from: sender }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!res.ok) throw new SmsDeliveryError(`SMS provider answered ${res.status}`);
  }
}
