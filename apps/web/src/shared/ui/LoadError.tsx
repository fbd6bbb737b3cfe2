import { useTranslation } from 'react-i18next';

interface LoadErrorProps {
  /** What could not be loaded, already translated. */
  message: string;
  /** Tries again; the button shows only when given. */
  onRetry?: () => void;
}

/** A friendly notice in place of data that did not load, with a way to try again. */
export function LoadError({ message, onRetry }: LoadErrorProps) {
  const { t } = useTranslation('common');
  return (
    <div className="notice" role="alert">
      <p>{message}</p>
      {onRetry ? (
        <button type="button" className="button button--secondary" onClick={onRetry}>
          {t('retry')}
        </button>
      ) : null}
    </div>
  );
}
