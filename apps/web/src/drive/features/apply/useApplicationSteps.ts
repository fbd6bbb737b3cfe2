import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { MyApplication } from '@fairfare/contracts/driver-applications';
import type { Language } from '@fairfare/contracts/languages';
import { draftOf, fieldsOf, type Draft, type SetDraftField } from './applicationDraft';
import { myApplicationKey } from './applicationKey';
import { applyApi } from './applyApi';

export const STEPS = ['you', 'vehicle', 'documents', 'review'] as const;
export type Step = (typeof STEPS)[number];

/**
 * The steps' state and calls: the step shown, the fields as typed, the cities and the chosen
 * city's categories to choose from, and the form's submit, which moves on a step, saves the
 * fields on leaving the vehicle, or submits the application from the last look.
 */
export function useApplicationSteps(application: MyApplication) {
  const { i18n } = useTranslation('drive');
  const language = i18n.language as Language;
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>('you');
  const [draft, setDraft] = useState<Draft>(() => draftOf(application));
  const set: SetDraftField = (key) => (value: string) => setDraft((d) => ({ ...d, [key]: value }));
  const cities = useQuery({
    queryKey: ['drive', 'apply', 'cities'],
    queryFn: ({ signal }) => applyApi.cities(signal),
  });
  const cityId = Number(draft.city_id);
  const categories = useQuery({
    queryKey: ['drive', 'apply', 'categories', cityId, language],
    queryFn: ({ signal }) => applyApi.categories(cityId, language, signal),
    enabled: cityId > 0,
  });
  const save = useMutation({
    mutationFn: () => applyApi.save(fieldsOf(draft, language)),
    onSuccess: (saved) => {
      queryClient.setQueryData(myApplicationKey, saved);
      setStep('documents');
    },
  });
  const submit = useMutation({
    mutationFn: () => applyApi.submit(),
    onSuccess: (submitted) => queryClient.setQueryData(myApplicationKey, submitted),
  });
  const index = STEPS.indexOf(step);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (step === 'you') setStep('vehicle');
    else if (step === 'vehicle') save.mutate();
    else if (step === 'documents') setStep('review');
    else submit.mutate();
  };
  return {
    step,
    index,
    back: index > 0 ? () => setStep(STEPS[index - 1]!) : null,
    draft,
    set,
    cities: cities.data ?? [],
    categories: categories.data ?? [],
    categoriesLoading: categories.isFetching,
    cityName: cities.data?.find((c) => c.city_id === cityId)?.city_name ?? '',
    categoryName:
      categories.data?.find((c) => c.category_id === Number(draft.category_id))?.category_name ??
      '',
    onSubmit,
    saving: save.isPending,
    busy: save.isPending || submit.isPending,
    failure: step === 'vehicle' ? save.error : step === 'review' ? submit.error : null,
  };
}
