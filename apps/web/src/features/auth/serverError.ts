import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../shared/api/client';

/**
 * Shows a server's validation error under the field it is about (the same message key the
 * browser's check would have given) and answers true; answers false for any other error, which
 * the caller shows in its alert region.
 */
export function showFieldError<T extends FieldValues>(
  error: unknown,
  fields: Partial<Record<string, Path<T>>>,
  setError: UseFormSetError<T>,
): boolean {
  if (!(error instanceof ApiError) || !error.code) return false;
  const field = fields[error.code];
  if (!field) return false;
  setError(field, { type: 'server', message: error.code }, { shouldFocus: true });
  return true;
}
