import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { API_BASE } from '@fairfare/contracts/api';
import { allEndpoints } from '@fairfare/contracts/endpoint-table';
import { startSeededApp } from '../../test/helpers/app.ts';
import { registerRider } from '../../test/helpers/auth.ts';
import { addDriver, loginDriver } from '../../test/helpers/rides.ts';
import { stored } from '../../test/helpers/booking.ts';
import { enforceAccess, type Identities } from './access.ts';

/** Nobody is signed in: every guarded route refuses. */
const nobody: Identities = {
  rider: async () => null,
  driver: async () => null,
  applicant: async () => null,
  staff: async () => null,
};

const guarded = allEndpoints.filter((endpoint) => endpoint.access !== 'public');

/** A body no endpoint's schema accepts: every field of the wrong type, and one that is unknown. */
const badBody = { trip_id: 'x', amount: [1], step: 42, phone: null, unknown_field: {} };

describe('one endpoint table, closed by default (issue 17 point 7)', () => {
  it('registers every endpoint of the table', async () => {
    const { app } = await startSeededApp('sqlite');
    const missing = allEndpoints.filter(
      (endpoint) => !app.hasRoute({ method: 'POST', url: API_BASE + endpoint.path }),
    );
    expect(missing.map((endpoint) => endpoint.path)).toEqual([]);
  });

  it('refuses an anonymous call before validating its body: 401, not 400, and nothing changes', async () => {
    const { app, db } = await startSeededApp('sqlite');
    const before = await stored(db);
    for (const endpoint of guarded) {
      const res = await app.inject({
        method: 'POST',
        url: API_BASE + endpoint.path,
        payload: badBody,
      });
      expect(res.statusCode, endpoint.path).toBe(401);
      expect(res.json().code, endpoint.path).toBe('error.unauthorized');
    }
    expect(await stored(db)).toEqual(before);
  });

  it("a rider's session opens no driver endpoint and a driver's none of a rider's", async () => {
    const { app, db } = await startSeededApp('sqlite');
    const rider = await registerRider(app, '5195559301');
    const driver = await loginDriver(app, (await addDriver(db)).phone);
    for (const endpoint of guarded) {
      const wrong = endpoint.access === 'driver' ? rider.cookie : driver.cookie;
      const res = await app.inject({
        method: 'POST',
        url: API_BASE + endpoint.path,
        headers: { cookie: wrong },
        payload: badBody,
      });
      expect(res.statusCode, endpoint.path).toBe(401);
    }
  });

  it('with the right session a bad body is a 400 with the details', async () => {
    const { app } = await startSeededApp('sqlite');
    const rider = await registerRider(app, '5195559302');
    const res = await app.inject({
      method: 'POST',
      url: API_BASE + '/tripapi/save',
      headers: { cookie: rider.cookie },
      payload: badBody,
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('enforceAccess', () => {
  it('refuses to start when a route declares no access', async () => {
    const app = Fastify();
    void app.register(async (api) => {
      enforceAccess(api, nobody);
      api.post('/forgotten', async () => ({ ok: true }));
    });
    await expect(app.ready()).rejects.toThrow(/declares no access/);
  });

  it('lets unknown paths reach the not-found answer', async () => {
    const app = Fastify();
    await app.register(async (api) => {
      enforceAccess(api, nobody);
      api.post('/open', { config: { access: 'public' } }, async () => ({ ok: true }));
    });
    expect((await app.inject({ method: 'POST', url: '/open' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/nowhere' })).statusCode).toBe(404);
    await app.close();
  });
});
