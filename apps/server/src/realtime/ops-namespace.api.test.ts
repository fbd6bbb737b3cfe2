import { describe, expect, it, onTestFinished } from 'vitest';
import { opsSocketEvents, type CityNow } from '@fairfare/contracts/city-now';
import { startSeededApp } from '../../test/helpers/app.ts';
import { registerRider } from '../../test/helpers/auth.ts';
import { databaseKinds } from '../../test/helpers/databases.ts';
import { rideOf } from '../../test/helpers/ride-builder.ts';
import { connect, eventually, listen } from '../../test/helpers/sockets.ts';
import { citiesOf } from '../modules/city-rules/scope.ts';
import { attachOpsNamespace, type StaffOfHandshake } from './ops-namespace.ts';

const LONDON = 14;
const TORONTO = 15;

/** The staff check the namespace is given: here, one London manager's cookie. */
const londonManager: StaffOfHandshake = async (cookie) =>
  cookie?.includes('ff_ops=london-manager') ? { staffId: 1, scope: citiesOf([LONDON]) } : null;

type Answer = { ok: true; now: CityNow } | { ok: false; error: string };

describe.each(databaseKinds)('the staff live view over Socket.IO on %s', (kind) => {
  it('lets staff watch their city, pushes changes, and never lets a rider in', async () => {
    const { app, db } = await startSeededApp(kind);
    const ops = attachOpsNamespace(app, app.io, { staffOf: londonManager, intervalMs: 60_000 });
    onTestFinished(() => ops.stop());
    const base = await listen(app);

    const rider = await registerRider(app, '5195550301');
    await expect(connect(`${base}/ops`, { cookie: rider.cookie })).rejects.toThrow('unauthorized');
    await expect(connect(`${base}/ops`)).rejects.toThrow('unauthorized');

    const staff = await connect(`${base}/ops`, { cookie: 'ff_ops=london-manager' });
    const watch = (cityId: number) =>
      (staff as unknown as { emitWithAck(e: string, p: unknown): Promise<Answer> }).emitWithAck(
        opsSocketEvents.watchCity,
        { city_id: cityId },
      );
    expect(await watch(TORONTO)).toEqual({ ok: false, error: 'forbidden' });
    const first = await watch(LONDON);
    expect(first.ok).toBe(true);

    const pushed: CityNow[] = [];
    (staff as unknown as { on(e: string, f: (n: CityNow) => void): void }).on(
      opsSocketEvents.cityNow,
      (now) => pushed.push(now),
    );
    await ops.pushNow();
    const booked = await rideOf(app, db, '5195550302').booked();
    await ops.pushNow();
    await eventually(() =>
      pushed.some((now) => now.open_requests.some((t) => t.trip_id === booked.tripId)),
    );
    const count = pushed.length;
    await ops.pushNow(); // nothing changed: nothing sent
    expect(pushed.length).toBe(count);
  });
});
