import type { Insertable } from 'kysely';
import type { ConstantsTable } from '../schema.ts';

/**
 * Service constants (docs/product/api.md "constants POST"): the site reads driver_radius from entry 43 and
 * rl_driver_radius from entry 0; the other ids are ours.
 */
export const constants: Array<Insertable<ConstantsTable>> = [
  { constant_id: 0, constant_key: 'rl_driver_radius', constant_value: '10' }, // km, rides for later
  { constant_id: 43, constant_key: 'driver_radius', constant_value: '5' }, // km
  { constant_id: 1, constant_key: 'timer_value', constant_value: '5' }, // minutes of free cancellation
  { constant_id: 2, constant_key: 'tz_offset', constant_value: '-5' }, // hours from UTC
  { constant_id: 3, constant_key: 'offer_validity_seconds', constant_value: '60' },
  { constant_id: 4, constant_key: 'request_expiry_minutes', constant_value: '10' },
];
