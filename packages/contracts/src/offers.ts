import { z } from 'zod';
import { offerAmountSchema } from './booking.ts';
import { tripDriverSchema, tripIdSchema, tripSchema, tripStatusSchema } from './trips.ts';

/**
 * The rider's side of the offer flow (docs/product/states.md offer flow, §7 offer and trip calls). All calls
 * need the rider and act on the rider's own trip only: another rider's trip answers 404 exactly
 * like a missing one. Amounts are decimal in the trip's currency.
 *
 * - POST triprequestapi/gettriprequests: getTripRequestsRequestSchema → tripRequestListSchema.
 *   Poll every 5 s with the last ETag in If-None-Match: an unchanged answer is 304 with no body.
 * - POST triprequestapi/updatetriprequest: counterOfferRequestSchema → tripRequestSchema, message
 *   `ride.counterSent`.
 * - POST triprequestapi/rejecttriprequest: rejectOfferRequestSchema → tripRequestSchema, message
 *   `ride.offerDeclined`.
 * - POST tripapi/tripaccept and tripapi/tripassigned: acceptOfferRequestSchema → tripSchema with
 *   the OTP and the driver's contact.
 */

const MAX_ID = 2_147_483_647;

export const driverIdSchema = z
  .number('error.badRequest')
  .int('error.badRequest')
  .positive('error.badRequest')
  .max(MAX_ID, 'error.badRequest');

/**
 * A driver's offer on a trip (trip_requests.status):
 * - `offer`: the driver's offer stands, the rider may accept, counter or decline it;
 * - `counter`: the rider countered (user_offer_amt), the driver answers (driverapi/answercounter);
 *   the rider may still accept the driver's offer_amt meanwhile;
 * - `accepted`: the rider accepted it (the trip's driver);
 * - `rejected`: another offer won, or the trip ended;
 * - `declined`: the rider declined it, or the driver declined the rider's counter;
 * - `expired`: not answered within its validity (constant offer_validity_seconds, 60).
 */
export const OFFER_STATUSES = [
  'offer',
  'counter',
  'accepted',
  'rejected',
  'declined',
  'expired',
] as const;
export const offerStatusSchema = z.enum(OFFER_STATUSES);
export type OfferStatus = z.infer<typeof offerStatusSchema>;
/** Offers the rider may still accept (while not past expires_at). */
export const OPEN_OFFER_STATUSES = ['offer', 'counter'] as const;

/** A driver's offer as the rider sees it (docs/product/data.md Trip request), with distance and ETA of the driver. */
export const tripRequestSchema = z.object({
  tripRequestId: z.number(),
  trip_id: z.number(),
  driver_id: z.number(),
  /** What the driver asks ('Driver Offered'). */
  offer_amt: z.number(),
  /** What the rider offers this driver ('You offered'): their counter-offer, else the trip's offer. */
  user_offer_amt: z.number(),
  status: offerStatusSchema,
  /** Epoch ms after which the offer can no longer be accepted. */
  expires_at: z.number(),
  /** Great-circle km from the driver to the pickup (two decimals); null when the position is unknown. */
  distance_km: z.number().nullable(),
  /** Whole minutes at 40 km/h, at least 1 (docs/product/constants.md); null when the position is unknown. */
  eta_min: z.number().nullable(),
  /** The driver card; d_phone is null until the offer is accepted. */
  Driver: tripDriverSchema,
  /** The offer's version: every change to the offer raises it by one (as the trip's version). */
  version: z.number().int(),
});
export type TripRequest = z.infer<typeof tripRequestSchema>;

/** POST triprequestapi/gettriprequests (api_key + user_id in the query allowed). */
export const getTripRequestsRequestSchema = z.object({
  trip_id: tripIdSchema,
  status: z.literal('offer', 'error.badRequest').default('offer'),
});
export type GetTripRequestsRequest = z.input<typeof getTripRequestsRequestSchema>;

/** The open offers of the rider's trip, newest first, and the trip's status (to notice an end). */
export const tripRequestListSchema = z.object({
  trip_id: z.number(),
  trip_status: tripStatusSchema,
  /** The trip's version when its status was read (tripSchema.version). */
  trip_version: z.number().int(),
  offers: z.array(tripRequestSchema),
});
export type TripRequestList = z.infer<typeof tripRequestListSchema>;

/**
 * POST triprequestapi/updatetriprequest: the rider's counter-offer to one driver. It must lie
 * within the trip's [min_amount, max_amount]: 400 `ride.counterTooLow` (params { min }) or
 * `ride.counterTooHigh` (params { max }). 409 `ride.offerClosed` when the offer is no longer
 * open. The driver is told; the offer gets a fresh validity for the driver's answer.
 */
export const counterOfferRequestSchema = z.object({
  trip_id: tripIdSchema,
  status: z.literal('offer', 'error.badRequest').default('offer'),
  user_offer_amt: offerAmountSchema,
  driver_id: driverIdSchema,
});
export type CounterOfferRequest = z.input<typeof counterOfferRequestSchema>;

/** POST triprequestapi/rejecttriprequest: the rider declines one driver's offer; the driver is told. */
export const rejectOfferRequestSchema = z.object({
  trip_id: tripIdSchema,
  status: z.literal('decline', 'error.badRequest').default('decline'),
  driver_id: driverIdSchema,
  is_user: z.union([z.literal('1'), z.literal(1)], 'error.badRequest').default('1'),
});
export type RejectOfferRequest = z.input<typeof rejectOfferRequestSchema>;

/**
 * POST tripapi/tripaccept or tripapi/tripassigned: the rider accepts one driver's open offer.
 * Whatever else the client sends (trip_status, trip_pay_amount, tm_acc, otp, …) is ignored: the
 * server decides the status (`assigned` for a ride booked for later, `accept` otherwise), makes the
 * OTP, takes the agreed amount from the offer and starts the countdown. Exactly one offer wins;
 * the others are rejected and their drivers told. 409 `ride.offerClosed` when the offer is no
 * longer open, 409 `error.conflict` when the trip was already accepted, cancelled or expired.
 */
export const acceptOfferRequestSchema = z.object({
  trip_id: tripIdSchema,
  driver_id: driverIdSchema,
  /**
   * A Card trip (stored pay mode 'stripe'): the rider's own saved card to charge at completion
   * (404 when it is not theirs). The server then creates the payment intent (payment_intent_id)
   * after the accept commits; a card trip without one is paid from the unpaid-trip popup.
   */
  payment_card_id: z
    .string('error.badRequest')
    .trim()
    .min(3, 'error.badRequest')
    .max(255, 'error.badRequest')
    .regex(/^[A-Za-z0-9_.-]+$/, 'error.badRequest')
    .optional(),
});
export type AcceptOfferRequest = z.input<typeof acceptOfferRequestSchema>;
export const acceptOfferResponseSchema = tripSchema;

/**
 * POST tripapi/raisefare (FairFare addition, issue 26): while the rider's request is open (no
 * driver taken yet), the rider raises its fare, as inDrive lets a waiting rider do. The new fare
 * must be higher than the current one (400 `ride.raiseNotHigher`, params { current }) and within
 * the trip's bounds (400 `ride.counterTooLow` / `ride.counterTooHigh`); a request no longer open
 * answers 409 `ride.requestClosed`. The nearby drivers hear of the request again with the new
 * fare. Answers the trip, message `ride.fareRaised`.
 */
export const raiseFareRequestSchema = z.object({
  trip_id: tripIdSchema,
  user_offer_amt: offerAmountSchema,
});
export type RaiseFareRequest = z.input<typeof raiseFareRequestSchema>;
