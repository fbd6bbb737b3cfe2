import { endpoints } from '@fairfare/contracts/api';
import type { OpenRequest } from '@fairfare/contracts/drivers';
import { between, chooseCounterAnswer, chooseOffer } from './behaviour.ts';
import { call } from './driver-api.ts';
import { later, type SimDriver, type SimWorld } from './simulated-driver.ts';
import { syncTrip } from './trip-driving.ts';

/**
 * How a simulated driver answers the open requests: an offer (or none) on a new request, an
 * answer to a rider's counter-offer, each after a human delay.
 */

/** New requests get an offer (or not) after a human delay; counter-offers get an answer. */
export async function pollRequests(world: SimWorld, d: SimDriver): Promise<void> {
  const res = await call<{ requests: OpenRequest[] }>(
    world.app,
    d,
    endpoints.drivers.openRequests,
    {},
  );
  const requests = res.response?.requests ?? [];
  const wasAwaiting = d.awaitingAnswer;
  d.awaitingAnswer = requests.some(
    (r) => r.my_offer?.status === 'offer' || r.my_offer?.status === 'counter',
  );
  // The offer left the open requests: answered between this tick's trip sync and now. If it
  // was accepted the driver has a trip and must not wander off until the next sync.
  if (wasAwaiting && !d.awaitingAnswer) {
    await syncTrip(world, d);
    if (d.trip) return;
  }
  for (const request of requests) {
    const mine = request.my_offer;
    if (mine?.status === 'counter' && mine.user_offer_amt !== null) {
      const key = `${request.trip_id}:${mine.user_offer_amt}`;
      if (d.answered.has(key)) continue;
      d.answered.add(key);
      const offer = {
        offer_amt: mine.offer_amt,
        user_offer_amt: mine.user_offer_amt,
        min_amount: request.min_amount,
        max_amount: request.max_amount,
      };
      later(d, between(d.random, 1, 4), async () => {
        const answer = chooseCounterAnswer(
          d.random,
          offer,
          !d.countered.has(request.trip_id),
          world.behaviour,
        );
        if ('offer_amt' in answer) d.countered.add(request.trip_id);
        await call(world.app, d, endpoints.drivers.answerCounter, {
          trip_id: request.trip_id,
          ...answer,
        });
      });
      continue;
    }
    const seenKey = `${request.trip_id}:${request.user_offer_amt}`;
    if (mine || d.seen.has(seenKey)) continue;
    d.seen.add(seenKey);
    const amount = chooseOffer(d.random, request, world.behaviour);
    if (amount === null) continue;
    later(d, between(d.random, 2, 8), async () => {
      if (d.trip) return;
      const sent = await call(world.app, d, endpoints.drivers.sendOffer, {
        trip_id: request.trip_id,
        offer_amt: amount,
      });
      if (sent.statusCode === 200) d.awaitingAnswer = true;
    });
  }
}
