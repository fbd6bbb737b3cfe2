import { describe, expect, it } from 'vitest';
import { opsSocketEvents, type CityNow } from '@fairfare/contracts/city-now';
import { opsPaths } from '@fairfare/contracts/staff';
import { startSeededApp } from '../../../test/helpers/app.ts';
import { registerRider } from '../../../test/helpers/auth.ts';
import { databaseKinds } from '../../../test/helpers/databases.ts';
import { rideOf } from '../../../test/helpers/ride-builder.ts';
import { connect, eventually, listen } from '../../../test/helpers/sockets.ts';
import { signInStaff, staffCall } from '../../../test/helpers/staff.ts';

const LONDON = 14;
const TORONTO = 15;

type Answer = { ok: true; now: CityNow } | { ok: false; error: string };

describe.each(databaseKinds)('the staff live view over Socket.IO on %s', (kind) => {
  it('lets staff watch their city, pushes changes, and never lets a rider or an editor in', async () => {
    const { app, db } = await startSeededApp(kind);
    const base = await listen(app);

    const rider = await registerRider(app, '5195550301');
    await expect(connect(`${base}/ops`, { cookie: rider.cookie })).rejects.toThrow('unauthorized');
    await expect(connect(`${base}/ops`)).rejects.toThrow('unauthorized');
    const editor = await signInStaff(app, 'editor');
    await expect(connect(`${base}/ops`, { cookie: editor.cookie })).rejects.toThrow('unauthorized');

    const manager = await signInStaff(app, 'city');
    const staff = await connect(`${base}/ops`, { cookie: manager.cookie });
    const socket = staff as unknown as {
      emitWithAck(e: string, p: unknown): Promise<Answer>;
      on(e: string, f: (n: CityNow) => void): void;
    };
    const watch = (cityId: number) =>
      socket.emitWithAck(opsSocketEvents.watchCity, { city_id: cityId });
    expect(await watch(TORONTO)).toEqual({ ok: false, error: 'forbidden' });
    expect((await watch(LONDON)).ok).toBe(true);

    const pushed: CityNow[] = [];
    socket.on(opsSocketEvents.cityNow, (now) => pushed.push(now));
    const booked = await rideOf(app, db, '5195550302').booked();
    // pushed by the instance's next look at the watched cities (every 2 s)
    await eventually(
      () => pushed.some((now) => now.open_requests.some((t) => t.trip_id === booked.tripId)),
      15_000,
    );
  });

  it('ends a staff socket once its session has ended, and keeps the others', async () => {
    const { app } = await startSeededApp(kind);
    const base = await listen(app);
    const leaving = await signInStaff(app, 'city');
    const staying = await signInStaff(app, 'admin');
    const leavingSocket = await connect(`${base}/ops`, { cookie: leaving.cookie });
    const stayingSocket = await connect(`${base}/ops`, { cookie: staying.cookie });
    const ended = new Promise<string>((resolve) => leavingSocket.on('disconnect', resolve));

    await app.opsLive.checkSessions();
    expect([leavingSocket.connected, stayingSocket.connected]).toEqual([true, true]);

    expect((await staffCall(app, leaving, opsPaths.signOut, {})).statusCode).toBe(200);
    await app.opsLive.checkSessions();
    expect(await ended).toBe('io server disconnect');
    expect(stayingSocket.connected).toBe(true);
  });
});
