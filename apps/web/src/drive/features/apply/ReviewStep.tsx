import { useTranslation } from 'react-i18next';
import type { MyApplication } from '@fairfare/contracts/driver-applications';
import type { Draft } from './applicationDraft';
import { APPLY_KEY } from './texts';

interface ReviewStepProps {
  application: MyApplication;
  draft: Draft;
  cityName: string;
  categoryName: string;
}

/** The last look before submitting: what the application says, and how many documents it has. */
export function ReviewStep({ application, draft, cityName, categoryName }: ReviewStepProps) {
  const { t } = useTranslation('drive', { keyPrefix: APPLY_KEY });
  return (
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
  );
}
