import type { SaveTripRequest } from '@fairfare/contracts/booking';
import type { UpdateTripRequest } from '@fairfare/contracts/trips';
import type { BookingFormValues } from './formValues';
import { parseOffer } from './offerBounds';
import { cityLocalToEpoch } from './scheduleTime';

export interface RequestContext {
  /** The served city of the pickup (left out: the server finds it). */
  cityId: number | undefined;
  /** The promo code the rider applied (sent again with the booking; the server applies it again). */
  promoCode: string | null;
  /** The city's offset from UTC in hours: the scheduled time is its wall-clock time. */
  tzOffsetHours: number;
}

/**
 * The form as the API's booking fields (contracts' bookingFieldsSchema). Fields the rider left
 * empty stay undefined (or NaN for a scheduled time that is not a time), so that the contracts'
 * schemas refuse them with their own message keys.
 */
type Loose<T> = { [K in keyof T]?: unknown };
export type BookingFieldsDraft = Loose<SaveTripRequest>;

function optionalText(text: string): string | undefined {
  const trimmed = text.trim();
  return trimmed === '' ? undefined : trimmed;
}

export function toBookingFields(
  values: BookingFormValues,
  ctx: RequestContext,
): BookingFieldsDraft {
  const offer = parseOffer(values.offer);
  const later = values.when === 'later';
  return {
    ...(ctx.cityId !== undefined ? { city_id: ctx.cityId } : {}),
    category_id: values.categoryId === '' ? undefined : Number(values.categoryId),
    pickup: values.pickup ?? undefined,
    drop: values.drop ?? undefined,
    user_offer_amt: offer ?? undefined,
    trip_pay_mode: values.payMode === '' ? undefined : values.payMode,
    ...(ctx.promoCode ? { promo_code: ctx.promoCode } : {}),
    note: values.note.trim(),
    is_for_other: values.forOther,
    ...(values.forOther
      ? {
          passenger_name: optionalText(values.passengerName),
          passenger_contact: optionalText(values.passengerContact),
        }
      : {}),
    ...(later
      ? { scheduled_at: cityLocalToEpoch(values.scheduledAt, ctx.tzOffsetHours) ?? NaN }
      : {}),
  };
}

/** The body of tripapi/save (before the contracts' schema checks it). */
export function toSaveRequest(values: BookingFormValues, ctx: RequestContext): BookingFieldsDraft {
  return { ...toBookingFields(values, ctx), accept_terms: values.terms };
}

/** The body of tripapi/updatetrip `edit_scheduled` (before the contracts' schema checks it). */
export function toEditRequest(
  tripId: number,
  values: BookingFormValues,
  ctx: RequestContext,
): Loose<Extract<UpdateTripRequest, { action: 'edit_scheduled' }>> {
  return {
    action: 'edit_scheduled',
    trip_id: tripId,
    ...toBookingFields({ ...values, when: 'later' }, ctx),
  };
}
