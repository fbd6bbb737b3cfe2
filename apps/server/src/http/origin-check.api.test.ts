import { describe, expect, it } from 'vitest';
import { API_BASE, endpoints } from '@fairfare/contracts/api';
import { startSeededApp } from '../../test/helpers/app.ts';
import { registerRider } from '../../test/helpers/auth.ts';
import { booking, stored } from '../../test/helpers/booking.ts';
import { connect, listen } from '../../test/helpers/sockets.ts';

describe('requests from other sites (issue 17 point 8)', () => {
  it("refuses a state change from another site's page with the rider's cookie, and changes nothing", async () => {
    const { app, db } = await startSeededApp('sqlite');
    const rider = await registerRider(app, '5195559101');
    const save = (origin?: string) =>
      app.inject({
        method: 'POST',
        url: API_BASE + endpoints.trips.save,
        headers: {
          cookie: rider.cookie,
          host: 'fairfare.example',
          ...(origin ? { origin } : {}),
        },
        payload: booking(),
      });
    const before = await stored(db);
    for (const origin of ['http://evil.example', 'http://fairfare.example:8080', 'null']) {
      const res = await save(origin);
      expect(res.statusCode, origin).toBe(403);
      expect(res.json().code).toBe('error.foreignOrigin');
    }
    const logout = await app.inject({
      method: 'POST',
      url: API_BASE + endpoints.users.logout,
      headers: { cookie: rider.cookie, origin: 'http://evil.example' },
    });
    expect(logout.statusCode).toBe(403);
    expect(await stored(db)).toEqual(before);
    // the site itself, and a client that sends no Origin (an app), go on
    expect((await save('https://fairfare.example')).statusCode).toBe(200);
  });

  it('an allowed origin may act; reading stays open to anyone', async () => {
    const { app } = await startSeededApp('sqlite', { allowedOrigins: ['https://partner.example'] });
    const estimate = await app.inject({
      method: 'POST',
      url: API_BASE + endpoints.trips.estimate,
      headers: { origin: 'https://partner.example', host: 'fairfare.example' },
      payload: { pickup: { lat: 43.0096, lng: -81.2737 }, drop: { lat: 43.0255, lng: -81.279 } },
    });
    expect(estimate.statusCode).toBe(200);
    const page = await app.inject({
      url: '/api/dev/metrics',
      headers: { origin: 'http://evil.example' },
    });
    expect(page.statusCode).not.toBe(403);
  });

  it("refuses a socket opened by another site's page, and lets the site's own in", async () => {
    const { app } = await startSeededApp('sqlite');
    const rider = await registerRider(app, '5195559102');
    const base = await listen(app);
    await expect(
      connect(base, { cookie: rider.cookie, origin: 'http://evil.example' }),
    ).rejects.toThrow();
    await expect(connect(base, { cookie: rider.cookie, origin: base })).resolves.toBeDefined();
  });
});
