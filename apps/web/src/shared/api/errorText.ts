import { i18n, translateApiMessage } from '../i18n/i18n';
import { ApiError } from './client';

/**
 * The text of a failed call in the interface language: the server's message key translated
 * (its English text when the key is unknown), else `fallback`, else the generic error.
 */
export function errorText(err: unknown, fallback?: string): string {
  if (err instanceof ApiError) return translateApiMessage(err.code, err.message, err.params);
  return fallback ?? i18n.t('error.internal', { ns: 'messages' });
}

/** A 401 is handled centrally (logout to /login): callers show nothing more. */
export function isUnauthorized(err: unknown): boolean {
  return err instanceof ApiError && err.status === 401;
}
