import { useTranslation } from 'react-i18next';
import type { Draft, SetDraftField } from './applicationDraft';
import { Field } from './StepFields';
import { APPLY_KEY } from './texts';

/** The vehicle: make, model, colour, year and plate (the service checks them on saving). */
export function VehicleStep({ draft, set }: { draft: Draft; set: SetDraftField }) {
  const { t } = useTranslation('drive', { keyPrefix: APPLY_KEY });
  return (
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
  );
}
