import { z } from 'zod';
import { DEFAULT_CITY_ID } from './cities.ts';

/**
 * The booking screen's calls (spec §2 booking screen, §3 booking summary and other booking fields,
 * §7 estimate and save). Amounts are decimal in the city's currency; the server recomputes every
 * amount and never trusts the browser's.
 */
export const latSchema = z.number('booking.locationInvalid').min(-90, 'booking.locationInvalid').max(90, 'booking.locationInvalid');
export const lngSchema = z.number('booking.locationInvalid').min(-180, 'booking.locationInvalid').max(180, 'booking.locationInvalid');

export const placeSchema = z.object({
  lat: latSchema,
  lng: lngSchema,
  address: z.string('booking.locationInvalid').trim().min(1, 'booking.locationInvalid').max(300, 'booking.locationInvalid'),
});
export type Place = z.infer<typeof placeSchema>;

/** POST tripapi/estimatetripfare: every category of the city, or one. */
export const estimateRequestSchema = z.object({
  city_id: z.number().int().positive().default(DEFAULT_CITY_ID),
  category_id: z.number().int().positive().optional(),
  pickup: placeSchema.pick({ lat: true, lng: true }),
  drop: placeSchema.pick({ lat: true, lng: true }),
});
export type EstimateRequest = z.input<typeof estimateRequestSchema>;

/** The booking summary of spec §3 for one category. */
export const fareEstimateSchema = z.object({
  category_id: z.number(),
  category_name: z.string(),
  currency: z.string(),
  fare_per_km: z.number(),
  fare_per_min: z.number(),
  distance_km: z.number(),
  duration_min: z.number(),
  base_fare: z.number(),
  sub_total: z.number(),
  service_tax: z.number(),
  estimated_fare: z.number(),
  taxes: z.number(),
  total_fare: z.number(),
  min_amount: z.number(),
  max_amount: z.number(),
  /** spec §3 "Estimated fare: read as trip_pay_amount from an object keyed by an identifier". */
  trip_pay_amount: z.number(),
});
export type FareEstimate = z.infer<typeof fareEstimateSchema>;

/** Keyed by category id (as a string, JSON object keys). */
export const estimateResponseSchema = z.record(z.string(), fareEstimateSchema);

export const PAY_MODES = ['cash', 'stripe', 'wallet'] as const;
export const payModeSchema = z.enum(PAY_MODES, 'booking.payModeInvalid');
export type PayMode = z.infer<typeof payModeSchema>;

/** POST promoapi/applypromo: checks a code for this booking and shows the discount. */
export const applyPromoRequestSchema = z.object({
  promo_code: z.string('booking.promoRequired').trim().min(1, 'booking.promoRequired').max(40, 'booking.promoInvalid'),
  city_id: z.number().int().positive(),
  category_id: z.number().int().positive(),
  /** The rider's own offer (send offer); the discount applies to it. */
  amount: z.number().positive().max(100_000),
});
export const promoResultSchema = z.object({
  promo_code: z.string(),
  discount: z.number(),
  pay_amount: z.number(),
  currency: z.string(),
});
export type PromoResult = z.infer<typeof promoResultSchema>;

const futureTimeSchema = z.number().int().positive();

/** POST tripapi/save: a trip request with status `request` (or a scheduled one, mode 'later'). */
export const saveTripRequestSchema = z
  .object({
    city_id: z.number().int().positive().default(DEFAULT_CITY_ID),
    category_id: z.number('booking.categoryRequired').int('booking.categoryRequired').positive('booking.categoryRequired'),
    pickup: placeSchema,
    drop: placeSchema,
    /** The rider's own offer (spec "send offer"), within the fare's min and max amounts. */
    user_offer_amt: z.number('booking.offerRequired').positive('booking.offerRequired').max(100_000, 'booking.offerRequired'),
    trip_pay_mode: payModeSchema,
    promo_code: z.string().trim().max(40, 'booking.promoInvalid').optional(),
    note: z.string().trim().max(500, 'booking.noteTooLong').default(''),
    is_for_other: z.boolean().default(false),
    passenger_name: z.string().trim().max(100, 'booking.passengerNameRequired').optional(),
    passenger_contact: z.string().trim().max(32, 'booking.passengerContactInvalid').optional(),
    /** Epoch ms of the pickup for a ride booked for later; absent for now. */
    scheduled_at: futureTimeSchema.optional(),
    accept_terms: z.literal(true, 'validation.termsRequired'),
  })
  .superRefine((v, ctx) => {
    if (!v.is_for_other) return;
    if (!v.passenger_name) ctx.addIssue({ code: 'custom', path: ['passenger_name'], message: 'booking.passengerNameRequired' });
    const digits = (v.passenger_contact ?? '').replace(/[\s().+-]/g, '');
    if (!/^\d{8,15}$/.test(digits)) ctx.addIssue({ code: 'custom', path: ['passenger_contact'], message: 'booking.passengerContactInvalid' });
  });
export type SaveTripRequest = z.input<typeof saveTripRequestSchema>;
