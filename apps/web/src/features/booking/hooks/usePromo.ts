import { useState } from 'react';
import { useServerMessages } from '../../../shared/i18n/useServerMessages';
import { applyPromoRequestSchema } from '@fairfare/contracts/booking';
import { isLoggedIn } from '../../../shared/session/session';
import { toast } from '../../../shared/ui/toast';
import { useApplyPromo } from '../api/apply-promo';
import type { BookingField, BookingFormValues } from '../model/formValues';
import type { AppliedPromo } from '../model/initialForm';
import { parseOffer } from '../model/offerBounds';
import type { BookingFormApi, WatchedValues } from './useBookingForm';

interface PromoOptions {
  /** The promo the form opened with (the edited ride's). */
  initial: AppliedPromo | null;
  cityId: number;
  loginFirst: (values: BookingFormValues) => void;
  showServerError: (error: unknown) => void;
}

/**
 * The promo code (docs/product/screens.md): Apply checks the code, the category and the offer as the server does,
 * then with the server (a visitor logs in first); Reset clears it. `promo` is the applied promo
 * while the category and the offer now chosen are the ones it was checked with; `dropped` says it
 * no longer counts because they changed.
 */
export function usePromo(
  form: BookingFormApi,
  { categoryId, offer }: WatchedValues,
  options: PromoOptions,
) {
  const { getValues, setValue, setError, clearErrors } = form;
  const { cityId, loginFirst, showServerError } = options;
  const { t } = useServerMessages();
  const [applied, setApplied] = useState<AppliedPromo | null>(options.initial);
  const applyPromo = useApplyPromo();
  const promo =
    applied && applied.categoryId === categoryId && applied.offer === offer ? applied.result : null;

  const apply = () => {
    if (applyPromo.isPending) return;
    const values = getValues();
    clearErrors('promoCode');
    const code = values.promoCode.trim();
    if (promo && code.toUpperCase() === promo.promo_code.toUpperCase()) {
      setError('promoCode', { type: 'validate', message: 'booking.promoAlreadyApplied' });
      return;
    }
    const parsed = applyPromoRequestSchema.safeParse({
      promo_code: values.promoCode,
      city_id: cityId,
      category_id: values.categoryId === '' ? undefined : Number(values.categoryId),
      amount: parseOffer(values.offer) ?? undefined,
    });
    if (!parsed.success) {
      const seen = new Set<BookingField>();
      for (const issue of parsed.error.issues) {
        const first = issue.path[0];
        const field: BookingField =
          first === 'category_id' ? 'categoryId' : first === 'amount' ? 'offer' : 'promoCode';
        if (seen.has(field)) continue;
        seen.add(field);
        setError(
          field,
          { type: 'validate', message: issue.message },
          { shouldFocus: seen.size === 1 },
        );
      }
      return;
    }
    if (!isLoggedIn()) {
      loginFirst(values);
      return;
    }
    applyPromo.mutate(parsed.data, {
      onSuccess: (result) => {
        setApplied({ result, categoryId: values.categoryId, offer: values.offer });
        setValue('promoCode', result.promo_code);
        toast.success(t('booking.promoApplied'));
      },
      onError: showServerError,
    });
  };

  const reset = () => {
    setApplied(null);
    setValue('promoCode', '');
    clearErrors('promoCode');
  };

  return {
    promo,
    dropped: applied !== null && promo === null,
    applying: applyPromo.isPending,
    apply,
    reset,
    /** Forgets the applied promo, leaving the code as typed (another city, a booking saved). */
    forget: () => setApplied(null),
  };
}

export type PromoState = ReturnType<typeof usePromo>;
