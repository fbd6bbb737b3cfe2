import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/helpers/app.ts';
import { registerRider } from '../../../test/helpers/auth.ts';
import { databaseKinds } from '../../../test/helpers/databases.ts';
import { insertCityAndCategory, insertTrip } from '../../../test/helpers/fixtures.ts';
import { connect, listen } from '../../../test/helpers/sockets.ts';

// Issue 31 point 10: the tracking socket room follows the same rule as tripapi/track.
describe.each(databaseKinds)('tracking room on %s', (kind) => {
  it('an expired tracking link cannot join the trip room; a working one can', async () => {
    const { app, db } = await startTestApp(kind);
    await insertCityAndCategory(db);
    const rider = await registerRider(app, '5195550191');
    const hoursAgo = (hours: number) => Date.now() - hours * 3_600_000;
    const expired = randomBytes(16).toString('hex');
    const fresh = randomBytes(16).toString('hex');
    await insertTrip(db, rider.userId, {
      trip_status: 'completed',
      updated_at: hoursAgo(app.config.trackLinkHours + 1),
      track_token: expired,
    });
    await insertTrip(db, rider.userId, {
      trip_status: 'completed',
      updated_at: hoursAgo(app.config.trackLinkHours - 1),
      track_token: fresh,
    });
    const socket = await connect(await listen(app));
    expect(await socket.emitWithAck('track_trip', { token: expired })).toEqual({
      ok: false,
      error: 'not_found',
    });
    expect(await socket.emitWithAck('track_trip', { token: fresh })).toEqual({ ok: true });
    const inRooms = await app.io.in(`track:${expired}`).fetchSockets();
    expect(inRooms).toHaveLength(0);
    expect(await app.io.in(`track:${fresh}`).fetchSockets()).toHaveLength(1);
  });
});
