import { z } from 'zod';
import { cityIdSchema } from './cities.ts';
import { greatCircleKm, type LatLng } from './fare.ts';

/**
 * The booking screen's calls (docs/product/screens.md booking screen, §3 booking summary and other booking fields,
 * §7 estimate and save). Amounts are decimal in the city's currency; the server recomputes every
 * amount and never trusts the browser's. Every schema error is a message key (messages.ts), so the
 * browser and the server refuse the same input with the same words.
 *
 * - POST tripapi/estimatetripfare: estimateRequestSchema → estimateResponseSchema (no login).
 * - POST promoapi/applypromo: applyPromoRequestSchema → promoResultSchema (rider only).
 * - POST tripapi/save: saveTripRequestSchema → tripSchema of trips.ts (rider only).
 * - POST tripapi/updatetrip: updateTripRequestSchema of trips.ts → tripSchema (rider only).
 */

/** The largest id an integer column holds. */
const MAX_ID = 2_147_483_647;

export const latSchema = z
  .number('booking.locationInvalid')
  .min(-90, 'booking.locationInvalid')
  .max(90, 'booking.locationInvalid');
export const lngSchema = z
  .number('booking.locationInvalid')
  .min(-180, 'booking.locationInvalid')
  .max(180, 'booking.locationInvalid');

/** A point on the map (pickup or drop of an estimate). */
export const pointSchema = z.object({ lat: latSchema, lng: lngSchema }, 'booking.locationInvalid');

/** A chosen place: its coordinates and the text shown for it (a place name or an address). */
export const placeSchema = z.object(
  {
    lat: latSchema,
    lng: lngSchema,
    address: z
      .string('booking.locationInvalid')
      .trim()
      .min(1, 'booking.locationInvalid')
      .max(300, 'booking.locationInvalid'),
  },
  'booking.locationInvalid',
);
export type Place = z.infer<typeof placeSchema>;

/** A drop closer than this to the pickup (km, i.e. 20 m) counts as the same place. */
export const SAME_PLACE_MAX_KM = 0.02;

/** 'Please Select a Different Destination Location' applies when this is true. */
export function isSameDestination(pickup: LatLng, drop: LatLng): boolean {
  return greatCircleKm(pickup, drop) < SAME_PLACE_MAX_KM;
}

export const categoryIdSchema = z
  .number('booking.categoryRequired')
  .int('booking.categoryRequired')
  .positive('booking.categoryRequired')
  .max(MAX_ID, 'booking.categoryRequired');

/** The rider's own offer (spec "send offer"), a decimal amount; rounded to cents by the server. */
export const offerAmountSchema = z
  .number('booking.offerRequired')
  .positive('booking.offerRequired')
  .max(100_000, 'booking.offerRequired');

/**
 * POST tripapi/estimatetripfare (no login needed). `city_id` may be left out: the service then
 * takes the served city whose geofence holds the pickup. Errors: 400 `booking.outsideGeofence`
 * (pickup outside every served city, or outside the given one), 400 `booking.sameDestination`,
 * 400 `booking.categoryRequired` (the asked category has no fare there), 404 `city.notFound`.
 */
export const estimateRequestSchema = z.object(
  {
    city_id: cityIdSchema.optional(),
    /** Only this category; all of the city's categories when left out. */
    category_id: categoryIdSchema.optional(),
    pickup: pointSchema,
    drop: pointSchema,
  },
  'error.badRequest',
);
export type EstimateRequest = z.input<typeof estimateRequestSchema>;

/** The booking summary of docs/product/data.md for one category (docs/product/rules.md Fare), decimal amounts. */
export const fareEstimateSchema = z.object({
  city_id: z.number(),
  category_id: z.number(),
  /** spec "package". */
  category_name: z.string(),
  currency: z.string(),
  fare_per_km: z.number(),
  fare_per_min: z.number(),
  /** Great-circle km (radius 6379 km), at least 0.2, two decimals. */
  distance_km: z.number(),
  /** Whole minutes at 40 km/h, at least 1. */
  duration_min: z.number(),
  base_fare: z.number(),
  /** base + km × per-km + min × per-min. */
  sub_total: z.number(),
  /** The service tax rate in percent (the build value, 0 by default). */
  service_tax: z.number(),
  /** max(minimum fare, sub total). */
  estimated_fare: z.number(),
  /** The tax amount: estimated fare × service tax %. */
  taxes: z.number(),
  /** estimated fare + taxes. */
  total_fare: z.number(),
  /** The lowest offer accepted (total × the city's bid floor, 80 %). */
  min_amount: z.number(),
  /** The highest offer accepted (total × the city's bid ceiling, 200 %). */
  max_amount: z.number(),
  /** docs/product/data.md "Estimated fare: read as trip_pay_amount from an object keyed by an identifier" (= total fare). */
  trip_pay_amount: z.number(),
});
export type FareEstimate = z.infer<typeof fareEstimateSchema>;

/**
 * Keyed by category id (a string, as JSON object keys are). Object keys carry no order: show the
 * categories in the order of categoryapi/getcategories.
 */
export const estimateResponseSchema = z.record(z.string(), fareEstimateSchema);
export type EstimateResponse = z.infer<typeof estimateResponseSchema>;

/** Payment methods a city may offer (`city_pay_options`); 'stripe' is shown as Card. */
export const PAY_MODES = ['cash', 'stripe', 'wallet'] as const;
export const payModeSchema = z.enum(PAY_MODES, 'booking.payModeInvalid');
export type PayMode = z.infer<typeof payModeSchema>;

export const PROMO_CODE_MAX = 40;

/**
 * POST promoapi/applypromo (rider only): checks a code for this booking and gives the discount on
 * the rider's offer. Codes are case-insensitive. Errors: 400 `booking.promoRequired` (empty),
 * `booking.promoInvalid` (unknown, inactive, outside its dates, not for this city or category),
 * `booking.promoAlreadyApplied` (the rider's use limit is reached), `booking.categoryRequired`
 * (no such category in the city); 404 `city.notFound`. Success message `booking.promoApplied`.
 */
export const applyPromoRequestSchema = z.object(
  {
    promo_code: z
      .string('booking.promoRequired')
      .trim()
      .min(1, 'booking.promoRequired')
      .max(PROMO_CODE_MAX, 'booking.promoInvalid'),
    city_id: cityIdSchema,
    category_id: categoryIdSchema,
    /** The rider's own offer (send offer); the discount applies to it. */
    amount: offerAmountSchema,
  },
  'booking.promoRequired',
);
export type ApplyPromoRequest = z.input<typeof applyPromoRequestSchema>;

export const promoResultSchema = z.object({
  /** The code as stored (upper case). */
  promo_code: z.string(),
  promo_desc: z.string(),
  /** Paid by the company; never more than the offer. */
  discount: z.number(),
  /** What the rider pays: offer − discount. */
  pay_amount: z.number(),
  currency: z.string(),
});
export type PromoResult = z.infer<typeof promoResultSchema>;

/** Passenger name and contact are required (and checked) only when booking for someone else. */
export function refinePassenger(
  v: {
    is_for_other: boolean;
    passenger_name?: string | undefined;
    passenger_contact?: string | undefined;
  },
  ctx: z.RefinementCtx,
): void {
  if (!v.is_for_other) return;
  if (!v.passenger_name) {
    ctx.addIssue({
      code: 'custom',
      path: ['passenger_name'],
      message: 'booking.passengerNameRequired',
    });
  }
  const digits = (v.passenger_contact ?? '').replace(/[\s().+-]/g, '');
  if (!/^\d{8,15}$/.test(digits)) {
    ctx.addIssue({
      code: 'custom',
      path: ['passenger_contact'],
      message: 'booking.passengerContactInvalid',
    });
  }
}

/**
 * The fields of a booking, shared by tripapi/save and the `edit_scheduled` action of
 * tripapi/updatetrip. Extra fields (amounts the browser computed, …) are ignored.
 */
export const bookingFieldsSchema = z.object({
  /** Left out: the served city whose geofence holds the pickup. Given: the pickup must be inside it. */
  city_id: cityIdSchema.optional(),
  category_id: categoryIdSchema,
  pickup: placeSchema,
  drop: placeSchema,
  /** Within the server's [min_amount, max_amount] of the fare, else `booking.bidTooLow` / `booking.bidTooHigh`. */
  user_offer_amt: offerAmountSchema,
  /** One of the city's `city_pay_options`. */
  trip_pay_mode: payModeSchema,
  /** Applied again by the server; empty or left out for none. */
  promo_code: z
    .string('booking.promoInvalid')
    .trim()
    .max(PROMO_CODE_MAX, 'booking.promoInvalid')
    .optional(),
  note: z.string('booking.noteTooLong').trim().max(500, 'booking.noteTooLong').default(''),
  /** Booking for someone else: passenger_name and passenger_contact (more than 7 digits) are then required. */
  is_for_other: z.boolean().default(false),
  passenger_name: z
    .string('booking.passengerNameRequired')
    .trim()
    .max(100, 'validation.nameTooLong')
    .optional(),
  passenger_contact: z
    .string('booking.passengerContactInvalid')
    .trim()
    .max(32, 'booking.passengerContactInvalid')
    .optional(),
  /**
   * Epoch ms of the pickup of a ride booked for later (the site's trip mode 'later'); left out for
   * a ride now. Must be in the future and at most SCHEDULE_MAX_DAYS (server setting, 30) ahead:
   * `booking.futureTimeRequired` / `booking.scheduleTooFar`.
   */
  scheduled_at: z
    .number('booking.futureTimeRequired')
    .int('booking.futureTimeRequired')
    .positive('booking.futureTimeRequired')
    .optional(),
});

/**
 * POST tripapi/save (rider only): a trip request with status `request`. The server validates
 * everything again (same message keys), prices the trip itself, re-applies the promo and answers
 * the saved Trip (trips.ts) with the message `booking.saved`, or `booking.scheduledThanks` for a
 * ride booked for later. A second open ride now answers 409 `booking.activeTripExists`.
 */
export const saveTripRequestSchema = bookingFieldsSchema
  .extend({ accept_terms: z.literal(true, 'validation.termsRequired') })
  .superRefine(refinePassenger);
export type SaveTripRequest = z.input<typeof saveTripRequestSchema>;

/** `edit_scheduled`: the whole booking again (replaces it), with the scheduled time required. */
export const editScheduledFieldsSchema = bookingFieldsSchema.extend({
  scheduled_at: z
    .number('booking.futureTimeRequired')
    .int('booking.futureTimeRequired')
    .positive('booking.futureTimeRequired'),
});
