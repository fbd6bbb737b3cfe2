/**
 * The riders' session cookies. Apart from the schemas in auth.ts so that the site's first
 * bundle, which reads the hint, does not carry zod.
 */

/** The HttpOnly cookie that holds the rider's session secret. */
export const SESSION_COOKIE = 'ff_session';

/**
 * A readable companion of the HttpOnly session cookie, holding no secret: it tells a new tab that
 * a session may exist, so the site asks `userapi/session` only then (an anonymous visit asks
 * nothing). The session cookie alone decides.
 */
export const SIGNED_IN_HINT_COOKIE = 'ff_signed_in';
