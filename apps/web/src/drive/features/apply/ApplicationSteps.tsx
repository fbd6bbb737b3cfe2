import { useTranslation } from 'react-i18next';
import type { MyApplication } from '@fairfare/contracts/driver-applications';
import { errorText } from '../../../shared/api/errorText';
import { AboutYouStep } from './AboutYouStep';
import { DocumentsStep } from './DocumentsStep';
import { ReviewStep } from './ReviewStep';
import { APPLY_KEY } from './texts';
import { STEPS, useApplicationSteps } from './useApplicationSteps';
import { VehicleStep } from './VehicleStep';

/**
 * The application's steps after the phone: about you, the vehicle (saved together when leaving
 * it: the service checks every field), the documents (each uploaded when chosen), and a last
 * look before submitting.
 */
export function ApplicationSteps({ application }: { application: MyApplication }) {
  const { t } = useTranslation('drive', { keyPrefix: APPLY_KEY });
  const steps = useApplicationSteps(application);
  const { step, draft, set, failure, back } = steps;

  return (
    <>
      {application.status === 'rejected' ? <RejectedNotice application={application} /> : null}
      <form
        className="drive-form"
        onSubmit={steps.onSubmit}
        noValidate
        aria-labelledby="apply-step-title"
      >
        <p className="drive-hint">{t('stepOf', { step: steps.index + 1, total: STEPS.length })}</p>
        <h2 id="apply-step-title" className="drive-section-title">
          {t(`${step}.title`)}
        </h2>
        {step === 'you' ? (
          <AboutYouStep
            draft={draft}
            set={set}
            cities={steps.cities}
            categories={steps.categories}
            categoriesLoading={steps.categoriesLoading}
          />
        ) : null}
        {step === 'vehicle' ? <VehicleStep draft={draft} set={set} /> : null}
        {step === 'documents' ? <DocumentsStep application={application} /> : null}
        {step === 'review' ? (
          <ReviewStep
            application={application}
            draft={draft}
            cityName={steps.cityName}
            categoryName={steps.categoryName}
          />
        ) : null}
        {failure ? (
          <p className="drive-error" role="alert">
            {errorText(failure)}
          </p>
        ) : null}
        <button type="submit" className="button button--primary drive-big" disabled={steps.busy}>
          {steps.saving ? t('saving') : step === 'review' ? t('review.submit') : t('next')}
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

/** A rejected application: staff's reason, and that the applicant may correct and submit again. */
function RejectedNotice({ application }: { application: MyApplication }) {
  const { t } = useTranslation('drive', { keyPrefix: APPLY_KEY });
  return (
    <div className="drive-alert" role="alert">
      <p>
        <strong>{t('rejected.title')}</strong>
      </p>
      {application.reject_reason ? (
        <p>{t('rejected.reason', { reason: application.reject_reason })}</p>
      ) : null}
      <p>{t('rejected.again')}</p>
    </div>
  );
}
