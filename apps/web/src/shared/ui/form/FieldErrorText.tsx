import type { FieldError as FormFieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import './form.css';

/** A field's error (a message key of the contracts' schemas), translated, under its field. */
export function FieldErrorText({ id, error }: { id: string; error: FormFieldError | undefined }) {
  const { t } = useTranslation('messages');
  if (!error?.message) return null;
  return (
    <p className="form-field__error" id={`${id}-error`}>
      {t(error.message)}
    </p>
  );
}
