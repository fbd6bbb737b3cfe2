import { describe, expect, it } from 'vitest';
import type { CityNow } from '@fairfare/contracts/city-now';
import { i18n } from '../../../shared/i18n/i18n';
import { marksOf } from './marks';

const now: CityNow = {
  city_id: 14,
  currency: 'CAD',
  at: 0,
  open_requests: [
    {
      trip_id: 9,
      trip_status: 'request',
      from: 'Western University',
      lat: 43.0096,
      lng: -81.2737,
      offer: 12,
      created_at: 0,
    },
  ],
  active_trips: [],
  online_drivers: [
    { driver_id: 1, name: 'Ann', busy: false, lat: 43, lng: -81.2 },
    { driver_id: 2, name: 'Bo', busy: true, lat: 43.1, lng: -81.3 },
  ],
  today: { rides: 0, money: 0 },
};

describe('marksOf', () => {
  it('marks free and busy drivers apart, and each open request at its pickup', () => {
    expect(marksOf(now, i18n.getFixedT('en', 'ops'))).toEqual([
      { id: 'driver-1', lat: 43, lng: -81.2, kind: 'free', label: 'Ann, free' },
      { id: 'driver-2', lat: 43.1, lng: -81.3, kind: 'busy', label: 'Bo, on a ride' },
      {
        id: 'request-9',
        lat: 43.0096,
        lng: -81.2737,
        kind: 'request',
        label: 'Request 9 from Western University',
      },
    ]);
  });
});
