import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_COOKIE,
  type Language,
} from '@fairfare/contracts/languages';

/**
 * Keys of the values the site keeps in the browser (docs/product/data.md "Session values"). Session values
 * live in sessionStorage as the spec says; the language is also remembered in localStorage so
 * that a new tab opens in the rider's language.
 */
export const storageKeys = {
  language: 'language',
  /** The session's 'logged in' flag (docs/product/data.md, roles.md), read from sessionStorage. */
  loggedIn: 'isLoggedIn',
  /** The rider's phone number with its country code (docs/product/data.md "a phone value"). */
  phone: 'phone',
  /** The rider's user id (docs/product/data.md); the session secret itself stays in the HttpOnly cookie. */
  userId: 'user_id',
  /** The city cache (docs/product/data.md "cached locally under the key cityData"), in localStorage. */
  cityData: 'cityData',
  /** Driver search radius in km (docs/product/data.md "stored locally"), in localStorage. */
  driverRadius: 'driver_radius',
  /** Driver search radius in km for rides booked for later (docs/product/data.md), in localStorage. */
  rlDriverRadius: 'rl_driver_radius',
  /** The countdown length in minutes (docs/product/data.md "timer value"), in localStorage with the radii. */
  timerValue: 'timer_value',
  /** The stored trip mode, 'now' or 'later' (docs/product/data.md), in sessionStorage. */
  tripMode: 'trip_mode',
  /**
   * The rider's trip in progress as last read, with the rider's id, in localStorage: a reload or a
   * new visit of the same rider shows it at once.
   */
  lastTrip: 'last_trip',
  /**
   * The last request that ended without a ride (expired, or its driver cancelled) the rider was
   * told about, in localStorage: coming back says why once, then the form is for a new ride.
   */
  endedRequestSeen: 'ended_request_seen',
  /**
   * The pickup and drop-off of a request that ended without a ride and was closed, in
   * sessionStorage: the next booking form starts with them (domain/trips/rebookRoute.ts).
   */
  rebookRoute: 'rebook_route',
} as const;

function safe<T>(fn: () => T, fallback: T): T {
  try {
    return fn();
  } catch {
    return fallback; // storage can be unavailable (private mode, blocked cookies)
  }
}

export function readLanguage(): Language {
  return readStoredLanguage() ?? DEFAULT_LANGUAGE;
}

/** The session value `language`, or null when none is stored. */
export function readStoredLanguage(): Language | null {
  const stored = safe(
    () =>
      sessionStorage.getItem(storageKeys.language) ?? localStorage.getItem(storageKeys.language),
    null,
  );
  return isLanguage(stored) ? stored : null;
}

/** A year: the language cookie outlives the session, like the value kept in localStorage. */
const LANGUAGE_COOKIE_MAX_AGE_S = 365 * 24 * 3600;

/**
 * The language the rider chose with the switcher, from the cookie the service reads to render
 * pages in it (decision 020); null when there is none.
 */
export function readLanguageCookie(): Language | null {
  const value = safe(
    () =>
      document.cookie
        .split(';')
        .map((part) => part.trim())
        .find((part) => part.startsWith(`${LANGUAGE_COOKIE}=`))
        ?.slice(LANGUAGE_COOKIE.length + 1) ?? null,
    null,
  );
  return isLanguage(value) ? value : null;
}

export function writeLanguageCookie(language: Language): void {
  safe(() => {
    document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${LANGUAGE_COOKIE_MAX_AGE_S}; samesite=lax`;
  }, undefined);
}

export function writeLanguage(language: Language): void {
  safe(() => {
    sessionStorage.setItem(storageKeys.language, language);
    localStorage.setItem(storageKeys.language, language);
  }, undefined);
}

/** Whether the session's 'logged in' flag is set ('true' or '1'). */
export function readLoggedIn(): boolean {
  const stored = safe(() => sessionStorage.getItem(storageKeys.loggedIn), null);
  return stored === 'true' || stored === '1';
}

/** Writes the session values of a rider who has just logged in, and sets the 'logged in' flag. */
export function writeSessionValues(values: { phone: string; userId: number }): void {
  safe(() => {
    sessionStorage.setItem(storageKeys.phone, values.phone);
    sessionStorage.setItem(storageKeys.userId, String(values.userId));
    sessionStorage.setItem(storageKeys.loggedIn, 'true');
  }, undefined);
}

/** The session's user id, or null when there is none. */
export function readUserId(): number | null {
  const stored = safe(() => sessionStorage.getItem(storageKeys.userId), null);
  const id = Number(stored);
  return stored !== null && Number.isInteger(id) && id > 0 ? id : null;
}

/** The session's phone value (with its country code), or null when there is none. */
export function readPhone(): string | null {
  return safe(() => sessionStorage.getItem(storageKeys.phone), null);
}

/** Clears every value the site keeps (used when a session ends). */
export function clearAllStorage(): void {
  safe(() => {
    sessionStorage.clear();
    localStorage.clear();
  }, undefined);
}
