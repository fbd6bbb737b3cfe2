import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { pgConnectionString } from './database.ts';

/** How node-postgres reads the connection string it is given (nothing connects). */
const clientOf = (url: string) =>
  new pg.Client({ connectionString: pgConnectionString(url, 'ops') });
const userOf = (url: string) => clientOf(url).user;

describe('pgConnectionString', () => {
  it('names the operating-system user when the URL names none, as libpq does', () => {
    expect(userOf('postgres://127.0.0.1:5432/test')).toBe('ops');
    expect(pgConnectionString('postgres://127.0.0.1:5432/test', 'ops')).toBe(
      'postgres://ops@127.0.0.1:5432/test',
    );
  });

  it('names it in the query for a Unix socket URL, which has no host to put it before', () => {
    const url = 'postgres:///test?host=/var/run/postgresql';
    expect(userOf(url)).toBe('ops');
    expect(clientOf(url)).toMatchObject({ host: '/var/run/postgresql', database: 'test' });
  });

  it('keeps a user the URL names, before the @ or in the query', () => {
    expect(userOf('postgres://app:secret@db.internal/fairfare')).toBe('app');
    expect(userOf('postgres:///fairfare?host=/tmp&user=app')).toBe('app');
  });
});
