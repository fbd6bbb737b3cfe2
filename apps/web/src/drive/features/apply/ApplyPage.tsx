import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MyApplication } from '@fairfare/contracts/driver-applications';
import { ApiError } from '../../../shared/api/client';
import { LoadError } from '../../../shared/ui/LoadError';
import { Spinner } from '../../../shared/ui/Spinner';
import { myApplicationKey } from './applicationKey';
import { applyApi } from './applyApi';
import { ApplicationSteps } from './ApplicationSteps';
import { PhoneStep } from './PhoneStep';
import { APPLY_KEY, useApplyTexts } from './texts';

/** The applicant's application, or null before their phone is proved (no ff_apply session). */
const myApplicationQuery = {
  queryKey: myApplicationKey,
  queryFn: async ({ signal }: { signal: AbortSignal }): Promise<MyApplication | null> => {
    try {
      return await applyApi.mine(signal);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return null;
      throw error;
    }
  },
  retry: false,
};

/**
 * `/drive/apply`: the application to drive. The phone first (a texted code), then the steps of
 * the application while it is a draft (or was rejected: the reason shows, the applicant corrects
 * and submits again); once submitted, "pending review" until staff of the city decide.
 */
export function ApplyPage() {
  const ready = useApplyTexts();
  const { t } = useTranslation('drive', { keyPrefix: APPLY_KEY });
  const { t: tApp } = useTranslation('drive');
  const application = useQuery(myApplicationQuery);
  if (!ready || application.isPending) return <Spinner label={tApp('app.loading')} />;
  if (application.isError)
    return <LoadError message={t('loadFailed')} onRetry={() => void application.refetch()} />;
  const mine = application.data;
  return (
    <main className="drive-main drive-apply">
      {mine?.status === 'pending' ? (
        <Pending application={mine} />
      ) : mine?.status === 'approved' ? (
        <Approved />
      ) : (
        <>
          <h1 className="drive-signin__title">{t('title')}</h1>
          {mine ? null : <p className="drive-signin__lead">{t('lead')}</p>}
          {mine ? <ApplicationSteps application={mine} /> : <PhoneStep />}
        </>
      )}
    </main>
  );
}

function Pending({ application }: { application: MyApplication }) {
  const { t } = useTranslation('drive', { keyPrefix: `${APPLY_KEY}.pending` });
  return (
    <section className="drive-form" aria-labelledby="apply-pending-title">
      <h1 id="apply-pending-title" className="drive-signin__title">
        {t('title')}
      </h1>
      <p role="status">{t('body', { phone: `${application.phone_code} ${application.phone}` })}</p>
      <a href="/" className="button button--secondary drive-big">
        {t('home')}
      </a>
    </section>
  );
}

function Approved() {
  const { t } = useTranslation('drive', { keyPrefix: `${APPLY_KEY}.approved` });
  return (
    <section className="drive-form" aria-labelledby="apply-approved-title">
      <h1 id="apply-approved-title" className="drive-signin__title">
        {t('title')}
      </h1>
      <p>{t('body')}</p>
      <Link to="/" className="button button--primary drive-big">
        {t('signIn')}
      </Link>
    </section>
  );
}
