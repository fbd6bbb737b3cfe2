import type { FieldError } from 'react-hook-form';

/**
 * A field's error: a react-hook-form error (its message is a message key of the contracts'
 * schemas, translated where it is shown) or a text translated already; none when falsy.
 */
export type FieldErrorValue = FieldError | string | null | undefined;

/** id, aria-invalid and aria-describedby of a control, pointing at its hint and its error. */
export function fieldProps(id: string, error: FieldErrorValue, hint = false) {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean);
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': ids.length > 0 ? ids.join(' ') : undefined,
  };
}
