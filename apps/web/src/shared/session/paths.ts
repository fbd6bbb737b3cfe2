/** Where a rider logs in. */
export const LOGIN_PATH = '/login';
export const REGISTER_PATH = '/register';
/** Where a rider lands after logging in when nothing else was asked for. */
export const DEFAULT_AFTER_LOGIN = '/profile';

/** The query parameter that carries where to go after logging in. */
export const NEXT_PARAM = 'next';

const ORIGIN = 'https://fairfare.invalid';

/**
 * A `next` value made safe: only a path of this site (no other host, no `//host`, no scheme),
 * never the login or registration page itself. Returns the path with its query and hash, or
 * null when `raw` is not acceptable.
 */
export function safeNextPath(raw: string | null | undefined): string | null {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== ORIGIN) return null;
  const path = url.pathname.toLowerCase();
  if (path === LOGIN_PATH || path === REGISTER_PATH) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The login page's address that brings the rider back to `next` (a path of this site). */
export function loginPath(next?: string | null): string {
  const safe = safeNextPath(next);
  return safe ? `${LOGIN_PATH}?${NEXT_PARAM}=${encodeURIComponent(safe)}` : LOGIN_PATH;
}

/** The registration page's address that brings the rider back to `next` afterwards. */
export function registerPath(next?: string | null): string {
  const safe = safeNextPath(next);
  return safe ? `${REGISTER_PATH}?${NEXT_PARAM}=${encodeURIComponent(safe)}` : REGISTER_PATH;
}
