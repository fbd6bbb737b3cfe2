import { describe, expect, it } from 'vitest';
import { startSeededApp } from '../../../test/helpers/app.ts';
import { WESTERN } from '../../../test/helpers/booking.ts';
import { databaseKinds } from '../../../test/helpers/databases.ts';
import { onlineDriver } from '../../../test/helpers/rides.ts';
import { connect, listen } from '../../../test/helpers/sockets.ts';
import { POSITION_BURST, tokenBucket } from './position-budget.ts';

describe.each(databaseKinds)("a driver's positions over the socket (%s)", (kind) => {
  it('are taken as driverapi/updateposition takes them, and a bad one is refused', async () => {
    const { app, db } = await startSeededApp(kind);
    const url = await listen(app);
    const driver = await onlineDriver(app, db);
    const socket = await connect(url, { cookie: driver.cookie });
    const moved = { lat: WESTERN.lat + 0.02, lng: WESTERN.lng };

    expect(await socket.emitWithAck('update_position', moved)).toEqual({ ok: true });
    const row = await db
      .selectFrom('drivers')
      .select(['d_lat', 'd_lng'])
      .where('driver_id', '=', driver.driverId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ d_lat: moved.lat, d_lng: moved.lng });
    // the geo index too: the driver is matched where they are now
    const near = await app.locator.nearby(moved, 0.1, 10);
    expect(near.map((n) => n.driverId)).toContain(driver.driverId);

    expect(await socket.emitWithAck('update_position', { lat: 200, lng: 0 })).toEqual({
      ok: false,
      error: 'bad_request',
    });
  });

  it('are refused beyond a burst, so that one socket cannot flood the writes and the riders', async () => {
    const { app, db } = await startSeededApp(kind);
    const url = await listen(app);
    const driver = await onlineDriver(app, db);
    const socket = await connect(url, { cookie: driver.cookie });
    const answers = await Promise.all(
      Array.from({ length: POSITION_BURST + 5 }, (_, i) =>
        socket.emitWithAck('update_position', { lat: WESTERN.lat + i * 0.0001, lng: WESTERN.lng }),
      ),
    );
    expect(answers.filter((a) => a.ok)).toHaveLength(POSITION_BURST);
    expect(answers.filter((a) => !a.ok)).toEqual(
      Array.from({ length: 5 }, () => ({ ok: false, error: 'too_many' })),
    );
  });
});

describe('the position budget of a socket', () => {
  it('takes a burst, then refills at its rate', () => {
    const bucket = tokenBucket(3, 2, 0);
    expect([bucket.take(0), bucket.take(0), bucket.take(0), bucket.take(0)]).toEqual([
      true,
      true,
      true,
      false,
    ]);
    expect(bucket.take(400)).toBe(false); // 0.8 of a position refilled
    expect(bucket.take(500)).toBe(true); // one after half a second at 2/s
    expect(bucket.take(10_000)).toBe(true);
  });
});
