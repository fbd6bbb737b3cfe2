import { describe, expect, it } from 'vitest';
import type { LatLng } from '@fairfare/contracts/fare';
import { ESTIMATES, MASONVILLE, WESTERN } from '../test/fixtures';
import { emptyBookingForm, type BookingFormValues } from './formValues';
import { epochToCityLocal } from './scheduleTime';
import { checkBooking, toFieldErrors, type BookingCheckContext } from './validate';

const pickup = { lat: WESTERN.lat, lng: WESTERN.lng, address: WESTERN.place_name };
const drop = { lat: MASONVILLE.lat, lng: MASONVILLE.lng, address: MASONVILLE.place_name };
const NOW = Date.UTC(2030, 0, 1, 12, 0);

/** London's geofence, roughly: a box around the city. */
const inLondon = (p: LatLng) => p.lat > 42.8 && p.lat < 43.1 && p.lng > -81.4 && p.lng < -81.08;

function context(overrides: Partial<BookingCheckContext> = {}): BookingCheckContext {
  return {
    mode: 'book',
    tzOffsetHours: -5,
    cityOf: (p) => (inLondon(p) ? 14 : null),
    faresOf: () => ESTIMATES,
    ...overrides,
  };
}

const valid: BookingFormValues = {
  ...emptyBookingForm(),
  pickup,
  drop,
  categoryId: '1',
  offer: '7.50',
  payMode: 'cash',
  terms: true,
};

const keys = (values: BookingFormValues, ctx = context(), now = NOW) =>
  Object.fromEntries(
    Object.entries(checkBooking(values, ctx, now)).map(([field, p]) => [field, p.key]),
  );

describe('checking a booking (docs/product/validation.md, the contracts schemas and the screen)', () => {
  it('accepts a complete booking', () => {
    expect(checkBooking(valid, context(), NOW)).toEqual({});
  });

  it('names every missing choice at once, with the specification texts keys', () => {
    expect(keys({ ...emptyBookingForm(), forOther: true })).toEqual({
      pickup: 'booking.locationInvalid',
      drop: 'booking.locationInvalid',
      categoryId: 'booking.categoryRequired',
      payMode: 'booking.payModeInvalid',
      terms: 'validation.termsRequired',
      passengerName: 'booking.passengerNameRequired',
      passengerContact: 'booking.passengerContactInvalid',
    });
  });

  it('asks for the offer only once a category is chosen', () => {
    expect(keys({ ...valid, categoryId: '', offer: '' })).toEqual({
      categoryId: 'booking.categoryRequired',
    });
    expect(keys({ ...valid, offer: '' })).toEqual({ offer: 'booking.offerRequired' });
  });

  it("refuses an offer outside the category's bounds, naming the bound", () => {
    expect(checkBooking({ ...valid, offer: '5.99' }, context(), NOW)).toEqual({
      offer: { key: 'booking.bidTooLow', params: { minAmount: 6 } },
    });
    expect(checkBooking({ ...valid, offer: '15.01' }, context(), NOW)).toEqual({
      offer: { key: 'booking.bidTooHigh', params: { maxAmount: 15 } },
    });
    // Comfort's bounds are 8 to 20
    expect(keys({ ...valid, categoryId: '2', offer: '7.50' })).toEqual({
      offer: 'booking.bidTooLow',
    });
    // no estimate yet: the server decides
    expect(keys({ ...valid, offer: '1' }, context({ faresOf: () => undefined }))).toEqual({});
  });

  it('refuses a pickup outside every served city, and the drop at the pickup', () => {
    const hamilton = { lat: 43.2557, lng: -79.8711, address: '43.25570, -79.87110' };
    expect(keys({ ...valid, pickup: hamilton })).toEqual({ pickup: 'booking.outsideGeofence' });
    expect(keys({ ...valid, drop: { ...pickup } })).toEqual({ drop: 'booking.sameDestination' });
    // while the cities are not known the server decides
    expect(keys({ ...valid, pickup: hamilton }, context({ cityOf: () => undefined }))).toEqual({});
  });

  it('wants a future time for a ride for later', () => {
    const later = { ...valid, when: 'later' as const };
    expect(keys({ ...later, scheduledAt: '' })).toEqual({
      scheduledAt: 'booking.futureTimeRequired',
    });
    expect(keys({ ...later, scheduledAt: epochToCityLocal(NOW - 60_000, -5) })).toEqual({
      scheduledAt: 'booking.futureTimeRequired',
    });
    expect(keys({ ...later, scheduledAt: epochToCityLocal(NOW + 86_400_000, -5) })).toEqual({});
    // a ride now ignores the field
    expect(keys({ ...valid, scheduledAt: 'nonsense' })).toEqual({});
  });

  it('always wants the time on /schedule-form and when editing', () => {
    expect(keys(valid, context({ mode: 'schedule' }))).toEqual({
      scheduledAt: 'booking.futureTimeRequired',
    });
    // an edit needs no terms again
    expect(keys({ ...valid, terms: false }, context({ mode: 'edit' }))).toEqual({
      scheduledAt: 'booking.futureTimeRequired',
    });
  });

  it('checks the passenger of a ride for someone else', () => {
    const forOther = { ...valid, forOther: true, passengerName: 'Ada' };
    expect(keys({ ...forOther, passengerContact: '555 1234' })).toEqual({
      passengerContact: 'booking.passengerContactInvalid',
    });
    expect(keys({ ...forOther, passengerContact: '+1 (519) 555-0199' })).toEqual({});
  });

  it("gives react-hook-form errors in the form's order, placeholders encoded", () => {
    const errors = toFieldErrors({
      terms: { key: 'validation.termsRequired' },
      offer: { key: 'booking.bidTooLow', params: { minAmount: 6 } },
    });
    expect(Object.keys(errors)).toEqual(['offer', 'terms']);
    expect(errors.offer?.message).toBe('booking.bidTooLow?minAmount=6');
  });
});
