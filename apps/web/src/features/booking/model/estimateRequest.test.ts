import { describe, expect, it } from 'vitest';
import { estimateRequestFor } from './estimateRequest';

const western = { lat: 43.0096, lng: -81.2737 };
const masonville = { lat: 43.0255, lng: -81.279 };

describe('what the fare estimate asks for', () => {
  it('needs both places', () => {
    expect(estimateRequestFor(western, null, () => 14)).toBeNull();
    expect(estimateRequestFor(null, masonville, () => 14)).toBeNull();
  });

  it('sends the pickup city when it is known', () => {
    expect(estimateRequestFor(western, masonville, () => 14)).toEqual({
      city_id: 14,
      pickup: western,
      drop: masonville,
    });
    expect(estimateRequestFor(western, masonville, () => undefined)).toEqual({
      pickup: western,
      drop: masonville,
    });
  });

  it('asks nothing for a pickup outside every city or the same place twice', () => {
    expect(estimateRequestFor(western, masonville, () => null)).toBeNull();
    expect(estimateRequestFor(western, { ...western }, () => 14)).toBeNull();
  });
});
