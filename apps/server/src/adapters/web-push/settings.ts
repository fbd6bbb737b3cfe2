import { z } from 'zod';

/**
 * The push services of the browsers a rider or a driver uses (Chrome, Firefox, Safari, Edge): a
 * subscription whose endpoint is elsewhere is refused, so the service never posts where a
 * caller points it (WEB_PUSH_ENDPOINTS replaces the list).
 */
export const DEFAULT_PUSH_SERVICES = [
  'https://fcm.googleapis.com',
  'https://updates.push.services.mozilla.com',
  'https://web.push.apple.com',
  'https://*.notify.windows.com',
].join(',');

/** A VAPID key as `web-push generate-vapid-keys` prints it: base64url of `bytes` bytes. */
export function vapidKeySchema(bytes: number) {
  return z
    .string()
    .trim()
    .refine(
      (v) => /^[A-Za-z0-9_-]+$/.test(v) && Buffer.from(v, 'base64url').length === bytes,
      `must be a base64url VAPID key of ${bytes} bytes (npx web-push generate-vapid-keys)`,
    );
}

/** Whom the push services may contact about this sender: a mailto: or an https: address. */
export const vapidSubjectSchema = z
  .string()
  .trim()
  .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'must be a mailto: or an https:// address');

export interface WebPushSettings {
  publicKey: string;
  privateKey: string;
  subject: string;
  /** Origins a subscription's endpoint may have (`https://*.host` for any subdomain). */
  endpointOrigins: string[];
}

export function webPushOf(e: {
  VAPID_PUBLIC_KEY?: string | undefined;
  VAPID_PRIVATE_KEY?: string | undefined;
  VAPID_SUBJECT?: string | undefined;
  WEB_PUSH_ENDPOINTS: string[];
}): WebPushSettings | null {
  if (!e.VAPID_PUBLIC_KEY || !e.VAPID_PRIVATE_KEY || !e.VAPID_SUBJECT) return null;
  return {
    publicKey: e.VAPID_PUBLIC_KEY,
    privateKey: e.VAPID_PRIVATE_KEY,
    subject: e.VAPID_SUBJECT,
    endpointOrigins: e.WEB_PUSH_ENDPOINTS,
  };
}

/** Whether a subscription's endpoint is at one of the allowed push services. */
export function isAllowedEndpoint(endpoint: string, origins: readonly string[]): boolean {
  if (!URL.canParse(endpoint)) return false;
  const url = new URL(endpoint);
  return origins.some((origin) => {
    const wildcard = origin.match(/^(https?:)\/\/\*\.(.+)$/);
    if (!wildcard) return url.origin === new URL(origin).origin;
    return url.protocol === wildcard[1] && url.host.endsWith(`.${wildcard[2]}`);
  });
}
