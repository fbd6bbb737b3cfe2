import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DOCUMENT_KINDS,
  type ApplicationDocument,
  type DocumentKind,
  type MyApplication,
} from '@fairfare/contracts/driver-applications';
import { ApiError } from '../../../shared/api/client';
import { errorText } from '../../../shared/api/errorText';
import { uploadDocument } from './applyApi';
import { myApplicationKey } from './applicationKey';
import { acceptOf, documentProblem } from './documentCheck';
import { APPLY_KEY } from './texts';

type Upload =
  | { state: 'idle' }
  | { state: 'uploading'; name: string; progress: number }
  | { state: 'done'; name: string }
  | { state: 'failed'; error: string };

/** One document: its file picker, a progress bar while it goes, and what became of it. */
function DocumentField({
  kind,
  current,
  onUploaded,
}: {
  kind: DocumentKind;
  current: ApplicationDocument | undefined;
  onUploaded: (document: ApplicationDocument) => void;
}) {
  const { t } = useTranslation('drive', { keyPrefix: `${APPLY_KEY}.documents` });
  const id = useId();
  const [upload, setUpload] = useState<Upload>({ state: 'idle' });
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // the same file may be chosen again after a refusal
    if (!file) return;
    const problem = documentProblem(kind, file);
    if (problem) {
      setUpload({ state: 'failed', error: errorText(new ApiError(400, problem, problem)) });
      return;
    }
    setUpload({ state: 'uploading', name: file.name, progress: 0 });
    uploadDocument(kind, file, (progress) =>
      setUpload({ state: 'uploading', name: file.name, progress }),
    ).then(
      (document) => {
        setUpload({ state: 'done', name: file.name });
        onUploaded(document);
      },
      (error: unknown) => setUpload({ state: 'failed', error: errorText(error) }),
    );
  };
  const hint = kind === 'photo' ? t('photoHint') : t('licenceHint');
  return (
    <div className="drive-field drive-upload">
      <label htmlFor={id}>{t(kind)}</label>
      <p className="drive-hint" id={`${id}-hint`}>
        {hint}
      </p>
      <input
        id={id}
        type="file"
        accept={acceptOf(kind)}
        aria-describedby={`${id}-hint`}
        disabled={upload.state === 'uploading'}
        onChange={onChange}
      />
      {upload.state === 'uploading' ? (
        <p className="drive-hint" role="status">
          {t('uploading', { name: upload.name })}{' '}
          <progress max={1} value={upload.progress} aria-label={t('progress')} />
        </p>
      ) : null}
      {upload.state === 'done' ? (
        <p className="drive-hint" role="status">
          {t('uploaded', { name: upload.name })}
        </p>
      ) : null}
      {upload.state === 'idle' && current ? (
        <p className="drive-hint">{t('uploaded', { name: t(kind) })}</p>
      ) : null}
      {upload.state === 'failed' ? (
        <p className="drive-error" role="alert">
          {upload.error}
        </p>
      ) : null}
    </div>
  );
}

/** The photo, the licence and the insurance, each uploaded as soon as it is chosen. */
export function DocumentsStep({ application }: { application: MyApplication }) {
  const { t } = useTranslation('drive', { keyPrefix: `${APPLY_KEY}.documents` });
  const queryClient = useQueryClient();
  const onUploaded = (document: ApplicationDocument) =>
    queryClient.setQueryData<MyApplication>(myApplicationKey, (old) =>
      old
        ? {
            ...old,
            documents: [...old.documents.filter((d) => d.kind !== document.kind), document],
          }
        : old,
    );
  return (
    <>
      <p className="drive-hint">{t('lead')}</p>
      {DOCUMENT_KINDS.map((kind) => (
        <DocumentField
          key={kind}
          kind={kind}
          current={application.documents.find((d) => d.kind === kind)}
          onUploaded={onUploaded}
        />
      ))}
    </>
  );
}
