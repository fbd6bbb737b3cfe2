import fp from 'fastify-plugin';
import {
  attachOpsNamespace,
  OPS_PUSH_INTERVAL_MS,
  OPS_SESSION_CHECK_MS,
  type OpsLive,
} from '../modules/city-now/ops-namespace.ts';
import { staffOfHandshake, staffSessionStillLive } from '../modules/city-now/ops-staff.ts';
import { PublicChanges } from '../site/public-changes.ts';
import { sharePublicChanges } from '../site/share-public-changes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Drops the rendered public pages when staff change what they show (decision 039). */
    publicChanges: PublicChanges;
    /** The back office's live view (`/ops` namespace): `pushNow()`, `checkSessions()` in tests. */
    opsLive: OpsLive;
  }
}

/** Staff changes reach the public pages of every instance (decision 042, through Redis). */
export const publicChanges = fp(
  async (app) => {
    const changes = new PublicChanges();
    app.decorate('publicChanges', changes);
    if (app.redis) {
      const shared = sharePublicChanges(app.redis, changes, app.log);
      app.addHook('onReady', () => shared.ready());
      app.addHook('onClose', () => shared.close());
    }
  },
  {
    fastify: '5.x',
    name: 'public-changes',
    dependencies: ['realtime'],
    decorators: { fastify: ['redis'] },
  },
);

/** The back office's live view: its own namespace, staff sessions only (decision 039). */
export const opsLive = fp(
  async (app) => {
    const live = attachOpsNamespace(app, app.io, {
      staffOf: staffOfHandshake(app),
      intervalMs: OPS_PUSH_INTERVAL_MS,
      stillLive: staffSessionStillLive(app),
      checkIntervalMs: OPS_SESSION_CHECK_MS,
    });
    app.decorate('opsLive', live);
    app.addHook('preClose', async () => live.stop());
  },
  {
    fastify: '5.x',
    name: 'ops-live',
    dependencies: ['core', 'realtime'],
    // the staff cookie is read with @fastify/cookie's parser
    decorators: { fastify: ['db', 'io', 'parseCookie'] },
  },
);
