export interface Place {
  lat: number;
  lng: number;
  name: string;
}

export interface NavLink {
  id: 'geo' | 'google' | 'apple' | 'osm';
  href: string;
}

/** Six decimals: about ten centimetres, more than any navigation app needs. */
const coord = (value: number) => value.toFixed(6);

/**
 * Hand-offs to the driver's own navigation app, directions to `place`: a `geo:` URI (Android
 * offers every navigation app installed), Google Maps and Apple Maps' documented direction links,
 * and OpenStreetMap's directions page. Pure.
 */
export function navLinks(place: Place): NavLink[] {
  const lat = coord(place.lat);
  const lng = coord(place.lng);
  const label = encodeURIComponent(place.name);
  return [
    { id: 'geo', href: `geo:${lat},${lng}?q=${lat},${lng}(${label})` },
    {
      id: 'google',
      href: `https://www.google.com/maps/dir/?api=1&destination=${lat}%2C${lng}&travelmode=driving`,
    },
    { id: 'apple', href: `https://maps.apple.com/?daddr=${lat},${lng}&dirflg=d` },
    {
      id: 'osm',
      href: `https://www.openstreetmap.org/directions?engine=fossgis_osrm_car&route=%3B${lat}%2C${lng}#map=16/${lat}/${lng}`,
    },
  ];
}
