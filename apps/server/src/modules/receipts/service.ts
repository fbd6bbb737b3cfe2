import { toAmount } from '@fairfare/contracts/fare';
import type { Receipt } from '@fairfare/contracts/payments';
import type { Trip } from '@fairfare/contracts/trips';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../http/errors.ts';
import { toTrip } from '../ride/views.ts';
import { receiptsRepo, type PaidTripRow } from './repo.ts';
import { cardLabel, paymentModeOf } from './rules.ts';
import { tripReads } from '../ride/store.ts';

function carOf(row: PaidTripRow): string | null {
  const car = [row.car_make, row.car_name, row.car_model].filter(Boolean).join(' ');
  return car || null;
}

/**
 * A paid trip and its payment as the receipt shows them (decimal amounts), with the tip paid
 * after it, if any, the card of a card tip (shown only when it is not the trip's card), and what
 * support refunded of them since (decision 040).
 */
export function toReceipt(
  row: PaidTripRow,
  tipCard: { card_brand: string | null; card_last4: string | null } | null = null,
  refundedCents = 0,
): Receipt {
  const isCancelFee = row.kind === 'cancel_fee';
  const payMode = paymentModeOf(row.pay_mode);
  if (!payMode) throw new Error(`payment of trip ${row.trip_id} has an unknown pay mode`);
  const card = payMode === 'Card' ? cardLabel(row.card_brand, row.card_last4) : null;
  const tipCardLabel = tipCard ? cardLabel(tipCard.card_brand, tipCard.card_last4) : null;
  return {
    trip_id: row.trip_id,
    trip_status: row.trip_status,
    trip_date: row.trip_date,
    // When the trip became Paid; the payment's own time for a row written without it.
    paid_at: row.trip_pay_date ?? row.paid_at,
    trip_from_loc: row.trip_from_loc,
    trip_to_loc: row.trip_to_loc,
    distance_km: row.distance_m / 1000,
    duration_min: row.duration_min,
    driver_name: row.d_name,
    car: carOf(row),
    car_make: row.car_make || null,
    car_type: row.car_name || null,
    car_model: row.car_model || null,
    car_color: row.car_color || null,
    car_number: row.car_number || null,
    currency: row.trip_currency,
    // A cancellation fee is the whole bill: no fare, tax or promo of the ride that did not happen.
    fare: toAmount(isCancelFee ? row.cancel_fee : row.user_offer_amt),
    service_tax: isCancelFee ? 0 : toAmount(row.service_tax),
    promo_amt: isCancelFee ? 0 : toAmount(row.trip_promo_amt),
    promo_code: isCancelFee ? null : row.promo_code,
    total: toAmount(row.trip_pay_amount),
    pay_mode: payMode,
    card,
    is_cancel_fee: isCancelFee,
    tip: toAmount(row.tip_amount),
    tip_percent: row.tip_amount > 0 ? row.tip_percent : null,
    trip_rating: row.trip_rating,
    tip_card: tipCardLabel !== card ? tipCardLabel : null,
    total_with_tip: toAmount(row.trip_pay_amount + row.tip_amount),
    refunded: toAmount(refundedCents),
    total_paid: toAmount(row.trip_pay_amount + row.tip_amount - refundedCents),
  };
}

/**
 * tronsactionapi/getreceipt: the receipt of the rider's own paid trip, with its tip. Another rider's trip, a
 * missing one and one not paid (no succeeded payment) all answer 404 alike.
 */
export async function receiptOf(db: Db, riderId: number, tripId: number): Promise<Receipt> {
  const row = await receiptsRepo.paidTripOfRider(db, tripId, riderId);
  if (!row) throw notFound();
  const tipCard = row.tip_amount > 0 ? await receiptsRepo.tipCardOf(db, tripId) : undefined;
  return toReceipt(row, tipCard ?? null, await receiptsRepo.refundedOf(db, tripId));
}

/**
 * tripapi/getunpaidtrip: the rider's latest ended trip that still owes money (completed, or
 * cancelled with a fee; Unpaid; amount > 0), or null. The overlay's unpaid-trip popup.
 */
export async function unpaidTripOf(db: Db, riderId: number): Promise<{ trip: Trip | null }> {
  const tripId = await receiptsRepo.latestUnpaidTripId(db, riderId);
  if (tripId === undefined) return { trip: null };
  const row = await tripReads.findWithDriver(db, tripId);
  return { trip: row ? toTrip(row) : null };
}

/** The rider's latest trip still owing its fare or fee (booking waits until it is paid). */
export const latestUnpaidTripId = receiptsRepo.latestUnpaidTripId;
