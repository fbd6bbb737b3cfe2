/**
 * Web Push (issue 36, decision 059): a device of a rider or a driver subscribes through its
 * service worker, and hears of the few things that matter while the app is not in front. The
 * service composes each notification's text in the language the device subscribed with, so the
 * service workers only show what they receive (`WebPushPayload`).
 */
import { z } from 'zod';
import { languageSchema } from './language-schema.ts';

export const webPushPaths = {
  /** The service's VAPID public key (null: Web Push is off), for `pushManager.subscribe`. */
  key: '/pushapi/getkey',
  /** A rider's device subscribes (again: its language and keys are updated). */
  riderSubscribe: '/pushapi/subscribe',
  riderUnsubscribe: '/pushapi/unsubscribe',
  /** A driver's device, the same. */
  driverSubscribe: '/driverapi/subscribepush',
  driverUnsubscribe: '/driverapi/unsubscribepush',
} as const;

/** Base64url without padding, as `PushSubscription.toJSON()` writes the keys. */
const base64url = (min: number, max: number) =>
  z
    .string()
    .min(min, 'validation.pushSubscriptionInvalid')
    .max(max, 'validation.pushSubscriptionInvalid')
    .regex(/^[A-Za-z0-9_-]+$/, 'validation.pushSubscriptionInvalid');

const endpointSchema = z
  .url({ protocol: /^https?$/, error: 'validation.pushSubscriptionInvalid' })
  .max(2048, 'validation.pushSubscriptionInvalid');

/** What `PushSubscription.toJSON()` gives, plus the language the notifications are written in. */
export const pushSubscribeRequestSchema = z.object({
  endpoint: endpointSchema,
  keys: z.object({
    /** The device's P-256 public key: 65 bytes, 87 characters. */
    p256dh: base64url(80, 100),
    /** The device's auth secret: 16 bytes, 22 characters. */
    auth: base64url(16, 44),
  }),
  language: languageSchema,
});
export type PushSubscribeRequest = z.infer<typeof pushSubscribeRequestSchema>;

export const pushUnsubscribeRequestSchema = z.object({ endpoint: endpointSchema });

export const webPushKeySchema = z.object({ public_key: z.string().nullable() });
export const pushSubscribedSchema = z.object({ subscribed: z.boolean() });

/** The (encrypted) payload a service worker receives: shown as it is. */
export const webPushPayloadSchema = z.object({
  title: z.string(),
  body: z.string(),
  /** The screen a tap opens (same origin): `/drive` for drivers, the ride's screen for riders. */
  url: z.string(),
  /** One notification per tag: a newer one about the same trip replaces the older. */
  tag: z.string(),
});
export type WebPushPayload = z.infer<typeof webPushPayloadSchema>;
