import type { FastifyPluginAsync } from 'fastify';
import { endpointTable } from '@fairfare/contracts/endpoint-table';
import { serve } from '../../http/endpoint.ts';
import { ok } from '../../http/envelope.ts';
import { rideDeps } from '../ride/deps.ts';
import { cancelTrip, changeWallet, clearLockout, decideWalletCredit, refund } from './actions.ts';
import { pendingCredits } from '../payments/credit-approval.ts';
import { walletCreditOf } from './mapping.ts';
import { findRiders, riderDetail, tripDetail, type SupportDeps } from './service.ts';

/** The back office's riders and trips (issue 30, decision 040): support staff only. */
export const supportRoutes: FastifyPluginAsync = async (app) => {
  const routes = endpointTable.opsSupport;
  const deps = (): SupportDeps => ({
    ...rideDeps(app),
    perPhoneHour: app.config.codeLimits.perPhoneHour,
  });

  serve(app, routes.findRiders, async (request) =>
    ok({ riders: await findRiders(app.db, request.body.phone) }),
  );
  serve(app, routes.rider, async (request) =>
    ok(await riderDetail(deps(), request.body.user_id, Date.now())),
  );
  serve(app, routes.trip, async (request) => ok(await tripDetail(app.db, request.body.trip_id)));
  serve(app, routes.refund, async (request) =>
    ok(await refund(deps(), request.staff!, request.body, Date.now())),
  );
  serve(app, routes.adjustWallet, async (request) =>
    ok(await changeWallet(app.db, request.staff!, request.body, Date.now())),
  );
  serve(app, routes.walletCredits, async () =>
    ok({ credits: (await pendingCredits(app.db)).map(walletCreditOf) }),
  );
  serve(app, routes.decideWalletCredit, async (request) =>
    ok(await decideWalletCredit(app.db, request.staff!, request.body, Date.now())),
  );
  serve(app, routes.cancelTrip, async (request) =>
    ok(await cancelTrip(deps(), request.staff!, request.body, Date.now())),
  );
  serve(app, routes.clearLockout, async (request) =>
    ok(await clearLockout(deps(), request.staff!, request.body, Date.now())),
  );
};
