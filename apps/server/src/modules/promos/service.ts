import type { PromoResult } from '@fairfare/contracts/booking';
import { toAmount, toCents } from '@fairfare/contracts/fare';
import type { DbOrTrx } from '../../db/database.ts';
import { badRequest } from '../../http/errors.ts';
import { getActiveCity } from '../cities/service.ts';
import { findFareRule } from '../fares/service.ts';
import { promosRepo, type PromoRow } from './repo.ts';
import { decidePromo, normalizePromoCode, promoDiscount } from './rules.ts';

export interface PromoCheck {
  code: string;
  riderId: number;
  cityId: number;
  categoryId: number;
  offerCents: number;
  now: number;
  /** When re-pricing a saved trip: its own use does not count against the limit. */
  exceptTripId?: number;
}

/**
 * The promo and its discount (cents) for this booking; 400 `booking.promoInvalid` or
 * `booking.promoAlreadyApplied` otherwise. Call inside the transaction that records the use.
 */
export async function checkPromo(
  db: DbOrTrx,
  check: PromoCheck,
): Promise<{ promo: PromoRow; discount: number; payAmount: number }> {
  const promo = await promosRepo.findByCode(db, normalizePromoCode(check.code));
  const usesByRider = promo
    ? await promosRepo.countUses(db, promo.promo_id, check.riderId, check.exceptTripId)
    : 0;
  const decision = decidePromo(promo, {
    now: check.now,
    cityId: check.cityId,
    categoryId: check.categoryId,
    offerCents: check.offerCents,
    usesByRider,
  });
  if (!decision.ok || !promo)
    throw badRequest(decision.ok ? 'booking.promoInvalid' : decision.reason);
  return { promo, discount: decision.discount, payAmount: decision.payAmount };
}

/** promoapi/applypromo: the discount a code gives on the rider's offer (nothing is recorded yet). */
export async function applyPromo(
  db: DbOrTrx,
  riderId: number,
  request: { promo_code: string; city_id: number; category_id: number; amount: number },
  now = Date.now(),
): Promise<PromoResult> {
  const city = await getActiveCity(db, request.city_id);
  await findFareRule(db, city.city_id, request.category_id);
  const { promo, discount, payAmount } = await checkPromo(db, {
    code: request.promo_code,
    riderId,
    cityId: city.city_id,
    categoryId: request.category_id,
    offerCents: toCents(request.amount),
    now,
  });
  return {
    promo_code: promo.promo_code,
    promo_desc: promo.promo_desc,
    discount: toAmount(discount),
    pay_amount: toAmount(payAmount),
    currency: city.city_cur,
  };
}

/** Records a rider's use of a promo on a trip (in the trip's transaction); replaces an earlier one. */
export async function recordPromoUse(
  db: DbOrTrx,
  use: { promoId: number; riderId: number; tripId: number; discount: number; now: number },
): Promise<void> {
  await promosRepo.deleteUseOfTrip(db, use.tripId);
  await promosRepo.insertUse(db, {
    promo_id: use.promoId,
    user_id: use.riderId,
    trip_id: use.tripId,
    discount: use.discount,
    created_at: use.now,
  });
}

/** Removes the promo use of a trip whose booking no longer has a promo. */
export async function forgetPromoUse(db: DbOrTrx, tripId: number): Promise<void> {
  await promosRepo.deleteUseOfTrip(db, tripId);
}

/** The discount in cents of a trip's promo (none: 0) on the amount the rider and driver agreed. */
export async function tripPromoDiscount(
  db: DbOrTrx,
  promoId: number | null,
  agreedCents: number,
): Promise<number> {
  const promo = promoId === null ? undefined : await promosRepo.findById(db, promoId);
  return promo ? promoDiscount(promo, agreedCents) : 0;
}
