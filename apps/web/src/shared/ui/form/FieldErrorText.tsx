import { useTranslation } from 'react-i18next';
import type { FieldErrorValue } from './fieldProps';
import './form.css';

/**
 * A field's error under its field: a react-hook-form error's message key translated, or a text
 * translated already.
 */
export function FieldErrorText({ id, error }: { id: string; error: FieldErrorValue }) {
  const { t } = useTranslation('messages');
  const text = typeof error === 'string' ? error : error?.message ? t(error.message) : '';
  if (!text) return null;
  return (
    <p className="form-field__error" id={`${id}-error`}>
      {text}
    </p>
  );
}
