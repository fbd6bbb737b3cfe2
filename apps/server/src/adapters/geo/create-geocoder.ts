import { httpGeocoder, type Geocoder } from './geocoder.ts';
import { nominatimEngine } from './nominatim-geocoder.ts';
import { photonEngine } from './photon-geocoder.ts';

export const GEOCODER_KINDS = ['nominatim', 'photon'] as const;
export type GeocoderKind = (typeof GEOCODER_KINDS)[number];

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
