import type { FastifyPluginAsync } from 'fastify';
import { endpointTable } from '@fairfare/contracts/endpoint-table';
import { sendCsv } from '../../http/csv.ts';
import { serve } from '../../http/endpoint.ts';
import { ok } from '../../http/envelope.ts';
import { recordExport } from '../audit/service.ts';
import { rideDeps } from '../ride/deps.ts';
import { cancelTrip, changeWallet, clearLockout, decideWalletCredit, refund } from './actions.ts';
import { pendingCredits } from '../payments/credit-approval.ts';
import { walletCreditOf } from './mapping.ts';
import {
  everyRider,
  everyTrip,
  findRiders,
  findTrips,
  RIDER_CSV_HEADER,
  TRIP_CSV_HEADER,
} from './search-service.ts';
import { riderDetail, tripDetail, type SupportDeps } from './service.ts';

/** The back office's riders and trips (issue 30, decision 040): support staff only. */
export const supportRoutes: FastifyPluginAsync = async (app) => {
  const routes = endpointTable.opsSupport;
  const deps = (): SupportDeps => ({
    ...rideDeps(app),
    perPhoneHour: app.config.codeLimits.perPhoneHour,
  });

  serve(app, routes.findRiders, async (request) => ok(await findRiders(app.db, request.body)));
  serve(app, endpointTable.opsSearch.trips, async (request) =>
    ok(await findTrips(app.db, request.staff!, request.body)),
  );
  // Exports (decision 062): written in the audit log, then streamed with the list's own filter.
  serve(app, endpointTable.opsSearch.exportRiders, async (request, reply) => {
    await recordExport(app.db, request.staff!.staffId, 'riders', request.body, Date.now());
    return sendCsv(reply, 'riders.csv', RIDER_CSV_HEADER, everyRider(app.db, request.body.query));
  });
  serve(app, endpointTable.opsSearch.exportTrips, async (request, reply) => {
    await recordExport(app.db, request.staff!.staffId, 'trips', request.body, Date.now());
    return sendCsv(
      reply,
      'trips.csv',
      TRIP_CSV_HEADER,
      everyTrip(app.db, request.staff!, request.body),
    );
  });
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
