import { ApiError } from '../../../shared/api/client';
import { i18n, translateApiMessage } from '../../../shared/i18n/i18n';

/** The text of a failed call in the interface language (the server's key, else its English). */
export function apiErrorText(err: unknown): string {
  if (err instanceof ApiError) return translateApiMessage(err.code, err.message, err.params);
  return i18n.t('error.internal', { ns: 'messages' });
}

/** A 401 is handled centrally (logout to /login): callers show nothing more. */
export function isUnauthorized(err: unknown): boolean {
  return err instanceof ApiError && err.status === 401;
}
