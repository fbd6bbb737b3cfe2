import webpush from 'web-push';
import type { WebPushSettings } from './settings.ts';

/** A device's subscription as the browser gave it (PushSubscription.toJSON()). */
export interface DeviceSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** What a push service answered: `gone` when the subscription no longer exists (404/410). */
export type PushOutcome = { status: number; gone: boolean };

/** Sends one encrypted message to one device's push service. */
export interface WebPushSender {
  send(subscription: DeviceSubscription, payload: string): Promise<PushOutcome>;
}

/** How long a push service may take to answer; a notification later than this is no news. */
const TIMEOUT_MS = 10_000;
/** How long the push service keeps a message for a device that is off (seconds). */
const TTL_SECONDS = 15 * 60;

/**
 * Web Push over HTTP (RFC 8030/8291/8292): the `web-push` library signs (VAPID) and encrypts
 * (aes128gcm) the message and gives the request; fetch posts it, so that it goes to any push
 * service's URL, the local endpoint of the tests too (the library's own sender speaks https only).
 */
export class VapidWebPushSender implements WebPushSender {
  private readonly settings: WebPushSettings;

  constructor(settings: WebPushSettings) {
    this.settings = settings;
  }

  async send(subscription: DeviceSubscription, payload: string): Promise<PushOutcome> {
    const details = webpush.generateRequestDetails(subscription, payload, {
      vapidDetails: {
        subject: this.settings.subject,
        publicKey: this.settings.publicKey,
        privateKey: this.settings.privateKey,
      },
      TTL: TTL_SECONDS,
      // a new request or a driver at the door is worth waking a phone for
      urgency: 'high',
    });
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(details.headers)) headers[name] = String(value);
    // fetch sets it from the body
    delete headers['Content-Length'];
    const response = await fetch(details.endpoint, {
      method: details.method,
      headers,
      body: details.body ? new Uint8Array(details.body) : null,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    await response.arrayBuffer().catch(() => undefined);
    return { status: response.status, gone: response.status === 404 || response.status === 410 };
  }
}
