import { describe, expect, it } from 'vitest';
import {
  cityTime,
  driverAssignedText,
  passengerNumber,
  passengerText,
  reminderText,
} from './rules.ts';

const trip = {
  trip_date: Date.UTC(2030, 0, 2, 14, 5),
  trip_from_loc: 'Western University',
  tz_offset: -5,
};

describe('ride reminders', () => {
  it("tells the time in the city's time, 24-hour", () => {
    expect(cityTime(trip.trip_date, -5)).toBe('09:05');
    expect(cityTime(trip.trip_date, 5.5)).toBe('19:35');
  });

  it('reminds the rider of the pickup and the time', () => {
    expect(reminderText(trip)).toBe(
      'FairFare reminder: your ride from Western University is at 09:05.',
    );
  });

  it("names the driver's first name, car and plate when one is assigned", () => {
    expect(
      driverAssignedText({
        ...trip,
        d_name: 'Marie-Claire Tremblay',
        car_color: 'Silver',
        car_make: 'Toyota',
        car_name: 'Corolla',
        car_number: 'ABCD 123',
      }),
    ).toBe(
      'FairFare: Marie-Claire will drive your ride from Western University at 09:05 (Silver Toyota Corolla, plate ABCD 123).',
    );
  });
});

describe('texting the passenger of a ride booked for someone else', () => {
  it("texts the number as given with a +, else in the booker's country", () => {
    expect(passengerNumber('(519) 555-0177', '+1')).toBe('+15195550177');
    expect(passengerNumber('+33 6 12 34 56 78', '+1')).toBe('+33612345678');
  });

  const assigned = {
    booker: 'Ana Lopez',
    trip_from_loc: 'Western University',
    trip_to_loc: 'Masonville Place',
    trip_pay_amount: 750,
    trip_currency: 'CAD',
    trip_pay_mode: 'cash',
    d_name: 'Sam Driver',
    car_color: 'Red',
    car_make: 'Toyota',
    car_name: 'Corolla',
    car_number: 'ABCD 123',
    otp: '4821',
    trackUrl: 'https://fairfare.example/track?trip=tok',
  };

  it('names the booker, where to, the fare to pay in cash, the driver, the car, the OTP and the link', () => {
    expect(passengerText(assigned)).toBe(
      'FairFare: Ana booked you a ride from Western University to Masonville Place. ' +
        'Fare 7.50 CAD: pay the driver in cash. Driver: Sam (Red Toyota Corolla, plate ABCD 123). ' +
        'Give the driver the code 4821 at the pickup. Follow the ride: https://fairfare.example/track?trip=tok',
    );
  });

  it('says a card ride is paid by the booker, not the passenger', () => {
    const text = passengerText({ ...assigned, trip_pay_mode: 'stripe' });
    expect(text).toContain('Fare 7.50 CAD, paid by Ana.');
    expect(text).not.toContain('cash');
  });
});
