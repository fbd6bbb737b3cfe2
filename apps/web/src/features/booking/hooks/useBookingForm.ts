import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useForm, useFormState, useWatch, type UseFormReturn } from 'react-hook-form';
import { estimateFaresQueryOptions } from '../api/estimate-fares';
import type { BookingFormValues } from '../model/formValues';
import { bookingResolver, type BookingCheckContext, type BookingMode } from '../model/validate';
import type { CityChoice } from './useBookingCity';

export type BookingFormApi = UseFormReturn<BookingFormValues, BookingCheckContext>;

/** The values the screen follows as they change. */
export type WatchedValues = Pick<
  BookingFormValues,
  'pickup' | 'drop' | 'categoryId' | 'offer' | 'when' | 'forOther'
>;

/**
 * The booking's react-hook-form, checked as the server checks it (validate.ts) with what the
 * checks need from the screen. The component that calls it renders again once on mount
 * (react-hook-form marks itself ready in a layout effect, a synchronous update), so it holds
 * nothing else: the fields take the form's state with `useBookingFormState` (issue 27).
 */
export function useBookingForm(
  mode: BookingMode,
  defaultValues: BookingFormValues,
  choice: CityChoice,
): BookingFormApi {
  const queryClient = useQueryClient();
  return useForm<BookingFormValues, BookingCheckContext>({
    defaultValues,
    resolver: bookingResolver,
    // react-hook-form reads the context afresh on every render
    context: {
      mode,
      tzOffsetHours: choice.tzOffset,
      cityOf: choice.cityOf,
      faresOf: (request) => queryClient.getQueryData(estimateFaresQueryOptions(request).queryKey),
    },
  });
}

/**
 * The form with its state as this component follows it (errors, submits), and the values the
 * screen follows as they change.
 */
export function useBookingFormState(form: BookingFormApi) {
  const formState = useFormState({ control: form.control });
  const tracked: BookingFormApi = useMemo(() => ({ ...form, formState }), [form, formState]);
  const [pickup, drop, categoryId, offer, when, forOther] = useWatch({
    control: form.control,
    name: ['pickup', 'drop', 'categoryId', 'offer', 'when', 'forOther'],
  });
  const watched: WatchedValues = { pickup, drop, categoryId, offer, when, forOther };
  return { form: tracked, watched };
}
