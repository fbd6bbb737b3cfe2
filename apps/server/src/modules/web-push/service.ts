import type { PushSubscribeRequest } from '@fairfare/contracts/web-push';
import { isAllowedEndpoint, type WebPushSettings } from '../../adapters/web-push/settings.ts';
import type { DbOrTrx } from '../../db/database.ts';
import { badRequest, unauthorized } from '../../http/errors.ts';
import { hashToken } from '../auth/secrets.ts';
import { webPushRepo, type Owner } from './repo.ts';

/**
 * A device subscribes in the session its owner is signed in with (decision 059). Its endpoint
 * must be at one of the push services (WEB_PUSH_ENDPOINTS): the service posts to it, and must
 * never be pointed at another address by whoever subscribes.
 */
export async function subscribe(
  db: DbOrTrx,
  settings: WebPushSettings | null,
  owner: Owner,
  sessionToken: string | undefined,
  request: PushSubscribeRequest,
  now: number,
): Promise<{ subscribed: boolean }> {
  // Web Push off: nothing is kept (the apps do not offer it then: the key is null)
  if (!settings) return { subscribed: false };
  if (!isAllowedEndpoint(request.endpoint, settings.endpointOrigins))
    throw badRequest('validation.pushSubscriptionInvalid');
  const sessionId = sessionToken
    ? await webPushRepo.liveSessionId(db, hashToken(sessionToken))
    : null;
  if (sessionId === null) throw unauthorized();
  await webPushRepo.save(
    db,
    owner,
    {
      endpoint: request.endpoint,
      p256dh: request.keys.p256dh,
      auth: request.keys.auth,
      language: request.language,
      sessionId,
    },
    now,
  );
  return { subscribed: true };
}

/** The owner turns notifications off on this device; another's device is left alone. */
export async function unsubscribe(
  db: DbOrTrx,
  owner: Owner,
  endpoint: string,
): Promise<{ subscribed: boolean }> {
  await webPushRepo.remove(db, owner, endpoint);
  return { subscribed: false };
}

/** A session ends (logout): its devices are forgotten with it (realtime/session-sockets.ts). */
export async function forgetSessionDevices(db: DbOrTrx, tokenHash: string): Promise<void> {
  await webPushRepo.removeBySession(db, tokenHash);
}
