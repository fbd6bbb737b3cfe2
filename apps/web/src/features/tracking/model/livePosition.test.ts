import { describe, expect, it } from 'vitest';
import { isLive, latestPosition } from './livePosition';

describe('latestPosition', () => {
  const polled = { lat: 1, lng: 1, at: 1000 };
  it('takes the newer position', () => {
    expect(latestPosition(polled, { lat: 2, lng: 2, at: 2000 })).toEqual({
      lat: 2,
      lng: 2,
      at: 2000,
    });
    expect(latestPosition(polled, { lat: 2, lng: 2, at: 500 })).toBe(polled);
  });
  it('takes whichever there is', () => {
    expect(latestPosition(null, null)).toBeNull();
    expect(latestPosition(polled, null)).toBe(polled);
    expect(latestPosition(null, { lat: 2, lng: 2, at: 1 })).toEqual({ lat: 2, lng: 2, at: 1 });
  });
});

describe('isLive', () => {
  it('is true from assigned to begin', () => {
    expect(['assigned', 'accept', 'arrive', 'begin'].every(isLive)).toBe(true);
    expect(['request', 'offer', 'completed', 'cancel'].some(isLive)).toBe(false);
  });
});
