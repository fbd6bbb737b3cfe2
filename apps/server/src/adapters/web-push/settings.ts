import type { WebPushSettings } from '../../config.ts';

export type { WebPushSettings };

/** Whether a subscription's endpoint is at one of the allowed push services. */
export function isAllowedEndpoint(endpoint: string, origins: readonly string[]): boolean {
  if (!URL.canParse(endpoint)) return false;
  const url = new URL(endpoint);
  return origins.some((origin) => {
    const wildcard = origin.match(/^(https?:)\/\/\*\.(.+)$/);
    if (!wildcard) return url.origin === new URL(origin).origin;
    return url.protocol === wildcard[1] && url.host.endsWith(`.${wildcard[2]}`);
  });
}
