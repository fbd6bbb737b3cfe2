import { z } from 'zod';
import type { Place } from '@fairfare/contracts/booking';
import type { Trip } from '@fairfare/contracts/trips';
import { offerInputValue } from './offerBounds';
import { epochToCityLocal } from './scheduleTime';

/** A ride now, or a ride booked for later (the stored trip mode 'later', docs/product/data.md). */
export type TripWhen = 'now' | 'later';

/**
 * What the booking form holds, as the rider typed it (docs/product/data.md "Other booking fields"): the
 * category and pay mode as the radio values ('' for none), the offer as the text of its field.
 */
export interface BookingFormValues {
  pickup: Place | null;
  drop: Place | null;
  categoryId: string;
  /** The rider's own offer ("send offer"). */
  offer: string;
  promoCode: string;
  payMode: string;
  terms: boolean;
  /** Booking for someone else. */
  forOther: boolean;
  passengerName: string;
  passengerContact: string;
  note: string;
  when: TripWhen;
  /** 'YYYY-MM-DDTHH:mm', the city's wall-clock time (see scheduleTime.ts). */
  scheduledAt: string;
}

export type BookingField = keyof BookingFormValues;

/** The fields in the order the form shows them (the error summary lists them so). */
export const BOOKING_FIELD_ORDER: readonly BookingField[] = [
  'pickup',
  'drop',
  'when',
  'scheduledAt',
  'categoryId',
  'offer',
  'promoCode',
  'payMode',
  'forOther',
  'passengerName',
  'passengerContact',
  'note',
  'terms',
];

export function emptyBookingForm(when: TripWhen = 'now'): BookingFormValues {
  return {
    pickup: null,
    drop: null,
    categoryId: '',
    offer: '',
    promoCode: '',
    payMode: '',
    terms: false,
    forOther: false,
    passengerName: '',
    passengerContact: '',
    note: '',
    when,
    scheduledAt: '',
  };
}

/** The form of a saved ride for later, to edit it (`edit_scheduled`). */
export function formFromTrip(trip: Trip, tzOffsetHours: number): BookingFormValues {
  return {
    pickup: { lat: trip.trip_from_lat, lng: trip.trip_from_lng, address: trip.trip_from_loc },
    drop: { lat: trip.trip_to_lat, lng: trip.trip_to_lng, address: trip.trip_to_loc },
    categoryId: String(trip.category_id),
    offer: offerInputValue(trip.user_offer_amt),
    promoCode: trip.promo_code ?? '',
    payMode: trip.trip_pay_mode,
    terms: true,
    forOther: trip.is_for_other === 1,
    passengerName: trip.passenger_name ?? '',
    passengerContact: trip.passenger_contact ?? '',
    note: trip.note,
    when: trip.is_ride_later === 1 ? 'later' : 'now',
    scheduledAt: trip.is_ride_later === 1 ? epochToCityLocal(trip.trip_date, tzOffsetHours) : '',
  };
}

const placeValueSchema = z.object({ lat: z.number(), lng: z.number(), address: z.string() });

/** The shape of stored form values (a draft kept over the login detour), checked when read back. */
export const bookingFormValuesSchema = z.object({
  pickup: placeValueSchema.nullable(),
  drop: placeValueSchema.nullable(),
  categoryId: z.string(),
  offer: z.string(),
  promoCode: z.string(),
  payMode: z.string(),
  terms: z.boolean(),
  forOther: z.boolean(),
  passengerName: z.string(),
  passengerContact: z.string(),
  note: z.string(),
  when: z.enum(['now', 'later']),
  scheduledAt: z.string(),
}) satisfies z.ZodType<BookingFormValues>;
