import { httpGeocoder, type Geocoder } from './geocoder.ts';
import { nominatimEngine } from './nominatim-geocoder.ts';
import { photonEngine } from './photon-geocoder.ts';
import type { GeocoderKind } from '../../config.ts';

export { GEOCODER_KINDS, type GeocoderKind } from '../../config.ts';

const engines = { nominatim: nominatimEngine, photon: photonEngine };

/** The geocoder `GEOCODER_KIND` names at `GEOCODER_URL`, or none when no URL is configured. */
export function createGeocoder(
  config: { geocoderUrl?: string; geocoderKind: GeocoderKind },
  log: { warn(obj: object, msg: string): void },
  options: { timeoutMs?: number } = {},
): Geocoder | undefined {
  if (!config.geocoderUrl) return undefined;
  return httpGeocoder({
    url: config.geocoderUrl,
    engine: engines[config.geocoderKind],
    log,
    ...options,
  });
}
