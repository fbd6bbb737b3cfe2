import type { SuccessEnvelope } from '@fairfare/contracts/api';

export function ok<T>(response: T, message?: string): SuccessEnvelope<T> {
  return message === undefined
    ? { status: 'success', response }
    : { status: 'success', message, response };
}
