import { PAY_STATUSES, type Trip } from '@fairfare/contracts/trips';
import { formatCityDateTime } from '../../shared/settings/cityTime';

export type PayStatus = (typeof PAY_STATUSES)[number];

/** docs/product/screens.md: a pay status shows as 'Unpaid' when it is empty; null for a value we do not know. */
export function payStatusOf(raw: string | null | undefined): PayStatus | null {
  const value = (raw ?? '').trim();
  if (value === '') return 'Unpaid';
  return (PAY_STATUSES as readonly string[]).includes(value) ? (value as PayStatus) : null;
}

/** Ended trips that owe nothing unless a cancellation fee was decided (the driver's too). */
const NO_FARE_STATUSES: readonly string[] = [
  'expired',
  'cancel',
  'p_cancel_pickup',
  'p_cancel_drop',
];

/**
 * What the Payment column shows: nothing was ever owed for a request that expired, was
 * cancelled for free, or that its driver cancelled, so it says so instead of 'Unpaid'.
 */
export function paymentLabelOf(
  trip: Pick<Trip, 'trip_status' | 'trip_pay_status' | 'trip_pay_amount' | 'cancel_fee'>,
): PayStatus | 'noCharge' | null {
  const status = payStatusOf(trip.trip_pay_status);
  const ended = NO_FARE_STATUSES.includes(trip.trip_status);
  return ended && trip.cancel_fee === 0 && status !== 'Paid' ? 'noCharge' : status;
}

/** How many pages `total` items fill, at least one. */
export function pageCountOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/**
 * A trip's date and time in its city's time (`tzOffsetHours` from UTC, see useCityTzOffset), not
 * the device's, in the interface language (medium date, short time), as the booking screens show
 * a ride's pickup time.
 */
export function formatTripDate(epochMs: number, tzOffsetHours: number, language: string): string {
  return formatCityDateTime(epochMs, tzOffsetHours, language);
}
