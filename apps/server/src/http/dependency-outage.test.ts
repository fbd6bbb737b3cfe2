import { describe, expect, it } from 'vitest';
import { isDependencyOutage, serviceUnavailable } from './dependency-outage.ts';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isDependencyOutage', () => {
  it('knows PostgreSQL going away, refusing, or cancelling a statement', () => {
    for (const err of [
      withCode('terminating connection due to administrator command', '57P01'),
      withCode('the database system is starting up', '57P03'),
      withCode('canceling statement due to statement timeout', '57014'),
      withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
      new Error('Query read timeout'),
    ]) {
      expect(isDependencyOutage(err), err.message).toBe(true);
    }
  });

  it('knows Redis away or frozen (ioredis)', () => {
    const maxRetries = new Error('Reached the max retries per request limit (which is 1).');
    maxRetries.name = 'MaxRetriesPerRequestError';
    for (const err of [
      new Error("Stream isn't writeable and enableOfflineQueue options is false"),
      new Error('Command timed out'),
      new Error('Connection is closed.'),
      maxRetries,
      serviceUnavailable('redis'),
    ]) {
      expect(isDependencyOutage(err), err.message).toBe(true);
    }
  });

  it('looks into the cause and aggregate errors (fetch, several addresses)', () => {
    expect(
      isDependencyOutage(
        new TypeError('fetch failed', { cause: withCode('connect', 'ECONNREFUSED') }),
      ),
    ).toBe(true);
    expect(isDependencyOutage(new AggregateError([withCode('x', 'ECONNREFUSED')]))).toBe(true);
  });

  it('leaves bugs and bad data alone', () => {
    expect(isDependencyOutage(new TypeError('Cannot read properties of undefined'))).toBe(false);
    expect(isDependencyOutage(withCode('duplicate key value', '23505'))).toBe(false);
    expect(isDependencyOutage(withCode('syntax error', '42601'))).toBe(false);
    expect(isDependencyOutage('Connection terminated')).toBe(false);
  });
});
