import { parseBuildEnv } from './build-config';

/**
 * Build configuration (spec §3): read once from Vite's environment (validated in
 * build-config.ts, where the build itself checks it too); nothing else in the site reads
 * import.meta.env. Values come from VITE_* variables at build time.
 */
const env = parseBuildEnv(import.meta.env);

export const config = Object.freeze({
  loginType: 'phoneLogin' as const,
  defaultCityId: env.VITE_DEFAULT_CITY_ID,
  serviceTax: env.VITE_SERVICE_TAX,
  supportEmail: env.VITE_SUPPORT_EMAIL,
  supportPhone: env.VITE_SUPPORT_PHONE,
  businessLogoPath: '/logo.svg',
  apiBaseUrl: env.VITE_API_BASE_URL,
  trackingBaseUrl: env.VITE_TRACKING_BASE_URL,
  /**
   * Map tiles of the booking map (an OpenStreetMap-style `{z}/{x}/{y}` URL). The service's
   * Content Security Policy must allow the tile host: set MAP_TILE_ORIGINS on the server to match.
   */
  mapTileUrl: env.VITE_MAP_TILE_URL,
  /** Attribution HTML the tile provider asks for, shown in the map's corner. */
  mapTileAttribution:
    env.VITE_MAP_TILE_ATTRIBUTION ??
    '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
  /** Footer social links: shown only when set (none in the default build, spec §2). */
  footerSocial: {
    facebook: env.VITE_FOOTER_FACEBOOK,
    twitter: env.VITE_FOOTER_TWITTER,
    linkedin: env.VITE_FOOTER_LINKEDIN,
    pinterest: env.VITE_FOOTER_PINTEREST,
    instagram: env.VITE_FOOTER_INSTAGRAM,
  },
});
