import { expect } from 'vitest';

/** A failure envelope's fields besides `status: 'failed'`, as the service sends them. */
interface Failure {
  code: string;
  message: string;
  params?: Record<string, unknown>;
}

/** Asserts an answer is this HTTP status with exactly this failure envelope. */
export function expectFailed(
  res: { statusCode: number; json: () => unknown },
  statusCode: number,
  failure: Failure,
) {
  expect(res.statusCode).toBe(statusCode);
  expect(res.json()).toEqual({ status: 'failed', ...failure });
}
