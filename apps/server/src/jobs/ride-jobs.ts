import { z } from 'zod';
import { dispatchScheduled, expireOffer, expireRequest } from '../modules/offers/dispatch.ts';
import { reminderPayload, remindRide } from '../modules/reminders/service.ts';
import type { RideDeps } from '../modules/ride/deps.ts';
import { JOB_KINDS } from './kinds.ts';
import type { JobHandler } from './runner.ts';

const idSchema = z.number().int().positive();
const offerPayload = z.object({ trip_request_id: idSchema });
const tripPayload = z.object({ trip_id: idSchema });

/** The live ride's due jobs: offer and request expiry, dispatch and reminder of rides booked for later. */
export function rideJobHandlers(deps: RideDeps): Record<string, JobHandler> {
  return {
    [JOB_KINDS.offerExpire]: async (payload, { now }) => {
      await expireOffer(deps, offerPayload.parse(payload).trip_request_id, now);
    },
    [JOB_KINDS.requestExpire]: async (payload, { now }) => {
      await expireRequest(deps, tripPayload.parse(payload).trip_id, now);
    },
    [JOB_KINDS.dispatch]: async (payload, { now }) => {
      await dispatchScheduled(deps, tripPayload.parse(payload).trip_id, now);
    },
    [JOB_KINDS.remind]: async (payload, { now }) => {
      await remindRide(deps, reminderPayload.parse(payload), now);
    },
  };
}
