import type { MessageKey } from '@fairfare/contracts/messages';

/**
 * Promo rules (docs/product/rules.md Promo), pure: percent (with an optional cap) or flat, a validity window,
 * an active flag, optional city and category, and a per-rider use limit. Money in cents.
 */
export interface PromoRule {
  promo_kind: 'percent' | 'flat';
  /** Percent, or cents for a flat promo. */
  promo_value: number;
  /** Cap in cents of a percent discount; null for none. */
  max_discount: number | null;
  valid_from: number;
  valid_to: number;
  /** Uses per rider; 0 or less means no limit. */
  per_user_limit: number;
  city_id: number | null;
  category_id: number | null;
  is_active: number;
}

export interface PromoContext {
  now: number;
  cityId: number;
  categoryId: number;
  /** The rider's offer in cents (what the driver gets). */
  offerCents: number;
  /** How many of the rider's trips already count a use of this promo. */
  usesByRider: number;
}

export type PromoDecision =
  | { ok: true; discount: number; payAmount: number }
  | {
      ok: false;
      reason: Extract<MessageKey, 'booking.promoInvalid' | 'booking.promoAlreadyApplied'>;
    };

/**
 * Trips that ended without a ride give their promo use back: the rider cancelled, the partner
 * cancelled or nobody accepted.
 */
export const RIDELESS_TRIP_STATUSES = [
  'cancel',
  'paid_cancel',
  'p_cancel_pickup',
  'p_cancel_drop',
  'expired',
] as const;

/** Codes are case-insensitive and stored in upper case. */
export function normalizePromoCode(code: string): string {
  return code.trim().toUpperCase();
}

/** The discount in cents on an offer: never negative, never more than the offer. */
export function promoDiscount(
  promo: Pick<PromoRule, 'promo_kind' | 'promo_value' | 'max_discount'>,
  offerCents: number,
): number {
  const offer = Math.max(0, Math.round(offerCents));
  let discount =
    promo.promo_kind === 'percent'
      ? Math.round((offer * promo.promo_value) / 100)
      : Math.round(promo.promo_value);
  if (promo.promo_kind === 'percent' && promo.max_discount !== null) {
    discount = Math.min(discount, promo.max_discount);
  }
  return Math.min(offer, Math.max(0, discount));
}

/**
 * Whether a promo applies to this booking and for how much. A code that does not exist, is
 * inactive, outside its window, or for another city or category is `booking.promoInvalid`; a
 * valid one whose per-rider limit is used up is `booking.promoAlreadyApplied`.
 */
export function decidePromo(promo: PromoRule | undefined, ctx: PromoContext): PromoDecision {
  if (!promo || promo.is_active !== 1) return { ok: false, reason: 'booking.promoInvalid' };
  if (ctx.now < promo.valid_from || ctx.now > promo.valid_to) {
    return { ok: false, reason: 'booking.promoInvalid' };
  }
  if (promo.city_id !== null && promo.city_id !== ctx.cityId) {
    return { ok: false, reason: 'booking.promoInvalid' };
  }
  if (promo.category_id !== null && promo.category_id !== ctx.categoryId) {
    return { ok: false, reason: 'booking.promoInvalid' };
  }
  if (promo.per_user_limit > 0 && ctx.usesByRider >= promo.per_user_limit) {
    return { ok: false, reason: 'booking.promoAlreadyApplied' };
  }
  const discount = promoDiscount(promo, ctx.offerCents);
  return { ok: true, discount, payAmount: Math.round(ctx.offerCents) - discount };
}
