import type { FieldError } from 'react-hook-form';

/** id, aria-invalid and aria-describedby of a control, pointing at its hint and its error. */
export function fieldProps(id: string, error: FieldError | undefined, hint = false) {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean);
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': ids.length > 0 ? ids.join(' ') : undefined,
  };
}
