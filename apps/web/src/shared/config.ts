/**
 * Build configuration (docs/product/data.md): read once from Vite's environment; nothing else in the site
 * reads import.meta.env. Values come from VITE_* variables at build time, which the build checks
 * first (build-config.ts, run by vite.config.ts); this file only applies the defaults, so that
 * the first script carries no validation library.
 */
const env = import.meta.env;

function optional(value: string | undefined): string | undefined {
  return value && value.trim() !== '' ? value.trim() : undefined;
}

export const config = Object.freeze({
  loginType: 'phoneLogin' as const,
  defaultCityId: Number(env.VITE_DEFAULT_CITY_ID ?? 14),
  serviceTax: Number(env.VITE_SERVICE_TAX ?? 0),
  supportEmail: env.VITE_SUPPORT_EMAIL ?? 'support@fairfare.example',
  supportPhone: env.VITE_SUPPORT_PHONE ?? '+1 (519) 555-0142',
  businessLogoPath: '/logo.svg',
  apiBaseUrl: env.VITE_API_BASE_URL ?? '',
  trackingBaseUrl: env.VITE_TRACKING_BASE_URL ?? '/track',
  /**
   * Map tiles of the booking map (an OpenStreetMap-style `{z}/{x}/{y}` URL). The service's
   * Content Security Policy must allow the tile host: set MAP_TILE_ORIGINS on the server to match.
   */
  mapTileUrl: optional(env.VITE_MAP_TILE_URL) ?? 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  /** Attribution HTML the tile provider asks for, shown in the map's corner. */
  mapTileAttribution:
    optional(env.VITE_MAP_TILE_ATTRIBUTION) ??
    '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
  /** Footer social links: shown only when set (none in the default build, docs/product/screens.md). */
  footerSocial: {
    facebook: optional(env.VITE_FOOTER_FACEBOOK),
    twitter: optional(env.VITE_FOOTER_TWITTER),
    linkedin: optional(env.VITE_FOOTER_LINKEDIN),
    pinterest: optional(env.VITE_FOOTER_PINTEREST),
    instagram: optional(env.VITE_FOOTER_INSTAGRAM),
  },
});
