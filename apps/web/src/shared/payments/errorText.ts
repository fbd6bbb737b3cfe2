import { ApiError } from '../api/client';
import { i18n, translateApiMessage } from '../i18n/i18n';

/**
 * The text of a failed payment call in the interface language: the server's (or the provider's)
 * message, else the generic error.
 */
export function paymentErrorText(err: unknown): string {
  if (err instanceof ApiError) return translateApiMessage(err.code, err.message, err.params);
  return i18n.t('error.internal', { ns: 'messages' });
}
