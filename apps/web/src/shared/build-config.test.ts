import { describe, expect, it } from 'vitest';
import { parseBuildEnv } from './build-config';

describe('the build configuration', () => {
  it('has the specification’s defaults, and empty values count as unset', () => {
    const env = parseBuildEnv({ VITE_DEFAULT_CITY_ID: '', VITE_FOOTER_FACEBOOK: ' ' });
    expect(env).toMatchObject({
      VITE_DEFAULT_CITY_ID: 14,
      VITE_SERVICE_TAX: 0,
      VITE_SUPPORT_EMAIL: 'support@fairfare.example',
      VITE_API_BASE_URL: '',
      VITE_TRACKING_BASE_URL: '/track',
      VITE_MAP_TILE_URL: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    });
    expect(env.VITE_FOOTER_FACEBOOK).toBeUndefined();
  });

  it('reads what is set', () => {
    const env = parseBuildEnv({
      VITE_DEFAULT_CITY_ID: '15',
      VITE_SERVICE_TAX: '13',
      VITE_TRACKING_BASE_URL: 'https://track.example/trip',
      VITE_FOOTER_INSTAGRAM: 'https://instagram.com/fairfare',
    });
    expect(env.VITE_DEFAULT_CITY_ID).toBe(15);
    expect(env.VITE_SERVICE_TAX).toBe(13);
    expect(env.VITE_TRACKING_BASE_URL).toBe('https://track.example/trip');
    expect(env.VITE_FOOTER_INSTAGRAM).toBe('https://instagram.com/fairfare');
  });

  it.each([
    ['VITE_DEFAULT_CITY_ID', 'London'],
    ['VITE_SERVICE_TAX', '-1'],
    ['VITE_SUPPORT_EMAIL', 'support'],
    ['VITE_API_BASE_URL', 'api.example'],
    ['VITE_TRACKING_BASE_URL', 'track'],
    ['VITE_MAP_TILE_URL', 'https://tiles.example/tile.png'],
    ['VITE_FOOTER_TWITTER', 'javascript:alert(1)'],
  ])('refuses %s=%s, naming it', (name, value) => {
    expect(() => parseBuildEnv({ [name]: value })).toThrow(name);
  });
});
