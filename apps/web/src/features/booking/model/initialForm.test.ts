import { afterEach, describe, expect, it } from 'vitest';
import { keepRouteToRebook } from '../../../domain/trips/rebookRoute';
import { initialForm } from './initialForm';

const ended = {
  city_id: 14,
  trip_from_lat: 43.0096,
  trip_from_lng: -81.2737,
  trip_from_loc: 'Western University, London, ON',
  trip_to_lat: 43.0255,
  trip_to_lng: -81.279,
  trip_to_loc: 'Masonville Place, London, ON',
};

afterEach(() => sessionStorage.clear());

describe('initialForm after a request that ended without a ride', () => {
  it('starts with its pickup and drop-off, in its city, once closed', () => {
    keepRouteToRebook(ended);
    const initial = initialForm('book', '/booknow', undefined, -5);
    expect(initial.fromRebook).toBe(true);
    expect(initial.cityId).toBe(14);
    expect(initial.values.pickup).toEqual({
      lat: 43.0096,
      lng: -81.2737,
      address: 'Western University, London, ON',
    });
    expect(initial.values.drop?.address).toBe('Masonville Place, London, ON');
    expect(initial.values.offer).toBe('');
  });

  it('starts empty when there is no such route', () => {
    const initial = initialForm('book', '/booknow', undefined, -5);
    expect(initial.fromRebook).toBeUndefined();
    expect(initial.values.pickup).toBeNull();
  });
});
