import { Secret, TOTP } from 'otpauth';

const PERIOD_S = 30;
const ISSUER = 'FairFare back office';

function totpOf(secret: string, email: string): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label: email,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_S,
    secret: Secret.fromBase32(secret),
  });
}

/** A new authenticator secret (160 bits, base32) and the otpauth:// URI an authenticator app reads. */
export function newTotpSecret(email: string): { secret: string; uri: string } {
  const secret = new Secret({ size: 20 }).base32;
  return { secret, uri: totpOf(secret, email).toString() };
}

export function totpUri(secret: string, email: string): string {
  return totpOf(secret, email).toString();
}

/**
 * The 30-s step whose code `code` is (now, or one step either side for clock drift), or null.
 * The caller accepts a step only once, so an overheard code cannot be replayed.
 */
export function totpStep(secret: string, code: string, now: number): number | null {
  const delta = totpOf(secret, '').validate({ token: code, timestamp: now, window: 1 });
  if (delta === null) return null;
  return Math.floor(now / 1000 / PERIOD_S) + delta;
}

/** The current code of a secret (the development sign-in helper and the tests). */
export function totpCode(secret: string, now = Date.now()): string {
  return totpOf(secret, '').generate({ timestamp: now });
}
