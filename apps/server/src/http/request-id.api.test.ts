import { Writable } from 'node:stream';
import { describe, expect, it, onTestFinished } from 'vitest';
import { API_BASE, endpoints } from '@fairfare/contracts/api';
import { registerRider } from '../../test/helpers/auth.ts';
import { booking, DAY } from '../../test/helpers/booking.ts';
import { databaseKinds, freshDatabase } from '../../test/helpers/databases.ts';
import { buildApp } from '../app.ts';
import { testConfig } from '../config.ts';
import { currentRequestId, requestIdFor } from './request-id.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('requestIdFor', () => {
  it('keeps a well-formed id and replaces anything else with a random UUID', () => {
    expect(requestIdFor('0af7651916cd43dd8448eb211c80319c')).toBe(
      '0af7651916cd43dd8448eb211c80319c',
    );
    expect(requestIdFor('edge:abc_123.4-5')).toBe('edge:abc_123.4-5');
    expect(requestIdFor(['first-id-00', 'second-id-00'])).toBe('second-id-00');
    for (const bad of [
      undefined,
      '',
      'short',
      'x'.repeat(129),
      'id with spaces',
      'a"b\nforged-line',
    ])
      expect(requestIdFor(bad)).toMatch(UUID);
    expect(requestIdFor(undefined)).not.toBe(requestIdFor(undefined));
  });
});

/** The app on a seeded database, its log lines (JSON, info level) kept for the test to read. */
async function loggedApp(kind: 'sqlite' | 'postgres') {
  const database = await freshDatabase(kind, { seeded: true });
  onTestFinished(() => database.close());
  const lines: Array<Record<string, unknown>> = [];
  const raw: string[] = [];
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) {
        raw.push(line);
        lines.push(JSON.parse(line) as Record<string, unknown>);
      }
      done();
    },
  });
  const app = await buildApp(
    testConfig({ database: database.target, webDistDir: '/nonexistent', logLevel: 'info' }),
    { db: database.db, logStream },
  );
  onTestFinished(() => app.close());
  await app.ready();
  return { app, lines, raw };
}

describe.each(databaseKinds)('request ids on %s', (kind) => {
  it('answers with the id it was sent and writes it on every line of that request', async () => {
    const { app, lines, raw } = await loggedApp(kind);
    const id = 'edge-7f3c2a9b01d4';
    const res = await app.inject({
      method: 'POST',
      url: API_BASE + endpoints.constants.list,
      headers: { 'x-request-id': id },
      payload: {},
    });
    expect(res.headers['x-request-id']).toBe(id);
    const mine = lines.filter((l) => l.reqId === id);
    expect(mine.map((l) => l.msg)).toEqual(
      expect.arrayContaining(['incoming request', 'request completed']),
    );
    // Once per line: a request's own logger has it already, the mixin adds it to no such line.
    expect(raw.filter((l) => l.split('"reqId"').length > 2)).toEqual([]);
  });

  it('replaces a malformed id with a fresh one, and answers and logs that one', async () => {
    const { app, lines } = await loggedApp(kind);
    const res = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'forged\nline "quoted"' },
    });
    const made = res.headers['x-request-id'] as string;
    expect(made).toMatch(UUID);
    expect(lines.some((l) => l.reqId === made && l.msg === 'request completed')).toBe(true);
    expect(JSON.stringify(lines)).not.toContain('forged');
  });

  it("runs a job a request enqueued under that request's id: its pushes and log lines carry it", async () => {
    const { app, lines } = await loggedApp(kind);
    const rider = await registerRider(app, '5195554301');
    const id = 'book-0123456789abcdef';
    const saved = await app.inject({
      method: 'POST',
      url: API_BASE + endpoints.trips.save,
      headers: { cookie: rider.cookie, 'x-request-id': id },
      payload: booking(),
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.headers['x-request-id']).toBe(id);

    // The request's expiry job, run later by the runner outside any request.
    const pushedUnder: Array<string | undefined> = [];
    const toRider = app.notifier.toRider.bind(app.notifier);
    app.notifier.toRider = (userId, push) => {
      pushedUnder.push(currentRequestId());
      app.log.info({ trip_status: push.trip_status }, 'pushed to the rider');
      return toRider(userId, push);
    };
    expect(currentRequestId()).toBeUndefined();
    const report = await app.jobs.runDue(Date.now() + DAY);
    expect(report.ran).toBeGreaterThan(0);
    expect(pushedUnder).toContain(id);
    expect(lines.find((l) => l.msg === 'pushed to the rider')?.reqId).toBe(id);
  });
});
