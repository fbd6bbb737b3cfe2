import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyPromoRequestSchema,
  estimateRequestSchema,
  isSameDestination,
  saveTripRequestSchema,
  SAME_PLACE_MAX_KM,
} from './booking.ts';
import { cityPayOptions } from './cities.ts';
import { greatCircleKm } from './fare.ts';
import { updateTripRequestSchema } from './trips.ts';

const WESTERN = { lat: 43.0096, lng: -81.2737, address: 'Western University' };
const AIRPORT = { lat: 43.0334, lng: -81.1512, address: 'Airport' };
const valid = {
  category_id: 1,
  pickup: WESTERN,
  drop: AIRPORT,
  user_offer_amt: 25,
  trip_pay_mode: 'cash',
  accept_terms: true,
};

/** The message key of the first problem, as the server answers it. */
function firstKey(result: { success: boolean; error?: { issues: Array<{ message: string }> } }) {
  return result.success ? null : result.error?.issues[0]?.message;
}

describe('booking contracts', () => {
  it('treats a drop within 20 m of the pickup as the same place', () => {
    expect(isSameDestination(WESTERN, WESTERN)).toBe(true);
    expect(isSameDestination(WESTERN, { lat: WESTERN.lat + 0.0001, lng: WESTERN.lng })).toBe(true); // ~11 m
    expect(isSameDestination(WESTERN, { lat: WESTERN.lat + 0.0003, lng: WESTERN.lng })).toBe(false); // ~33 m
    fc.assert(
      fc.property(
        fc.double({ min: -89, max: 89, noNaN: true }),
        fc.double({ min: -179, max: 179, noNaN: true }),
        fc.double({ min: -0.01, max: 0.01, noNaN: true }),
        (lat, lng, d) => {
          const drop = { lat: lat + d, lng };
          expect(isSameDestination({ lat, lng }, drop)).toBe(
            greatCircleKm({ lat, lng }, drop) < SAME_PLACE_MAX_KM,
          );
        },
      ),
    );
  });

  it('accepts a valid booking and fills the defaults', () => {
    const parsed = saveTripRequestSchema.parse({ ...valid, total_fare: 1 });
    expect(parsed).toMatchObject({ note: '', is_for_other: false });
    expect(parsed).not.toHaveProperty('total_fare');
    expect(parsed).not.toHaveProperty('city_id');
  });

  it.each([
    ['no category', { category_id: undefined }, 'booking.categoryRequired'],
    ['latitude 91', { pickup: { ...WESTERN, lat: 91 } }, 'booking.locationInvalid'],
    ['no pickup', { pickup: undefined }, 'booking.locationInvalid'],
    ['a zero offer', { user_offer_amt: 0 }, 'booking.offerRequired'],
    ['an unknown pay mode', { trip_pay_mode: 'gold' }, 'booking.payModeInvalid'],
    ['no terms', { accept_terms: false }, 'validation.termsRequired'],
    ['a long note', { note: 'x'.repeat(501) }, 'booking.noteTooLong'],
    [
      'someone else without a name',
      { is_for_other: true, passenger_contact: '5195550199' },
      'booking.passengerNameRequired',
    ],
    [
      'someone else with seven digits',
      { is_for_other: true, passenger_name: 'Ada', passenger_contact: '555 0199' },
      'booking.passengerContactInvalid',
    ],
    ['a time as text', { scheduled_at: 'soon' }, 'booking.futureTimeRequired'],
  ])('refuses %s with its message key', (_label, overrides, key) => {
    expect(firstKey(saveTripRequestSchema.safeParse({ ...valid, ...overrides }))).toBe(key);
  });

  it('keys the promo and estimate errors', () => {
    expect(
      firstKey(
        applyPromoRequestSchema.safeParse({
          promo_code: ' ',
          city_id: 14,
          category_id: 1,
          amount: 5,
        }),
      ),
    ).toBe('booking.promoRequired');
    expect(
      firstKey(estimateRequestSchema.safeParse({ pickup: { lat: 0, lng: 181 }, drop: WESTERN })),
    ).toBe('booking.locationInvalid');
  });

  it('chooses the update by action, and edit_scheduled needs the scheduled time', () => {
    expect(
      updateTripRequestSchema.parse({ action: 'cancel_request', trip_id: 3, extra: 1 }),
    ).toEqual({ action: 'cancel_request', trip_id: 3 });
    const { accept_terms: _t, ...fields } = valid;
    expect(
      firstKey(
        updateTripRequestSchema.safeParse({ action: 'edit_scheduled', trip_id: 3, ...fields }),
      ),
    ).toBe('booking.futureTimeRequired');
    expect(
      updateTripRequestSchema.safeParse({
        action: 'edit_scheduled',
        trip_id: 3,
        ...fields,
        scheduled_at: 1,
      }).success,
    ).toBe(true);
    expect(updateTripRequestSchema.safeParse({ action: 'fly', trip_id: 3 }).success).toBe(false);
  });

  it('splits the pay options of a city', () => {
    expect(cityPayOptions('cash|stripe|wallet')).toEqual(['cash', 'stripe', 'wallet']);
    expect(cityPayOptions(' cash || stripe ')).toEqual(['cash', 'stripe']);
    expect(cityPayOptions('')).toEqual([]);
  });
});
