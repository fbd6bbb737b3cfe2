import { z } from 'zod';
import { optionalBodySchema } from './api.ts';
import { clientKindSchema, codeSchema, phoneSchema } from './auth.ts';
import { latSchema, lngSchema, offerAmountSchema } from './booking.ts';
import { offerStatusSchema } from './offers.ts';
import { tripIdSchema, tripStatusSchema } from './trips.ts';
import { numberOrDecimalText } from './numbers.ts';

/**
 * The driver API (issue 5, issue 36): what the driver app at /drive, the driver simulator and
 * tests call. The riders' site has no driver screens; the driver app is its own entry. Every call but login needs the driver:
 * the HttpOnly cookie `ff_driver_session` (DRIVER_SESSION_COOKIE in socket.ts), or `api_key` +
 * `driver_id` in the query (both or neither; they must belong together), else 401.
 * Amounts are decimal in the trip's currency.
 *
 * - POST driverapi/login: driverLoginRequestSchema → codeSentSchema (auth.ts) | driverLoggedInSchema
 * - POST driverapi/setonline: setOnlineRequestSchema → driverStateSchema
 * - POST driverapi/updateposition: updatePositionRequestSchema → driverStateSchema
 * - POST driverapi/getopenrequests: {} → openRequestListSchema
 * - POST driverapi/sendoffer: sendOfferRequestSchema → driverOfferSchema
 * - POST driverapi/answercounter: answerCounterRequestSchema → driverOfferSchema
 * - POST driverapi/getmytrips: {} → driverTripListSchema (assigned and active trips)
 * - POST driverapi/updatetripstatus: updateTripStatusRequestSchema → driverTripSchema
 * - POST driverapi/confirmcash: confirmCashRequestSchema → driverTripSchema (the trip, Paid)
 * - POST driverapi/raterider, getearnings, gettriphistory: driver-after-ride.ts
 *
 * Pushes to the driver (fcm_push_noti in the driver's room, or the push backend) carry their
 * state: `driverPushSchema` in socket.ts.
 */

/** POST driverapi/login: `request` sends a code (same answer for any phone); `verify` logs in. */
export const driverLoginRequestSchema = z.discriminatedUnion('step', [
  phoneSchema.extend({ step: z.literal('request') }),
  phoneSchema.extend({ step: z.literal('verify'), code: codeSchema, client: clientKindSchema }),
]);
export type DriverLoginRequest = z.input<typeof driverLoginRequestSchema>;

export const driverLoggedInSchema = z.object({
  driver_id: z.number(),
  d_name: z.string(),
  phone_code: z.string(),
  phone: z.string(),
  city_id: z.number(),
  category_id: z.number(),
  /** Only for `client: 'app'` (pass it with driver_id in the query, or as the socket's auth). */
  api_key: z.string().optional(),
});
export type DriverLoggedIn = z.infer<typeof driverLoggedInSchema>;

export const setOnlineRequestSchema = z.object({ online: z.boolean('error.badRequest') });

export const updatePositionRequestSchema = z.object({ lat: latSchema, lng: lngSchema });

export const driverStateSchema = z.object({
  driver_id: z.number(),
  is_online: z.number(),
  d_lat: z.number().nullable(),
  d_lng: z.number().nullable(),
  position_at: z.number().nullable(),
});
export type DriverState = z.infer<typeof driverStateSchema>;

export const emptyRequestSchema = optionalBodySchema(z.object({}));

/** A driver's own offer on a trip. */
export const driverOfferSchema = z.object({
  tripRequestId: z.number(),
  trip_id: z.number(),
  driver_id: z.number(),
  offer_amt: z.number(),
  /** The rider's counter-offer, if any. */
  user_offer_amt: z.number().nullable(),
  status: offerStatusSchema,
  expires_at: z.number(),
});
export type DriverOffer = z.infer<typeof driverOfferSchema>;

/**
 * An open request near the driver (status request/offer, not expired; a ride for later only once
 * it is due, i.e. from SCHEDULE_LEAD_MINUTES before its time), of the driver's city and category,
 * whose pickup is within driver_radius km of the driver (rl_driver_radius for rides for later).
 * Of the rider only their first name, their rating and the way they pay before an offer is
 * accepted (no surname, no phone).
 */
export const openRequestSchema = z.object({
  trip_id: z.number(),
  trip_status: tripStatusSchema,
  is_ride_later: z.number(),
  /** Pickup time (epoch ms): now for a ride now, the booked time for a ride for later. */
  trip_date: z.number(),
  city_id: z.number(),
  category_id: z.number(),
  trip_from_loc: z.string(),
  trip_from_lat: z.number(),
  trip_from_lng: z.number(),
  trip_to_loc: z.string(),
  trip_to_lat: z.number(),
  trip_to_lng: z.number(),
  /** The trip's own distance and time. */
  distance_km: z.number(),
  duration_min: z.number(),
  /** From the driver to the pickup. */
  pickup_distance_km: z.number(),
  pickup_eta_min: z.number(),
  /** The rider's offer. */
  user_offer_amt: z.number(),
  /** Bounds of any offer on this trip. */
  min_amount: z.number(),
  max_amount: z.number(),
  trip_currency: z.string(),
  /** When the request expires unanswered (epoch ms). */
  request_expires_at: z.number().nullable(),
  /** The rider's first name (or the passenger's, for a ride booked for someone else). */
  rider_first_name: z.string(),
  /** The rider's average rating by drivers (0.5–5); null while no driver has rated them. */
  rider_rating: z.number().nullable(),
  rider_rating_count: z.number(),
  /** How the rider pays: cash (the driver collects it), stripe (card) or wallet. */
  trip_pay_mode: z.string(),
  /** This driver's own offer on the trip, if any. */
  my_offer: driverOfferSchema.nullable(),
});
export type OpenRequest = z.infer<typeof openRequestSchema>;

/**
 * A new request as it is announced to every driver within reach (the `request` push): one
 * payload for all of them (Socket.IO encodes it once), so it carries the pickup's coordinates
 * and each driver app works out its own distance and time to it (`greatCircleKm`,
 * `travelMinutes`), as the service does for the list. A new request has no offer of theirs yet.
 */
export const announcedRequestSchema = openRequestSchema.omit({
  pickup_distance_km: true,
  pickup_eta_min: true,
  my_offer: true,
});
export type AnnouncedRequest = z.infer<typeof announcedRequestSchema>;
export const openRequestListSchema = z.object({ requests: z.array(openRequestSchema) });

/**
 * POST driverapi/sendoffer: within the trip's [min_amount, max_amount] (400 `ride.counterTooLow` /
 * `ride.counterTooHigh`); one offer per driver and trip, a new one replaces the old while it is
 * open (or expired); valid offer_validity_seconds. 409 when the trip is no longer open, the rider
 * declined this driver, the driver is offline, busy with a trip or out of reach.
 */
export const sendOfferRequestSchema = z.object({
  trip_id: tripIdSchema,
  offer_amt: offerAmountSchema,
});

/**
 * POST driverapi/answercounter: answer the rider's counter-offer. `accept: true` takes the rider's
 * amount (offer_amt = user_offer_amt); `accept: false` with `offer_amt` counters once more (within
 * bounds); `accept: false` alone declines (the rider hears 'declined'). 409 `ride.offerClosed`
 * when there is no open counter-offer.
 */
export const answerCounterRequestSchema = z.object({
  trip_id: tripIdSchema,
  accept: z.boolean('error.badRequest'),
  offer_amt: offerAmountSchema.optional(),
});

/** Trip statuses a driver may set (docs/product/data.md labels). */
export const DRIVER_TRIP_MOVES = [
  'arrive',
  'begin',
  'completed',
  'p_cancel_pickup',
  'p_cancel_drop',
] as const;

/**
 * POST driverapi/updatetripstatus: only the trip's driver (another trip answers 404). arrive from
 * accept/assigned; begin from arrive with the trip's OTP (400 `ride.otpWrong`); completed from
 * begin; p_cancel_pickup from accept/assigned/arrive; p_cancel_drop from begin. Else 409.
 */
export const updateTripStatusRequestSchema = z.object({
  trip_id: tripIdSchema,
  status: z.enum(DRIVER_TRIP_MOVES, 'error.badRequest'),
  otp: z.string('ride.otpWrong').trim().max(8, 'ride.otpWrong').optional(),
});

/**
 * POST driverapi/confirmcash: the trip's driver took the cash of a completed cash trip (docs/architecture.md:
 * cash becomes Paid when the driver confirms it; the rider's own 'I paid in cash' only says cash
 * was chosen). The trip is marked Paid with a Cash payment record and the rider hears a `paid`
 * push. Confirming again answers the same Paid trip and records nothing more. Another driver's
 * trip, or none, answers 404 `payment.cashNotYourTrip`; a trip that is not completed, not paid in
 * cash, or paid another way answers 409 `payment.cashNotDue`; a card payment of it under way 409
 * `payment.inProgress`.
 */
export const confirmCashRequestSchema = z.object({ trip_id: tripIdSchema });

/** A trip as its driver sees it: the rider's first name and contact only once assigned. */
export const driverTripSchema = z.object({
  trip_id: z.number(),
  trip_status: tripStatusSchema,
  is_ride_later: z.number(),
  trip_date: z.number(),
  trip_from_loc: z.string(),
  trip_from_lat: z.number(),
  trip_from_lng: z.number(),
  trip_to_loc: z.string(),
  trip_to_lat: z.number(),
  trip_to_lng: z.number(),
  distance_km: z.number(),
  duration_min: z.number(),
  /** The agreed amount (what the driver is paid before commission). */
  agreed_amt: z.number(),
  trip_comp_commision: z.number(),
  trip_driver_commision: z.number(),
  trip_currency: z.string(),
  trip_pay_mode: z.string(),
  trip_pay_status: z.string(),
  tm_acc: z.number().nullable(),
  /** The passenger's name (the rider's first name, or the passenger booked for). */
  rider_name: z.string().nullable(),
  rider_contact: z.string().nullable(),
  note: z.string(),
  /** This driver's rating of the rider on this trip (driverapi/raterider); null until rated. */
  rating_of_rider: z.number().nullable(),
});
export type DriverTrip = z.infer<typeof driverTripSchema>;
export const driverTripListSchema = z.object({ trips: z.array(driverTripSchema) });

/**
 * POST driverapi/updatedriverprofile (docs/product/api.md rating group), called by the RIDER's site after a
 * rating with driver_id, d_rating (a weighted average) and d_rating_count + 1. A rider cannot set
 * a driver's rating: the server already updated it with the rating itself (tripapi/updatetrip
 * `rate`), so d_rating and d_rating_count are accepted and ignored, and the answer is the
 * driver's public profile as the server has it (404 for an unknown driver).
 */
export const updateDriverProfileRequestSchema = z.object({
  // The spec's client may send the id as a string; bounded like every id (PostgreSQL integer).
  driver_id: numberOrDecimalText('error.badRequest').pipe(
    z
      .number()
      .int('error.badRequest')
      .positive('error.badRequest')
      .max(2_147_483_647, 'error.badRequest'),
  ),
  d_rating: z.unknown().optional(),
  d_rating_count: z.unknown().optional(),
});
export type UpdateDriverProfileRequest = z.input<typeof updateDriverProfileRequestSchema>;

/** What a rider may see of a driver: name, rating, trips and car; no phone, no position. */
export const driverPublicProfileSchema = z.object({
  driver_id: z.number(),
  d_name: z.string(),
  d_rating: z.number(),
  d_rating_count: z.number(),
  num_trip: z.number(),
  d_profile_image_path: z.string(),
  car_name: z.string(),
  car_model: z.string(),
  car_make: z.string(),
  car_color: z.string(),
});
export type DriverPublicProfile = z.infer<typeof driverPublicProfileSchema>;
