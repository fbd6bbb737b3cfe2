import type { FastifyPluginAsync } from 'fastify';
import { endpointTable } from '@fairfare/contracts/endpoint-table';
import { messages } from '@fairfare/contracts/messages';
import { serve } from '../../http/endpoint.ts';
import { ok } from '../../http/envelope.ts';
import { trackUrl } from '../tracking/link.ts';
import { replyPolled } from '../ride/polling.ts';
import { rideDeps } from '../ride/deps.ts';
import { answerCounter, sendOffer } from '../ride/driver-offers.ts';
import type { Outcome } from '../ride/offer-steps.ts';
import { raiseFare } from '../ride/raise-fare.ts';
import { acceptOffer, counterOffer, declineOffer } from '../ride/rider-offers.ts';
import { pollOffers } from './list.ts';

const answer = <T>({ result, message }: Outcome<T>) =>
  ok(result, message === undefined ? undefined : messages[message]);

/**
 * The offer flow of both sides (docs/product/api.md offer and trip calls; contracts offers.ts and the driver
 * API's sendoffer and answercounter in drivers.ts): each call is a move of the ride's
 * (ride/rider-offers.ts, ride/driver-offers.ts, ride/raise-fare.ts) made by the caller.
 */
export const offersRoutes: FastifyPluginAsync = async (app) => {
  const deps = rideDeps(app);
  const offers = endpointTable.offers;

  // Polled every 5 s (docs/product/constants.md): If-None-Match with the last ETag answers 304 when nothing changed.
  serve(app, offers.list, async (request, reply) =>
    replyPolled(
      reply,
      await pollOffers(
        app.db,
        request.riderId,
        request.body,
        request.headers['if-none-match'],
        Date.now(),
      ),
    ),
  );

  serve(app, offers.counter, async (request) =>
    answer(await counterOffer(deps, request.riderId, request.body, Date.now())),
  );

  serve(app, offers.reject, async (request) =>
    answer(await declineOffer(deps, request.riderId, request.body, Date.now())),
  );

  serve(app, endpointTable.trips.raiseFare, async (request) =>
    answer(await raiseFare(deps, request.riderId, request.body, Date.now())),
  );

  serve(app, endpointTable.drivers.sendOffer, async (request) =>
    ok((await sendOffer(deps, request.driverId, request.body, Date.now())).result),
  );

  serve(app, endpointTable.drivers.answerCounter, async (request) =>
    ok((await answerCounter(deps, request.driverId, request.body, Date.now())).result),
  );

  // tripaccept and tripassigned are one call: the trip itself says whether it is a ride for later.
  for (const accept of [endpointTable.trips.accept, endpointTable.trips.assigned]) {
    serve(app, accept, async (request) =>
      answer(
        await acceptOffer(deps, request.riderId, request.body, Date.now(), (token) =>
          trackUrl(app.config.publicBaseUrl, token),
        ),
      ),
    );
  }
};
