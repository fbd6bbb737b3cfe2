import { z } from 'zod';

/**
 * The back office's cities and money rules (issue 30, role city for its own cities, admin for
 * all): fares per city and category, categories, a city's payment options, promo codes and
 * geofences. Amounts are decimal in the city's currency, as everywhere in the API; the service
 * stores cents. A change applies to bookings made after it: a trip keeps the amounts it was
 * booked with.
 */
const id = z.number().int().positive();
const amount = z.number().min(0, 'error.badRequest').max(100_000, 'error.badRequest');
const percent = (min: number, max: number) =>
  z.number().int().min(min, 'rules.fareInvalid').max(max, 'rules.fareInvalid');

export const fareRuleInputSchema = z
  .object({
    city_id: id,
    category_id: id,
    base_fare: amount,
    per_km: amount,
    per_min: amount,
    min_fare: amount,
    /** null: no maximum. */
    max_fare: amount.nullable(),
    commission_pct: percent(0, 100),
    bid_floor_pct: percent(1, 100),
    bid_ceiling_pct: percent(100, 1000),
  })
  .refine((f) => f.max_fare === null || f.max_fare >= f.min_fare, {
    message: 'rules.fareInvalid',
    path: ['max_fare'],
  });
export type FareRuleInput = z.infer<typeof fareRuleInputSchema>;

export const fareRuleSchema = z.object({
  city_id: z.number(),
  category_id: z.number(),
  category_name: z.string(),
  base_fare: z.number(),
  per_km: z.number(),
  per_min: z.number(),
  min_fare: z.number(),
  max_fare: z.number().nullable(),
  commission_pct: z.number(),
  bid_floor_pct: z.number(),
  bid_ceiling_pct: z.number(),
});
export type FareRuleView = z.infer<typeof fareRuleSchema>;

export const categoryInputSchema = z.object({
  category_id: id,
  category_name: z.string().trim().min(1, 'validation.required').max(40, 'validation.nameTooLong'),
  category_desc: z.string().trim().max(200, 'validation.messageTooLong'),
  seats: z.number().int().min(1, 'error.badRequest').max(20, 'error.badRequest'),
  sort_order: z.number().int().min(0).max(1000),
  is_active: z.boolean(),
});
export type CategoryInput = z.infer<typeof categoryInputSchema>;
export const staffCategorySchema = categoryInputSchema;

/** The specification's pay option names; `stripe` is the card. */
export const PAY_OPTIONS = ['cash', 'stripe', 'wallet'] as const;
export const payOptionsInputSchema = z.object({
  city_id: id,
  pay_options: z
    .array(z.enum(PAY_OPTIONS, 'rules.payOptionsInvalid'))
    .min(1, 'rules.payOptionsInvalid')
    .max(PAY_OPTIONS.length, 'rules.payOptionsInvalid')
    .refine((o) => new Set(o).size === o.length, 'rules.payOptionsInvalid'),
});

/** The most an admin may set as a city's wallet credit limit, in the city's currency. */
export const MAX_CREDIT_LIMIT = 10_000;

/**
 * A city's wallet credit limit (decision 047): support's credits to a wallet above it wait for a
 * second staff member's approval. In the city's currency, 0 to MAX_CREDIT_LIMIT, whole cents.
 */
export const creditLimitInputSchema = z.object({
  city_id: id,
  wallet_credit_limit: z
    .number('rules.creditLimitInvalid')
    .min(0, 'rules.creditLimitInvalid')
    .max(MAX_CREDIT_LIMIT, 'rules.creditLimitInvalid')
    .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, 'rules.creditLimitInvalid'),
});

/** A GeoJSON Polygon, MultiPolygon or a Feature of one, as drawn or uploaded (checked by the service). */
export const geofenceInputSchema = z.object({
  city_id: id,
  geofence: z.record(z.string(), z.unknown(), 'rules.geofenceInvalid'),
});

const promoCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{3,20}$/, 'rules.promoInvalid');

export const promoInputSchema = z
  .object({
    /** Absent: a new promo. */
    promo_id: id.optional(),
    promo_code: promoCode,
    promo_kind: z.enum(['percent', 'flat']),
    /** Percent (1–100), or an amount for a flat promo. */
    promo_value: z.number().positive('rules.promoInvalid').max(100_000, 'rules.promoInvalid'),
    /** Cap of a percent discount (amount); null for none. */
    max_discount: amount.nullable(),
    valid_from: z.number().int().nonnegative(),
    valid_to: z.number().int().positive(),
    /** Uses per rider; 0: no limit. */
    per_user_limit: z.number().int().min(0).max(1000),
    /** null: every city (admin only). */
    city_id: id.nullable(),
    category_id: id.nullable(),
    promo_desc: z.string().trim().max(200, 'validation.messageTooLong'),
    is_active: z.boolean(),
  })
  .refine((p) => p.valid_to > p.valid_from, { message: 'rules.promoInvalid', path: ['valid_to'] })
  .refine(
    (p) => p.promo_kind === 'flat' || (Number.isInteger(p.promo_value) && p.promo_value <= 100),
    { message: 'rules.promoInvalid', path: ['promo_value'] },
  );
export type PromoInput = z.input<typeof promoInputSchema>;

export const staffPromoSchema = z.object({
  promo_id: z.number(),
  promo_code: z.string(),
  promo_kind: z.enum(['percent', 'flat']),
  promo_value: z.number(),
  max_discount: z.number().nullable(),
  valid_from: z.number(),
  valid_to: z.number(),
  per_user_limit: z.number(),
  city_id: z.number().nullable(),
  category_id: z.number().nullable(),
  promo_desc: z.string(),
  is_active: z.boolean(),
  /** Trips that used it. */
  uses: z.number(),
});
export type StaffPromo = z.infer<typeof staffPromoSchema>;

export const cityRulesRequestSchema = z.object({ city_id: id });

/** One city's rules as the back office shows them. */
export const cityRulesSchema = z.object({
  city_id: z.number(),
  city_name: z.string(),
  currency: z.string(),
  pay_options: z.array(z.string()),
  /** Support's wallet credits above this (city's currency) wait for a second staff member. */
  wallet_credit_limit: z.number(),
  geofence: z.unknown().nullable(),
  geofence_version: z.string(),
  city_lat: z.number(),
  city_lng: z.number(),
  fares: z.array(fareRuleSchema),
  promos: z.array(staffPromoSchema),
  /** The city's known places (the gazetteer): which fall inside a geofence is shown before saving it. */
  places: z.array(z.object({ name: z.string(), lat: z.number(), lng: z.number() })),
});
export type CityRules = z.infer<typeof cityRulesSchema>;

/** The cities a member of staff may manage (all for an admin). */
export const staffCitiesSchema = z.array(
  z.object({ city_id: z.number(), city_name: z.string(), city_cur: z.string() }),
);

export const savedPayOptionsSchema = z.object({
  city_id: z.number(),
  pay_options: z.array(z.string()),
});
export const savedCreditLimitSchema = z.object({
  city_id: z.number(),
  wallet_credit_limit: z.number(),
});
export const savedGeofenceSchema = z.object({ city_id: z.number(), geofence_version: z.string() });
export const staffCategoriesSchema = z.array(staffCategorySchema);

/** The city managers' endpoints (back office, roles city and admin; categories: admin). */
export const rulesOpsPaths = {
  cities: '/opsapi/getcities',
  cityRules: '/opsapi/getcityrules',
  saveFare: '/opsapi/savefare',
  savePayOptions: '/opsapi/savepayoptions',
  /** Admins only: the limit is a control over support, not a city's business. */
  saveCreditLimit: '/opsapi/savecreditlimit',
  saveGeofence: '/opsapi/savegeofence',
  savePromo: '/opsapi/savepromo',
  categories: '/opsapi/getcategories',
  saveCategory: '/opsapi/savecategory',
} as const;
