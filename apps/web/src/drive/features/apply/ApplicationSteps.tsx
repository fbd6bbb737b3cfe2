import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApplicationFields, MyApplication } from '@fairfare/contracts/driver-applications';
import type { Language } from '@fairfare/contracts/languages';
import { errorText } from '../../../shared/api/errorText';
import { applyApi } from './applyApi';
import { myApplicationKey } from './applicationKey';
import { DocumentsStep } from './DocumentsStep';
import { Field, Select } from './StepFields';
import { APPLY_KEY } from './texts';

const STEPS = ['you', 'vehicle', 'documents', 'review'] as const;
type Step = (typeof STEPS)[number];

/** The form's fields as typed (strings), from what the application holds. */
function draftOf(application: MyApplication) {
  const f = application.fields;
  return {
    name: f.name ?? '',
    city_id: f.city_id ? String(f.city_id) : '',
    category_id: f.category_id ? String(f.category_id) : '',
    car_make: f.car_make ?? '',
    car_model: f.car_model ?? '',
    car_color: f.car_color ?? '',
    car_year: f.car_year ? String(f.car_year) : '',
    car_number: f.car_number ?? '',
  };
}
type Draft = ReturnType<typeof draftOf>;

/**
 * The application's steps after the phone: about you, the vehicle (saved together when leaving
 * it: the service checks every field), the documents (each uploaded when chosen), and a last
 * look before submitting.
 */
export function ApplicationSteps({ application }: { application: MyApplication }) {
  const { t, i18n } = useTranslation('drive', { keyPrefix: APPLY_KEY });
  const language = i18n.language as Language;
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>('you');
  const [draft, setDraft] = useState<Draft>(() => draftOf(application));
  const set = (key: keyof Draft) => (value: string) => setDraft((d) => ({ ...d, [key]: value }));
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
  const fields = (): ApplicationFields => ({
    name: draft.name,
    city_id: Number(draft.city_id),
    category_id: Number(draft.category_id),
    car_make: draft.car_make,
    car_model: draft.car_model,
    car_color: draft.car_color,
    car_year: Number(draft.car_year),
    car_number: draft.car_number,
    language,
  });
  const save = useMutation({
    mutationFn: () => applyApi.save(fields()),
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
  const back = index > 0 ? () => setStep(STEPS[index - 1]!) : null;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (step === 'you') setStep('vehicle');
    else if (step === 'vehicle') save.mutate();
    else if (step === 'documents') setStep('review');
    else submit.mutate();
  };
  const failure = step === 'vehicle' ? save.error : step === 'review' ? submit.error : null;
  const cityName = cities.data?.find((c) => c.city_id === cityId)?.city_name ?? '';
  const categoryName =
    categories.data?.find((c) => c.category_id === Number(draft.category_id))?.category_name ?? '';

  return (
    <>
      {application.status === 'rejected' ? (
        <div className="drive-alert" role="alert">
          <p>
            <strong>{t('rejected.title')}</strong>
          </p>
          {application.reject_reason ? (
            <p>{t('rejected.reason', { reason: application.reject_reason })}</p>
          ) : null}
          <p>{t('rejected.again')}</p>
        </div>
      ) : null}
      <form
        className="drive-form"
        onSubmit={onSubmit}
        noValidate
        aria-labelledby="apply-step-title"
      >
        <p className="drive-hint">{t('stepOf', { step: index + 1, total: STEPS.length })}</p>
        <h2 id="apply-step-title" className="drive-section-title">
          {t(`${step}.title`)}
        </h2>
        {step === 'you' ? (
          <>
            <Field
              label={t('you.name')}
              value={draft.name}
              onChange={set('name')}
              autoComplete="name"
            />
            <Select label={t('you.city')} value={draft.city_id} onChange={set('city_id')}>
              <option value="">{t('you.cityChoose')}</option>
              {(cities.data ?? []).map((city) => (
                <option key={city.city_id} value={city.city_id}>
                  {city.city_name}
                </option>
              ))}
            </Select>
            <Select
              label={t('you.category')}
              value={draft.category_id}
              onChange={set('category_id')}
            >
              <option value="">
                {categories.isFetching ? t('you.categoriesLoading') : t('you.categoryChoose')}
              </option>
              {(categories.data ?? []).map((category) => (
                <option key={category.category_id} value={category.category_id}>
                  {category.category_name}
                </option>
              ))}
            </Select>
          </>
        ) : null}
        {step === 'vehicle' ? (
          <>
            <Field label={t('vehicle.make')} value={draft.car_make} onChange={set('car_make')} />
            <Field label={t('vehicle.model')} value={draft.car_model} onChange={set('car_model')} />
            <Field label={t('vehicle.color')} value={draft.car_color} onChange={set('car_color')} />
            <Field
              label={t('vehicle.year')}
              value={draft.car_year}
              onChange={set('car_year')}
              inputMode="numeric"
              hint={t('vehicle.yearHint')}
            />
            <Field
              label={t('vehicle.plate')}
              value={draft.car_number}
              onChange={set('car_number')}
              autoCapitalize="characters"
            />
          </>
        ) : null}
        {step === 'documents' ? <DocumentsStep application={application} /> : null}
        {step === 'review' ? (
          <dl className="drive-facts">
            <dt>{t('you.name')}</dt>
            <dd>{draft.name}</dd>
            <dt>{t('you.city')}</dt>
            <dd>{cityName}</dd>
            <dt>{t('you.category')}</dt>
            <dd>{categoryName}</dd>
            <dt>{t('vehicle.title')}</dt>
            <dd>
              {draft.car_color} {draft.car_make} {draft.car_model} {draft.car_year} ·{' '}
              {application.fields.car_number ?? draft.car_number}
            </dd>
            <dt>{t('documents.title')}</dt>
            <dd>{t('review.documentsAdded', { count: application.documents.length })}</dd>
          </dl>
        ) : null}
        {failure ? (
          <p className="drive-error" role="alert">
            {errorText(failure)}
          </p>
        ) : null}
        <button
          type="submit"
          className="button button--primary drive-big"
          disabled={save.isPending || submit.isPending}
        >
          {save.isPending ? t('saving') : step === 'review' ? t('review.submit') : t('next')}
        </button>
        {back ? (
          <button type="button" className="drive-link-button" onClick={back}>
            {t('back')}
          </button>
        ) : null}
      </form>
    </>
  );
}
