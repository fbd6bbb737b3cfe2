import type { FastifyPluginAsync } from 'fastify';
import { endpointTable } from '@fairfare/contracts/endpoint-table';
import { serve } from '../../http/endpoint.ts';
import { ok } from '../../http/envelope.ts';
import { presentedCredentials } from '../auth/identify.ts';
import { presentedDriverCredentials } from '../drivers/identify.ts';
import { subscribe, unsubscribe } from './service.ts';

/** Web Push subscriptions of riders' and drivers' devices (decision 059). */
export const webPushRoutes: FastifyPluginAsync = async (app) => {
  const paths = endpointTable.webPush;
  const settings = () => app.config.webPush;

  serve(app, paths.key, async () => ok({ public_key: settings()?.publicKey ?? null }));

  serve(app, paths.riderSubscribe, async (request) =>
    ok(
      await subscribe(
        app.db,
        settings(),
        { kind: 'rider', id: request.riderId },
        presentedCredentials(request)?.token,
        request.body,
        Date.now(),
      ),
    ),
  );
  serve(app, paths.riderUnsubscribe, async (request) =>
    ok(await unsubscribe(app.db, { kind: 'rider', id: request.riderId }, request.body.endpoint)),
  );

  serve(app, paths.driverSubscribe, async (request) =>
    ok(
      await subscribe(
        app.db,
        settings(),
        { kind: 'driver', id: request.driverId },
        presentedDriverCredentials(request)?.token,
        request.body,
        Date.now(),
      ),
    ),
  );
  serve(app, paths.driverUnsubscribe, async (request) =>
    ok(await unsubscribe(app.db, { kind: 'driver', id: request.driverId }, request.body.endpoint)),
  );
};
