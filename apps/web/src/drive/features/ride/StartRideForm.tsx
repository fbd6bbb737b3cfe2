import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

interface StartRideFormProps {
  busy: boolean;
  /** The service's refusal (a wrong code), already in words. */
  error: string | null;
  onStart: (code: string) => void;
  onCancel: () => void;
}

/** "Start ride" asks for the rider's 4-digit code; the service checks it (a wrong one says so). */
export function StartRideForm({ busy, error, onStart, onCancel }: StartRideFormProps) {
  const { t } = useTranslation('drive');
  const [code, setCode] = useState('');
  const fieldId = useId();
  const errorId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onStart(code.trim());
  };
  return (
    <form className="drive-code" onSubmit={submit} aria-label={t('ride.codeForm')}>
      <label htmlFor={fieldId}>{t('ride.codeLabel')}</label>
      <input
        id={fieldId}
        className="drive-code__input"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]{4}"
        maxLength={4}
        required
        value={code}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
      />
      {error ? (
        <p id={errorId} className="drive-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="drive-row">
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {t('ride.back')}
        </button>
        <button
          type="submit"
          className="button button--primary"
          disabled={busy || code.length !== 4}
        >
          {t('ride.start')}
        </button>
      </div>
    </form>
  );
}
