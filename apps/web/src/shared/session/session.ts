import { endpoints } from '@fairfare/contracts/api';
import type { LoggedIn } from '@fairfare/contracts/auth';
import { SIGNED_IN_HINT_COOKIE } from '@fairfare/contracts/session-cookies';
import { apiPost, clearCachedAnswers } from '../api/client';
import {
  clearAllStorage,
  readLanguage,
  readLoggedIn,
  readPhone,
  readUserId,
  storageKeys,
  writeLanguage,
  writeSessionValues,
} from '../storage';

/**
 * The rider's session as the site keeps it (docs/product/data.md session values, §6): the phone, the user id,
 * the 'logged in' flag and `language`, in sessionStorage. The secret that proves the session is an
 * HttpOnly cookie the page cannot read; nothing here is secret. Components follow changes through
 * `subscribeSession` (same tab) and the `storage` event (other tabs).
 */
export interface SessionValues {
  userId: number;
  /** The phone number with its country code, e.g. "+15195550100". */
  phone: string;
}

type Listener = () => void;
const listeners = new Set<Listener>();

function notify(): void {
  listeners.forEach((listener) => listener());
}

/** Calls `listener` whenever the session starts or ends, in this tab or in another one. */
export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    // `key` is null when another tab cleared the storage
    if (event.key === null || event.key === storageKeys.loggedIn) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Whether the session's 'logged in' flag is set. */
export const isLoggedIn = readLoggedIn;

/** The values of the current session, or null when logged out. */
export function readSession(): SessionValues | null {
  const userId = readUserId();
  const phone = readPhone();
  if (!readLoggedIn() || userId === null || phone === null) return null;
  return { userId, phone };
}

/**
 * Starts the session after a code was verified: writes the session values and tells the header at
 * once. The rider keeps reading the language they are using (issue 13): the session value
 * `language` is the interface's, not the one stored with the account.
 */
export function startSession(user: Pick<LoggedIn, 'user_id' | 'phone' | 'phone_code'>): void {
  // a new rider never gets the previous one's kept answers
  clearCachedAnswers();
  writeSessionValues({ phone: `${user.phone_code}${user.phone}`, userId: user.user_id });
  writeLanguage(readLanguage());
  notify();
}

/** Whether the session cookie's readable hint says a session may exist (it holds no secret). */
export function hasSignedInHint(): boolean {
  return document.cookie.split(';').some((part) => part.trim() === `${SIGNED_IN_HINT_COOKIE}=1`);
}

let restoring = false;

/** How long the first render waits for the session check before showing the page logged out. */
const RESTORE_TIMEOUT_MS = 3000;

/**
 * A new tab (or a new visit) of a rider whose session cookie is still valid: the session values of
 * docs/product/data.md live in sessionStorage, which a new tab starts without, so they are filled from the
 * server session the cookie proves (`userapi/session`) instead of asking for a new code. Asked only
 * when the cookie's hint is there; any failure leaves the page logged out.
 */
export async function restoreSession(): Promise<void> {
  if (readLoggedIn() || !hasSignedInHint()) return;
  restoring = true;
  notify();
  try {
    // Loaded only here: the schemas (and zod) stay out of the first bundle of an anonymous visit.
    const { currentSessionSchema } = await import('@fairfare/contracts/auth');
    const answer = currentSessionSchema.parse(
      await apiPost<unknown>(endpoints.users.session, {}, AbortSignal.timeout(RESTORE_TIMEOUT_MS)),
    );
    if (answer.user) startSession(answer.user);
  } catch (err) {
    console.warn('could not restore the session', err);
  } finally {
    restoring = false;
    notify();
  }
}

/**
 * Whether restoreSession is still asking the service: a rendered page hydrates before it answers
 * (decision 020), and shows what depends on the session once it did.
 */
export function isRestoringSession(): boolean {
  return restoring;
}

/**
 * Ends the session in the browser: clears all site storage (docs/product/roles.md) and the answers kept for
 * ETag polling, so that nothing of this rider's outlives the logout (decision 019).
 * `keepLanguage` writes the interface language back afterwards, so that a rider who logs out
 * keeps reading their language; a 401 clears everything, as the specification says (the page
 * keeps its current language until it is reloaded).
 */
export function endSession({ keepLanguage = false }: { keepLanguage?: boolean } = {}): void {
  const language = readLanguage();
  clearAllStorage();
  clearCachedAnswers();
  if (keepLanguage) writeLanguage(language);
  notify();
}
