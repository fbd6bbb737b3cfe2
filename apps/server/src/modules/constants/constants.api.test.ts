import { describe, expect, it } from 'vitest';
import { API_BASE, endpoints } from '@fairfare/contracts/api';
import {
  CONSTANT_KEYS,
  constantNumber,
  getConstantsResponseSchema,
  getCountriesResponseSchema,
} from '@fairfare/contracts/constants';
import { startSeededApp } from '../../../test/helpers/app.ts';
import { databaseKinds } from '../../../test/helpers/databases.ts';

describe.each(databaseKinds)('constants and countries on %s', (kind) => {
  it('constantapi/getconstants gives the radii (ids 43 and 0), the countdown and the clock offset by key', async () => {
    const { app } = await startSeededApp(kind);
    for (const payload of [undefined, {}, { api_key: 'ignored' }]) {
      const res = await app.inject({
        method: 'POST',
        url: API_BASE + endpoints.constants.list,
        ...(payload ? { payload } : {}),
      });
      expect(res.statusCode).toBe(200);
      const constants = getConstantsResponseSchema.parse(res.json().response);
      expect(constants[0]).toEqual({
        constant_id: 0,
        constant_key: 'rl_driver_radius',
        constant_value: '10',
      });
      expect(constants.find((c) => c.constant_id === 43)?.constant_key).toBe('driver_radius');
      expect(constantNumber(constants, CONSTANT_KEYS.driverRadius)).toBe(5);
      expect(constantNumber(constants, CONSTANT_KEYS.rlDriverRadius)).toBe(10);
      expect(constantNumber(constants, CONSTANT_KEYS.timerValue)).toBe(5);
      expect(constantNumber(constants, CONSTANT_KEYS.tzOffset)).toBe(-5);
    }
  });

  it('constantapi/getcountries lists countries with calling codes, Canada first', async () => {
    const { app } = await startSeededApp(kind);
    const res = await app.inject({
      method: 'POST',
      url: API_BASE + endpoints.constants.countries,
      payload: {},
    });
    expect(res.statusCode).toBe(200);
    const countries = getCountriesResponseSchema.parse(res.json().response);
    expect(countries[0]).toEqual({
      country_id: 1,
      country_name: 'Canada',
      iso_code: 'CA',
      phone_code: '+1',
    });
    expect(countries.find((c) => c.iso_code === 'MX')?.phone_code).toBe('+52');
    expect(countries.length).toBeGreaterThan(20);
  });

  it.each([[endpoints.constants.list], [endpoints.constants.countries]])(
    '%s refuses a body that is not an object',
    async (path) => {
      const { app } = await startSeededApp(kind);
      const res = await app.inject({
        method: 'POST',
        url: API_BASE + path,
        payload: '[1]',
        headers: { 'content-type': 'application/json' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().status).toBe('failed');
    },
  );
});
