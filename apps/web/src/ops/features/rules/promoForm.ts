import { z } from 'zod';
import {
  promoInputSchema,
  type PromoInput,
  type StaffPromo,
} from '@fairfare/contracts/money-rules';
import { fromDateValue, toDateValue } from './dates';

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

/** The form of a promo, or of a new one: 10 % for a month from today, once per rider. */
export function promoFormValues(promo: StaffPromo | null, now: number): PromoFormValues {
  if (!promo) {
    return {
      promo_code: '',
      promo_kind: 'percent',
      promo_value: 10,
      max_discount: null,
      valid_from: toDateValue(now),
      valid_to: toDateValue(now + 30 * DAY),
      per_user_limit: 1,
      every_city: false,
      category_id: '',
      promo_desc: '',
      is_active: true,
    };
  }
  return {
    promo_id: promo.promo_id,
    promo_code: promo.promo_code,
    promo_kind: promo.promo_kind,
    promo_value: promo.promo_value,
    max_discount: promo.max_discount,
    valid_from: toDateValue(promo.valid_from),
    valid_to: toDateValue(promo.valid_to),
    per_user_limit: promo.per_user_limit,
    every_city: promo.city_id === null,
    category_id: promo.category_id === null ? '' : String(promo.category_id),
    promo_desc: promo.promo_desc,
    is_active: promo.is_active,
  };
}

/** The request the service takes: the dates as the first and last millisecond of those days. */
export function toPromoInput(values: PromoFormValues, cityId: number): PromoInput {
  return {
    ...(values.promo_id ? { promo_id: values.promo_id } : {}),
    promo_code: values.promo_code,
    promo_kind: values.promo_kind,
    promo_value: values.promo_value,
    max_discount: values.promo_kind === 'percent' ? values.max_discount : null,
    valid_from: fromDateValue(values.valid_from),
    valid_to: fromDateValue(values.valid_to, true),
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
