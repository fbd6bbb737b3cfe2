import { z } from 'zod';
import { editScheduledFieldsSchema, offerAmountSchema, refinePassenger } from './booking.ts';
import { numberOrDecimalText } from './numbers.ts';

// the rules read from a trip's fields live without zod, for pages that need only them
export { isCancellableScheduledRide, isChangeableScheduledRide, isLiveTrip } from './trip-rules.ts';

/**
 * An open request: waiting for drivers' offers and the rider's accept. Offers are made, countered
 * and accepted only now; the rider may withdraw it without a fee; it expires if nobody is taken.
 */
export const OPEN_REQUEST_STATUSES = ['request', 'offer'] as const;
/**
 * A ride now under way: its driver is on the way, at the pickup, or driving. The driver is busy
 * (no new offers), and the rider and the tracking page follow the driver's position.
 */
export const ACTIVE_RIDE_STATUSES = ['accept', 'arrive', 'begin'] as const;
/** A driver is assigned and the ride has not ended (the trip status popup shows). */
export const ASSIGNED_TRIP_STATUSES = ['assigned', ...ACTIVE_RIDE_STATUSES] as const;
/** Trip statuses in which the rider has a ride in progress (at most one ride now at a time). */
export const OPEN_TRIP_STATUSES = [...OPEN_REQUEST_STATUSES, ...ASSIGNED_TRIP_STATUSES] as const;
/** The rider may cancel (`cancel` action) in these statuses; once begun, no more. */
export const RIDER_CANCELLABLE_STATUSES = [
  ...OPEN_REQUEST_STATUSES,
  'assigned',
  'accept',
  'arrive',
] as const;

/** Ended trips: nothing more happens to them but a payment or a rating (My Account's past rides). */
export const ENDED_TRIP_STATUSES = [
  'completed',
  'cancel',
  'p_cancel_pickup',
  'p_cancel_drop',
  'expired',
  'paid_cancel',
] as const;

/** Trip statuses (docs/product/states.md) and their labels (docs/product/data.md); labels are message-like i18n keys too. */
export const TRIP_STATUSES = [...OPEN_TRIP_STATUSES, ...ENDED_TRIP_STATUSES] as const;
export const tripStatusSchema = z.enum(TRIP_STATUSES);
export type TripStatus = z.infer<typeof tripStatusSchema>;

export const TRIP_STATUS_LABELS: Record<TripStatus, string> = {
  request: 'Request',
  offer: 'Request',
  assigned: 'Partner Assigned',
  accept: 'Partner Accepted',
  arrive: 'Partner Arrived',
  begin: 'Begin',
  completed: 'Completed',
  cancel: 'Cancelled',
  p_cancel_pickup: 'Partner Cancel at Pickup Location',
  p_cancel_drop: 'Partner Cancel at Drop Location',
  expired: 'Expired',
  paid_cancel: 'Cancelled',
};

export const PAY_STATUSES = ['Unpaid', 'Paid'] as const;

/** The driver as embedded in trips and offers (docs/product/data.md Driver); contact details only once assigned. */
export const tripDriverSchema = z.object({
  driver_id: z.number(),
  d_name: z.string(),
  d_phone: z.string().nullable(),
  d_rating: z.number(),
  d_rating_count: z.number(),
  num_trip: z.number(),
  d_lat: z.number().nullable(),
  d_lng: z.number().nullable(),
  d_profile_image_path: z.string(),
  car_name: z.string(),
  car_model: z.string(),
  car_make: z.string(),
  car_number: z.string(),
  car_color: z.string(),
});
export type TripDriver = z.infer<typeof tripDriverSchema>;

/** A trip as the site sees it (docs/product/data.md Trip); amounts are decimal in the trip's currency. */
export const tripSchema = z.object({
  trip_id: z.number(),
  id: z.number(),
  trip_status: tripStatusSchema,
  trip_date: z.number(),
  trip_from_loc: z.string(),
  trip_to_loc: z.string(),
  trip_pay_status: z.string(),
  trip_pay_mode: z.string(),
  trip_pay_amount: z.number(),
  trip_currency: z.string(),
  trip_promo_amt: z.number(),
  trip_comp_commision: z.number(),
  trip_driver_commision: z.number(),
  city_id: z.number(),
  category_id: z.number(),
  is_ride_later: z.number(),
  otp: z.string().nullable(),
  trip_scheduled_pick_lat: z.number().nullable(),
  trip_scheduled_pick_lng: z.number().nullable(),
  trip_reason: z.string().nullable(),
  trip_rating: z.number().nullable(),
  trip_feedback: z.string().nullable(),
  /** The rider's tip for the driver (decimal; 0 while none): one per trip (contracts tips.ts). */
  tip_amount: z.number(),
  Driver: tripDriverSchema.nullable(),
  // What the booking screen and the ride overlay need besides docs/product/data.md's list:
  trip_from_lat: z.number(),
  trip_from_lng: z.number(),
  trip_to_lat: z.number(),
  trip_to_lng: z.number(),
  /** The fare the server computed when the trip was booked (docs/product/rules.md), decimal amounts. */
  distance_km: z.number(),
  duration_min: z.number(),
  base_fare: z.number(),
  per_km: z.number(),
  per_min: z.number(),
  sub_total: z.number(),
  /** Tax amount. */
  service_tax: z.number(),
  estimated_fare: z.number(),
  total_fare: z.number(),
  /** Bounds of the rider's offer. */
  min_amount: z.number(),
  max_amount: z.number(),
  /** The rider's offer (what the driver gets); trip_pay_amount = offer − trip_promo_amt. */
  user_offer_amt: z.number(),
  promo_code: z.string().nullable(),
  is_for_other: z.number(),
  passenger_name: z.string().nullable(),
  passenger_contact: z.string().nullable(),
  note: z.string(),
  is_cancelled: z.number(),
  /**
   * When a driver was assigned (epoch ms): the free-cancellation countdown (constant timer_value,
   * minutes) runs from here. Null before any driver is assigned.
   */
  tm_acc: z.number().nullable(),
  /** The cancellation fee the rider owes (0 for a free cancellation); also in trip_pay_amount. */
  cancel_fee: z.number(),
  /**
   * A card charge of the trip is under way (its saved card, right after completion or a fee
   * cancellation, or a payment the rider started): the pay status changes within moments, so the
   * site waits instead of offering to pay.
   */
  trip_pay_pending: z.boolean(),
  /** When the trip was paid (epoch ms), null while Unpaid. */
  trip_pay_date: z.number().nullable(),
  /**
   * When the assigned driver should reach the pickup (epoch ms), the server's estimate from their
   * last position when this copy was read; the rider's screen counts down to it. Null once there
   * or while unknown; absent from copies kept from before it existed.
   */
  pickup_eta_at: z.number().nullable().optional(),
  /** The saved card (payment method id) a Card trip is charged on at completion, if any. */
  payment_card_id: z.string().nullable(),
  /** The unguessable token of the tracking page (`/track?trip=<token>`). */
  track_token: z.string(),
  created_at: z.number(),
  /**
   * When the request went out to drivers (epoch ms): at booking for a ride now, the schedule lead
   * before its time for a ride for later; null while a ride for later waits for its time.
   */
  dispatched_at: z.number().nullable(),
  /** When an open request expires if no offer is taken (epoch ms); null before it goes out. */
  request_expires_at: z.number().nullable(),
  /**
   * How many drivers made an offer on the request (whatever became of the offers): an expired
   * request with offers was answered, just not accepted in time. Absent from older answers.
   */
  offers_made: z.number().int().optional(),
  /**
   * The trip's version: every change to the trip raises it by one, in the statement that makes
   * the change, so of two views of one trip the higher version is the newer, and a gap says a
   * change was missed.
   */
  version: z.number().int(),
});
export type Trip = z.infer<typeof tripSchema>;

export const tripIdSchema = z
  .number('booking.tripNotValid')
  .int('booking.tripNotValid')
  .positive('booking.tripNotValid')
  .max(2_147_483_647, 'booking.tripNotValid');

/** tripapi/save answers the saved trip. */
export const saveTripResponseSchema = tripSchema;

/** `cancel_request`: withdraw the rider's own request while still `request`/`offer` (no fee). */
export const cancelRequestActionSchema = z.object({
  action: z.literal('cancel_request'),
  trip_id: tripIdSchema,
});

/**
 * `edit_scheduled`: replace the booking of the rider's own ride for later while still `request`
 * (the same fields and checks as tripapi/save, scheduled_at required; no terms again). A promo left
 * out is removed.
 */
export const editScheduledActionSchema = editScheduledFieldsSchema
  .extend({ action: z.literal('edit_scheduled'), trip_id: tripIdSchema })
  .superRefine(refinePassenger);

/** docs/product/validation.md: at least 10 characters (the message says words). */
export const CANCEL_REASON_MIN = 10;
export const CANCEL_REASON_MAX = 500;

export const cancelReasonSchema = z
  .string('ride.reasonTooShort')
  .trim()
  .min(CANCEL_REASON_MIN, 'ride.reasonTooShort')
  .max(CANCEL_REASON_MAX, 'ride.reasonTooLong');

/**
 * `cancel` (docs/product/states.md rider cancel, docs/product/rules.md Cancel): the rider cancels their trip with a reason,
 * from request/offer/assigned/accept/arrive (409 `ride.alreadyBegun` once begun, 409
 * `error.conflict` once ended). Free before any driver was assigned and while the countdown runs
 * (timer_value minutes from tm_acc; for a ride booked for later also until 15 minutes before its
 * time); after it the city's cancellation fee is owed: cancel_fee = trip_pay_amount = the fee,
 * can_fee_by 'r', trip_pay_status 'Unpaid'. `driver_id` and `is_return_details` are accepted as
 * the spec's client sends them and ignored (the server knows the trip's driver).
 */
export const cancelActionSchema = z.object({
  action: z.literal('cancel'),
  trip_id: tripIdSchema,
  trip_reason: cancelReasonSchema,
  is_cancelled: z.union([z.literal(1), z.literal('1')]).default(1),
  can_fee_by: z.literal('r').default('r'),
  driver_id: z.unknown().optional(),
  is_return_details: z.unknown().optional(),
});

/** `tripapi/cancelquote`: the rider asks what cancelling their own trip would cost now. */
export const cancelQuoteRequestSchema = z.object({ trip_id: tripIdSchema });

/**
 * The answer, decided by the same rule as `cancel` (docs/product/rules.md Cancel) so the cancel popup can say
 * whether a fee applies before the rider submits. The service decides again at the cancel. One
 * rule (decision 060): `fee` is 0 before `free_until` and `fee_after` from it on, nothing else.
 */
export const cancelQuoteSchema = z.object({
  trip_id: z.number(),
  /** The rider may cancel the trip now (request, offer, assigned, accept, arrive). */
  cancellable: z.boolean(),
  /** The fee cancelling now owes (0: free). */
  fee: z.number(),
  /** The city's fee, owed once the free window has ended. */
  fee_after: z.number(),
  /** When the free window ends (epoch ms); null while no driver is assigned (free, no end yet). */
  free_until: z.number().nullable(),
  /**
   * A fee would be charged to the ride's own saved card at the cancel (a Card trip that has one);
   * otherwise it is paid from the unpaid-trip popup (decision 060).
   */
  charged_to_card: z.boolean(),
  currency: z.string(),
  /** The server's clock when it answered, so the popup counts the window on the server's time. */
  now: z.number(),
});
export type CancelQuote = z.infer<typeof cancelQuoteSchema>;

/**
 * Trips whose request the rider may send again: no driver answered, or the driver cancelled
 * before the pickup (not at the drop: that ride had taken place).
 */
export const RESENDABLE_TRIP_STATUSES = ['expired', 'p_cancel_pickup'] as const;

/**
 * `resend` (FairFare addition, issue 13): the same ride now again, as a new request to drivers,
 * after the rider's request expired unanswered or its driver cancelled: the same places,
 * category, pay mode, passenger and note, with the old offer or a raised `user_offer_amt`. Every
 * booking rule applies again (fare bounds, one open ride, nothing owed). Answers the new trip.
 */
export const resendActionSchema = z.object({
  action: z.literal('resend'),
  trip_id: tripIdSchema,
  user_offer_amt: offerAmountSchema.optional(),
});

/** docs/product/constants.md: 5 stars in half steps; docs/product/rules.md: 0.5 to 5. */
export const RATING_MIN = 0.5;
export const RATING_MAX = 5;
export const FEEDBACK_MAX = 500;

/**
 * `rate` (docs/product/api.md rating group, docs/product/rules.md Rating): the rider rates the driver of their own
 * completed trip once (409 `rating.alreadyRated` the second time, 409 `error.conflict` before the
 * trip is completed); the driver's average and count are updated by the server in the same
 * transaction, (old × count + new) / (count + 1). Whatever rating fields of the driver the client
 * sends are ignored.
 */
export const rateActionSchema = z.object({
  action: z.literal('rate'),
  trip_id: tripIdSchema,
  trip_rating: numberOrDecimalText('rating.invalid').pipe(
    z
      .number()
      .min(RATING_MIN, 'rating.invalid')
      .max(RATING_MAX, 'rating.invalid')
      .multipleOf(0.5, 'rating.invalid'),
  ),
  trip_feedback: z
    .string('error.badRequest')
    .trim()
    .max(FEEDBACK_MAX, 'rating.feedbackTooLong')
    .default(''),
});

/**
 * POST tripapi/updatetrip (rider only): one change to the rider's own trip, chosen by `action`.
 * Another rider's trip answers 404 like a missing one; a trip no longer in the status the action
 * needs answers 409 `error.conflict`. Actions: `cancel_request`, `edit_scheduled`, `cancel`
 * (with a reason and the fee rule), `rate` (the driver, once), `resend` (a new request like an
 * expired or driver-cancelled one). Payments are payments.ts. Accepting an offer
 * is tripapi/tripaccept (offers.ts). Answers the updated Trip.
 */
export const updateTripRequestSchema = z.discriminatedUnion(
  'action',
  [
    cancelRequestActionSchema,
    editScheduledActionSchema,
    cancelActionSchema,
    rateActionSchema,
    resendActionSchema,
  ],
  'error.badRequest',
);
export type UpdateTripRequest = z.input<typeof updateTripRequestSchema>;
export const updateTripResponseSchema = tripSchema;

export const TRIP_LIST_MAX_LIMIT = 50;

/**
 * The trip list (docs/product/api.md: is_request '0', offset '0', limit '20' and a statuses list; numbers may
 * come as strings). is_request '1' lists only open requests.
 */
export const listTripsRequestSchema = z.object({
  is_request: z.enum(['0', '1']).default('0'),
  offset: numberOrDecimalText('error.badRequest')
    .pipe(z.number().int().min(0).max(1_000_000))
    .default(0),
  limit: numberOrDecimalText('error.badRequest')
    .pipe(z.number().int().min(1).max(TRIP_LIST_MAX_LIMIT))
    .default(20),
  statuses: z.array(tripStatusSchema).max(TRIP_STATUSES.length).optional(),
});
export type ListTripsRequest = z.input<typeof listTripsRequestSchema>;

export const tripListSchema = z.object({
  trips: z.array(tripSchema),
  total: z.number(),
  offset: z.number(),
  limit: z.number(),
});
export type TripList = z.infer<typeof tripListSchema>;
