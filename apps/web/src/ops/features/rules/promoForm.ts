import { z } from 'zod';
import {
  promoInputSchema,
  type PromoInput,
  type StaffPromo,
} from '@fairfare/contracts/money-rules';
import { cityOffset, dayOf, houseOffset } from '../../shared/formatTime';
import { fromDateValue } from './dates';

/** What the promo form holds: dates as date fields' text, "no category" as ''. */
export interface PromoFormValues {
  promo_id?: number | undefined;
  promo_code: string;
  promo_kind: 'percent' | 'flat';
  promo_value: number;
  max_discount: number | null;
  valid_from: string;
  valid_to: string;
  per_user_limit: number;
  every_city: boolean;
  category_id: string;
  promo_desc: string;
  is_active: boolean;
}

const DAY = 24 * 60 * 60_000;

/**
 * The zone of a promo's days (hours from UTC, decision 065): its city's, or for a promo of every
 * city the house zone (the one most cities share), never the browser's.
 */
export function promoOffset(everyCity: boolean, cityId: number): number {
  return everyCity ? houseOffset() : cityOffset(cityId);
}

/**
 * The form of a promo, or of a new one of the city `cityId`: 10 % for a month from today, once
 * per rider. Its days are read in the promo's zone (promoOffset).
 */
export function promoFormValues(
  promo: StaffPromo | null,
  now: number,
  cityId: number,
): PromoFormValues {
  if (!promo) {
    const offset = promoOffset(false, cityId);
    return {
      promo_code: '',
      promo_kind: 'percent',
      promo_value: 10,
      max_discount: null,
      valid_from: dayOf(now, offset),
      valid_to: dayOf(now + 30 * DAY, offset),
      per_user_limit: 1,
      every_city: false,
      category_id: '',
      promo_desc: '',
      is_active: true,
    };
  }
  const offset = promoOffset(promo.city_id === null, promo.city_id ?? cityId);
  return {
    promo_id: promo.promo_id,
    promo_code: promo.promo_code,
    promo_kind: promo.promo_kind,
    promo_value: promo.promo_value,
    max_discount: promo.max_discount,
    valid_from: dayOf(promo.valid_from, offset),
    valid_to: dayOf(promo.valid_to, offset),
    per_user_limit: promo.per_user_limit,
    every_city: promo.city_id === null,
    category_id: promo.category_id === null ? '' : String(promo.category_id),
    promo_desc: promo.promo_desc,
    is_active: promo.is_active,
  };
}

/**
 * The request the service takes: the dates as the first and last millisecond of those days in
 * the promo's zone.
 */
export function toPromoInput(values: PromoFormValues, cityId: number): PromoInput {
  const offset = promoOffset(values.every_city, cityId);
  return {
    ...(values.promo_id ? { promo_id: values.promo_id } : {}),
    promo_code: values.promo_code,
    promo_kind: values.promo_kind,
    promo_value: values.promo_value,
    max_discount: values.promo_kind === 'percent' ? values.max_discount : null,
    valid_from: fromDateValue(values.valid_from, offset),
    valid_to: fromDateValue(values.valid_to, offset, true),
    per_user_limit: values.per_user_limit,
    city_id: values.every_city ? null : cityId,
    category_id: values.category_id === '' ? null : Number(values.category_id),
    promo_desc: values.promo_desc,
    is_active: values.is_active,
  };
}

/** The form checked by the contracts' own schema, its messages on the fields they name. */
export function promoFormSchema(cityId: number) {
  return z
    .custom<PromoFormValues>()
    .transform((values) => toPromoInput(values, cityId))
    .pipe(promoInputSchema);
}
