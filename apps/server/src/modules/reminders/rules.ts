import { DEFAULT_LANGUAGE, type Language } from '@fairfare/contracts/languages';
import { smsAmount, smsText } from '../texts/sms-texts.ts';
import { firstName } from '../tracking/names.ts';

/** `HH:MM` (24-hour) of an instant in a city `tzOffsetHours` from UTC, as the site's clock shows. */
export function cityTime(epochMs: number, tzOffsetHours: number): string {
  const shifted = new Date(epochMs + Math.round(tzOffsetHours * 3_600_000));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(shifted.getUTCHours())}:${pad(shifted.getUTCMinutes())}`;
}

export interface ReminderTrip {
  trip_date: number;
  trip_from_loc: string;
  tz_offset: number;
}

/** The SMS a rider gets before a ride booked for later, in the rider's language. */
export function reminderText(trip: ReminderTrip, language: Language = DEFAULT_LANGUAGE): string {
  return smsText(language, 'reminder', {
    from: trip.trip_from_loc,
    time: cityTime(trip.trip_date, trip.tz_offset),
  });
}

/** "Red Toyota Corolla, plate ABCD 123": the car as a text names it, or '' when unknown. */
function carText(
  language: Language,
  trip: {
    car_color: string | null;
    car_make: string | null;
    car_name: string | null;
    car_number: string | null;
  },
): string {
  const car = [trip.car_color, trip.car_make, trip.car_name].filter(Boolean).join(' ');
  const plate = trip.car_number ? smsText(language, 'plate', { plate: trip.car_number }) : '';
  return [car, plate].filter(Boolean).join(', ');
}

/** The SMS a rider gets when a driver takes their ride booked for later. */
export function driverAssignedText(
  trip: ReminderTrip & {
    d_name: string | null;
    car_color: string | null;
    car_make: string | null;
    car_name: string | null;
    car_number: string | null;
  },
  language: Language = DEFAULT_LANGUAGE,
): string {
  const car = carText(language, trip);
  return smsText(language, 'driverAssigned', {
    driver: firstName(trip.d_name ?? '') || smsText(language, 'aDriver'),
    from: trip.trip_from_loc,
    time: cityTime(trip.trip_date, trip.tz_offset),
    car: car ? ` (${car})` : '',
  });
}

/** The passenger's number to text: as given with a `+`, else in the booker's country. */
export function passengerNumber(contact: string, bookerPhoneCode: string): string {
  const digits = contact.replace(/[^\d]/g, '');
  return contact.trim().startsWith('+') ? `+${digits}` : `${bookerPhoneCode}${digits}`;
}

/**
 * The SMS the passenger of a ride booked for someone else gets when a driver is assigned
 * (issue 26), in the booker's language: who booked it, where to, the fare and who pays it (the
 * passenger pays a cash ride in the car: the booker is not there), the driver, the car and its
 * plate, the OTP to give at the pickup, and the tracking link.
 */
export function passengerText(
  trip: {
    booker: string;
    trip_from_loc: string;
    trip_to_loc: string;
    trip_pay_amount: number;
    trip_currency: string;
    trip_pay_mode: string;
    d_name: string | null;
    car_color: string | null;
    car_make: string | null;
    car_name: string | null;
    car_number: string | null;
    otp: string;
    trackUrl: string;
  },
  language: Language = DEFAULT_LANGUAGE,
): string {
  const booker = firstName(trip.booker) || smsText(language, 'someone');
  const fare = smsAmount(language, trip.trip_pay_amount, trip.trip_currency);
  const car = carText(language, trip);
  return smsText(language, 'passenger', {
    booker,
    from: trip.trip_from_loc,
    to: trip.trip_to_loc,
    payment:
      trip.trip_pay_mode === 'cash'
        ? smsText(language, 'passengerPaysCash', { fare })
        : smsText(language, 'passengerPaidBy', { fare, booker }),
    driver: firstName(trip.d_name ?? '') || smsText(language, 'yourDriver'),
    car: car ? ` (${car})` : '',
    otp: trip.otp,
    link: trip.trackUrl,
  });
}
