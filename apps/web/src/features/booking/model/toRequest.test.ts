import { describe, expect, it } from 'vitest';
import { editScheduledActionSchema, type Trip } from '@fairfare/contracts/trips';
import { saveTripRequestSchema } from '@fairfare/contracts/booking';
import { makeTrip, MASONVILLE, WESTERN } from '../test/fixtures';
import { emptyBookingForm, formFromTrip, type BookingFormValues } from './formValues';
import { toEditRequest, toSaveRequest } from './toRequest';

const pickup = { lat: WESTERN.lat, lng: WESTERN.lng, address: WESTERN.place_name };
const drop = { lat: MASONVILLE.lat, lng: MASONVILLE.lng, address: MASONVILLE.place_name };

const filled: BookingFormValues = {
  ...emptyBookingForm(),
  pickup,
  drop,
  categoryId: '2',
  offer: '10.50',
  payMode: 'cash',
  terms: true,
  note: '  North door  ',
};
const ctx = { cityId: 14, promoCode: null, tzOffsetHours: -5 };

describe('the form as a tripapi/save request', () => {
  it('maps a ride now', () => {
    const request = toSaveRequest(filled, ctx);
    expect(request).toEqual({
      city_id: 14,
      category_id: 2,
      pickup,
      drop,
      user_offer_amt: 10.5,
      trip_pay_mode: 'cash',
      note: 'North door',
      is_for_other: false,
      accept_terms: true,
    });
    expect(saveTripRequestSchema.safeParse(request).success).toBe(true);
  });

  it('adds the applied promo code, the passenger and the time of a ride for later', () => {
    const request = toSaveRequest(
      {
        ...filled,
        forOther: true,
        passengerName: ' Ada Lovelace ',
        passengerContact: '519 555 0199',
        when: 'later',
        scheduledAt: '2030-01-02T10:00',
      },
      { ...ctx, promoCode: 'WELCOME10' },
    );
    expect(request).toMatchObject({
      promo_code: 'WELCOME10',
      is_for_other: true,
      passenger_name: 'Ada Lovelace',
      passenger_contact: '519 555 0199',
      scheduled_at: Date.UTC(2030, 0, 2, 15, 0),
    });
  });

  it('sends no passenger when the ride is not for someone else', () => {
    const request = toSaveRequest({ ...filled, passengerName: 'Ada', passengerContact: '1' }, ctx);
    expect(request).not.toHaveProperty('passenger_name');
    expect(request).not.toHaveProperty('passenger_contact');
  });

  it('leaves out what the rider has not chosen, for the schema to refuse', () => {
    const request = toSaveRequest(emptyBookingForm(), { ...ctx, cityId: undefined });
    expect(request).toMatchObject({
      category_id: undefined,
      pickup: undefined,
      drop: undefined,
      user_offer_amt: undefined,
      trip_pay_mode: undefined,
      accept_terms: false,
    });
    expect(request).not.toHaveProperty('city_id');
    const later = toSaveRequest({ ...filled, when: 'later', scheduledAt: '' }, ctx);
    expect(later.scheduled_at).toBeNaN();
  });
});

describe('a saved ride for later in the form, and back (edit_scheduled)', () => {
  const trip: Trip = makeTrip({
    is_ride_later: 1,
    category_id: 2,
    user_offer_amt: 10.5,
    promo_code: 'FLAT5',
    trip_promo_amt: 5,
    is_for_other: 1,
    passenger_name: 'Ada',
    passenger_contact: '5195550199',
    note: 'Blue coat',
  });

  it('fills the form from the trip', () => {
    expect(formFromTrip(trip, -5)).toEqual({
      pickup,
      drop,
      categoryId: '2',
      offer: '10.50',
      promoCode: 'FLAT5',
      payMode: 'cash',
      terms: true,
      forOther: true,
      passengerName: 'Ada',
      passengerContact: '5195550199',
      note: 'Blue coat',
      when: 'later',
      scheduledAt: '2030-01-02T10:00',
    });
  });

  it('saves the form as the edit_scheduled action', () => {
    const request = toEditRequest(trip.trip_id, formFromTrip(trip, -5), {
      ...ctx,
      promoCode: 'FLAT5',
    });
    expect(request).toMatchObject({
      action: 'edit_scheduled',
      trip_id: 101,
      scheduled_at: trip.trip_date,
      promo_code: 'FLAT5',
    });
    expect(editScheduledActionSchema.safeParse(request).success).toBe(true);
  });
});
