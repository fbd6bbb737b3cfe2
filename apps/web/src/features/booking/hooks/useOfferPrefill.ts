import { useEffect, useRef } from 'react';
import type { Place } from '@fairfare/contracts/booking';
import type { BookingFormValues } from '../model/formValues';
import { offerInputValue } from '../model/offerBounds';
import type { BookingFormApi } from './useBookingForm';

const tripKeyOf = (pickup: Place | null, drop: Place | null) =>
  pickup && drop ? `${pickup.lat},${pickup.lng}>${drop.lat},${drop.lng}` : '';

/**
 * The offer starts at the total fare of the chosen category, and again when the category or the
 * trip changes; an emptied offer is filled in again. What the form opened with counts as chosen.
 */
export function useOfferPrefill(
  form: BookingFormApi,
  initialValues: BookingFormValues,
  current: { pickup: Place | null; drop: Place | null; categoryId: string },
  totalFare: number | undefined,
) {
  const { getValues, setValue } = form;
  const { isSubmitted } = form.formState;
  const { categoryId } = current;
  const prefill = useRef({
    categoryId: initialValues.categoryId,
    trip: tripKeyOf(initialValues.pickup, initialValues.drop),
  });
  const tripKey = tripKeyOf(current.pickup, current.drop);
  useEffect(() => {
    if (totalFare === undefined) return;
    const last = prefill.current;
    const changed = last.categoryId !== categoryId || last.trip !== tripKey;
    prefill.current = { categoryId, trip: tripKey };
    if (changed || getValues('offer').trim() === '') {
      setValue('offer', offerInputValue(totalFare), {
        shouldDirty: true,
        shouldValidate: isSubmitted,
      });
    }
  }, [categoryId, tripKey, totalFare, getValues, setValue, isSubmitted]);
}
