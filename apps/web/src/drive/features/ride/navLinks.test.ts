import { describe, expect, it } from 'vitest';
import { navLinks } from './navLinks';

describe('hand-offs to a navigation app', () => {
  const links = navLinks({ lat: 43.0096, lng: -81.2737, name: 'Western University' });
  const href = (id: string) => links.find((l) => l.id === id)?.href;

  it('gives a geo: URI with the place named', () => {
    expect(href('geo')).toBe(
      'geo:43.009600,-81.273700?q=43.009600,-81.273700(Western%20University)',
    );
  });

  it("gives Google Maps', Apple Maps' and OpenStreetMap's driving directions to the place", () => {
    expect(href('google')).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=43.009600%2C-81.273700&travelmode=driving',
    );
    expect(href('apple')).toBe('https://maps.apple.com/?daddr=43.009600,-81.273700&dirflg=d');
    expect(href('osm')).toContain('openstreetmap.org/directions?engine=fossgis_osrm_car');
    expect(href('osm')).toContain('route=%3B43.009600%2C-81.273700');
  });
});
