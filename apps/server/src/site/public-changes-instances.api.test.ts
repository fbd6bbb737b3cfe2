import { describe, expect, it } from 'vitest';
import { API_BASE, endpoints } from '@fairfare/contracts/api';
import { endpointTable } from '@fairfare/contracts/endpoint-table';
import { buildApp } from '../app.ts';
import { startSeededApp } from '../../test/helpers/app.ts';
import { AIRPORT, WESTERN } from '../../test/helpers/booking.ts';
import { dropPrefix, redisUp, testRedis } from '../../test/helpers/redis.ts';
import { signInStaff, staffCall } from '../../test/helpers/staff.ts';

const estimate = { city_id: 14, category_id: 1, pickup: WESTERN, drop: AIRPORT };
const raisedFare = {
  city_id: 14,
  category_id: 1,
  base_fare: 10,
  per_km: 1.25,
  per_min: 0.3,
  min_fare: 7.5,
  max_fare: null,
  commission_pct: 20,
  bid_floor_pct: 80,
  bid_ceiling_pct: 200,
};

describe.runIf(redisUp)('staff changes reach every instance (REDIS_URL, decision 042)', () => {
  it('a fare saved on instance A reprices the estimate instance B keeps, without waiting', async () => {
    const redis = testRedis();
    try {
      const { app: a, db } = await startSeededApp('sqlite', { redis });
      const b = await buildApp(a.config, { db });
      try {
        await b.ready();
        const askB = async () =>
          (
            await b.inject({
              method: 'POST',
              url: API_BASE + endpoints.trips.estimate,
              payload: estimate,
            })
          ).json().response['1'].total_fare as number;
        expect(await askB()).toBe(21.2); // now kept by B for 5 s
        // B's own listeners run in order: its estimate cache is dropped before this one hears
        const heardByB = new Promise<void>((resolve) => b.publicChanges.onChange(resolve));

        const manager = await signInStaff(a, 'city');
        const saved = await staffCall(a, manager, endpointTable.opsRules.saveFare.path, raisedFare);
        expect(saved.statusCode).toBe(200);
        await heardByB;
        expect(await askB()).toBe(27.7);
      } finally {
        await b.close();
      }
    } finally {
      await dropPrefix(redis.prefix);
    }
  });
});
