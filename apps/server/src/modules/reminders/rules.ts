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

/** The SMS a rider gets before a ride booked for later. */
export function reminderText(trip: ReminderTrip): string {
  return `FairFare reminder: your ride from ${trip.trip_from_loc} is at ${cityTime(trip.trip_date, trip.tz_offset)}.`;
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
): string {
  const first = firstName(trip.d_name ?? '') || 'A driver';
  const car = [trip.car_color, trip.car_make, trip.car_name].filter(Boolean).join(' ');
  const plate = trip.car_number ? `, plate ${trip.car_number}` : '';
  return `FairFare: ${first} will drive your ride from ${trip.trip_from_loc} at ${cityTime(trip.trip_date, trip.tz_offset)}${car ? ` (${car}${plate})` : ''}.`;
}

/** The passenger's number to text: as given with a `+`, else in the booker's country. */
export function passengerNumber(contact: string, bookerPhoneCode: string): string {
  const digits = contact.replace(/[^\d]/g, '');
  return contact.trim().startsWith('+') ? `+${digits}` : `${bookerPhoneCode}${digits}`;
}

/**
 * The SMS the passenger of a ride booked for someone else gets when a driver is assigned
 * (issue 26): who booked it, the driver, the car and its plate, the OTP to give at the pickup,
 * and the tracking link.
 */
export function passengerText(trip: {
  booker: string;
  trip_from_loc: string;
  d_name: string | null;
  car_color: string | null;
  car_make: string | null;
  car_name: string | null;
  car_number: string | null;
  otp: string;
  trackUrl: string;
}): string {
  const driver = firstName(trip.d_name ?? '') || 'Your driver';
  const car = [trip.car_color, trip.car_make, trip.car_name].filter(Boolean).join(' ');
  const plate = trip.car_number ? `plate ${trip.car_number}` : '';
  const carText = [car, plate].filter(Boolean).join(', ');
  const booker = firstName(trip.booker) || 'Someone';
  return (
    `FairFare: ${booker} booked you a ride from ${trip.trip_from_loc}. ` +
    `Driver: ${driver}${carText ? ` (${carText})` : ''}. ` +
    `Give the driver the code ${trip.otp} at the pickup. Follow the ride: ${trip.trackUrl}`
  );
}
