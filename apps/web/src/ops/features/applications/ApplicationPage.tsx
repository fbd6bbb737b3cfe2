import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useParams } from 'react-router';
import { API_BASE } from '@fairfare/contracts/api';
import {
  DOCUMENT_PATH,
  type ApplicationDocument,
  type DocumentKind,
  type OpsApplicationDetail,
} from '@fairfare/contracts/driver-applications';
import { config } from '../../../shared/config';
import { TextField } from '../../../shared/ui/form/TextField';
import { cityOffset, formatTime } from '../../shared/formatTime';
import { OpsFeedback, useOpsFeedback } from '../../shared/OpsFeedback';
import { OpsOnePage } from '../../shared/OpsLoaded';
import { applicationQuery, useReviewApplication } from './api';
import { useTranslation } from 'react-i18next';

/** One application: its details and documents, approved or rejected with a reason. */
export function ApplicationPage() {
  const { t } = useTranslation('ops');
  const applicationId = Number(useParams().applicationId);
  const application = useQuery({
    ...applicationQuery(applicationId),
    enabled: applicationId > 0,
  });
  return (
    <OpsOnePage
      labelledBy="application-title"
      back={{ to: '..', label: t('applications.back') }}
      query={application}
      loading={t('applications.loading')}
      failed={t('applications.failed')}
    >
      {(data) => <ApplicationView detail={data} />}
    </OpsOnePage>
  );
}

/**
 * A document as staff see it: an image inline, a PDF as a link (opened in a new tab by the
 * browser's own viewer). Every view is audit-logged by the service.
 */
function DocumentView({ document, name }: { document: ApplicationDocument; name: string }) {
  const { t } = useTranslation('ops');
  const href = `${config.apiBaseUrl}${API_BASE}${DOCUMENT_PATH}${document.document_id}`;
  const kind: DocumentKind = document.kind;
  const title = t(`applications.documentOf.${kind}`, { name });
  return (
    <figure className="ops-document">
      <figcaption>{t(`applications.kind.${kind}`)}</figcaption>
      {document.content_type.startsWith('image/') ? (
        <a href={href} target="_blank" rel="noreferrer">
          <img src={href} alt={title} loading="lazy" />
        </a>
      ) : (
        <a href={href} target="_blank" rel="noreferrer">
          {t(`applications.openPdf.${kind}`, { kb: Math.ceil(document.size_bytes / 1024) })}
        </a>
      )}
    </figure>
  );
}

function ApplicationView({ detail }: { detail: OpsApplicationDetail }) {
  const { t } = useTranslation('ops');
  const { application: a, documents } = detail;
  const review = useReviewApplication();
  const feedback = useOpsFeedback();
  const [rejecting, setRejecting] = useState(false);
  const busy = review.isPending;
  const onApprove = () => {
    feedback.start();
    review.mutate(
      { approve: true, application_id: a.application_id },
      feedback.outcome(t('applications.approvedNotice', { name: a.name })),
    );
  };
  const onReject = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const reason = String(new FormData(event.currentTarget).get('reason') ?? '');
    feedback.start();
    review.mutate(
      { approve: false, application_id: a.application_id, reason },
      {
        onSuccess: () => {
          setRejecting(false);
          feedback.tell(t('applications.rejectedNotice', { name: a.name }));
        },
        onError: feedback.outcome('').onError,
      },
    );
  };

  return (
    <>
      <h1 id="application-title">{t('applications.title', { name: a.name })}</h1>
      <OpsFeedback alert={feedback.alert} notice={feedback.notice} />
      <dl className="ops-facts">
        <dt>{t('applications.statusHeader')}</dt>
        <dd>{t(`applications.status.${a.status}`)}</dd>
        {a.reject_reason ? (
          <>
            <dt>{t('common.reason')}</dt>
            <dd>{a.reject_reason}</dd>
          </>
        ) : null}
        <dt>{t('applications.phone')}</dt>
        <dd>{a.phone}</dd>
        <dt>{t('common.city')}</dt>
        <dd>{a.city_name ?? '—'}</dd>
        <dt>{t('applications.category')}</dt>
        <dd>{a.category_name ?? '—'}</dd>
        <dt>{t('applications.vehicle')}</dt>
        <dd>
          {a.car} {a.car_year ?? ''}
        </dd>
        <dt>{t('applications.plate')}</dt>
        <dd>{a.car_number}</dd>
        <dt>{t('shell.language')}</dt>
        <dd>{a.language}</dd>
        <dt>{t('applications.submitted')}</dt>
        <dd>{a.submitted_at === null ? '—' : formatTime(a.submitted_at, cityOffset(a.city_id))}</dd>
      </dl>
      <h2>{t('applications.documents')}</h2>
      <div className="ops-documents">
        {documents.map((document) => (
          <DocumentView key={document.document_id} document={document} name={a.name} />
        ))}
      </div>
      {a.status === 'pending' ? (
        <div className="ops-actions">
          <button
            type="button"
            className="button button--primary"
            disabled={busy}
            onClick={onApprove}
          >
            {t('applications.approve')}
          </button>
          {rejecting ? null : (
            <button
              type="button"
              className="button button--secondary"
              disabled={busy}
              onClick={() => setRejecting(true)}
            >
              {t('applications.reject')}
            </button>
          )}
        </div>
      ) : null}
      {a.status === 'pending' && rejecting ? (
        <form
          className="ops-form"
          aria-label={t('applications.rejectWho', { name: a.name })}
          aria-busy={busy}
          noValidate
          onSubmit={onReject}
        >
          <TextField
            id="reject-reason"
            name="reason"
            label={t('applications.rejectReason')}
            required
          />
          <button type="submit" className="button button--primary" disabled={busy}>
            {t('applications.rejectSubmit')}
          </button>
        </form>
      ) : null}
    </>
  );
}
