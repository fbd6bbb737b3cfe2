import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/client';
import { translateApiMessage } from '../../../shared/i18n/i18n';

interface LoadErrorProps {
  title: string;
  error: unknown;
  onRetry: () => void;
  retrying?: boolean;
}

/** A failed load: what failed, the server's reason when there is one, and a retry button. */
export function LoadError({ title, error, onRetry, retrying = false }: LoadErrorProps) {
  const { t } = useTranslation('content');
  const reason =
    error instanceof ApiError ? translateApiMessage(error.code, error.message) : undefined;
  return (
    <div className="notice content-error" role="alert">
      <div className="content-error__text">
        <p className="content-error__title">{title}</p>
        {reason ? <p className="content-error__reason">{reason}</p> : null}
      </div>
      <button
        type="button"
        className="button button--secondary"
        onClick={onRetry}
        disabled={retrying}
      >
        {t('error.retry')}
      </button>
    </div>
  );
}
