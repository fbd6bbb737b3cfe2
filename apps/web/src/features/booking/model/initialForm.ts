import type { PromoResult } from '@fairfare/contracts/booking';
import type { Trip } from '@fairfare/contracts/trips';
import { readRouteToRebook } from '../../../domain/trips/rebookRoute';
import { config } from '../../../shared/config';
import { readDraft } from './draft';
import { emptyBookingForm, formFromTrip, type BookingFormValues } from './formValues';
import type { BookingMode } from './validate';

/** A promo the server accepted, for the category and offer it was checked with. */
export interface AppliedPromo {
  result: PromoResult;
  categoryId: string;
  offer: string;
}

export interface InitialBookingForm {
  values: BookingFormValues;
  cityId: number;
  promo: AppliedPromo | null;
  /** The values are a booking kept over a login detour. */
  fromDraft: boolean;
  /** The values hold the route of a request that ended without a ride (rebookRoute.ts). */
  fromRebook?: boolean;
}

/**
 * What the booking form starts with: the booking kept over a login detour, else the saved ride
 * being edited (with its promo), else the route of a request that ended without a ride, else an
 * empty form in the default city.
 */
export function initialForm(
  mode: BookingMode,
  path: string,
  editTrip: Trip | undefined,
  tz: number,
): InitialBookingForm {
  const draft = mode === 'edit' ? null : readDraft(path);
  if (draft) return { values: draft.values, cityId: draft.cityId, promo: null, fromDraft: true };
  if (editTrip) {
    const values = formFromTrip(editTrip, tz);
    const promo: AppliedPromo | null = editTrip.promo_code
      ? {
          result: {
            promo_code: editTrip.promo_code,
            promo_desc: '',
            discount: editTrip.trip_promo_amt,
            pay_amount: editTrip.trip_pay_amount,
            currency: editTrip.trip_currency,
          },
          categoryId: values.categoryId,
          offer: values.offer,
        }
      : null;
    return { values, cityId: editTrip.city_id, promo, fromDraft: false };
  }
  const values = emptyBookingForm(mode === 'book' ? 'now' : 'later');
  const rebook = mode === 'edit' ? null : readRouteToRebook();
  if (rebook) {
    return {
      values: { ...values, pickup: rebook.pickup, drop: rebook.drop },
      cityId: rebook.cityId,
      promo: null,
      fromDraft: false,
      fromRebook: true,
    };
  }
  return { values, cityId: config.defaultCityId, promo: null, fromDraft: false };
}

/** The time offset of the edited ride's city, while the settings' offset is not known. */
export function editTripOffset(
  trip: Trip | undefined,
  cities: { city_id: number; tz_offset: number }[] | undefined,
) {
  return cities?.find((c) => c.city_id === trip?.city_id)?.tz_offset ?? 0;
}
