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
import { statusNames } from './statusNames';

const kindNames: Record<DocumentKind, string> = {
  photo: 'Photo',
  licence: 'Driving licence',
  insurance: 'Insurance',
};

/** One application: its details and documents, approved or rejected with a reason. */
export function ApplicationPage() {
  const applicationId = Number(useParams().applicationId);
  const application = useQuery({
    ...applicationQuery(applicationId),
    enabled: applicationId > 0,
  });
  return (
    <OpsOnePage
      labelledBy="application-title"
      back={{ to: '..', label: 'Back to the applications' }}
      query={application}
      loading="Loading the application"
      failed="The application did not load."
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
  const href = `${config.apiBaseUrl}${API_BASE}${DOCUMENT_PATH}${document.document_id}`;
  const title = `${kindNames[document.kind]} of ${name}`;
  return (
    <figure className="ops-document">
      <figcaption>{kindNames[document.kind]}</figcaption>
      {document.content_type.startsWith('image/') ? (
        <a href={href} target="_blank" rel="noreferrer">
          <img src={href} alt={title} loading="lazy" />
        </a>
      ) : (
        <a href={href} target="_blank" rel="noreferrer">
          Open the {kindNames[document.kind].toLowerCase()} (PDF,{' '}
          {Math.ceil(document.size_bytes / 1024)} KB)
        </a>
      )}
    </figure>
  );
}

function ApplicationView({ detail }: { detail: OpsApplicationDetail }) {
  const { application: a, documents } = detail;
  const review = useReviewApplication();
  const feedback = useOpsFeedback();
  const [rejecting, setRejecting] = useState(false);
  const busy = review.isPending;
  const onApprove = () => {
    feedback.start();
    review.mutate(
      { approve: true, application_id: a.application_id },
      feedback.outcome(`Approved: ${a.name} can now sign in to the driver app.`),
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
          feedback.tell(`Rejected: ${a.name} was texted the reason.`);
        },
        onError: feedback.outcome('').onError,
      },
    );
  };

  return (
    <>
      <h1 id="application-title">Application of {a.name}</h1>
      <OpsFeedback alert={feedback.alert} notice={feedback.notice} />
      <dl className="ops-facts">
        <dt>Status</dt>
        <dd>{statusNames[a.status]}</dd>
        {a.reject_reason ? (
          <>
            <dt>Reason</dt>
            <dd>{a.reject_reason}</dd>
          </>
        ) : null}
        <dt>Phone</dt>
        <dd>{a.phone}</dd>
        <dt>City</dt>
        <dd>{a.city_name ?? '—'}</dd>
        <dt>Category</dt>
        <dd>{a.category_name ?? '—'}</dd>
        <dt>Vehicle</dt>
        <dd>
          {a.car} {a.car_year ?? ''}
        </dd>
        <dt>Plate</dt>
        <dd>{a.car_number}</dd>
        <dt>Language</dt>
        <dd>{a.language}</dd>
        <dt>Submitted</dt>
        <dd>{a.submitted_at === null ? '—' : formatTime(a.submitted_at, cityOffset(a.city_id))}</dd>
      </dl>
      <h2>Documents</h2>
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
            Approve
          </button>
          {rejecting ? null : (
            <button
              type="button"
              className="button button--secondary"
              disabled={busy}
              onClick={() => setRejecting(true)}
            >
              Reject
            </button>
          )}
        </div>
      ) : null}
      {a.status === 'pending' && rejecting ? (
        <form
          className="ops-form"
          aria-label={`Reject the application of ${a.name}`}
          aria-busy={busy}
          noValidate
          onSubmit={onReject}
        >
          <TextField
            id="reject-reason"
            name="reason"
            label="Reason (texted to the applicant)"
            required
          />
          <button type="submit" className="button button--primary" disabled={busy}>
            Reject application
          </button>
        </form>
      ) : null}
    </>
  );
}
