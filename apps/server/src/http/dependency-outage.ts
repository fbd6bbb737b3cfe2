import { AppError } from './errors.ts';

/**
 * Errors that say a dependency (PostgreSQL, Redis) is away or too slow, not that the request or
 * our code is wrong: the service answers them 503 'error.serviceUnavailable' (the caller may try
 * again in a moment) instead of 500, and logs them as a warning. Decision 025.
 */

/** PostgreSQL SQLSTATEs of a server going away, refusing connections or cancelling a statement. */
const POSTGRES_OUTAGE_CODES = new Set([
  '57P01', // admin_shutdown (pg_ctl stop -m fast)
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, shutting down, in recovery)
  '57014', // query_canceled (statement_timeout)
  '53300', // too_many_connections
  '08000', // connection_exception and its kinds
  '08001',
  '08003',
  '08004',
  '08006',
]);

/** Socket errors of a connection refused, reset or timed out (Node's `err.code`). */
const SOCKET_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);

/** Messages of node-postgres and ioredis for a connection lost, refused or timed out. */
const OUTAGE_MESSAGES = [
  /^Connection terminated/, // pg: the server closed the connection (also "… due to connection timeout")
  /^timeout exceeded when trying to connect$/, // pg-pool: connectionTimeoutMillis
  /^Query read timeout$/, // pg: query_timeout (a frozen server)
  /is not queryable$/, // pg: a client whose connection already failed
  /^Stream isn't writeable/, // ioredis: disconnected, and no offline queue
  /^Command timed out$/, // ioredis: commandTimeout
  /^Connection is closed\.?$/, // ioredis
  /^Reached the max retries per request limit/, // ioredis: MaxRetriesPerRequestError
];

/** A dependency is away on purpose: code that knows it (the geo index while Redis is down). */
export class DependencyUnavailableError extends AppError {
  readonly dependency: 'database' | 'redis';

  constructor(dependency: 'database' | 'redis') {
    super(503, 'error.serviceUnavailable');
    this.dependency = dependency;
  }
}

export const serviceUnavailable = (dependency: 'database' | 'redis') =>
  new DependencyUnavailableError(dependency);

/** Whether `err` (or the error it wraps) says a dependency is away rather than a bug. */
export function isDependencyOutage(err: unknown, depth = 0): boolean {
  if (!(err instanceof Error) || depth > 3) return false;
  if (err instanceof DependencyUnavailableError) return true;
  const { code, name } = err as Error & { code?: unknown };
  if (name === 'MaxRetriesPerRequestError') return true;
  if (typeof code === 'string' && (POSTGRES_OUTAGE_CODES.has(code) || SOCKET_ERROR_CODES.has(code)))
    return true;
  if (OUTAGE_MESSAGES.some((pattern) => pattern.test(err.message))) return true;
  if (err instanceof AggregateError && err.errors.some((e) => isDependencyOutage(e, depth + 1)))
    return true;
  return isDependencyOutage(err.cause, depth + 1);
}
